/** A selection move's decision (the result's `decisions`): what it left out of `container`, beside what it kept. */
import type { Decision } from '../types';
import type { StatsMap } from '../dom/stats';
import * as dom from '../dom/read';
import { QUOTE_CHARS } from '../shared/facts';

export function leftOut(rule: string, container: Element, kept: readonly Element[], stats: StatsMap): Decision {
  const chars = (el: Element) => stats.get(el)?.chars ?? 0;
  const keptChars = kept.filter((el) => dom.contains(container, el)).reduce((n, el) => n + chars(el), 0);
  return { rule, text: sample(container, kept), chars: Math.max(0, chars(container) - keptChars) };
}

/** The start of `container`'s text outside the `kept` blocks, white space collapsed (iterative: a page may nest deep). */
function sample(container: Node, kept: readonly Element[]): string {
  let text = '';
  const stack: Node[] = [];
  for (let child = dom.lastChild(container); child; child = dom.previousSibling(child)) stack.push(child);
  while (stack.length > 0 && text.length < QUOTE_CHARS) {
    const node = stack.pop()!;
    if (dom.nodeType(node) === 3) text += dom.textContent(node) ?? '';
    else if (dom.nodeType(node) === 1 && !kept.includes(node as Element)) {
      for (let child = dom.lastChild(node); child; child = dom.previousSibling(child)) stack.push(child);
    }
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, QUOTE_CHARS);
}

/** A selection move's decision (the result's `decisions`): what it left out of `container`, beside what it kept. */
import type { Decision } from '../types';
import type { StatsMap } from '../dom/stats';
import * as dom from '../dom/read';

/** How much of the text left out a decision quotes. */
const SAMPLE_CHARS = 80;

export function leftOut(rule: string, container: Element, kept: readonly Element[], stats: StatsMap): Decision {
  const chars = (el: Element) => stats.get(el)?.chars ?? 0;
  const keptChars = kept.filter((el) => dom.contains(container, el)).reduce((n, el) => n + chars(el), 0);
  return { rule, text: sample(container, kept), chars: Math.max(0, chars(container) - keptChars) };
}

/** The start of `container`'s text outside the `kept` blocks, white space collapsed. */
function sample(container: Node, kept: readonly Element[]): string {
  let text = '';
  const visit = (node: Node): void => {
    for (let child = dom.firstChild(node); child && text.length < SAMPLE_CHARS; child = dom.nextSibling(child)) {
      if (dom.nodeType(child) === 3) text += dom.textContent(child) ?? '';
      else if (dom.nodeType(child) === 1 && !kept.includes(child as Element)) visit(child);
    }
  };
  visit(container);
  return text.replace(/\s+/g, ' ').trim().slice(0, SAMPLE_CHARS);
}

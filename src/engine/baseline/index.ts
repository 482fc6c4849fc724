/**
 * Stage 4, baseline rescue: the broad text of the original page's paragraphs, code, quotes and list items,
 * for pages where every extractor above found too little (a page of bare <p>s outside any container, a
 * template the rules misread). Reads the original read-only and rebuilds the blocks in the engine's document.
 */
import { pageRoot, walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import type { Deadline } from '../dom/deadline';
import { LINK_DENSE } from '../shared/facts';

const BASELINE_TAGS = new Set(['P', 'PRE', 'BLOCKQUOTE', 'LI', 'H2', 'H3', 'H4']);
/** Blocks inside these never count (not visible text, or navigation). */
const EXCLUDED_ANCESTORS = 'script, style, noscript, template, nav, footer, header, aside, form, [hidden], [aria-hidden="true"]';
const MIN_BLOCK_CHARS = 15;
/** Elements inside a block whose text no reader sees: a shop's card carries its variants as JSON in a script and as
 *  a dropdown's options. */
const UNREAD = 'script, style, template, noscript, select';

/** Past the `deadline` the blocks found so far are kept, the page's beginning (the cascade's rescue out of time). */
export function baselineCandidate(original: Document, into: Document, deadline?: Deadline): Element | null {
  const root = pageRoot(original);
  if (!root) return null;
  const content = into.createElement('div');
  let list: Element | null = null;
  let last: Element | null = null;
  const take = (el: Element): void => {
    if (last && dom.contains(last, el)) return;
    if (dom.closest(el, EXCLUDED_ANCESTORS)) return;
    const text = readableText(el).replace(/\s+/g, ' ').trim();
    if (text.length < MIN_BLOCK_CHARS) return;
    if (dom.tagName(el) === 'LI') {
      const linkChars = Array.from(dom.querySelectorAll(el, 'a')).reduce((n, a) => n + (dom.textContent(a) ?? '').trim().length, 0);
      // List items mostly made of link text are menus, not content.
      if (linkChars / text.length > LINK_DENSE) return;
      if (!list) { list = into.createElement('ul'); content.append(list); }
      const li = into.createElement('li');
      li.textContent = text;
      list.append(li);
    } else {
      list = null;
      const block = into.createElement(dom.tagName(el).toLowerCase());
      block.textContent = text;
      content.append(block);
    }
    last = el;
  };
  // One walk in document order, not a query answered whole before the first block is looked at (which took most of
  // a short grace on a 100,000-element page). With a deadline it stops there once a block is kept; with none kept,
  // at a second deadline as far again.
  const late = deadline ? deadline.at + Math.max(0, deadline.at - performance.now()) : Infinity;
  let stopped = false;
  walkElements(root, (el) => {
    if (stopped || (deadline?.tick() && (last || performance.now() > late))) { stopped = true; return false; }
    if (BASELINE_TAGS.has(dom.tagName(el))) take(el);
    return true;
  });
  return dom.childNodes(content).length > 0 ? content : null;
}

/**
 * The text of `el` without what its UNREAD elements hold: textContent has it all, and a Shopify card's variant JSON
 * made a shop's baseline 150,000 characters of which the gold's 700 were a sliver.
 */
function readableText(el: Element): string {
  if (!dom.querySelector(el, UNREAD)) return dom.textContent(el) ?? '';
  let text = '';
  const stack: Node[] = [el];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (dom.nodeType(node) === 3) { text += dom.nodeValue(node) ?? ''; continue; }
    if (dom.nodeType(node) !== 1 || (node !== el && dom.matches(node as Element, UNREAD))) continue;
    for (let child = dom.lastChild(node); child; child = dom.previousSibling(child)) stack.push(child);
  }
  return text;
}

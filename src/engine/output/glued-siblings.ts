/**
 * Words glued across elements: two sibling inline elements with no white space between them whose texts meet lower
 * case to upper case are two lines or two blocks where the page lays them out (a class making a span a block or a
 * flex item), not one word. REI's tiles hold the brand and the product's name in adjacent spans, "Eddyline" and
 * "Sandpiper 130 Kayak", which read as "EddylineSandpiper" (two words lost per tile). Decided
 * once, on the engine's copy of the content, by putting a space between the two elements: the text, the Markdown and
 * the reader's HTML then all read two words (fixture output--glued-sibling-spans).
 *
 * A word does not change case inside itself at an element's edge; an element that starts mid-word (a drop cap, a
 * highlighted syllable) follows a text node or starts in lower case, and is left as it is. Code, math and
 * preformatted text are written as they are.
 */
import { BLOCK_TAGS } from '../dom/tags';
import { walkElements } from '../dom/walk';
import * as dom from '../dom/read';

/** A lower-case letter ending one element's text and an upper-case one starting the next's (any cased script). */
const LOWER_END = /\p{Ll}$/u;
const UPPER_START = /^\p{Lu}/u;
/** ...or an upper-case end and a capitalised word (a brand in capitals: "HOKA" then "Kaha 3 GTX"); not
 *  two capitals alone, as letters spaced out one per element are ("N", "A", "S", "A"). */
const UPPER_END = /\p{Lu}$/u;
const CAPITALISED_START = /^\p{Lu}\p{Ll}/u;

/** Their text is written as it is, or is no text of the output: never parted, and no edge is read through them. */
const VERBATIM = new Set(['PRE', 'CODE', 'KBD', 'SAMP', 'VAR', 'MATH', 'SVG', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);

/** Puts a space between every two glued sibling elements under `content` (the engine's own copy: it is changed). */
export function partGluedSiblings(content: Element): void {
  const seams: Element[] = [];
  walkElements(content, (el) => {
    const tag = dom.tagName(el).toUpperCase();
    if (VERBATIM.has(tag)) return false;
    if (BLOCK_TAGS.has(tag)) return true;
    const before = previousNonComment(el);
    if (before && dom.nodeType(before) === 1 && glued(edgeText(before as Element, 'end'), edgeText(el, 'start'))) seams.push(el);
    return true;
  });
  for (const el of seams) el.before(dom.ownerDocument(el).createTextNode(' '));
}

function glued(end: string | null, start: string | null): boolean {
  if (!end || !start) return false;
  return (LOWER_END.test(end) && UPPER_START.test(start)) || (UPPER_END.test(end) && CAPITALISED_START.test(start));
}

function previousNonComment(node: Node): ChildNode | null {
  let before = dom.previousSibling(node);
  while (before && dom.nodeType(before) === dom.COMMENT_NODE) before = dom.previousSibling(before);
  return before;
}

/**
 * The text node at the `side` edge of an inline element, down its first (last) children, comments skipped: null when
 * a block, a line break, an empty element (an icon) or verbatim text stands there, as the words then do not touch.
 */
function edgeText(el: Element, side: 'start' | 'end'): string | null {
  let node: Node | null = el;
  while (node) {
    const type = dom.nodeType(node);
    if (type === dom.TEXT_NODE) return dom.nodeValue(node);
    if (type !== 1) return null;
    const tag = dom.tagName(node as Element).toUpperCase();
    if (tag === 'BR' || BLOCK_TAGS.has(tag) || VERBATIM.has(tag)) return null;
    let child: Node | null = side === 'start' ? dom.firstChild(node) : dom.lastChild(node);
    while (child && dom.nodeType(child) === dom.COMMENT_NODE) child = side === 'start' ? dom.nextSibling(child) : dom.previousSibling(child);
    node = child;
  }
  return null;
}

/**
 * <noscript> content as a parser with scripting off builds it. A browser with JavaScript on (the user's, and
 * the content script's page) keeps a <noscript>'s content as one text node; linkedom and jsdom (the CLI, tests)
 * parse it as elements. Some pages serve their content there: Discourse puts the whole thread in a <noscript>
 * for crawlers. When a text-only <noscript>
 * holds such markup, the engine reads a copy of the page in which that text is parsed into elements, so
 * cleaning's NOSCRIPT rule (./tables.ts) judges the same tree in both places.
 *
 * The page is never changed: the text is parsed by an inert document of the page's own implementation (no
 * browsing context: nothing in it runs or loads), and its nodes are imported into the copy. The copy has no
 * layout, so on those pages hidden content is found by markup only.
 */
import { cloneDocument } from '../dom/clone';
import * as dom from '../dom/read';

/**
 * A <noscript> is parsed when its text holds a tag and at least this much text once parsed; the NOSCRIPT rule
 * keeps those above its `maxChars` (200) only, so smaller ones (tracking pixels, "enable JavaScript") are not
 * worth a copy of the page.
 */
export const NOSCRIPT_MARKUP_CHARS = 200;

/** The document the engine reads: `document` itself, or a copy with the content <noscript>s parsed. */
/** `depth`: the page's tree depth, or a function measuring it, called only when a copy is made. */
export function withNoscriptMarkup(document: Document, depth: number | (() => number)): Document {
  const noscripts = Array.from(dom.getElementsByTagName(document, 'noscript'));
  const parsed = noscripts.map((el) => (holdsMarkupAsText(el) ? parseInert(document, dom.textContent(el) ?? '') : null));
  if (!parsed.some((nodes) => nodes !== null)) return document;
  const copy = cloneDocument(document, typeof depth === 'number' ? depth : depth());
  const copies = Array.from(dom.getElementsByTagName(copy, 'noscript'));
  // Same tree, same order: the i-th <noscript> of the copy is the i-th of the page.
  parsed.forEach((nodes, i) => {
    const target = copies[i];
    if (!nodes || !target) return;
    target.textContent = '';
    for (const node of nodes) target.appendChild(dom.importNode(copy, node, true));
  });
  return copy;
}

/** Only text inside (the scripting-on form), with something that looks like a tag. */
function holdsMarkupAsText(el: Element): boolean {
  if (dom.firstElementChild(el)) return false;
  const text = dom.textContent(el) ?? '';
  return text.length > NOSCRIPT_MARKUP_CHARS && /<[a-z]/i.test(text);
}

/** The body's nodes of `html` parsed in an inert document; null when it holds too little text to be kept. */
function parseInert(document: Document, html: string): Node[] | null {
  const inert = dom.implementation(document)?.createHTMLDocument?.('');
  const body = inert ? dom.body(inert) : null;
  if (!body) return null;
  body.innerHTML = html;
  if ((dom.textContent(body) ?? '').replace(/\s+/g, ' ').trim().length <= NOSCRIPT_MARKUP_CHARS) return null;
  return Array.from(dom.childNodes(body));
}

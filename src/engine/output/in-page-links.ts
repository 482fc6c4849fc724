/**
 * In-page links whose target the extraction left out. A link that only jumps within the page (`#id`, or the
 * page's own URL with a fragment) points at nothing once its target (Wikipedia's `ol.references`, a comment
 * section, the page's top) is not in the content: the reader would follow a dead anchor, and the Markdown
 * would keep `[[1]](page#cite_note-1)`. Such a link becomes its text, and a bare note marker in running text
 * (`[1]` in a `<sup>`, as the footnotes construct recognises one) goes with its wrapper: without its note it
 * says nothing, and the gold of both corpora leaves markers out. A marker that opens its block labels a note
 * whose reference is gone, and stays as text. Links whose target is kept (footnotes, a table of contents)
 * are untouched. Fixture: output--dangling-in-page-links.
 */
import { fragmentOf, looksLikeRef, refWrapper } from '../markdown/rules/footnotes';
import { isBlockTag } from '../markdown/dom';
import * as dom from '../dom/read';

/** The element ids (and `<a name>` anchors) of the content, the targets a fragment can reach. */
export function anchorNames(el: Element): string[] {
  const names: string[] = [];
  const id = dom.getAttribute(el, 'id');
  if (id) names.push(id);
  const name = dom.tagName(el) === 'A' ? dom.getAttribute(el, 'name') : null;
  if (name) names.push(name);
  return names;
}

/**
 * Unwraps (or, for a note marker, removes) each in-page link of `links` whose fragment names no anchor of
 * `anchors`. Returns the links it handled, which later URL and include* edits must skip.
 */
export function settleInPageLinks(content: Element, links: Element[], anchors: Set<string>, baseUrl: string | undefined): Set<Element> {
  const settled = new Set<Element>();
  for (const link of links) {
    const href = dom.getAttribute(link, 'href') ?? '';
    const fragment = fragmentOf(href, baseUrl);
    if (fragment === null || anchors.has(fragment) || anchors.has(rawFragment(href))) continue;
    settled.add(link);
    const marker = looksLikeRef(link) ? refWrapper(link, content) : null;
    if (marker && !opensItsBlock(marker)) marker.remove();
    else link.replaceWith(...Array.from(dom.childNodes(link)));
  }
  return settled;
}

/**
 * Nothing but white space before `el` in its block: a marker there labels a note (Substack's `1` before each
 * note, linking back to a reference the extraction left out: wcxb-dev 0460) and stays as text; a marker after
 * text is a reference in running text.
 */
function opensItsBlock(el: Element): boolean {
  for (let node: Node = el; ; ) {
    for (let prev = dom.previousSibling(node); prev; prev = dom.previousSibling(prev)) if ((dom.textContent(prev) ?? '').trim()) return false;
    const parent = dom.parentNode(node);
    if (!parent || dom.nodeType(parent) !== 1 || isBlockTag(parent)) return true;
    node = parent;
  }
}

/** The fragment as written (an id may itself hold `%`, which decoding would change). */
function rawFragment(href: string): string {
  return href.slice(href.indexOf('#') + 1);
}

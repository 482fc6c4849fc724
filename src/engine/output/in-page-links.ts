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
import { unwrapInCopy } from '../dom/unwrap';
import { fragmentOf, looksLikeRef, refWrapper } from '../markdown/rules/footnotes';
import { isBlockTag } from '../markdown/dom';
import * as dom from '../dom/read';
import { HEADING_TAGS, PERMALINK_TEXT } from '../dom/tags';

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
  }
  if (settled.size === 0) return settled;
  const skipLinks = new Set([...edgeLinks(content, settled, false), ...edgeLinks(content, settled, true)]);
  for (const link of settled) {
    if (skipLinks.has(link)) {
      link.remove();
      continue;
    }
    const marker = looksLikeRef(link) ? refWrapper(link, content) : null;
    if (marker && !opensItsBlock(marker)) marker.remove();
    else unwrapInCopy(link);
  }
  return settled;
}

/**
 * Skip links ("Jump to navigation", "Skip to content", "Back to top"): in-page links whose target is left out,
 * with nothing but other such links between them and the content's start or end. Unwrapped, they stood as a
 * line of text at the top (MediaWiki, WordPress themes); they are removed. Fixture: chrome--mediawiki-article.
 */
function edgeLinks(content: Element, dead: Set<Element>, fromEnd: boolean): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [content];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeType === 3) {
      if (!(node.textContent ?? '').trim()) continue;
      return found; // text outside a dead link: the edge ends here
    }
    if (node.nodeType !== 1) continue;
    if (dead.has(node as Element)) {
      if ((node.textContent ?? '').trim()) found.push(node as Element);
      continue;
    }
    const children = Array.from(node.childNodes);
    // A stack pops last first: push in the reverse of the reading order.
    for (const child of fromEnd ? children : children.reverse()) stack.push(child);
  }
  return found;
}

/**
 * Nothing but white space before `el` in its block: a marker there labels a note (Substack's `1` before each
 * note, linking back to a reference the extraction left out) and stays as text; a marker after
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

/**
 * Headings made links to themselves: docs engines wrap a heading's text in a link to its own anchor (MDN:
 * `<h2 id="x"><a href="#x">Title</a></h2>`), or add a permalink mark (Sphinx's `¶`, a link icon). The reader and
 * the Markdown showed `## [Title](page#x)`; the heading is plain text: the link around its whole text is
 * unwrapped, a mark is removed. Its own anchor is an id of the heading, of what it holds or of what holds it
 * (a section). Fixture: docs--guide-intro-and-sections (test/engine/docs.test.ts).
 */
export function plainHeadings(content: Element, links: Element[], baseUrl: string | undefined, skip: Set<Element>): void {
  for (const link of links) {
    if (skip.has(link)) continue;
    const heading = enclosingHeading(link, content);
    const fragment = heading && fragmentOf(link.getAttribute('href') ?? '', baseUrl);
    if (!heading || !fragment || !ownAnchor(heading, fragment, content)) continue;
    const text = squashed(link.textContent);
    if (text === squashed(heading.textContent)) unwrapInCopy(link);
    else if (PERMALINK_TEXT.test(text) && !link.querySelector('img')) link.remove();
  }
}

function enclosingHeading(el: Element, content: Element): Element | null {
  for (let up = el.parentElement; up && up !== content; up = up.parentElement) if (HEADING_TAGS.has(up.tagName)) return up;
  return null;
}

function ownAnchor(heading: Element, fragment: string, content: Element): boolean {
  for (let up: Element | null = heading; up; up = up === content ? null : up.parentElement) if (anchorNames(up).includes(fragment)) return true;
  return Array.from(heading.querySelectorAll('[id], a[name]')).some((el) => anchorNames(el).includes(fragment));
}

const squashed = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

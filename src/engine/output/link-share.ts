/**
 * The quality signal `linkDensity`: the share of the content's text inside links, each length the one
 * `scanText(el.textContent)` gives (white space collapsed, ends trimmed), as the page's character count is.
 *
 * One walk that sums the text of the content and of each outermost link (a link nested in a link, invalid but
 * parsed, counts once), with dom/text-lengths.ts's pieces, keeping no length per element: asking
 * `textLengths(content)` stored one in a Map for each of the 1 MB page's 20,000 elements and was 42 ms of a
 * 1,363 ms first call with Markdown in Chromium (loaded machine, tools/bench-browser/wiki-page.ts).
 * The content is the engine's sanitized copy (clone.ts dropped the names that clobber, sanitize.ts the forms), so
 * it is read with plain properties, not through dom/read.ts.
 */
import { append, appendText, emptyPiece, type Piece } from '../dom/text-lengths';

export function linkShare(content: Element): number {
  // Inside a link, no link inside the content counts (`closest('a')` of each would find it).
  const outer = content.closest('a') !== null;
  const open: Piece[] = [];
  let piece = emptyPiece();
  let links = 0;
  /** The outermost link being walked, or null. */
  let link: Element | null = null;
  let node: Node = content;
  walk: for (;;) {
    const type = node.nodeType;
    if (type === 1) {
      if (link === null && !outer && node !== content && (node as Element).localName === 'a') link = node as Element;
      const child = node.firstChild;
      if (child) {
        open.push(piece);
        piece = emptyPiece();
        node = child;
        continue;
      }
      if (node === link) link = null; // an empty link adds nothing
    } else if (type === 3 || type === 4) {
      appendText(piece, (node as Text).data);
    }
    // Next: the sibling, else close the parents whose last child this was.
    for (;;) {
      if (node === content) break walk;
      const next = node.nextSibling;
      if (next) {
        node = next;
        continue walk;
      }
      const parent = node.parentNode as Element;
      const done = piece;
      piece = open.pop()!;
      append(piece, done.visible, done.gaps, done.lead, done.trail);
      if (parent === link) {
        links += done.visible + done.gaps;
        link = null;
      }
      node = parent;
    }
  }
  const chars = piece.visible + piece.gaps;
  if (chars === 0) return 0;
  return Math.round(Math.min(1, links / chars) * 1000) / 1000;
}

/**
 * The `page` scope's text: one line per block of text (paragraph, heading, list item, table cell, line of a
 * `<br>`-broken block), its white space collapsed so a paragraph never breaks across lines where the markup wraps.
 * Line-oriented, as doctrail's full mode writes it, so drop-line patterns and line-based tools read one block a line.
 */
import { BLOCK_TAGS } from '../dom/tags';
import * as dom from '../dom/read';


/** Text of these never shows (kept out of the copy already; listed again for a caller's own element). */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD']);

export function pageText(content: Element | null): string {
  if (!content) return '';
  const lines: string[] = [];
  let buffer = '';
  const flush = (): void => {
    const line = buffer.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    buffer = '';
  };
  // An explicit stack: a page's depth is not bounded by ours. `null` marks the end of a block element.
  const stack: (Node | null)[] = [content];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === null) { flush(); continue; }
    const type = dom.nodeType(node);
    if (type === dom.TEXT_NODE) { buffer += dom.nodeValue(node) ?? ''; continue; }
    if (type !== dom.ELEMENT_NODE) continue;
    const tag = dom.tagName(node as Element);
    if (SKIP.has(tag)) continue;
    if (tag === 'BR') { flush(); continue; }
    if (tag === 'IMG') continue;
    const block = BLOCK_TAGS.has(tag);
    if (block) { flush(); stack.push(null); }
    const children = dom.childNodes(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  flush();
  return lines.join('\n');
}

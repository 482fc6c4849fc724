/**
 * Serialises a table GFM cannot hold (merged cells that cannot be expanded, nested tables, block content in cells)
 * as a minimal HTML table: only `table`, `tr`, `th`, `td` with `colspan`/`rowspan`, text, links (`href` only) and
 * `<br>`. Everything else is unwrapped to its text: a page's wrapper spans, classes, link titles and sections
 * made such tables several times the size of their words. A block inside a cell (paragraph, list item, heading)
 * becomes a line of its own (`<br>` between blocks); an image becomes its alt text. The result is one CommonMark
 * HTML block: it never contains a blank line, which would end the block.
 */
import { htmlAttribute, tagOf } from './dom';
import { safeUrl } from '../dom/url-policy';
import { escapeHtml } from '../shared/escape-html';

/** Tags kept, with the attributes each may keep. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  table: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], a: ['href'], br: [],
};

/** Dropped with their content. */
const DROPPED = new Set(['script', 'style', 'template', 'button', 'noscript', 'svg', 'iframe', 'object', 'input', 'select', 'textarea', 'caption', 'colgroup']);

/** Blocks whose content is a line of its own inside a cell. */
const BLOCKS = new Set([
  'p', 'div', 'li', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'figure', 'figcaption',
  'ul', 'ol', 'dl', 'section', 'article', 'header', 'footer', 'hr', 'center', 'address',
]);

/** Elements after which a newline keeps the block readable (never two in a row: no blank line). */
const NEWLINE_AFTER = new Set(['table', 'tr']);

function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/** Custom elements of the pre-pass, written as the Markdown text they stand for (HTML blocks keep it as text). */
function pithElementText(el: Element): string | null {
  const name = tagOf(el);
  if (name === 'pith-math') {
    const tex = el.getAttribute('data-tex') ?? '';
    return el.getAttribute('data-display') === 'block' ? `$$${tex}$$` : `$${tex}$`;
  }
  if (name === 'pith-fnref') return `[^${el.getAttribute('data-label') ?? ''}]`;
  return null;
}

/** A line break between blocks; none at the start or end of a cell, and never two in a row. */
const BREAK = '\u0003';

export function minimalTableHtml(node: Node): string {
  return serialize(node).replaceAll(BREAK, '').replace(/\n{2,}/g, '\n');
}

const BREAKS = new RegExp(`\\s*(?:${BREAK}\\s*)+`, 'g');
const TABLE_EDGE = new RegExp(`<br>(?=<table\\b)|(?<=</table>\\n?)<br>`, 'g');

/** A cell's content: one `<br>` between blocks, none at its ends or beside a nested table. */
function cellContent(inner: string): string {
  return inner.replace(BREAKS, '<br>').replace(/^(?:\s|<br>)+|(?:\s|<br>)+$/g, '').replace(TABLE_EDGE, '');
}

function serialize(node: Node): string {
  if (node.nodeType === 3) return escapeHtml((node as Text).data.replace(/\s+/g, ' '));
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const name = tagOf(el);
  if (DROPPED.has(name)) return '';
  const pith = pithElementText(el);
  if (pith !== null) return escapeHtml(pith);
  if (name === 'img') return escapeHtml(el.getAttribute('alt') ?? '');
  const inner = Array.from(el.childNodes, serialize).join('');
  if (BLOCKS.has(name)) return `${BREAK}${inner}${BREAK}`;
  const attributes = ALLOWED[name];
  if (!attributes) return inner;
  if (name === 'br') return BREAK;
  let attrs = '';
  for (const attribute of attributes) {
    const raw = htmlAttribute(el, attribute);
    const value = raw !== null && attribute === 'href' ? safeUrl(raw, 'link') : raw;
    if (value !== null) attrs += ` ${attribute}="${escapeAttribute(value)}"`;
  }
  if (name === 'a' && !attrs) return inner;
  const content = name === 'td' || name === 'th' ? cellContent(inner) : inner.trim() === '' ? '' : inner;
  const close = NEWLINE_AFTER.has(name) ? '\n' : '';
  const open = name === 'table' ? '\n' : '';
  return `<${name}${attrs}>${open}${content}</${name}>${close}`;
}

/**
 * Serialises a subtree as clean HTML for the places where Markdown cannot express it (tables with spans,
 * nested tables or block content in cells). Only structural tags and a few attributes survive; everything else
 * is unwrapped to its content. The result is one CommonMark HTML block: it never contains a blank line, which
 * would end the block.
 */
import { htmlAttribute, tagOf } from './dom';
import { safeUrl } from '../dom/url-policy';

/** Tags kept, with the attributes each may keep. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], colgroup: [], col: ['span'],
  th: ['colspan', 'rowspan', 'align', 'scope'], td: ['colspan', 'rowspan', 'align'],
  a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'],
  p: [], br: [], hr: [], div: [], span: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], del: [], ins: [], mark: [], small: [], sup: [], sub: [], code: [], kbd: [], pre: [],
  ul: [], ol: ['start', 'reversed'], li: ['value'], dl: [], dt: [], dd: [], blockquote: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [], figure: [], figcaption: [], abbr: ['title'],
};

/** Void elements: no closing tag. */
const VOID = new Set(['br', 'hr', 'img', 'col']);

/** Dropped with their content. */
const DROPPED = new Set(['script', 'style', 'template', 'button', 'noscript', 'svg', 'iframe', 'object', 'input', 'select', 'textarea']);

/** Elements after which a newline keeps the block readable (never two in a row: no blank line). */
const NEWLINE_AFTER = new Set(['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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

/** A lone `tbody` (parsers differ on adding one) is left implicit, so every DOM gives the same HTML. */
function isImplicitBody(el: Element): boolean {
  if (tagOf(el) !== 'tbody' || !el.parentElement) return false;
  return !Array.from(el.parentElement.children).some((sibling) => tagOf(sibling) === 'thead' || tagOf(sibling) === 'tfoot');
}

export function cleanHtml(node: Node): string {
  return serialize(node, false).replace(/\n{2,}/g, '\n');
}

function serialize(node: Node, inPre: boolean): string {
  if (node.nodeType === 3) {
    const text = (node as Text).data;
    if (!inPre) return escapeHtml(text.replace(/\s+/g, ' '));
    // A line of only white space would be blank and end the HTML block: its newline becomes a character reference.
    return escapeHtml(text).replace(/\n(?=[ \t]*(\n|$))/g, '&#10;');
  }
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const name = tagOf(el);
  if (DROPPED.has(name)) return '';
  const pith = pithElementText(el);
  if (pith !== null) return escapeHtml(pith);
  const pre = inPre || name === 'pre';
  const inner = Array.from(el.childNodes, (child) => serialize(child, pre)).join('');
  const attributes = ALLOWED[name];
  if (!attributes || isImplicitBody(el)) return inner;
  let attrs = '';
  for (const attribute of attributes) {
    const raw = htmlAttribute(el, attribute);
    const value = raw !== null && (attribute === 'href' || attribute === 'src') ? safeUrl(raw, attribute === 'src' ? 'source' : 'link') : raw;
    if (value !== null) attrs += ` ${attribute}="${escapeAttribute(value)}"`;
  }
  // The language of a code block (found by rules/code.ts) stays visible to renderers and readers of the HTML.
  const lang = name === 'code' && el.parentElement ? el.parentElement.getAttribute('data-pith-lang') : null;
  if (lang) attrs += ` class="language-${escapeAttribute(lang)}"`;
  if ((name === 'td' || name === 'th') && !el.hasAttribute('align')) {
    const align = /text-align\s*:\s*(left|right|center)/i.exec(el.getAttribute('style') ?? '');
    if (align) attrs += ` align="${align[1].toLowerCase()}"`;
  }
  if (VOID.has(name)) return `<${name}${attrs}>`;
  const close = NEWLINE_AFTER.has(name) ? '\n' : '';
  const open = name === 'table' || name === 'thead' || name === 'tbody' || name === 'tfoot' ? '\n' : '';
  return `<${name}${attrs}>${open}${inner.trim() === '' && !pre ? '' : inner}</${name}>${close}`;
}

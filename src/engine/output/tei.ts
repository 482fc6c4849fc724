/**
 * XML-TEI (P5) of an extraction, as Trafilatura writes it for corpus work: a `teiHeader` from the metadata and a
 * `body` of `div`s, one per heading, holding `head`, `p`, `list`/`item`, `table`/`row`/`cell`, `ab type="code"`
 * with `code`, `quote`, `figure`/`graphic`/`figDesc`; inline `hi`, `ref`, `code`, `lb`. The tables below are the
 * mapping; anything else gives its children. Reads the engine's own content copy, never the page.
 */
import type { Metadata } from '../types';
import { safeUrl } from '../dom/url-policy';
import { stripControls } from './sanitize';
import * as dom from '../dom/read';
import { MAX_RECURSION_DEPTH } from '../shared/facts';

const TEI_NS = 'http://www.tei-c.org/ns/1.0';

/** Inline HTML elements and the TEI they become (`rend` says how they looked). */
const INLINE: Readonly<Record<string, string>> = {
  EM: '<hi rend="italic">', I: '<hi rend="italic">', CITE: '<hi rend="italic">', STRONG: '<hi rend="bold">',
  B: '<hi rend="bold">', U: '<hi rend="underline">', S: '<hi rend="strikethrough">', DEL: '<hi rend="strikethrough">',
  SUP: '<hi rend="superscript">', SUB: '<hi rend="subscript">', MARK: '<hi rend="highlight">',
  CODE: '<code>', KBD: '<code>', SAMP: '<code>',
};
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** Leaves that hold nothing a reader of the text needs (their words are not the article's). */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HR', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'NOSCRIPT']);
/** Blocks that end an inline run and are written by `blockOf`. */
const BLOCKS = new Set(['P', 'UL', 'OL', 'TABLE', 'PRE', 'BLOCKQUOTE', 'FIGURE', 'DL', ...HEADINGS]);
/** Containers read through: their children are the blocks. */
const CONTAINERS = new Set(['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'ASIDE', 'NAV', 'DETAILS', 'SUMMARY', 'CENTER', 'BODY', 'FORM']);

interface Section { head?: string; blocks: string[] }

export function toTei(content: Element | null, metadata: Metadata): string {
  const sections: Section[] = [{ blocks: [] }];
  if (content) blocksOf(content, sections, 0);
  const divs = sections.filter((s) => s.head || s.blocks.length)
    .map((s) => `<div>${s.head ? `<head>${s.head}</head>` : ''}${s.blocks.join('')}</div>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<TEI xmlns="${TEI_NS}">`,
    header(metadata),
    `<text><body>${divs.length ? divs.join('\n') : '<div><p/></div>'}</body></text>`,
    '</TEI>',
    '',
  ].join('\n');
}

function header(m: Metadata): string {
  const title = `<title>${xml(m.title || m.url || 'Untitled')}</title>`;
  const authors = m.author.filter((a) => a.trim()).map((a) => `<author>${xml(a)}</author>`).join('');
  const url = m.url && safeUrl(m.url) ? m.url : undefined;
  const date = m.published ? `<date when="${xml(m.published.slice(0, 10))}">${xml(m.published)}</date>` : '';
  const bibl = [title, authors, m.siteName ? `<publisher>${xml(m.siteName)}</publisher>` : '', date, url ? `<ptr target="${xml(url)}"/>` : ''].join('');
  const keywords = [...m.tags, ...m.categories].filter((t) => t.trim()).map((t) => `<term>${xml(t)}</term>`).join('');
  const profile = [
    m.language ? `<langUsage><language ident="${xml(m.language)}"/></langUsage>` : '',
    keywords ? `<textClass><keywords>${keywords}</keywords></textClass>` : '',
  ].join('');
  return [
    '<teiHeader>',
    `<fileDesc><titleStmt>${title}${authors}</titleStmt>`,
    `<publicationStmt><p>Main content extracted by Pith${url ? ` from ${xml(url)}` : ''}.</p></publicationStmt>`,
    `<sourceDesc><bibl>${bibl}</bibl></sourceDesc></fileDesc>`,
    profile ? `<profileDesc>${profile}</profileDesc>` : '',
    '</teiHeader>',
  ].filter(Boolean).join('\n');
}

/** Writes the block-level children of `parent` into the current section; loose inline runs become a `p`. */
function blocksOf(parent: Element, sections: Section[], depth: number): void {
  let run = '';
  const flush = () => {
    if (run.trim()) sections[sections.length - 1].blocks.push(`<p>${run.replace(/\s+/g, ' ').trim()}</p>`);
    run = '';
  };
  for (const node of dom.childNodes(parent)) {
    const tag = dom.nodeType(node) === 1 ? dom.tagName(node as Element).toUpperCase() : '';
    if (tag && (BLOCKS.has(tag) || CONTAINERS.has(tag) || tag === 'IMG' && !run.trim())) {
      flush();
      if (HEADINGS.has(tag)) sections.push({ head: inline(node as Element, depth + 1), blocks: [] });
      else if (CONTAINERS.has(tag)) blocksOf(node as Element, sections, depth + 1);
      else sections[sections.length - 1].blocks.push(blockOf(node as Element, tag, depth + 1));
    } else {
      run += inlineNode(node, depth + 1);
    }
  }
  flush();
}

function blockOf(el: Element, tag: string, depth: number): string {
  switch (tag) {
    case 'P': return `<p>${inline(el, depth)}</p>`;
    case 'UL': case 'OL': return list(el, tag, depth);
    case 'DL': return `<list type="gloss">${[...dom.children(el)].map((c) => `<${dom.tagName(c) === 'DT' ? 'label' : 'item'}>${inline(c, depth)}</${dom.tagName(c) === 'DT' ? 'label' : 'item'}>`).join('')}</list>`;
    case 'TABLE': return table(el, depth);
    case 'PRE': return code(el);
    case 'BLOCKQUOTE': {
      const inner: Section[] = [{ blocks: [] }];
      blocksOf(el, inner, depth);
      const paragraphs = inner.flatMap((s) => [...(s.head ? [`<p>${s.head}</p>`] : []), ...s.blocks]);
      return `<quote>${paragraphs.join('') || '<p/>'}</quote>`;
    }
    default: return figure(el, depth);
  }
}

function list(el: Element, tag: string, depth: number): string {
  const items = [...dom.children(el)].filter((c) => dom.tagName(c).toUpperCase() === 'LI').map((li) => {
    let text = '';
    for (const node of dom.childNodes(li)) {
      const child = dom.nodeType(node) === 1 ? dom.tagName(node as Element).toUpperCase() : '';
      text += child === 'UL' || child === 'OL' ? list(node as Element, child, depth + 1) : inlineNode(node, depth + 1);
    }
    return `<item>${text.replace(/\s+/g, ' ').trim()}</item>`;
  });
  return `<list rend="${tag === 'OL' ? 'numbered' : 'bulleted'}">${items.join('')}</list>`;
}

function table(el: Element, depth: number): string {
  const caption = dom.querySelector(el, 'caption');
  const rows = [...dom.querySelectorAll(el, 'tr')].map((tr) => {
    const cells = [...dom.children(tr)].filter((c) => /^T[HD]$/i.test(dom.tagName(c)))
      .map((c) => `<cell${/^TH$/i.test(dom.tagName(c)) ? ' role="label"' : ''}>${inline(c, depth)}</cell>`);
    return cells.length ? `<row>${cells.join('')}</row>` : '';
  }).filter(Boolean);
  return `<table>${caption ? `<head>${inline(caption, depth)}</head>` : ''}${rows.join('') || '<row><cell/></row>'}</table>`;
}

function code(pre: Element): string {
  const lang = dom.getAttribute(pre, 'data-pith-lang') ?? /language-([\w+#-]+)/.exec(dom.querySelector(pre, 'code')?.className ?? '')?.[1];
  return `<ab type="code"><code${lang ? ` lang="${xml(lang)}"` : ''}>${xml(dom.textContent(pre) ?? '')}</code></ab>`;
}

function figure(el: Element, depth: number): string {
  const images = dom.tagName(el).toUpperCase() === 'IMG' ? [el] : [...dom.querySelectorAll(el, 'img')];
  const graphics = images.map(graphic).join('');
  const caption = dom.querySelector(el, 'figcaption');
  const desc = caption ? inline(caption, depth) : xml(images.map((i) => dom.getAttribute(i, 'alt') ?? '').join(' ').trim());
  return `<figure>${graphics}${desc ? `<figDesc>${desc}</figDesc>` : ''}</figure>`;
}

function graphic(img: Element): string {
  const src = dom.getAttribute(img, 'src');
  return src && safeUrl(src) ? `<graphic url="${xml(src)}"/>` : '';
}

function inline(el: Element, depth: number): string {
  let out = '';
  for (const node of dom.childNodes(el)) out += inlineNode(node, depth + 1);
  return out.replace(/\s+/g, ' ').trim();
}

function inlineNode(node: Node, depth: number): string {
  const type = dom.nodeType(node);
  if (type === 3) return xml(dom.nodeValue(node) ?? '');
  if (type !== 1) return '';
  const el = node as Element;
  const tag = dom.tagName(el).toUpperCase();
  if (SKIPPED.has(tag)) return '';
  if (depth > MAX_RECURSION_DEPTH) return xml(dom.textContent(el) ?? '');
  if (tag === 'BR') return '<lb/>';
  if (tag === 'IMG') return graphic(el);
  if (tag === 'A') {
    const href = dom.getAttribute(el, 'href');
    const text = inline(el, depth);
    return href && safeUrl(href) ? `<ref target="${xml(href)}">${text}</ref>` : text;
  }
  const open = INLINE[tag];
  const inner = inline(el, depth);
  // A block met inside a paragraph (a div in a p) is read as a run of its text, separated by spaces.
  if (!open) return BLOCKS.has(tag) || CONTAINERS.has(tag) ? ` ${inner} ` : inner;
  return inner ? `${open}${inner}</${open.slice(1, open.search(/[ >]/))}>` : '';
}

/**
 * Text and attribute values: control characters out (the shared filter: C1 ones are legal XML 1.0 but act on a
 * terminal that shows the file), what XML 1.0 cannot hold dropped (lone surrogates, U+FFFE, U+FFFF), the five escapes.
 */
function xml(text: string): string {
  return stripControls(text)
    .replace(/[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/**
 * The structure section: does the Markdown keep what the extracted HTML holds? Over the pages whose content
 * (as Pith extracts it) contains data tables, code blocks, math or footnotes, the share of those items found in
 * the Markdown: tables as GFM tables with the same rows x columns and their words (an HTML table counts only where
 * GFM cannot hold the table); code blocks fenced with the exact text, and the language where the markup names one;
 * TeX between `$` delimiters; footnote definitions. Side by side, on the same items: plain Turndown + GFM plugin
 * over Readability's output. Items and pages are counted and shown; a page without such items is not counted.
 *
 * Docs pages (./structure-docs.ts) get a check of their own, side by side too: intro kept, the code language only
 * in the fence's info string, headings that are not links to themselves.
 *
 * Formulas are found on the page before extraction and counted where their place reaches the content, so a
 * formula whose only source cleaning dropped is a miss rather than absent from the count.
 *
 * The HTML side is read here by a reference reader written apart from the converter (src/engine/markdown), and
 * the Markdown side by a GFM parser (mdast-util-from-markdown + micromark-extension-gfm), so the converter is not
 * graded by its own reading. test/markdown/round-trip.test.ts uses the same readers on every fixture.
 */
import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import { gfm as gfmPlugin } from '@joplin/turndown-plugin-gfm';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { extract } from '../../src/engine/index';
import { toMarkdown } from '../../src/engine/markdown';
import type { CorpusPage } from './corpus';
import type { BenchContext, SectionResult } from './section';
import { DOCS_KINDS, DOCS_LABELS, introWords, isDocsPage, scoreDocs, type DocsScore } from './structure-docs';

export const name = 'structure';

// ---------------------------------------------------------------------------------------------------------
// Reference reading of HTML

/** `words`: the cell text as lower-case word tokens, so a table is only kept when its content is. */
export interface TableRef { rows: number; cols: number; words: string[] }
/** `gfm`: GFM can express the table (no spans, nested tables, block content in cells, multi-row header). */
export interface HtmlTableRef extends TableRef { gfm: boolean }
export interface CodeRef { text: string; lang: string }
/** `tex` is null for MathML without TeX (counted, matched by number of math spans). */
export interface MathRef { tex: string | null }
export interface HtmlStructure { tables: HtmlTableRef[]; code: CodeRef[]; math: MathRef[]; footnotes: string[] }

const lower = (el: Element): string => (el.localName ?? el.nodeName).toLowerCase();
const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
const wordsOf = (text: string | null | undefined): string[] => (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const tokens = (el: Element): string[] => (el.getAttribute('class') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

function ownRows(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of Array.from(table.children)) {
    const n = lower(child);
    if (n === 'tr') rows.push(child);
    if (n === 'thead' || n === 'tbody' || n === 'tfoot') rows.push(...Array.from(child.children).filter((r) => lower(r) === 'tr'));
  }
  // A row without cells is no row (an empty `<tr></tr>`), and a first row of empty cells is no
  // header: GFM needs a header row, so a table without one gets an empty one, read back as none.
  const withCells = rows.filter((row) => ownCells(row).length > 0);
  const first = withCells[0];
  const header = first && (lower(first.parentElement!) === 'thead' || ownCells(first).every((c) => lower(c) === 'th'));
  if (header && ownCells(first).every((c) => !squash(c.textContent) && !c.querySelector('img'))) withCells.shift();
  return withCells;
}

/** A cell's colspan/rowspan: attribute names are matched without case (linkedom keeps React's `colSpan`). */
function span(cell: Element, name: 'colspan' | 'rowspan'): number {
  const attribute = Array.from(cell.attributes).find((a) => a.name.toLowerCase() === name);
  return Math.max(1, Number(attribute?.value) || 1);
}

function ownCells(row: Element): Element[] {
  return Array.from(row.children).filter((c) => lower(c) === 'td' || lower(c) === 'th');
}

/** Tables that hold code with a line-number gutter are code, not data. */
const CODE_TABLE = /^(highlighttable|rouge-table|lntable|hljs-ln|js-file-line-container)$/;

/**
 * A data table: at least two rows and two columns, not role=presentation, not a code table, and not a table
 * of tables without headers of its own (layout). Tables inside a data table are part of it.
 */
function isDataTable(table: Element): boolean {
  if (['presentation', 'none'].includes(table.getAttribute('role') ?? '')) return false;
  if (tokens(table).some((t) => CODE_TABLE.test(t))) return false;
  const rows = ownRows(table);
  const cols = Math.max(0, ...rows.map((r) => ownCells(r).reduce((s, c) => s + span(c, 'colspan'), 0)));
  if (rows.length < 2 || cols < 2) return false;
  if (!squash(table.textContent) && !table.querySelector('img')) return false; // an empty grid holds nothing to keep
  const ownHeaders = rows.some((r) => ownCells(r).some((c) => lower(c) === 'th')) || Array.from(table.children).some((c) => ['thead', 'caption'].includes(lower(c)));
  if (!ownHeaders && table.querySelector('table')) return false;
  return true;
}

const BREAKING = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'dd', 'dt', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote']);

/** Text as read: a line break or a block boundary separates words (`textContent` glues `a<br>b` into `ab`). */
function readText(el: Element): string {
  let out = '';
  const visit = (node: Node): void => node.childNodes.forEach((child) => {
    if (child.nodeType === 3) out += (child as Text).data;
    else if (child.nodeType === 1) {
      const breaking = BREAKING.has(lower(child as Element));
      if (breaking) out += ' ';
      visit(child);
      if (breaking) out += ' ';
    }
  });
  visit(el);
  return out;
}

const CELL_BLOCKS = 'ul, ol, pre, blockquote, h1, h2, h3, h4, h5, h6, hr, dl, table, figure';

/** Whether a GFM pipe table can hold this table: one header row at most, no spans, one line of inline content per cell. */
function gfmCanHold(table: Element, rows: Element[]): boolean {
  const cells = rows.flatMap(ownCells);
  if (cells.some((c) => span(c, 'colspan') > 1 || span(c, 'rowspan') > 1)) return false;
  if (cells.some((c) => c.querySelector(CELL_BLOCKS) || Array.from(c.children).filter((k) => ['p', 'div'].includes(lower(k)) && squash(k.textContent)).length > 1)) return false;
  const head = Array.from(table.children).find((c) => lower(c) === 'thead');
  return !head || Array.from(head.children).filter((r) => lower(r) === 'tr').length <= 1;
}

export function readTables(root: Element): HtmlTableRef[] {
  const out: HtmlTableRef[] = [];
  for (const table of Array.from(root.querySelectorAll('table'))) {
    let parent = table.parentElement;
    let insideData = false;
    for (; parent && parent !== root.parentElement; parent = parent.parentElement) if (lower(parent) === 'table' && isDataTable(parent)) insideData = true;
    if (insideData || !isDataTable(table)) continue;
    const rows = ownRows(table);
    const words = rows.flatMap((r) => ownCells(r).flatMap((c) => wordsOf(readText(c))));
    out.push({ rows: rows.length, cols: Math.max(...rows.map((r) => ownCells(r).reduce((s, c) => s + span(c, 'colspan'), 0))), words, gfm: gfmCanHold(table, rows) });
  }
  return out;
}

const GUTTER = /^(line-?numbers?(-rows|-wrapper)?|linenos?|linenodiv|gutter|rouge-gutter|ln|lnt|hljs-ln-numbers|blob-num|react-syntax-highlighter-line-number)$/;
const NOT_LANG = new Set(['none', 'nohighlight', 'plain', 'plaintext', 'text', 'txt', 'source', 'code', 'default']);

function isChrome(el: Element): boolean {
  return lower(el) === 'button' || tokens(el).some((t) => GUTTER.test(t) || /^copy/.test(t));
}

/** The text a reader sees in a code block: `<br>` and line elements are line ends, gutters and buttons ignored. */
export function referenceCodeText(pre: Element): string {
  let out = '';
  const visit = (node: Node): void => {
    node.childNodes.forEach((child) => {
      if (child.nodeType === 3) out += (child as Text).data;
      if (child.nodeType !== 1) return;
      const el = child as Element;
      if (isChrome(el)) return;
      const n = lower(el);
      if (n === 'br') { out += '\n'; return; }
      const block = n === 'div' || n === 'p' || n === 'tr' || n === 'li';
      if (block && out && !out.endsWith('\n')) out += '\n';
      visit(el);
      if (block && !out.endsWith('\n')) out += '\n';
    });
  };
  visit(pre);
  // Blank lines around the code are layout of the markup; the lines in between must be exact.
  const lines = out.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ').split('\n');
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  return lines.join('\n');
}

/** The language a code block's markup names (class or data attribute on the block or three wrappers), or ''. */
export function referenceCodeLanguage(pre: Element): string {
  const candidates: Element[] = [];
  const code = pre.querySelector('code');
  if (code) candidates.push(code);
  for (let el: Element | null = pre, i = 0; el && i < 4; el = el.parentElement, i++) candidates.push(el);
  for (const el of candidates) {
    const data = (el.getAttribute('data-lang') ?? el.getAttribute('data-language') ?? '').toLowerCase().trim();
    if (data && !NOT_LANG.has(data)) return data;
    const classes = (el.getAttribute('class') ?? '').toLowerCase().replace(/brush:\s+/g, 'brush:').split(/\s+/);
    for (let i = 0; i < classes.length; i++) {
      const m = /^(?:language-|lang-|highlight-source-|highlight-text-|highlight-|brush:)([^\s;]+)/.exec(classes[i]);
      if (m && !NOT_LANG.has(m[1])) return m[1];
      if (classes[i] === 'sourcecode' && classes[i + 1] && !NOT_LANG.has(classes[i + 1])) return classes[i + 1];
    }
  }
  return '';
}

export function readCode(root: Element): CodeRef[] {
  const out: CodeRef[] = [];
  for (const pre of Array.from(root.querySelectorAll('pre'))) {
    let skip = false;
    for (let el = pre.parentElement; el && el !== root.parentElement; el = el.parentElement) if (lower(el) === 'pre' || isChrome(el)) skip = true;
    if (skip) continue;
    const text = referenceCodeText(pre);
    if (text.trim()) out.push({ text, lang: referenceCodeLanguage(pre) });
  }
  return out;
}

const FORMULA_IMG = /latex|codecogs|mathtex|mwe-math-fallback|cht=tx/i;

/** Strips `{\displaystyle ...}` and delimiters, as renderers add them around the author's TeX. */
export function referenceTex(tex: string): string {
  let t = tex.trim();
  const wrapped = /^\{\\(?:display|text)style\s*([\s\S]*)\}$/.exec(t);
  if (wrapped) t = wrapped[1].trim();
  const delimited = /^(?:\$\$([\s\S]*)\$\$|\\\[([\s\S]*)\\\]|\\\(([\s\S]*)\\\)|\$([\s\S]*)\$)$/.exec(t);
  if (delimited) t = (delimited[1] ?? delimited[2] ?? delimited[3] ?? delimited[4]).trim();
  return t;
}

/** Containers of one rendered formula (KaTeX, MathJax 2 and 3, Wikipedia): where a formula sits in the page. */
const FORMULA_CONTAINER = '.katex-display, .katex, mjx-container, .MathJax_Display, .MathJax, .MathJax_SVG, .MathJax_CHTML, .mwe-math-element';

/** One formula of the page: the element holding its source, and its TeX (null for MathML without TeX). */
export interface Formula { el: Element; tex: string | null }

/**
 * Each formula once: MathJax 2 scripts, MathML (a TeX annotation or `alttext`, else null), formula images (alt).
 * MathML beside a MathJax 2 script (its assistive copy) and a formula image beside MathML (Wikipedia's
 * fallback) are the same formula.
 */
export function findFormulas(root: Element): Formula[] {
  const out: Formula[] = [];
  for (const script of Array.from(root.querySelectorAll('script'))) {
    if ((script.getAttribute('type') ?? '').toLowerCase().startsWith('math/tex')) out.push({ el: script, tex: referenceTex(script.textContent ?? '') });
  }
  for (const math of Array.from(root.querySelectorAll('math'))) {
    const container = math.parentElement?.closest(FORMULA_CONTAINER);
    let next = container?.nextElementSibling;
    while (next && /mathjax/i.test(next.getAttribute('class') ?? '')) next = next.nextElementSibling;
    if (next && lower(next) === 'script' && /^math\/tex/i.test(next.getAttribute('type') ?? '')) continue;
    const annotation = Array.from(math.querySelectorAll('annotation')).find((a) => /tex/i.test(a.getAttribute('encoding') ?? ''));
    const tex = annotation?.textContent ?? math.getAttribute('alttext');
    out.push({ el: math, tex: tex ? referenceTex(tex) : null });
  }
  out.push(...delimitedFormulas(root));
  for (const img of Array.from(root.querySelectorAll('img'))) {
    if (!FORMULA_IMG.test(`${img.getAttribute('class') ?? ''} ${img.getAttribute('src') ?? ''}`)) continue;
    const container = img.parentElement?.parentElement ?? img.parentElement;
    if (container?.querySelector('math')) continue; // Wikipedia: the image is the fallback of a MathML formula counted above
    const alt = img.getAttribute('alt') ?? img.getAttribute('aria-label');
    if (alt?.trim()) out.push({ el: img, tex: referenceTex(alt) });
  }
  return out;
}

/** TeX delimiters MathJax finds in text by default (`$...$` is off there: prices). */
const TEXT_DELIMITED = /\$\$([^$]+?)\$\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;
const NOT_PROSE = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea', 'math']);

/** TeX still delimited in the text (a page saved before MathJax ran; pandoc and arithmatex spans), outside code. */
function delimitedFormulas(root: Element): Formula[] {
  const out: Formula[] = [];
  const visit = (el: Element): void => el.childNodes.forEach((child) => {
    if (child.nodeType === 1 && !NOT_PROSE.has(lower(child as Element))) visit(child as Element);
    if (child.nodeType !== 3) return;
    for (const m of (child as Text).data.matchAll(TEXT_DELIMITED)) {
      const tex = (m[1] ?? m[2] ?? m[3]).trim();
      if (tex) out.push({ el, tex: referenceTex(tex) });
    }
  });
  visit(root);
  return out;
}

export function readMath(root: Element): MathRef[] {
  return findFormulas(root).map(({ tex }) => ({ tex }));
}

/**
 * Math is counted on the page, not on the extracted content: cleaning may drop the only source of a formula
 * (MathML in a `display:none` span, an `aria-hidden` formula image: Wikipedia), and a formula the content no
 * longer holds would not be counted at all. Each formula's container and its nearest block are marked on the
 * page before extraction; a formula counts when either mark reaches the content (its place was extracted).
 */
const FORMULA_MARK = 'data-pith-bench-formula';
const FORMULA_BLOCK = 'p, li, dd, dt, td, th, blockquote, figure, figcaption, div, section, article, main, h1, h2, h3, h4, h5, h6';

function addMark(el: Element, index: number): void {
  el.setAttribute(FORMULA_MARK, `${el.getAttribute(FORMULA_MARK) ?? ''} ${index}`.trim());
}

export function markFormulas(body: Element): Formula[] {
  const formulas = findFormulas(body);
  formulas.forEach((formula, i) => {
    const container = formula.el.parentElement?.closest(FORMULA_CONTAINER) ?? formula.el;
    addMark(container, i);
    const block = container.parentElement?.closest(FORMULA_BLOCK);
    if (block && block !== body) addMark(block, i);
  });
  return formulas;
}

/** The marked formulas whose place is in `content`. */
export function formulasIn(content: Element, formulas: Formula[]): MathRef[] {
  const kept = new Set<number>();
  for (const el of [content, ...Array.from(content.querySelectorAll(`[${FORMULA_MARK}]`))]) {
    for (const id of (el.getAttribute(FORMULA_MARK) ?? '').split(' ')) if (id) kept.add(Number(id));
  }
  return formulas.filter((_, i) => kept.has(i)).map(({ tex }) => ({ tex }));
}

const NOTE_REF_CLASS = /footnote|fnref|noteref/;

interface NoteLink { a: Element; note: Element }

/** The element an in-page link points at, or null (another page, no such id). */
function inPageTarget(a: Element, byId: Map<string, Element>, pageUrl: string): Element | null {
  const href = a.getAttribute('href') ?? '';
  const hash = href.indexOf('#');
  if (hash < 0 || (hash > 0 && href.slice(0, hash) !== pageUrl.split('#')[0])) return null;
  let id = href.slice(hash + 1);
  try { id = decodeURIComponent(id); } catch { /* keep as written */ }
  return byId.get(id) ?? null;
}

/**
 * Footnote notes: targets of short in-page links marked as note references; the text of each, once, without
 * its back-links. A back-link (from a note to its reference) looks like a reference too: of two candidates
 * each inside the other's note, the earlier is the reference.
 */
export function readFootnotes(root: Element, pageUrl: string): string[] {
  const byId = new Map<string, Element>();
  root.querySelectorAll('[id]').forEach((el) => byId.set(el.getAttribute('id') ?? '', el));
  const candidates: NoteLink[] = [];
  for (const a of Array.from(root.querySelectorAll('a[href*="#"]'))) {
    const target = inPageTarget(a, byId, pageUrl);
    const text = squash(a.textContent);
    if (!target || !text || text.length > 12) continue;
    const marked = a.closest('sup') !== null || a.getAttribute('role') === 'doc-noteref'
      || [a, a.parentElement].some((el) => el && tokens(el).some((t) => NOTE_REF_CLASS.test(t)));
    if (!marked) continue;
    const note = target.closest('li, p, div, aside, section, dd') ?? target;
    if (note.contains(a) || note === root || a.closest('li, p, div, aside, dd') && note.contains(a.closest('li, p, div, aside, dd'))) continue;
    // A heading or a section with headings is where a link jumps, not a note.
    if (/^h[1-6]$/.test(lower(note)) || note.querySelector('h1, h2, h3, h4, h5, h6')) continue;
    candidates.push({ a, note });
  }
  const byNote = new Map<Element, NoteLink[]>();
  for (const c of candidates) byNote.set(c.note, [...(byNote.get(c.note) ?? []), c]);
  const order = new Map(candidates.map((c, i) => [c, i]));
  const backLinks = new Set<NoteLink>();
  for (const y of candidates) {
    for (let el = y.a.parentElement; el; el = el.parentElement) {
      for (const x of byNote.get(el) ?? []) if (x !== y && y.note.contains(x.a)) backLinks.add(order.get(x)! > order.get(y)! ? x : y);
    }
  }
  const refs = candidates.filter((c) => !backLinks.has(c));
  // Ids of the references and their wrappers: an in-page link to one of them, inside a note, is a back-link.
  const refIds = new Set<string>();
  for (const { a } of refs) for (let el: Element | null = a, d = 0; el && d < 3; el = el.parentElement, d++) if (el.id) refIds.add(el.id);
  const markers = new Map<Element, Set<string>>();
  for (const { a, note } of refs) markers.set(note, (markers.get(note) ?? new Set()).add(squash(a.textContent)));
  // A note has one marker; a target several markers lead to is a shared section (disclaimers, sources).
  return Array.from(markers).filter(([, m]) => m.size === 1)
    .map(([note]) => squash(noteText(note, (link) => {
      const target = inPageTarget(link, byId, pageUrl);
      return Boolean(target && target.id && refIds.has(target.id));
    })).replace(/^(\^|↑|\*|\[?\d{1,4}\]?[.)]?)\s*/u, '')).filter(Boolean);
}

/** A note's text without its back-links (Wikipedia's `^ a b` carets, `↩`). */
function noteText(note: Element, isBackLink: (a: Element) => boolean): string {
  let out = '';
  const visit = (el: Element): void => el.childNodes.forEach((child) => {
    if (child.nodeType === 3) out += (child as Text).data;
    else if (child.nodeType === 1 && !(lower(child as Element) === 'a' && isBackLink(child as Element))) visit(child as Element);
  });
  visit(note);
  return out;
}

export function readHtmlStructure(root: Element, pageUrl: string): HtmlStructure {
  return { tables: readTables(root), code: readCode(root), math: readMath(root), footnotes: readFootnotes(root, pageUrl) };
}

// ---------------------------------------------------------------------------------------------------------
// Reading Markdown back with a GFM parser

export interface MdNode { type: string; children?: MdNode[]; value?: string; lang?: string | null; depth?: number; url?: string; ordered?: boolean | null; start?: number | null }
export interface MarkdownStructure {
  tree: MdNode;
  tables: (TableRef & { html: boolean })[];
  code: { lang: string; value: string }[];
  footnotes: string[];
  /** TeX spans written between `$` delimiters, outside code. */
  math: string[];
}

export function parseMarkdown(markdown: string): MdNode {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as unknown as MdNode;
}

export function mdText(node: MdNode): string {
  if (node.value !== undefined && node.type !== 'html') return node.value;
  return (node.children ?? []).map(mdText).join(node.type === 'paragraph' ? '' : ' ');
}

export function walk(node: MdNode, visit: (node: MdNode, depth: number) => void, depth = 0): void {
  visit(node, depth);
  for (const child of node.children ?? []) walk(child, visit, depth + 1);
}

/** `$$...$$` and `$...$` spans in Markdown source, after removing code blocks and code spans. */
function mathSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
  const spans: string[] = [];
  const pattern = /(?<!\\)\$\$([\s\S]+?)(?<!\\)\$\$|(?<![\\$])\$(?![\s$])((?:\\.|[^$\\\n])+?)(?<![\s\\])\$(?!\$)/g;
  for (let m = pattern.exec(prose); m; m = pattern.exec(prose)) spans.push((m[1] ?? m[2]).trim());
  return spans;
}

export function readMarkdownStructure(markdown: string, parseHtml: (html: string) => Element): MarkdownStructure {
  const tree = parseMarkdown(markdown);
  const out: MarkdownStructure = { tree, tables: [], code: [], footnotes: [], math: mathSpans(markdown) };
  walk(tree, (node) => {
    if (node.type === 'table') {
      const rows = node.children ?? [];
      const headerEmpty = rows[0] && (rows[0].children ?? []).every((cell) => !mdText(cell).trim());
      const words = rows.flatMap((r) => (r.children ?? []).flatMap((cell) => wordsOf(mdText(cell))));
      out.tables.push({ rows: rows.length - (headerEmpty ? 1 : 0), cols: Math.max(0, ...rows.map((r) => (r.children ?? []).length)), words, html: false });
    } else if (node.type === 'html' && /<table/i.test(node.value ?? '')) {
      // A table kept as HTML keeps its code blocks as HTML too: they count where they are intact.
      const html = parseHtml(node.value ?? '');
      for (const table of readTables(html)) out.tables.push({ ...table, html: true });
      for (const code of readCode(html)) out.code.push({ lang: code.lang, value: code.text });
    } else if (node.type === 'code') {
      out.code.push({ lang: node.lang ?? '', value: node.value ?? '' });
    } else if (node.type === 'footnoteDefinition') {
      out.footnotes.push(squash(mdText(node)));
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Matching

export interface Shares { items: number; kept: number }
export interface PageScore { tables: Shares; code: Shares; codeLang: Shares; math: Shares; footnotes: Shares }

/**
 * Share of a table's words a Markdown table must hold to count as that table: the shape alone would count an
 * emptied table. Not 1: a footnote marker or a formula in a cell is written as `[^n]` or TeX, not as its text.
 */
const TABLE_WORDS_KEPT = 0.95;

/** Share of `reference` words (as a multiset) found in `candidate`; 1 for a table without words. */
export function wordsKept(reference: string[], candidate: string[]): number {
  if (reference.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of candidate) counts.set(w, (counts.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of reference) {
    const n = counts.get(w) ?? 0;
    if (n > 0) { found++; counts.set(w, n - 1); }
  }
  return found / reference.length;
}

const alnum = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function score(reference: HtmlStructure, md: MarkdownStructure): PageScore {
  const tables = [...md.tables];
  let tablesKept = 0;
  for (const t of reference.tables) {
    // An HTML table counts only where GFM cannot hold the table.
    const i = tables.findIndex((m) => m.cols === t.cols && m.rows === t.rows && (!m.html || !t.gfm) && wordsKept(t.words, m.words) >= TABLE_WORDS_KEPT);
    if (i >= 0) { tablesKept++; tables.splice(i, 1); }
  }
  const blocks = [...md.code];
  let codeKept = 0;
  let langItems = 0;
  let langKept = 0;
  for (const c of reference.code) {
    const i = blocks.findIndex((b) => b.value === c.text);
    if (c.lang) langItems++;
    if (i < 0) continue;
    codeKept++;
    if (c.lang && blocks[i].lang.toLowerCase() === c.lang) langKept++;
    blocks.splice(i, 1);
  }
  const spans = md.math.map((s) => s.replace(/\s+/g, ''));
  let mathKept = 0;
  const withoutTex = reference.math.filter((m) => m.tex === null).length;
  for (const m of reference.math) {
    if (m.tex === null) continue;
    const i = spans.indexOf(m.tex.replace(/\s+/g, ''));
    if (i >= 0) { mathKept++; spans.splice(i, 1); }
  }
  mathKept += Math.min(withoutTex, spans.length); // MathML without TeX: any remaining math span counts
  const notes = md.footnotes.map(alnum);
  let notesKept = 0;
  for (const f of reference.footnotes) {
    const key = alnum(f).slice(0, 40);
    const i = notes.findIndex((n) => key && n.includes(key));
    if (i >= 0) { notesKept++; notes.splice(i, 1); }
  }
  return {
    tables: { items: reference.tables.length, kept: tablesKept },
    code: { items: reference.code.length, kept: codeKept },
    codeLang: { items: langItems, kept: langKept },
    math: { items: reference.math.length, kept: mathKept },
    footnotes: { items: reference.footnotes.length, kept: notesKept },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The section

/** The baseline as a user of Readability + Turndown would run it. */
function baselineMarkdown(html: string): string {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
  service.use(gfmPlugin);
  return service.turndown(html);
}

const KINDS = ['tables', 'code', 'codeLang', 'math', 'footnotes'] as const;
type Kind = (typeof KINDS)[number];
const LABELS: Record<Kind, string> = {
  tables: 'tables (GFM or HTML, rows x cols)', code: 'code blocks, text intact', codeLang: 'code language kept',
  math: 'math as TeX', footnotes: 'footnote definitions',
};

interface PageRecord { id: string; url: string; pith: PageScore; baseline: PageScore }
interface DocsRecord { id: string; url: string; pith: DocsScore; baseline: DocsScore }

/** Raw HTML without any of these cannot yield the items measured: such pages are not extracted at all. */
const CANDIDATE = /<table|<pre|<math|math\/tex|katex|mathjax|latex|footnote|fnref|cite_note|noteref|<sup/i;

export async function run(pages: CorpusPage[], ctx: BenchContext): Promise<SectionResult> {
  const records: PageRecord[] = [];
  const docs: DocsRecord[] = [];
  const failed: { id: string; error: string }[] = [];
  let done = 0;
  for (const page of pages) {
    done++;
    if (done % 100 === 0) ctx.log(`  structure ${done}/${pages.length}`);
    try {
      if (isDocsPage(page)) docs.push(measureDocs(page, ctx));
      if (!CANDIDATE.test(page.html)) continue;
      const record = measurePage(page, ctx);
      if (record) records.push(record);
    } catch (error) {
      failed.push({ id: page.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const docsTotals = Object.fromEntries((['pith', 'baseline'] as const).map((tool) => [tool, Object.fromEntries(DOCS_KINDS.map((kind) => {
    const items = docs.reduce((s, r) => s + r[tool][kind].items, 0);
    const kept = docs.reduce((s, r) => s + r[tool][kind].kept, 0);
    return [kind, { pages: docs.filter((r) => r[tool][kind].items > 0).length, items, kept, share: items ? kept / items : null }];
  }))])) as Record<'pith' | 'baseline', Record<(typeof DOCS_KINDS)[number], { pages: number; items: number; kept: number; share: number | null }>>;
  const totals = Object.fromEntries((['pith', 'baseline'] as const).map((tool) => [tool, Object.fromEntries(KINDS.map((kind) => {
    const items = records.reduce((s, r) => s + r[tool][kind].items, 0);
    const kept = records.reduce((s, r) => s + r[tool][kind].kept, 0);
    const pagesWith = records.filter((r) => r[tool][kind].items > 0).length;
    return [kind, { pages: pagesWith, items, kept, share: items ? kept / items : null }];
  }))])) as Record<'pith' | 'baseline', Record<Kind, { pages: number; items: number; kept: number; share: number | null }>>;
  const f = (x: number | null) => (x === null ? 'n/a' : x.toFixed(3));
  const lines = [
    `${records.length} pages whose extracted content has tables, code, math or footnotes (mode ${ctx.mode}); ${failed.length} failed.`,
    '',
    '| construct | pages | items | Pith | Readability + Turndown |',
    '|---|---:|---:|---:|---:|',
    ...KINDS.map((k) => `| ${LABELS[k]} | ${totals.pith[k].pages} | ${totals.pith[k].items} | **${f(totals.pith[k].share)}** | ${f(totals.baseline[k].share)} |`),
    '',
    `${docs.length} docs pages (WCXB page type documentation; readability-pages named in structure-docs.ts).`,
    '',
    '| docs check | pages | items | Pith | Readability + Turndown |',
    '|---|---:|---:|---:|---:|',
    ...DOCS_KINDS.map((k) => `| ${DOCS_LABELS[k]} | ${docsTotals.pith[k].pages} | ${docsTotals.pith[k].items} | **${f(docsTotals.pith[k].share)}** | ${f(docsTotals.baseline[k].share)} |`),
    '',
  ];
  return {
    name,
    json: { pages: records.length, mode: ctx.mode, totals: totals.pith, baseline: totals.baseline, docs: { pages: docs.length, totals: docsTotals.pith, baseline: docsTotals.baseline }, failed },
    markdown: lines.join('\n'),
    pages: [
      ...records.filter((r) => KINDS.some((k) => r.pith[k].kept < r.pith[k].items)),
      ...docs.filter((r) => DOCS_KINDS.some((k) => r.pith[k].kept < r.pith[k].items)),
    ],
  };
}

/**
 * One page: the items come from Pith's extracted content; both Markdown outputs are checked against them.
 * A code block's language is read from Pith's content, else from the same block in the original page (an
 * extraction that strips classes must not hide what the markup said).
 */
function measurePage(page: CorpusPage, ctx: BenchContext): PageRecord | null {
  const document = ctx.parse(page.html, page.url);
  const formulas = markFormulas(document.body ?? document.documentElement);
  const result = extract(document, { mode: ctx.mode, url: page.url, markdown: false });
  if (!result.content) return null;
  const reference = { ...readHtmlStructure(result.content, page.url), math: formulasIn(result.content, formulas) };
  if (!reference.tables.length && !reference.code.length && !reference.math.length && !reference.footnotes.length) return null;
  if (reference.code.some((c) => !c.lang)) {
    const original = new Map(readCode(document.body ?? document.documentElement).map((c) => [c.text, c.lang]));
    for (const c of reference.code) if (!c.lang) c.lang = original.get(c.text) ?? '';
  }
  const parseHtml = (html: string): Element => ctx.parse(`<!doctype html><html><body>${html}</body></html>`, page.url).body;
  const pithMd = toMarkdown(result.content, { baseUrl: page.url, metadata: result.metadata, frontMatter: false });
  const article = new Readability(ctx.parse(page.html, page.url)).parse();
  const baseMd = article?.content ? baselineMarkdown(article.content) : '';
  return {
    id: page.id, url: page.url,
    pith: score(reference, readMarkdownStructure(pithMd, parseHtml)),
    baseline: score(reference, readMarkdownStructure(baseMd, parseHtml)),
  };
}

/** A docs page: Pith's Markdown and Readability + Turndown's, each checked against the page's reference intro. */
function measureDocs(page: CorpusPage, ctx: BenchContext): DocsRecord {
  const intro = introWords(page);
  const document = ctx.parse(page.html, page.url);
  const result = extract(document, { mode: ctx.mode, url: page.url, markdown: true, frontMatter: false });
  ctx.release(document);
  const readable = ctx.parse(page.html, page.url);
  const article = new Readability(readable).parse();
  ctx.release(readable);
  const baseMd = article?.content ? baselineMarkdown(article.content) : '';
  return { id: page.id, url: page.url, pith: scoreDocs(result.markdown, page.url, intro), baseline: scoreDocs(baseMd, page.url, intro) };
}

/**
 * Round trip over every fixture: the Markdown parsed back with a GFM parser (mdast-util-from-markdown +
 * micromark-extension-gfm) has the same tables (rows x columns, and their words), code blocks (language and exact
 * text), list nesting, headings, links, formulas (TeX) and footnote definitions as the fixture's HTML read by the
 * reference reader of the structure benchmark.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMarkdown } from '../../src/engine/markdown';
import { mdText, readCode, readFootnotes, readMarkdownStructure, readMath, readTables, score, walk, wordsKept, type MdNode } from '../../tools/bench/structure';
import { DOMS, FIXTURE_URL, metadata } from './dom';

const DIR = join(__dirname, 'fixtures');
const parse = DOMS.jsdom;
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const lower = (el: Element) => el.localName.toLowerCase();

/** Inside a data table kept as HTML (its lists, headings and links are HTML, not Markdown). */
function inHtmlTable(el: Element, body: Element): boolean {
  for (let p = el.parentElement; p && p !== body; p = p.parentElement) {
    if (lower(p) === 'table' && p.querySelector('th') && p.querySelector('[colspan], [rowspan], table, ul, ol, pre, blockquote, h1, h2, h3, h4, h5, h6')) return true;
  }
  return false;
}

/** Footnote lists become `[^n]:` definitions, not lists. */
function excluded(el: Element, body: Element): boolean {
  if (inHtmlTable(el, body)) return true;
  for (let p: Element | null = el; p && p !== body; p = p.parentElement) {
    if (/footnote|references/.test(p.getAttribute('class') ?? '') || p.hasAttribute('data-footnotes') || p.getAttribute('role') === 'doc-endnotes') return true;
  }
  return false;
}

/** Permalink anchors in headings (`#`, `¶`) are page chrome, not heading text or links to keep. */
const isPermalink = (a: Element) => Boolean(a.closest('h1, h2, h3, h4, h5, h6')) && /^[#¶§]$/.test(squash(a.textContent));

/** Heading text as read: a line break is a space, permalink anchors are not read. */
function headingText(h: Element): string {
  return squash(Array.from(h.childNodes, (n) => (n.nodeName === 'BR' ? ' ' : n.nodeType === 1 && isPermalink(n as Element) ? '' : n.textContent)).join(''));
}

function htmlLists(body: Element) {
  return Array.from(body.querySelectorAll('ul, ol')).filter((l) => !excluded(l, body)).map((list) => {
    let depth = 0;
    for (let p = list.parentElement; p && p !== body; p = p.parentElement) if (lower(p) === 'li') depth++;
    return { ordered: lower(list) === 'ol', items: Array.from(list.children).filter((c) => lower(c) === 'li').length, depth };
  });
}

function mdLists(tree: MdNode) {
  const out: { ordered: boolean; items: number; depth: number }[] = [];
  const visit = (node: MdNode, depth: number) => {
    if (node.type === 'list') out.push({ ordered: Boolean(node.ordered), items: (node.children ?? []).length, depth });
    for (const child of node.children ?? []) visit(child, depth + (node.type === 'listItem' ? 1 : 0));
  };
  visit(tree, 0);
  return out;
}

function htmlHeadings(body: Element) {
  return Array.from(body.querySelectorAll('h1, h2, h3, h4, h5, h6'))
    // A heading inside a link (a card) is written as link text; the notes label of a footnote section goes with it.
    .filter((h) => squash(h.textContent) && !excluded(h, body) && !h.closest('a'))
    .map((h) => ({ depth: Number(lower(h).charAt(1)), text: headingText(h) }));
}

/** Links a reader can follow: not script links, not empty, not footnote references or back-links (rewritten as [^n]). */
function htmlLinks(body: Element, ids: Set<string>) {
  return Array.from(body.querySelectorAll('a[href]')).filter((a) => {
    const href = a.getAttribute('href') ?? '';
    if (/^\s*javascript:/i.test(href) || !squash(a.textContent) || inHtmlTable(a, body) || isPermalink(a)) return false;
    const hash = href.indexOf('#');
    const inPage = hash === 0 || (hash > 0 && new URL(href, FIXTURE_URL).href.split('#')[0] === FIXTURE_URL);
    return !(inPage && ids.has(decodeURIComponent(href.slice(hash + 1))));
  }).map((a) => new URL(a.getAttribute('href') ?? '', FIXTURE_URL).href);
}

/** Math fixtures about text that is not math (prices): they hold no formula. */
const NOT_MATH = new Set(['math--dollar-text']);

const names = readdirSync(DIR).filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -5)).sort();

describe('round trip through a GFM parser', () => {
  for (const name of names) {
    it(name, () => {
      const document = parse(readFileSync(join(DIR, `${name}.html`), 'utf8'), FIXTURE_URL);
      const body = document.body;
      const markdown = toMarkdown(body, { baseUrl: FIXTURE_URL, metadata: metadata(), frontMatter: false });
      const md = readMarkdownStructure(markdown, (html) => parse(`<body>${html}</body>`, FIXTURE_URL).body);

      const tables = readTables(body);
      expect(md.tables.map(({ rows, cols }) => ({ rows, cols })), 'tables').toEqual(tables.map(({ rows, cols }) => ({ rows, cols })));
      tables.forEach((table, i) => expect(wordsKept(table.words, md.tables[i].words), `table ${i + 1} words`).toBe(1));
      // GFM wherever GFM can hold the table; a table with merged cells may be GFM too, its spans expanded on the
      // grid (rows × columns as the HTML's, checked above).
      expect(md.tables.map((t) => (t.html ? 'html' : 'gfm')), 'GFM where GFM can hold the table')
        .toEqual(tables.map((t, i) => (t.gfm || !md.tables[i]?.html ? 'gfm' : 'html')));
      expect(md.code.map((c) => ({ text: c.value, lang: c.lang })), 'code blocks').toEqual(readCode(body));
      expect(mdLists(md.tree), 'lists').toEqual(htmlLists(body));
      // Math as TeX and footnote definitions, matched as the structure benchmark matches them.
      const kept = score({ tables: [], code: [], math: readMath(body), footnotes: readFootnotes(body, FIXTURE_URL) }, md);
      expect(kept.math.kept, 'formulas as TeX').toBe(kept.math.items);
      expect(kept.footnotes.kept, 'footnote definitions').toBe(kept.footnotes.items);
      // Not vacuous: the reference reader finds the construct each math and footnote fixture is about.
      if (name.startsWith('math--') && !NOT_MATH.has(name)) expect(kept.math.items, 'formulas found in the HTML').toBeGreaterThan(0);
      if (name.startsWith('footnotes--')) expect(kept.footnotes.items, 'notes found in the HTML').toBeGreaterThan(0);

      const headings: { depth: number; text: string }[] = [];
      walk(md.tree, (node) => { if (node.type === 'heading') headings.push({ depth: node.depth ?? 0, text: squash(mdText(node)) }); });
      expect(headings, 'headings').toEqual(htmlHeadings(body));

      const ids = new Set(Array.from(body.querySelectorAll('[id]'), (el) => el.getAttribute('id') ?? ''));
      const links: string[] = [];
      walk(md.tree, (node) => { if (node.type === 'link') links.push(node.url ?? ''); });
      const embeds = body.querySelectorAll('iframe[src*="embed"], video').length;
      const expected = htmlLinks(body, ids);
      for (const href of expected) expect(links, `link ${href}`).toContain(href);
      expect(links.length, 'links').toBe(expected.length + embeds);
    });
  }
});

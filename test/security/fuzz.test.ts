// Intent (issue 12): random damage never crashes, hangs or changes the page, and never lets script into the
// output. Pages: the team's own fixtures (and, when ../shared/corpora is present, a few scrapinghub pages), each
// mutated by a seeded generator (cut, repeated and shuffled slices, unbalanced tags, XSS vectors, control
// characters, deep wrappers), plus generated hostile trees. Fixed seed and count: the same pages every run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { parseDocument, type DomLibrary } from '../../src/cli/dom';
import { htmlFindings, markdownFindings, textFindings } from './hostile';
import { XSS_VECTORS } from './xss-vectors';

const SEED = 0x5eed12;
const CASES: Record<DomLibrary, number> = { linkedom: 24, jsdom: 6, 'happy-dom': 0 };
const BUDGET_MS = 2000;
/** Slack over the budget for a loaded 2-core machine: a hang is minutes. */
const SLACK_MS = 8000;

/** mulberry32: small, seedable, good enough to pick mutations. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sources(): string[] {
  const fixtures = join(import.meta.dirname, '..', 'engine', 'fixtures');
  const pages = readdirSync(fixtures).filter((f) => f.endsWith('.html')).sort().map((f) => readFileSync(join(fixtures, f), 'utf8'));
  pages.push(readFileSync(join(import.meta.dirname, '..', 'sample', 'sample-article.html'), 'utf8'));
  const corpus = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpora', 'scrapinghub', 'html');
  if (existsSync(corpus)) {
    for (const f of readdirSync(corpus).sort().slice(0, 2)) pages.push(gunzipSync(readFileSync(join(corpus, f))).toString('utf8'));
  }
  return pages;
}

const TAGS = ['div', 'p', 'span', 'article', 'section', 'table', 'tr', 'td', 'ul', 'li', 'a', 'svg', 'math', 'form', 'noscript', 'template', 'iframe', 'pre', 'code', 'h2', 'blockquote', 'select', 'textarea', 'style', 'script', 'head', 'body', 'html'];
const CONTROLS = ['\u001b]52;c;eA==\u0007', '\u001b[2J', '\u0000', '\u009b', '\ufeff', '\ud800'];

type Mutation = (html: string, r: () => number) => string;
const at = (html: string, r: () => number) => Math.floor(r() * (html.length + 1));
const pick = <T>(items: readonly T[], r: () => number): T => items[Math.floor(r() * items.length)];

const MUTATIONS: Mutation[] = [
  (h, r) => { const i = at(h, r); return h.slice(0, i) + h.slice(i + Math.floor(r() * 400)); }, // cut
  (h, r) => { const i = at(h, r); const s = h.slice(i, i + Math.floor(r() * 300)); return h.slice(0, i) + s + s + h.slice(i); }, // repeat
  (h, r) => h.slice(0, at(h, r)), // truncate
  (h, r) => { const i = at(h, r); return `${h.slice(0, i)}<${pick(TAGS, r)}>${h.slice(i)}`; }, // unbalanced open
  (h, r) => { const i = at(h, r); return `${h.slice(0, i)}</${pick(TAGS, r)}>${h.slice(i)}`; }, // stray close
  (h, r) => { const i = at(h, r); return h.slice(0, i) + pick(XSS_VECTORS, r).html + h.slice(i); }, // a vector
  (h, r) => { const i = at(h, r); return h.slice(0, i) + pick(CONTROLS, r) + h.slice(i); }, // control characters
  (h, r) => { const i = at(h, r); const n = 50 + Math.floor(r() * 250); return `${h.slice(0, i)}${'<div>'.repeat(n)}${h.slice(i)}`; }, // deep
];

/** A generated hostile tree: random nesting of TAGS with handlers, script URLs and clobbering names. */
function hostileTree(r: () => number, depth = 0): string {
  if (depth > 12 || r() < 0.2) return r() < 0.5 ? 'Words of a generated paragraph that a reader might keep. ' : pick(XSS_VECTORS, r).html;
  const tag = pick(TAGS, r);
  const attrs = [' onclick=alert(1)', ' href="javascript:alert(1)"', ' name=parentNode', ' id=body', ' style="width:expression(1)"', ''].filter(() => r() < 0.3).join('');
  const children = Array.from({ length: 1 + Math.floor(r() * 4) }, () => hostileTree(r, depth + 1)).join('');
  return `<${tag}${attrs}>${children}${r() < 0.8 ? `</${tag}>` : ''}`;
}

function cases(dom: DomLibrary): string[] {
  const r = random(SEED + dom.length);
  const pages = sources();
  return Array.from({ length: CASES[dom] }, (_, i) => {
    if (i % 5 === 4) return hostileTree(r);
    let html = pick(pages, r);
    for (let k = 1 + Math.floor(r() * 3); k > 0; k--) html = pick(MUTATIONS, r)(html, r);
    return html;
  });
}

describe.each(['linkedom', 'jsdom'] as DomLibrary[])('fuzz (%s)', (dom) => {
  it(`${CASES[dom]} mutated and generated pages: no throw, no hang, no page change, nothing active out`, () => {
    const problems: string[] = [];
    cases(dom).forEach((html, i) => {
      const document = parseDocument(html, 'https://example.org/fuzz.html', dom);
      const before = document.documentElement?.outerHTML ?? '';
      const started = performance.now();
      const result = extract(document, { timeBudgetMs: BUDGET_MS });
      const ms = performance.now() - started;
      if (ms > BUDGET_MS + SLACK_MS) problems.push(`case ${i}: ${Math.round(ms)} ms`);
      if ((document.documentElement?.outerHTML ?? '') !== before) problems.push(`case ${i}: the page changed`);
      if (result.warning?.includes('Extraction failed')) problems.push(`case ${i}: ${result.warning}`);
      const leaks = [...htmlFindings(result.html), ...markdownFindings(result.markdown), ...textFindings(result.text)];
      if (leaks.length > 0) problems.push(`case ${i}: ${leaks.join('; ')}`);
    });
    expect(problems).toEqual([]);
  }, 300_000);
});

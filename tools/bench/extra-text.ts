/**
 * What Pith keeps beyond the gold text, by the structure it sits in, on the development folds' pages where
 * Readability.js beats Pith by a margin. One purpose: find which kinds of extra text cost precision.
 *
 *   npx tsx tools/bench/extra-text.ts RUN_DIR CORPUS [--margin 0.1] [--show N]
 *
 * RUN_DIR is an earlier bench run's out folder (its `<corpus>.quality.pages.json` picks the pages). Pages of fold 4
 * are never read: the list is filtered to folds 0-3 before any page is loaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from '../../src/engine';
import { parseDocument } from '../../src/cli/dom';
import { loadCorpus, type CorpusName } from './corpus';
import { tokenize, tokenizeCjk } from './metrics';

interface PageRecord { id: string; fold?: number; tools: Record<string, { score: { f1: number; precision: number }; enginePageType?: string }> }

const { positionals, values } = parseArgs({ allowPositionals: true, options: { margin: { type: 'string', default: '0.1' }, show: { type: 'string', default: '0' } } });
const [runDir, corpusName] = positionals as [string, CorpusName];
const margin = Number(values.margin), show = Number(values.show);
const records: PageRecord[] = JSON.parse(readFileSync(join(runDir, `${corpusName}.quality.pages.json`), 'utf8'));
const chosen = new Map(records
  .filter((r) => r.fold !== undefined && r.fold < 4)
  .filter((r) => r.tools.readability.score.f1 - r.tools['pith:standard'].score.f1 > margin)
  .map((r) => [r.id, r]));
const tokens = corpusName === 'daniel-dev' ? tokenizeCjk : tokenize;

/** The blocks a reader sees as one unit; the walk stops at the first of them. */
const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'FIGCAPTION', 'FIGURE', 'BLOCKQUOTE', 'PRE', 'TR', 'DT', 'DD', 'TABLE']);

function blocks(root: Element): Element[] {
  const out: Element[] = [];
  const walk = (el: Element): void => {
    if (BLOCKS.has(el.tagName) && el.tagName !== 'FIGURE' && el.tagName !== 'TABLE') { out.push(el); return; }
    const hasOwnText = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim().length > 0);
    const blockKids = [...el.children].filter((c) => BLOCKS.has(c.tagName) || c.querySelector('p,li,h1,h2,h3,h4,h5,h6,figcaption,blockquote,pre,tr,dt,dd'));
    if (hasOwnText || blockKids.length === 0) { out.push(el); return; }
    for (const child of el.children) walk(child);
  };
  walk(root);
  return out;
}

function linkShare(el: Element): number {
  const all = (el.textContent ?? '').replace(/\s+/g, '').length;
  const linked = [...el.querySelectorAll('a')].reduce((n, a) => n + (a.textContent ?? '').replace(/\s+/g, '').length, 0);
  return all === 0 ? 0 : linked / all;
}

/** The structure an extra block comes from, by shape only (no words). */
function kind(el: Element, index: number, count: number): string {
  const text = (el.textContent ?? '').trim();
  if (el.closest('figure') || el.tagName === 'FIGCAPTION') return 'caption';
  if (el.tagName === 'TR' || el.closest('table')) return 'table row';
  const links = linkShare(el);
  if (links > 0.5) return el.tagName === 'LI' || el.closest('ul,ol') ? 'linked list item (feed / link list)' : /^H\d$/.test(el.tagName) ? 'linked heading (feed)' : 'linked block';
  if (/^H\d$/.test(el.tagName)) return 'heading';
  if (el.querySelector('time') || text.length < 80 && /\d{1,4}[-./:]\d{1,2}/.test(text)) return 'short dated line (byline / date)';
  if (text.length < 40) return 'short label';
  if (el.tagName === 'LI') return 'list item (prose)';
  if (index < count * 0.15) return 'prose at the start';
  if (index > count * 0.85) return 'prose at the end';
  return 'prose in the middle';
}

/** Language-independent signals that a page is one story. */
function storySignals(document: Document): string[] {
  const signals: string[] = [];
  const ogType = document.querySelector('meta[property="og:type"]')?.getAttribute('content');
  if (ogType) signals.push(`og:type=${ogType}`);
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const types = (script.textContent ?? '').match(/"@type"\s*:\s*"(\w*Article|NewsArticle|BlogPosting|WebPage)"/g);
    if (types) signals.push(...types.map((t) => t.replace(/.*"(\w+)"$/, 'ld:$1')));
  }
  const articles = document.querySelectorAll('article').length;
  if (articles) signals.push(`article×${articles}`);
  const times = document.querySelectorAll('time').length;
  if (times) signals.push(`time×${times}`);
  return signals;
}

const totals = new Map<string, number>();
const byType = new Map<string, { pages: number; extra: number }>();
let allExtra = 0, shown = 0;
for (const page of loadCorpus(corpusName)) {
  const record = chosen.get(page.id);
  if (!record || page.fold === undefined || page.fold >= 4) continue;
  const document = parseDocument(page.html, page.url);
  const signals = storySignals(document);
  const result = extract(document, { mode: 'standard', url: page.url, markdown: false });
  const gold = new Map<string, number>();
  for (const t of tokens(page.gold.text)) gold.set(t, (gold.get(t) ?? 0) + 1);
  const list = result.content ? blocks(result.content) : [];
  const perKind = new Map<string, number>();
  const samples: string[] = [];
  list.forEach((el, index) => {
    const words = tokens(el.textContent ?? '');
    let extra = 0;
    for (const t of words) {
      const n = gold.get(t) ?? 0;
      if (n > 0) gold.set(t, n - 1); else extra++;
    }
    if (words.length === 0 || extra / words.length < 0.6) return;
    const k = kind(el, index, list.length);
    perKind.set(k, (perKind.get(k) ?? 0) + extra);
    if (samples.length < 12) samples.push(`    [${k}] <${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 90)}`);
  });
  const pageExtra = [...perKind.values()].reduce((a, b) => a + b, 0);
  allExtra += pageExtra;
  for (const [k, n] of perKind) totals.set(k, (totals.get(k) ?? 0) + n);
  const type = result.metadata.pageType ?? 'none';
  const t = byType.get(type) ?? { pages: 0, extra: 0 };
  byType.set(type, { pages: t.pages + 1, extra: t.extra + pageExtra });
  if (shown < show) {
    shown++;
    const pith = record.tools['pith:standard'].score, rd = record.tools.readability.score;
    console.log(`${page.id} fold ${page.fold} type ${type} pith ${pith.f1.toFixed(2)} (P ${pith.precision.toFixed(2)}) readability ${rd.f1.toFixed(2)} (P ${rd.precision.toFixed(2)}) extra ${pageExtra} signals ${signals.join(' ')}`);
    for (const s of samples) console.log(s);
  }
}
console.log(`\n${corpusName}: ${chosen.size} pages of folds 0-3 where Readability.js leads by more than ${margin}; extra tokens ${allExtra}`);
for (const [k, n] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(40)} ${n.toString().padStart(7)}  ${(n / allExtra * 100).toFixed(1)}%`);
console.log('by page type (engine):');
for (const [k, v] of byType) console.log(`  ${k.padEnd(10)} pages ${v.pages}  extra tokens ${v.extra}`);

/**
 * Metadata benchmark section: per field, the share of pages where Pith's value matches the gold, side by side
 * with Readability.js's `title`, `byline` and `publishedTime` in the same run on the same parsed pages.
 *
 * Matching rule: values compare after normalising case, spaces, typographic quotes and dashes;
 * dates match on the same calendar day; authors match as the same set of names. A page whose gold is empty
 * matches only when the tool outputs nothing for that field, so inventing a date or an author costs as much
 * as missing one. Fields: wcxb-dev gold title/author/publish_date; readability-pages expected title, byline,
 * siteName, publishedTime, lang.
 *
 * `--ablate` reruns Pith's metadata on each page with each source and rule of `engine/metadata/weights.ts`
 * switched off in turn and prints each one's gain per field (share matching with it minus without it), so a
 * rule that fixes a few pages and breaks others shows itself. Scores are also split by the page's language.
 *
 * On a corpus that splits.json splits (wcxb-dev), every figure is also given for folds 0-3 and for the unseen
 * fold 4 side by side. Pages of folds 0-3 are weighed with the model of their cross-validation fold
 * (`tools/train/metadata-folds.json`, fitted without their sites by `npm run train:metadata`), so that column
 * is out of fold; fold 4 is weighed with the shipped model, fitted on folds 0-3. The simple rules
 * (tools/bench/simple-metadata.ts: the first declared value, nothing weighed) are the baseline column.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readability } from '@mozilla/readability';
import { extractMetadata } from '../../src/engine/metadata';
import { ALL_STAGES } from '../../src/engine';
import { scanDocument } from '../../src/engine/metadata/sources/scan';
import type { PageType } from '../../src/engine/page-type';
import { RULES, SOURCES } from '../../src/engine/metadata/weights';
import { simpleMetadata } from './simple-metadata';
import type { MetadataModel } from '../../src/engine/metadata/learned';
import { SPLITS, SPLIT_LABEL, UNSEEN_FOLD, loadFolds, splitOf } from './splits';
import { primaryLanguage } from './languages';
import type { Metadata } from '../../src/engine/types';
import type { CorpusPage } from './corpus';
import type { BenchContext, SectionResult } from './section';

export const name = 'metadata';

type Field = 'title' | 'author' | 'published' | 'siteName' | 'language';

/** Which gold fields each corpus has. */
const FIELDS_BY_CORPUS: Record<string, readonly Field[]> = {
  'wcxb-dev': ['title', 'author', 'published'],
  'readability-pages': ['title', 'author', 'published', 'siteName', 'language'],
};
/** Fields Readability.js also outputs, for the side-by-side column. */
const READABILITY_FIELDS: ReadonlySet<Field> = new Set(['title', 'author', 'published', 'siteName', 'language']);

/** One tool's answer for the fields, as plain strings (authors joined with ", "). */
type Answer = Partial<Record<Field, string>>;

export function normalise(value: string | undefined | null): string {
  return (value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Names in an author string: split on commas, semicolons, ampersands, "and", pipes. */
export function authorSet(value: string | undefined): Set<string> {
  return new Set(normalise(value).split(/\s*(?:,|;|&|\||\band\b)\s*/).map((s) => s.trim()).filter(Boolean));
}

/** Calendar day of a date value: ISO prefix as written (the page's local day), else what Date makes of it. */
export function calendarDay(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (iso) return iso[0];
  const parsed = new Date(v);
  return Number.isNaN(parsed.getTime()) ? normalise(v) : parsed.toISOString().slice(0, 10);
}

export function fieldMatches(field: Field, gold: string | undefined, predicted: string | undefined): boolean {
  const g = (gold ?? '').trim();
  const p = (predicted ?? '').trim();
  if (!g) return !p;
  if (!p) return false;
  if (field === 'published') return calendarDay(g) === calendarDay(p);
  if (field === 'author') {
    const a = authorSet(g);
    const b = authorSet(p);
    return a.size === b.size && [...a].every((x) => b.has(x));
  }
  if (field === 'language') return normalise(g).split('-')[0] === normalise(p).split('-')[0] && (normalise(g).includes('-') ? normalise(g) === normalise(p) : true);
  return normalise(g) === normalise(p);
}

function goldOf(page: CorpusPage): Answer {
  return { title: page.gold.title, author: page.gold.author, published: page.gold.published, siteName: page.gold.siteName, language: page.gold.language };
}

function pithAnswer(metadata: Metadata): Answer {
  return {
    title: metadata.title, author: metadata.author.join(', '), published: metadata.published,
    siteName: metadata.siteName, language: metadata.language,
  };
}

/** Readability's answer; a crash (it throws on some pages under linkedom) is an empty answer, counted apart. */
function readabilityAnswer(document: Document): Answer & { error?: string } {
  let article: ReturnType<Readability['parse']>;
  try {
    article = new Readability(document).parse();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  return {
    title: article?.title ?? '', author: article?.byline ?? '', published: article?.publishedTime ?? '',
    siteName: article?.siteName ?? '', language: article?.lang ?? '',
  };
}

interface PageRecord {
  id: string;
  /** The page's fold in splits.json, when the corpus is split. */
  fold?: number;
  /** The page's language as Pith settled it (declared, else detected), primary subtag. */
  language?: string;
  pageType?: string;
  gold: Answer;
  pith: Answer;
  readability: Answer & { error?: string };
  /** The simple rules' answer (tools/bench/simple-metadata.ts). */
  simple: Answer;
  pithMs: number;
  /** With `--ablate`: Pith's answer with each switch off, by switch name. */
  ablated?: Record<string, Answer>;
}

/** Every source (per field, once) and every rule the ablation table switches off. */
const SWITCHES: readonly { name: string; kind: 'source' | 'rule'; fields: readonly Field[] }[] = [
  ...[...new Set(Object.values(SOURCES).flat())].map((source) => ({
    name: source, kind: 'source' as const, fields: (Object.keys(SOURCES) as (keyof typeof SOURCES)[]).filter((f) => (SOURCES[f] as readonly string[]).includes(source)),
  })),
  ...RULES.map((rule) => ({ name: rule, kind: 'rule' as const, fields: ['title', 'author', 'published'] as const })),
];

function matches(records: readonly PageRecord[], field: Field, answer: (r: PageRecord) => Answer): number {
  return records.filter((r) => fieldMatches(field, r.gold[field], answer(r)[field])).length;
}

/** Pages of each group the figures are given for: all pages, or folds 0-3 and fold 4 when the corpus is split. */
function groupsOf(records: readonly PageRecord[]): { label: string; records: readonly PageRecord[] }[] {
  if (!records.some((r) => r.fold !== undefined)) return [{ label: 'all pages', records }];
  return SPLITS.map((split) => ({ label: SPLIT_LABEL[split], records: records.filter((r) => splitOf(r.fold) === split) }));
}

/** Gain of each switch per field: pages matching with it on minus with it off (a positive gain means it helps). */
function ablationTable(records: readonly PageRecord[], fields: readonly Field[]): { markdown: string; json: unknown } {
  const shown = fields.filter((f) => f === 'title' || f === 'author' || f === 'published');
  const groups = groupsOf(records);
  const gain = (group: readonly PageRecord[], field: Field, name: string) => ({
    pages: group.length,
    won: group.filter((r) => fieldMatches(field, r.gold[field], r.pith[field]) && !fieldMatches(field, r.gold[field], r.ablated?.[name]?.[field])).length,
    lost: group.filter((r) => !fieldMatches(field, r.gold[field], r.pith[field]) && fieldMatches(field, r.gold[field], r.ablated?.[name]?.[field])).length,
  });
  const rows = SWITCHES.map((sw) => ({
    ...sw,
    gain: Object.fromEntries(groups.map((group) => [group.label, Object.fromEntries(shown.map((field) => [field, gain(group.records, field, sw.name)]))])) as Record<string, Record<Field, { pages: number; won: number; lost: number }>>,
  }));
  const cell = (g: { pages: number; won: number; lost: number }) => (g.won === 0 && g.lost === 0 ? '0' : `${g.won - g.lost >= 0 ? '+' : ''}${((g.won - g.lost) / Math.max(1, g.pages)).toFixed(3)} (+${g.won} −${g.lost})`);
  const columns = shown.flatMap((field) => groups.map((group) => ({ field, group: group.label })));
  const markdown = [
    `| switched off | kind | ${columns.map((c) => (groups.length > 1 ? `${c.field} ${c.group}` : c.field)).join(' | ')} |`,
    `|---|---|${columns.map(() => '---:').join('|')}|`,
    ...rows.map((row) => `| ${row.name} | ${row.kind} | ${columns.map((c) => (row.fields.includes(c.field) ? cell(row.gain[c.group][c.field]) : '')).join(' | ')} |`),
    '',
    `Gain of each source and rule: share of pages matching with it minus without it (pages it wins, pages it loses), ${groups.map((g) => `${g.label}: ${g.records.length} pages`).join(', ')}. A rule whose gain on folds 0-3 is <= 0 has no place; fold 4 is the check.`,
    '',
  ].join('\n');
  return { markdown, json: rows };
}

/** Pith's share per field for each language (the page's primary language subtag as Pith settled it). */
function languageTable(records: readonly PageRecord[], fields: readonly Field[]): string {
  const groups = new Map<string, PageRecord[]>();
  for (const r of records) groups.set(r.language ?? 'unknown', [...(groups.get(r.language ?? 'unknown') ?? []), r]);
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  return [
    `| language | pages | ${fields.join(' | ')} |`,
    `|---|---:|${fields.map(() => '---:').join('|')}|`,
    ...sorted.map(([language, group]) => `| ${language} | ${group.length} | ${fields.map((f) => (matches(group, f, (r) => r.pith) / group.length).toFixed(3)).join(' | ')} |`),
    '',
  ].join('\n');
}

function share(records: readonly PageRecord[], field: Field, tool: 'pith' | 'readability' | 'simple', filter: (r: PageRecord) => boolean = () => true): number | null {
  const subset = records.filter(filter);
  if (subset.length === 0) return null;
  return subset.filter((r) => fieldMatches(field, r.gold[field], r[tool][field])).length / subset.length;
}

const fmt = (x: number | null) => (x === null ? '–' : x.toFixed(3));

/** Scores already-computed records; exported so tests can check the rule without a corpus. */
export function summarise(records: readonly PageRecord[], fields: readonly Field[]) {
  const hasGold = (f: Field) => (r: PageRecord) => Boolean(r.gold[f]?.trim());
  const noGold = (f: Field) => (r: PageRecord) => !r.gold[f]?.trim();
  return Object.fromEntries(fields.map((field) => [field, {
    pith: share(records, field, 'pith'),
    simple: share(records, field, 'simple'),
    readability: READABILITY_FIELDS.has(field) ? share(records, field, 'readability') : null,
    pithWithGold: share(records, field, 'pith', hasGold(field)),
    pithWithoutGold: share(records, field, 'pith', noGold(field)),
    readabilityWithGold: share(records, field, 'readability', hasGold(field)),
    pagesWithGold: records.filter(hasGold(field)).length,
  }])) as Record<Field, { pith: number | null; simple: number | null; readability: number | null; pithWithGold: number | null; pithWithoutGold: number | null; readabilityWithGold: number | null; pagesWithGold: number }>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

/** The cross-validation folds' models the trainer writes beside the shipped one (fold k: fitted without fold k's sites). */
const FOLD_MODELS_PATH = resolve('tools/train/metadata-folds.json');

function loadFoldModels(): ReadonlyMap<number, MetadataModel> | undefined {
  if (!existsSync(FOLD_MODELS_PATH)) return undefined;
  const file = JSON.parse(readFileSync(FOLD_MODELS_PATH, 'utf8')) as { folds: Record<string, MetadataModel> };
  return new Map(Object.entries(file.folds).map(([fold, model]) => [Number(fold), model]));
}

/** Each field's share for each tool in each group (folds 0-3 and fold 4). */
function splitTable(records: readonly PageRecord[], fields: readonly Field[], outOfFold: boolean): string {
  const groups = groupsOf(records);
  const tools: { tool: 'pith' | 'simple' | 'readability'; label: string }[] = [
    { tool: 'pith', label: 'Pith' }, { tool: 'simple', label: 'simple rules' }, { tool: 'readability', label: 'Readability.js' },
  ];
  const columns = tools.flatMap((t) => groups.map((g) => ({ ...t, group: g })));
  return [
    `| field | ${columns.map((c) => `${c.label} ${c.group.label}`).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...fields.map((field) => `| ${field} | ${columns.map((c) => fmt(share(c.group.records, field, c.tool))).join(' | ')} |`),
    '',
    `${groups.map((g) => `${g.label}: ${g.records.length} pages`).join(', ')}. Pith on folds 0-3 ${outOfFold ? 'is out of fold: each page weighed by the model fitted without its fold\'s sites' : 'is in sample (no fold models: run npm run train:metadata)'}; fold ${UNSEEN_FOLD} by the shipped model, fitted on folds 0-3.`,
    '',
  ].join('\n');
}

export async function run(pages: CorpusPage[], ctx: BenchContext): Promise<SectionResult> {
  const fields = FIELDS_BY_CORPUS[ctx.corpus];
  if (!fields) {
    return { name, json: { skipped: `no metadata gold in ${ctx.corpus}` }, markdown: `No metadata gold in ${ctx.corpus}.\n` };
  }
  const folds = loadFolds(ctx.corpus);
  const foldModels = folds && loadFoldModels();
  const records: PageRecord[] = [];
  for (const [index, page] of pages.entries()) {
    const document = ctx.parse(page.html, page.url);
    const fold = folds?.get(page.id);
    // Pages of folds 0-3 are weighed by a model that never saw their sites; fold 4 by the shipped one.
    const model = fold !== undefined && fold !== UNSEEN_FOLD ? foldModels?.get(fold) : undefined;
    const started = performance.now();
    // As extract() reads it: with the language detector for pages that declare none.
    const metadata = extractMetadata(document, page.url, { detectLanguage: ALL_STAGES.detectLanguage, model });
    const pithMs = performance.now() - started;
    const scan = scanDocument(document);
    const simple = simpleMetadata(scan, page.url);
    // The reruns share the page's scan and type: only the weighing differs.
    const again = { scan, pageType: metadata.pageType as PageType, detectLanguage: ALL_STAGES.detectLanguage, model };
    const ablated = ctx.ablate
      ? Object.fromEntries(SWITCHES.map((sw) => [sw.name, pithAnswer(extractMetadata(document, page.url, { ...again, without: new Set([sw.name]) }))]))
      : undefined;
    // Readability mutates its input: it runs after Pith on the same parsed page (Pith only reads it).
    records.push({
      id: page.id, fold, language: primaryLanguage(metadata.language, 'unknown'), pageType: page.gold.pageType, gold: goldOf(page), pith: pithAnswer(metadata),
      readability: readabilityAnswer(document), simple: { title: simple.title, author: simple.author.join(', '), published: simple.published }, pithMs, ablated,
    });
    if ((index + 1) % 200 === 0) ctx.log(`metadata: ${index + 1}/${pages.length}`);
  }
  const summary = summarise(records, fields);
  const rows = fields.map((field) => {
    const s = summary[field];
    return `| ${field} | ${fmt(s.pith)} | ${fmt(s.simple)} | ${fmt(s.readability)} | ${s.pagesWithGold} | ${fmt(s.pithWithGold)} | ${fmt(s.readabilityWithGold)} | ${fmt(s.pithWithoutGold)} |`;
  });
  const timing = median(records.map((r) => r.pithMs));
  const readabilityErrors = records.filter((r) => r.readability.error).length;
  const ablation = ctx.ablate ? ablationTable(records, fields) : undefined;
  const markdown = [
    '| field | Pith | simple rules | Readability.js | pages with gold | Pith on those | Readability.js on those | Pith where gold is empty |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Share of ${records.length} pages matching the gold (case, spaces, quotes and dashes normalised; dates by calendar day; authors as a set of names; empty gold matches only empty output). Pith metadata median ${timing.toFixed(2)} ms per page. Readability.js threw on ${readabilityErrors} pages (counted as empty output).`,
    '',
    ...(folds ? ['By fold group:', '', splitTable(records, fields, foldModels !== undefined)] : []),
    'Pith by language:',
    '',
    languageTable(records, fields),
    ...(ablation ? [ablation.markdown] : []),
  ].join('\n');
  const byGroup = Object.fromEntries(groupsOf(records).map((g) => [g.label, summarise(g.records, fields)]));
  return { name, json: { pages: records.length, fields: summary, byGroup, outOfFold: foldModels !== undefined, medianMs: timing, readabilityErrors, ablation: ablation?.json }, markdown,
    // Page by page only where pages may be opened: fold 4 is reported as an aggregate.
    pages: records.filter((r) => splitOf(r.fold) !== 'unseen') };
}

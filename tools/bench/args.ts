/** Command-line options of `npm run bench`, resolved once into one object; bad values are a clear error. */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MODES } from '../../src/engine/index';
import type { Mode } from '../../src/engine/types';
import { PAGE_TYPES, type PageType } from '../../src/engine/page-type';
import { corporaRoot, type CorpusName } from './corpus';
import { DEFAULT_DOM, DOM_LIBRARIES, type DomLibrary } from '../../src/cli/dom';

/** The corpora a plain `npm run bench` (or `--corpus all`) measures (readability-pages has no gold text). */
export const BENCH_CORPORA = ['scrapinghub', 'wcxb-dev', 'dragnet', 'cleaneval', 'daniel-dev'] as const satisfies readonly CorpusName[];
/** `--corpus` also takes readability-pages (no gold text: for the structure and metadata sections). */
const NAMED_CORPORA = [...BENCH_CORPORA, 'readability-pages'] as const satisfies readonly CorpusName[];

export interface BenchArgs {
  targets: { corpus: CorpusName; dir: string }[];
  modes: Mode[];
  limit: number | undefined;
  /** Keep every Nth page (before `limit`): a spread over page types, where `--limit` takes the first ids. */
  every: number;
  /** With `every`: keep the pages whose index modulo `every` is this (`--every 2 --offset 1`: the odd half). */
  offset: number;
  out: string;
  dom: DomLibrary;
  /** `--ablate`: the metadata section reruns with each source and rule switched off in turn (the ablation table). */
  ablate: boolean;
  /** Section names to run; undefined runs them all. Checked against main.ts's list there. */
  sections: string[] | undefined;
  /** `--page-types FILE`: page id -> page type, given to Pith instead of its own classification (the training
   *  script's out-of-fold predictions, so profile gains are measured on types not learned from the page). */
  pageTypes: Readonly<Record<string, PageType>> | undefined;
  /** `--type T`: only the pages whose gold page type (the corpus's own label, wcxb-dev) is T, after `every`. */
  goldType: PageType | undefined;
  /** `--cv`: the quality section runs Pith twice, as shipped (in-sample: its learned parts saw every corpus page) and
   *  with `--page-types` (each page's type learned without its domain). */
  cv: boolean;
  /** `--no-budget`: Pith runs without its 5 s time budget, so a loaded machine cannot cut pages and move the
   *  quality figures (its timings are then not the shipped configuration's). */
  noBudget: boolean;
  /** `--jobs N`: the quality section's pages shared among N worker processes (default 1: all in this process). */
  jobs: number;
  /** Readability.js's per-page text is kept in `cacheDir` and reused (its output never changes between runs);
   *  `--no-cache` runs it on every page. */
  cache: boolean;
  cacheDir: string;
  /** `--against DIR`: an earlier run's out folder, compared with this run per corpus and fold group. */
  against: string | undefined;
  /** `--ablate-rules ID,...` (or `all`: every registered rule): Pith once more per id with that rule switched off. */
  ablateRules: string[] | undefined;
}

/** Where Readability.js's outputs are kept between runs (ignored by git with the rest of bench-results/). */
export const DEFAULT_CACHE_DIR = join('bench-results', '.cache');

export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true, strict: true,
    options: {
      corpus: { type: 'string' }, mode: { type: 'string', default: 'standard' },
      limit: { type: 'string' }, every: { type: 'string', default: '1' }, offset: { type: 'string', default: '0' }, out: { type: 'string', default: 'bench-results' }, sections: { type: 'string' }, 'page-types': { type: 'string' }, type: { type: 'string' }, ablate: { type: 'boolean', default: false }, dom: { type: 'string', default: DEFAULT_DOM },
      cv: { type: 'boolean', default: false }, 'no-budget': { type: 'boolean', default: false },
      jobs: { type: 'string', default: '1' }, 'no-cache': { type: 'boolean', default: false }, 'cache-dir': { type: 'string', default: DEFAULT_CACHE_DIR },
      against: { type: 'string' }, 'ablate-rules': { type: 'string' },
    },
  });
  if (positionals.length > 1) throw new Error(`one folder at most, got ${positionals.join(' ')}`);
  const every = parseCount('--every', values.every) ?? 1;
  if (values.cv && values['page-types'] === undefined) {
    throw new Error('--cv needs --page-types FILE (the classifier\'s out-of-fold types: npm run train:page-type writes them)');
  }
  return {
    targets: resolveTargets(positionals[0], values.corpus),
    modes: parseModes(values.mode!),
    limit: parseCount('--limit', values.limit),
    every,
    offset: parseOffset(values.offset!, every),
    out: values.out!,
    dom: oneOf('--dom', values.dom!, DOM_LIBRARIES),
    ablate: values.ablate!,
    sections: values.sections?.split(',').map((name) => name.trim()),
    pageTypes: values['page-types'] === undefined ? undefined : readPageTypes(values['page-types']),
    goldType: values.type === undefined ? undefined : oneOf('--type', values.type, PAGE_TYPES),
    cv: values.cv!,
    noBudget: values['no-budget']!,
    jobs: parseCount('--jobs', values.jobs) ?? 1,
    cache: !values['no-cache'],
    cacheDir: resolve(values['cache-dir']!),
    against: values.against === undefined ? undefined : againstFolder(values.against, values.out!),
    ablateRules: commaList(values['ablate-rules']),
  };
}

function commaList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) throw new Error('an ablation list must name at least one id');
  return items;
}

/** The earlier run's folder: it must exist, and differ from this run's, which would overwrite it before it is read. */
function againstFolder(folder: string, out: string): string {
  const dir = resolve(folder);
  if (!existsSync(dir)) throw new Error(`--against: folder not found: ${dir}`);
  if (dir === resolve(out)) throw new Error(`--against ${folder} is this run's --out folder: give the new run another --out`);
  return dir;
}

function readPageTypes(file: string): Record<string, PageType> {
  const map = JSON.parse(readFileSync(resolve(file), 'utf8')) as Record<string, string>;
  for (const [id, type] of Object.entries(map)) oneOf(`--page-types (page ${id})`, type, PAGE_TYPES);
  return map as Record<string, PageType>;
}

function parseOffset(value: string, every: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n >= every) throw new Error(`--offset must be an integer from 0 to ${every - 1} (below --every), got "${value}"`);
  return n;
}

/** `all` or a comma list of modes. */
function parseModes(value: string): Mode[] {
  if (value === 'all') return [...MODES];
  return value.split(',').map((m) => oneOf('--mode', m.trim(), [...MODES, 'all'] as const) as Mode);
}

function parseCount(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} must be a positive integer, got "${value}"`);
  return n;
}

/**
 * A folder argument is either one corpus folder (recognised by its name, else its layout) or a corpora root holding
 * the corpus folders; without one, the corpora root is ../shared/corpora. `--corpus` takes a name, a comma list or `all`.
 */
function resolveTargets(folder: string | undefined, corpus: string | undefined): BenchArgs['targets'] {
  const wanted = corpus === undefined || corpus === 'all' ? [...BENCH_CORPORA] : corpus.split(',').map((name) => oneOf('--corpus', name.trim(), [...NAMED_CORPORA, 'all']) as CorpusName);
  if (folder !== undefined) {
    const dir = resolve(folder);
    if (!existsSync(dir)) throw new Error(`folder not found: ${dir}`);
    const layout = corpusLayout(dir);
    if (layout) return [{ corpus: layout, dir }];
    return wanted.map((name) => ({ corpus: name, dir: join(dir, name) }));
  }
  const root = corporaRoot();
  if (!existsSync(root)) throw new Error(`corpora not found at ${root} (expected ../shared/corpora, or set PITH_CORPORA)`);
  return wanted.map((name) => ({ corpus: name, dir: join(root, name) }));
}

function corpusLayout(dir: string): CorpusName | undefined {
  // The corpora laid out like wcxb-dev are told apart by their folder's name.
  const named = NAMED_CORPORA.find((name) => basename(dir) === name);
  if (named) return named;
  if (existsSync(join(dir, 'ground-truth.json'))) return 'scrapinghub';
  if (existsSync(join(dir, 'ground-truth'))) return 'wcxb-dev';
  return undefined;
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${flag} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

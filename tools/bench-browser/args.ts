/** Command-line options of `npm run bench:browser`, resolved once into one frozen object; bad values are a clear error. */
import { parseArgs } from 'node:util';
import { MODES } from '../../src/engine/index';
import type { Mode } from '../../src/engine/types';
import { parseBenchArgs } from '../bench/args';
import type { CorpusName } from '../bench/corpus';

export interface BrowserBenchArgs {
  /** Corpora (and their folders) to run, resolved exactly as `npm run bench` does. */
  targets: { corpus: CorpusName; dir: string }[];
  mode: Mode;
  limit: number | undefined;
  /** Evenly spaced pages over the whole corpus (a representative subset; --limit takes the first N). */
  sample: number | undefined;
  /**
   * Warm repetitions of every tool on each page, after its first (cold) call; the page's time is their median.
   * Default 3, as the speed targets measure "warm": the first call after the cold one still runs much of the engine
   * before V8 has optimized it for this page (at 1, Pith/Readability.js read 1.53 and 1.26 where the median of
   * 3 read 1.38 and 1.19, the same calls of one run: `--sample 30`, 2026-12-02).
   */
  reps: number;
  /** Let the pages' own inline scripts run (off by default: repeatable runs). */
  scripts: boolean;
  out: string;
  /** Per call; past it the call is terminated and the page listed as timed out. Default 10000 ms. */
  timeoutMs: number;
  /** A prebuilt extractor.js to measure instead of building the working tree. */
  extractor: string | undefined;
  /** Skip the Node run (quality comparison). */
  node: boolean;
  /** Measure the gesture-to-clipboard and gesture-to-reader paths through the extension. Default on. */
  endToEnd: boolean;
  /** Runs of each gesture per end-to-end page, each on a fresh load. Default 5. */
  e2eRuns: number;
  /** Run the corpora (off with --no-corpora: only the gestures and budget pages, for quick iterations). */
  corpora: boolean;
  /** Run the 100,000-element and 5,000-level budget pages. Default on. */
  budget: boolean;
}

export const USAGE = `usage: npm run bench:browser -- [folder] [--corpus scrapinghub|wcxb-dev] [--mode standard|fast|precision|recall]
       [--limit N | --sample N] [--reps N] [--scripts] [--out DIR] [--timeout MS] [--extractor FILE] [--no-node] [--no-e2e] [--e2e-runs N] [--no-corpora] [--no-budget]`;

export function parseBrowserBenchArgs(argv: string[]): Readonly<BrowserBenchArgs> {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true, strict: true,
    options: {
      corpus: { type: 'string' }, mode: { type: 'string', default: 'standard' }, limit: { type: 'string' },
      reps: { type: 'string', default: '3' }, sample: { type: 'string' }, scripts: { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench-results/browser' }, timeout: { type: 'string', default: '10000' },
      extractor: { type: 'string' }, 'no-node': { type: 'boolean', default: false }, 'no-e2e': { type: 'boolean', default: false },
      'no-budget': { type: 'boolean', default: false }, 'e2e-runs': { type: 'string', default: '5' },
      'no-corpora': { type: 'boolean', default: false },
    },
  });
  // The folder, --corpus and --limit mean exactly what they mean for `npm run bench`: resolve them there.
  const shared = parseBenchArgs([
    ...positionals,
    ...(values.corpus === undefined ? [] : ['--corpus', values.corpus]),
    ...(values.limit === undefined ? [] : ['--limit', values.limit]),
  ]);
  if (values.sample !== undefined && values.limit !== undefined) throw new Error('--sample and --limit exclude each other');
  const mode = values.mode as Mode;
  if (!MODES.includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}, got "${values.mode}"`);
  return Object.freeze({
    targets: shared.targets, mode, limit: shared.limit,
    sample: values.sample === undefined ? undefined : positiveInteger('--sample', values.sample),
    reps: positiveInteger('--reps', values.reps!),
    scripts: values.scripts!,
    out: values.out!,
    timeoutMs: positiveInteger('--timeout', values.timeout!),
    extractor: values.extractor,
    node: !values['no-node'],
    endToEnd: !values['no-e2e'],
    e2eRuns: positiveInteger('--e2e-runs', values['e2e-runs']!),
    corpora: !values['no-corpora'],
    budget: !values['no-budget'],
  });
}

function positiveInteger(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} must be a positive integer, got "${value}"`);
  return n;
}

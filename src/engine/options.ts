import type { Mode } from './types';
import type { BlockModel } from './rules/block-model';

/** Every option of `extract()`, each with its default beside it. */
export interface Options {
  /** Trafilatura's meaning: precision = less noise, recall = more text, fast = skip fallbacks. Default `standard`. */
  mode: Mode;
  /** The page's URL, for absolute links and metadata. Default: the document's own URL. */
  url: string | undefined;
  /** Keep comment sections. Default false. */
  includeComments: boolean;
  /** Keep images in the output. Default true. */
  includeImages: boolean;
  /** Keep tables. Default true. */
  includeTables: boolean;
  /** Keep links (else their text only). Default true. */
  includeLinks: boolean;
  /** Produce `markdown` (Turndown is the costliest output step). Default true. */
  markdown: boolean;
  /** YAML front matter on the Markdown. Default true. */
  frontMatter: boolean;
  /** Stage 2 results shorter than this (characters) go to the fallback cascade. Default 250. */
  minExtractedChars: number;
  /** Wall-clock budget; past it extraction stops with a "page too large" warning. Default 5000 ms. */
  timeBudgetMs: number;
  /** Pages with more elements than this are refused as too large. Default 200000. */
  maxElements: number;
  /** The learned block scorer's model (rules/block-model.ts). Default: the one shipped in rules/block-model.json;
   *  benchmarks pass a model trained without the page's fold (`npm run bench -- --block-model-folds`). */
  blockModel: BlockModel | undefined;
  /** Blocks inside the content that the model gives a lower probability of being content are pruned
   *  (rules/model-prune.ts); 0 turns the model off. Default: the mode's `blockScoreFloor` (rules/thresholds.ts). */
  blockScoreFloor: number | undefined;
}

export const DEFAULT_OPTIONS: Readonly<Options> = Object.freeze({
  mode: 'standard',
  url: undefined,
  includeComments: false,
  includeImages: true,
  includeTables: true,
  includeLinks: true,
  markdown: true,
  frontMatter: true,
  minExtractedChars: 250,
  timeBudgetMs: 5000,
  maxElements: 200_000,
  blockModel: undefined,
  blockScoreFloor: undefined,
});

export const MODES: readonly Mode[] = ['standard', 'fast', 'precision', 'recall'];

export class OptionsError extends Error {
  override name = 'OptionsError';
}

/** Resolve user options once into one frozen object; unknown keys and wrong types are an `OptionsError`. */
export function resolveOptions(input: Partial<Options> = {}): Readonly<Options> {
  if (input === null || typeof input !== 'object') throw new OptionsError('options must be an object');
  for (const key of Object.keys(input)) {
    if (!(key in DEFAULT_OPTIONS)) throw new OptionsError(`unknown option "${key}"`);
  }
  const resolved: Options = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(input) as [keyof Options, unknown][]) {
    if (value === undefined) continue;
    checkOption(key, value);
    (resolved as unknown as Record<string, unknown>)[key] = value;
  }
  return Object.freeze(resolved);
}

/** The type of the options whose default is `undefined`. */
const OPTIONAL_TYPES: Partial<Record<keyof Options, string>> = { url: 'string', blockModel: 'object', blockScoreFloor: 'number' };

function checkOption(key: keyof Options, value: unknown): void {
  const expected = OPTIONAL_TYPES[key] ?? typeof DEFAULT_OPTIONS[key];
  if (typeof value !== expected) throw new OptionsError(`option "${key}" must be a ${expected}, got ${typeof value}`);
  if (key === 'mode' && !MODES.includes(value as Mode)) {
    throw new OptionsError(`option "mode" must be one of ${MODES.join(', ')}, got "${String(value)}"`);
  }
  if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0)) {
    throw new OptionsError(`option "${key}" must be a non-negative number, got ${value}`);
  }
}

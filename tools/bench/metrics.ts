/**
 * The scoring metrics of ../shared/corpora/README.md, implemented exactly so our figures compare with the
 * published ones. Pure functions over strings and numbers; the bench and the quality gate both use them.
 */

/**
 * Python's `re` `\w` on str: letters, digits/numerics and underscore (combining marks are NOT word characters
 * there, so they split tokens; we do the same). JavaScript's `\w` is ASCII-only even with the `u` flag.
 */
const WORD = /[\p{L}\p{N}_]+/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Kana, CJK extension A, CJK unified ideographs and compatibility ideographs: the daniel-dev metric's CJK ranges. */
const CJK_RANGES = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const CJK = new RegExp(`[${CJK_RANGES}]`, 'u');
/** A word token cut into single CJK characters and the runs of other word characters between them. */
const CJK_SPLIT = new RegExp(`[${CJK_RANGES}]|[^${CJK_RANGES}]+`, 'gu');

/**
 * `\w+` tokens as `tokenize`, then every CJK character of a token as a token of its own (daniel-dev's word F1), so
 * Chinese, written without spaces, is not scored on whole runs of characters.
 */
export function tokenizeCjk(text: string): string[] {
  return tokenize(text).flatMap((token) => (CJK.test(token) ? token.match(CJK_SPLIT)! : [token]));
}

export type Tokenizer = (text: string) => string[];

function countBag<T>(items: T[]): Map<T, number> {
  const bag = new Map<T, number>();
  for (const item of items) bag.set(item, (bag.get(item) ?? 0) + 1);
  return bag;
}

// ---------------------------------------------------------------- shingle F1 (scrapinghub)

/** Shingle length of the scrapinghub article-extraction-benchmark. */
export const SHINGLE_SIZE = 4;

/** 4-token shingles; a text of 1–3 tokens is one shorter shingle; no tokens, no shingle. Case is kept. */
export function shingles(text: string, n = SHINGLE_SIZE): string[] {
  const tokens = tokenize(text);
  if (tokens.length === 0) return [];
  const out: string[] = [];
  // Tokens never contain a space, so a space-joined key is unambiguous.
  for (let i = 0; i < Math.max(1, tokens.length - n + 1); i++) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}

/** TP/FP/FN of one page, each divided by TP+FP+FN so every page weighs the same. */
export interface ShingleCounts { tp: number; fp: number; fn: number }

export function shingleCounts(gold: string, prediction: string): ShingleCounts {
  const goldBag = countBag(shingles(gold));
  const predBag = countBag(shingles(prediction));
  let tp = 0, fp = 0, fn = 0;
  for (const key of new Set([...goldBag.keys(), ...predBag.keys()])) {
    const g = goldBag.get(key) ?? 0, p = predBag.get(key) ?? 0;
    tp += Math.min(g, p);
    fp += Math.max(0, p - g);
    fn += Math.max(0, g - p);
  }
  const sum = tp + fp + fn;
  return sum > 0 ? { tp: tp / sum, fp: fp / sum, fn: fn / sum } : { tp, fp, fn };
}

/** Page precision; a page with no FP and no FN scores 1. */
export function shinglePrecision({ tp, fp, fn }: ShingleCounts): number {
  if (fp === 0 && fn === 0) return 1;
  return tp + fp === 0 ? 0 : tp / (tp + fp);
}

export function shingleRecall({ tp, fp, fn }: ShingleCounts): number {
  if (fp === 0 && fn === 0) return 1;
  return tp + fn === 0 ? 0 : tp / (tp + fn);
}

export interface PRF { precision: number; recall: number; f1: number }

/**
 * Dataset figures: the mean of page precisions and the mean of page recalls, F1 of those two means. As in the
 * benchmark's own evaluate.py, a page enters the precision mean only when it predicted something (TP+FP > 0)
 * and the recall mean only when its gold has something (TP+FN > 0): an empty prediction costs recall only.
 */
export function shingleDataset(pages: ShingleCounts[]): PRF {
  const precision = mean(pages.filter((c) => c.tp + c.fp > 0).map(shinglePrecision));
  const recall = mean(pages.filter((c) => c.tp + c.fn > 0).map(shingleRecall));
  return { precision, recall, f1: harmonic(precision, recall) };
}

// ---------------------------------------------------------------- word F1 (WCXB)

/** Page precision, recall and F1 over lower-cased bags of words (`tokens` cuts them), with the README's empty-gold rules. */
export function wordScores(gold: string, prediction: string, tokens: Tokenizer = tokenize): PRF {
  const goldTokens = tokens(gold.toLowerCase());
  const predTokens = tokens(prediction.toLowerCase());
  // Empty gold means "the right answer is no output" (script-rendered shells): all or nothing.
  if (goldTokens.length === 0) {
    const score = predTokens.length === 0 ? 1 : 0;
    return { precision: score, recall: score, f1: score };
  }
  if (predTokens.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const predBag = countBag(predTokens);
  let overlap = 0;
  for (const [token, g] of countBag(goldTokens)) overlap += Math.min(g, predBag.get(token) ?? 0);
  const precision = overlap / predTokens.length;
  const recall = overlap / goldTokens.length;
  return { precision, recall, f1: harmonic(precision, recall) };
}

// ---------------------------------------------------------------- snippets (WCXB with / without)

/**
 * How many of `snippets` occur in `text`, case-insensitively. Whitespace runs count as one space on both
 * sides: the gold writes a snippet on one line, while extracted text (Readability's textContent especially)
 * keeps the source's line breaks inside paragraphs.
 */
export function snippetHits(text: string, snippets: string[]): number {
  const haystack = normalizeForSnippets(text);
  return snippets.filter((s) => haystack.includes(normalizeForSnippets(s))).length;
}

function normalizeForSnippets(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------- small statistics

export function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

export function harmonic(a: number, b: number): number {
  return a + b === 0 ? 0 : (2 * a * b) / (a + b);
}

/** Nearest-rank percentile (p in 0..100) of unsorted values; 0 for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Summary statistics of the browser benchmark. Pure functions over plain numbers so they are unit-tested
 * (test/bench-browser/stats.test.ts) apart from the browser.
 */

/** The q-quantile (0..1) with linear interpolation between closest ranks (R type 7, numpy's default). NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile must be in [0, 1], got ${q}`);
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lower = Math.floor(pos);
  const upper = Math.ceil(pos);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (pos - lower);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);
export const p95 = (values: readonly number[]): number => quantile(values, 0.95);

/**
 * Ratios a/b computed page by page, over the pages where both tools produced a time. A ratio of two
 * sub-resolution timings is meaningless, so both times are floored at `floorMs` (the timer's resolution)
 * before dividing; otherwise a 0 ms page would give an infinite or zero ratio.
 */
export function pageRatios(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>, floorMs = 0.1): number[] {
  const ratios: number[] = [];
  for (const [id, ta] of a) {
    const tb = b.get(id);
    if (tb === undefined || !Number.isFinite(ta) || !Number.isFinite(tb)) continue;
    ratios.push(Math.max(ta, floorMs) / Math.max(tb, floorMs));
  }
  return ratios;
}

/** Median of per-page ratios a/b: the headline "Pith vs peer" figure (<= 1.0 means Pith is faster on the typical page). */
export function medianRatio(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>, floorMs = 0.1): number {
  return median(pageRatios(a, b, floorMs));
}

export interface Distribution {
  n: number;
  min: number;
  p5: number;
  p25: number;
  median: number;
  p75: number;
  p95: number;
  max: number;
  mean: number;
}

export function distribution(values: readonly number[]): Distribution {
  const mean = values.length ? values.reduce((s, v) => s + v, 0) / values.length : Number.NaN;
  return {
    n: values.length,
    min: values.length ? Math.min(...values) : Number.NaN,
    p5: quantile(values, 0.05),
    p25: quantile(values, 0.25),
    median: quantile(values, 0.5),
    p75: quantile(values, 0.75),
    p95: quantile(values, 0.95),
    max: values.length ? Math.max(...values) : Number.NaN,
    mean,
  };
}

/** Rounds for reports: 2 decimals below 10, 1 decimal above; NaN stays NaN (shown as "–"). */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.abs(value) < 10 ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10;
}

/** `n` items evenly spaced over `items` (a representative subset; all of them when `n` is absent or not smaller). */
export function evenlySpaced<T>(items: readonly T[], n: number | undefined): T[] {
  if (n === undefined || n >= items.length) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]);
}

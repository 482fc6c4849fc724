/**
 * How well a per-page prediction (the quality score) follows the per-page F1: Pearson and Spearman correlation, and
 * for a threshold, the "try recall" hint's catch: how many bad pages (F1 below BAD_F1) score under the threshold and
 * how many good pages do too. Shared by the bench's quality section and the quality model's training script.
 */

/** A page whose F1 is below this is one the user would want a second try on. */
export const BAD_F1 = 0.5;

export interface Scored {
  predicted: number;
  f1: number;
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  const mx = xs.reduce((a, b) => a + b, 0) / n, my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx, dy = ys[i] - my;
    sxy += dx * dy; sxx += dx * dx; syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** Ranks from 1, ties sharing the mean of their ranks (so Spearman stays exact with many equal F1s of 1). */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1][0] === order[start][0]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) out[order[k][1]] = rank;
    start = end + 1;
  }
  return out;
}

export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return pearson(ranks(xs), ranks(ys));
}

export interface HintCatch {
  threshold: number;
  /** Pages with F1 < BAD_F1, and how many of them score below the threshold (the hint shows). */
  bad: number;
  caught: number;
  /** Pages with F1 >= BAD_F1, and how many of them the hint shows on all the same. */
  good: number;
  flagged: number;
}

export function hintCatch(pages: readonly Scored[], threshold: number): HintCatch {
  const result: HintCatch = { threshold, bad: 0, caught: 0, good: 0, flagged: 0 };
  for (const p of pages) {
    const hinted = p.predicted < threshold;
    if (p.f1 < BAD_F1) { result.bad++; if (hinted) result.caught++; } else { result.good++; if (hinted) result.flagged++; }
  }
  return result;
}

export interface Agreement {
  pages: number;
  pearson: number;
  spearman: number;
}

export function agreement(pages: readonly Scored[]): Agreement {
  const xs = pages.map((p) => p.predicted), ys = pages.map((p) => p.f1);
  return { pages: pages.length, pearson: pearson(xs, ys), spearman: spearman(xs, ys) };
}

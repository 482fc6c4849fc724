// Intent: the bench's agreement figures between predicted quality and F1 (Pearson, Spearman with tied ranks, the
// "try recall" hint's catch) give the values worked out by hand on four-page examples.
import { describe, expect, it } from 'vitest';
import { agreement, hintCatch, pearson, ranks, spearman } from '../../tools/bench/correlation';

describe('pearson', () => {
  it('is 1 and -1 on exact lines', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
  });
  it('is 4/5 on a worked example', () => {
    // Deviations -1.5 -0.5 0.5 1.5 against -1.5 0.5 -0.5 1.5: sum of products 4, sums of squares 5 and 5.
    expect(pearson([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
  });
  it('is 0 when one side is constant or there is under two pages', () => {
    expect(pearson([1, 2, 3], [5, 5, 5])).toBe(0);
    expect(pearson([1], [2])).toBe(0);
  });
});

describe('ranks and spearman', () => {
  it('gives tied values the mean of their ranks', () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    expect(ranks([1, 1, 1])).toEqual([2, 2, 2]);
  });
  it('is the Pearson of the ranks', () => {
    // Ranks of the second list: 1 2 4 3, the worked Pearson example again.
    expect(spearman([1, 2, 3, 4], [10, 20, 40, 30])).toBeCloseTo(0.8, 12);
    // Monotone but not linear: Spearman 1, Pearson below it.
    expect(spearman([1, 2, 3, 4], [1, 10, 100, 1000])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4], [1, 10, 100, 1000])).toBeLessThan(0.9);
  });
});

describe('hintCatch', () => {
  const pages = [
    { predicted: 0.2, f1: 0.1 }, // bad, hinted
    { predicted: 0.6, f1: 0.3 }, // bad, missed
    { predicted: 0.3, f1: 0.9 }, // good, flagged
    { predicted: 0.9, f1: 0.95 }, // good, not flagged
    { predicted: 0.5, f1: 0.5 }, // good (F1 0.5 is not below 0.5), at the threshold: not hinted
  ];
  it('counts bad pages caught and good pages flagged below the threshold', () => {
    expect(hintCatch(pages, 0.5)).toEqual({ threshold: 0.5, bad: 2, caught: 1, good: 3, flagged: 1 });
    expect(hintCatch(pages, 0.7)).toEqual({ threshold: 0.7, bad: 2, caught: 2, good: 3, flagged: 2 });
  });
  it('agreement reports both correlations over the pages', () => {
    const a = agreement(pages.slice(0, 4));
    expect(a.pages).toBe(4);
    expect(a.pearson).toBeCloseTo(pearson([0.2, 0.6, 0.3, 0.9], [0.1, 0.3, 0.9, 0.95]), 12);
    // Ranks 1 3 2 4 against 1 2 3 4.
    expect(a.spearman).toBeCloseTo(0.8, 12);
  });
});

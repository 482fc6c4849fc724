// Intent: the summary statistics and the page-by-page ratio math that the acceptance targets are stated in.
import { describe, expect, it } from 'vitest';
import { distribution, evenlySpaced, median, medianRatio, p95, pageRatios, quantile, round } from '../../tools/bench-browser/stats';

describe('quantile', () => {
  it('interpolates between closest ranks (numpy default)', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.95)).toBeCloseTo(48);
    expect(quantile([3, 1, 2], 0)).toBe(1);
    expect(quantile([3, 1, 2], 1)).toBe(3);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is NaN for no values and rejects q outside [0, 1]', () => {
    expect(median([])).toBeNaN();
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
  });

  it('p95 of 1..100 is 95.05', () => {
    expect(p95(Array.from({ length: 100 }, (_, i) => i + 1))).toBeCloseTo(95.05);
  });
});

describe('page ratios', () => {
  const pith = new Map([['a', 10], ['b', 40], ['c', 5], ['only-pith', 1]]);
  const peer = new Map([['a', 20], ['b', 20], ['c', 10], ['only-peer', 3]]);

  it('pairs pages by id and ignores pages only one tool completed', () => {
    expect(pageRatios(pith, peer).sort()).toEqual([0.5, 0.5, 2]);
  });

  it('takes the median of per-page ratios, not the ratio of medians', () => {
    // Per-page ratios 0.1, 2, 3 (median 2); the ratio of the medians would be 3 / 10 = 0.3.
    const a = new Map([['x', 1], ['y', 100], ['z', 3]]);
    const b = new Map([['x', 10], ['y', 50], ['z', 1]]);
    expect(medianRatio(a, b)).toBe(2);
  });

  it('floors sub-resolution times so a 0 ms page gives no infinite ratio', () => {
    expect(pageRatios(new Map([['p', 1]]), new Map([['p', 0]]), 0.1)).toEqual([10]);
    expect(pageRatios(new Map([['p', 0]]), new Map([['p', 0]]), 0.1)).toEqual([1]);
  });

  it('skips non-finite times', () => {
    expect(pageRatios(new Map([['p', Number.NaN]]), new Map([['p', 1]]))).toEqual([]);
  });
});

describe('distribution and rounding', () => {
  it('summarises min, quartiles, p95, max and mean', () => {
    const d = distribution([1, 2, 3, 4, 5]);
    expect(d).toMatchObject({ n: 5, min: 1, median: 3, max: 5, mean: 3, p25: 2, p75: 4 });
  });

  it('rounds to 2 decimals below 10 and 1 above, keeping NaN', () => {
    expect(round(1.23456)).toBe(1.23);
    expect(round(123.456)).toBe(123.5);
    expect(round(Number.NaN)).toBeNaN();
  });
});

describe('evenlySpaced', () => {
  it('picks n items spread over the whole list, first included', () => {
    expect(evenlySpaced([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
    expect(evenlySpaced([0, 1, 2], 2)).toEqual([0, 1]);
  });

  it('returns everything when n is absent or not smaller', () => {
    expect(evenlySpaced([1, 2], undefined)).toEqual([1, 2]);
    expect(evenlySpaced([1, 2], 5)).toEqual([1, 2]);
  });
});

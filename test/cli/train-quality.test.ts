// Intent: the quality model's training pieces do what the provenance says: the logistic fit recovers known
// coefficients (in raw feature units, after its internal standardisation), the linear solver is exact, and the
// domain folds are stable and keep a domain in one fold.
import { describe, expect, it } from 'vitest';
import { evaluate, fitLogistic, solve } from '../../tools/train-quality/fit';
import { domainOf, foldOf } from '../../tools/train-quality/data';

describe('solve', () => {
  it('solves a 2x2 system', () => {
    // 2a + b = 5, a + 3b = 10 -> a = 1, b = 3.
    const [a, b] = solve([[2, 1], [1, 3]], [5, 10]);
    expect(a).toBeCloseTo(1, 12);
    expect(b).toBeCloseTo(3, 12);
  });
});

describe('fitLogistic', () => {
  it('recovers the coefficients of soft targets drawn from a known logistic curve', () => {
    const xs: number[][] = [], ys: number[] = [];
    for (let i = 0; i <= 40; i++) {
      const a = i / 10, b = (i % 7) * 100; // b on a large scale: the raw-unit weight must come back divided
      xs.push([a, b]);
      ys.push(1 / (1 + Math.exp(-(-2 + 1.5 * a - 0.004 * b))));
    }
    const model = fitLogistic(xs, ys, 0);
    expect(model.intercept).toBeCloseTo(-2, 4);
    expect(model.weights[0]).toBeCloseTo(1.5, 4);
    expect(model.weights[1]).toBeCloseTo(-0.004, 6);
    expect(evaluate(model, [2, 300])).toBeCloseTo(1 / (1 + Math.exp(-(-2 + 3 - 1.2))), 5);
  });
  it('gives a feature constant over the data no weight', () => {
    const model = fitLogistic([[0, 7], [1, 7], [2, 7]], [0.2, 0.5, 0.8], 1);
    expect(model.weights[1]).toBe(0);
  });
  it('shrinks weights under the L2 penalty', () => {
    const xs = [[0], [1], [2], [3]], ys = [0.1, 0.3, 0.7, 0.9];
    expect(Math.abs(fitLogistic(xs, ys, 10).weights[0])).toBeLessThan(Math.abs(fitLogistic(xs, ys, 0).weights[0]));
  });
});

describe('domain folds', () => {
  it('reads the host without www', () => {
    expect(domainOf('https://www.example.co.uk/a/b?c')).toBe('example.co.uk');
    expect(domainOf('http://blog.example.com/')).toBe('blog.example.com');
  });
  it('puts a domain in the same fold every time, within range', () => {
    for (const d of ['a.com', 'example.org', 'ünïcode.de']) {
      const k = foldOf(d, 5);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(5);
      expect(foldOf(d, 5)).toBe(k);
    }
    const spread = new Set(['a.com', 'b.com', 'c.com', 'd.com', 'e.com', 'f.com', 'g.com', 'h.com'].map((d) => foldOf(d, 5)));
    expect(spread.size).toBeGreaterThan(2);
  });
  it('hashes with 32-bit FNV-1a (published test vectors, read back with a 2^32 modulus)', () => {
    expect(foldOf('a', 2 ** 32)).toBe(0xe40c292c);
    expect(foldOf('foobar', 2 ** 32)).toBe(0xbf9cf968);
  });
});

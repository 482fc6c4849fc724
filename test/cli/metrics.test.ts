// Intent: the corpus metrics give the figures worked out by hand on tiny texts, including every edge case the
// corpora README and the scrapinghub evaluate.py define (empty gold, empty prediction, short texts).
import { describe, expect, it } from 'vitest';
import {
  median, percentile, shingleCounts, shingleDataset, shinglePrecision, shingleRecall, shingles, snippetHits, tokenize, wordScores,
} from '../../tools/bench/metrics';

describe('tokenize', () => {
  it('keeps Unicode letters, digits and underscore, drops punctuation', () => {
    expect(tokenize("Ça coûte 12,50 € — n'est-ce pas? snake_case")).toEqual(['Ça', 'coûte', '12', '50', 'n', 'est', 'ce', 'pas', 'snake_case']);
  });
  it('splits at combining marks, as Python\'s \\w does', () => {
    // "e" + U+0301 (combining acute): the mark is not a word character in Python's re, so it ends the token.
    expect(tokenize('cafe\u0301 ok')).toEqual(['cafe', 'ok']);
  });
});

describe('shingles', () => {
  it('makes 4-token shingles', () => {
    expect(shingles('a b c d e')).toEqual(['a b c d', 'b c d e']);
  });
  it('makes one shorter shingle from 1-3 tokens, none from none', () => {
    expect(shingles('a, b!')).toEqual(['a b']);
    expect(shingles(' -- ')).toEqual([]);
  });
  it('keeps case', () => {
    expect(shingles('A b c d')).not.toEqual(shingles('a b c d'));
  });
});

describe('shingle counts and page scores', () => {
  it('normalises TP/FP/FN by their sum', () => {
    // gold shingles: [a b c d, b c d e]; prediction: [a b c d, b c d x, c d x y] -> TP 1, FP 2, FN 1, sum 4.
    const counts = shingleCounts('a b c d e', 'a b c d x y');
    expect(counts).toEqual({ tp: 0.25, fp: 0.5, fn: 0.25 });
    expect(shinglePrecision(counts)).toBeCloseTo(1 / 3);
    expect(shingleRecall(counts)).toBeCloseTo(1 / 2);
  });
  it('counts repeated shingles as a multiset', () => {
    const gold = 'p q r s p q r s'; // shingles: pqrs, qrsp, rspq, spqr, pqrs -> pqrs x2
    const counts = shingleCounts(gold, 'p q r s');
    // TP 1 (pqrs), FP 0, FN 4 -> normalised by 5.
    expect(counts.tp).toBeCloseTo(0.2);
    expect(counts.fn).toBeCloseTo(0.8);
    expect(shinglePrecision(counts)).toBe(1);
    expect(shingleRecall(counts)).toBeCloseTo(0.2);
  });
  it('scores 1 when nothing is missing or extra, 0 when nothing is shared', () => {
    expect(shinglePrecision(shingleCounts('a b c d e', 'a b c d e'))).toBe(1);
    expect(shingleRecall(shingleCounts('', ''))).toBe(1);
    const miss = shingleCounts('a b c d', 'w x y z');
    expect([shinglePrecision(miss), shingleRecall(miss)]).toEqual([0, 0]);
  });
});

describe('shingle dataset figures', () => {
  it('averages page P and R, F1 of the means; empty predictions count for recall only', () => {
    const perfect = shingleCounts('a b c d e', 'a b c d e'); // P 1, R 1
    const half = shingleCounts('a b c d e', 'a b c d x y'); // P 1/3, R 1/2
    const empty = shingleCounts('a b c d e', ''); // TP+FP = 0: no precision; R 0
    const { precision, recall, f1 } = shingleDataset([perfect, half, empty]);
    expect(precision).toBeCloseTo((1 + 1 / 3) / 2);
    expect(recall).toBeCloseTo((1 + 1 / 2 + 0) / 3);
    expect(f1).toBeCloseTo((2 * precision * recall) / (precision + recall));
  });
});

describe('word F1', () => {
  it('uses lower-cased bags of words', () => {
    // gold: the(2) cat sat = 4 tokens; pred: The cat ran = 3 tokens; overlap the(1)+cat(1) = 2.
    const s = wordScores('the cat sat, the', 'The cat ran');
    expect(s.precision).toBeCloseTo(2 / 3);
    expect(s.recall).toBeCloseTo(2 / 4);
    expect(s.f1).toBeCloseTo((2 * (2 / 3) * 0.5) / (2 / 3 + 0.5));
  });
  it('applies the empty-gold rules', () => {
    expect(wordScores('', '').f1).toBe(1);
    expect(wordScores('  ', 'anything').f1).toBe(0);
    expect(wordScores('some gold', '').f1).toBe(0);
    expect(wordScores('some gold', '— …').f1).toBe(0); // no tokens counts as empty
  });
});

describe('snippets', () => {
  it('finds snippets case-insensitively, whitespace runs as one space', () => {
    const text = 'The Quick brown\n  fox jumps.\n\nOver the dog.';
    expect(snippetHits(text, ['quick brown fox', 'over THE dog', 'lazy dog'])).toBe(2);
    expect(snippetHits(text, [])).toBe(0);
  });
});

describe('statistics', () => {
  it('median and nearest-rank percentile', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(median([])).toBe(0);
  });
});

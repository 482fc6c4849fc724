// Intent: a collapse is a page Pith scores under 0.3 while Readability.js scores over 0.7; they are counted per fold
// group, and only the development folds' ids are listed, worst first.
import { describe, expect, it } from 'vitest';
import { collapseLine, countCollapses } from '../../tools/bench/collapses';

describe('countCollapses', () => {
  const pairs = [
    { id: 'dev-bad', fold: 1, pith: 0.1, readability: 0.9 },
    { id: 'dev-worse', fold: 3, pith: 0.0, readability: 0.8 },
    { id: 'dev-both-bad', fold: 2, pith: 0.1, readability: 0.5 },
    { id: 'dev-edge', fold: 0, pith: 0.3, readability: 0.9 },
    { id: 'dev-fine', fold: 0, pith: 0.9, readability: 0.9 },
    { id: 'unseen-bad', fold: 4, pith: 0.2, readability: 0.95 },
    { id: 'unseen-fine', fold: 4, pith: 0.8, readability: 0.95 },
  ];

  it('counts per fold group and lists folds 0-3 only', () => {
    const collapses = countCollapses(pairs);
    expect(collapses.counts).toEqual({ 'folds 0-3': { pages: 5, collapsed: 2 }, 'fold 4': { pages: 2, collapsed: 1 } });
    expect(collapses.ids).toEqual(['dev-worse', 'dev-bad']);
    const line = collapseLine('pith:standard', collapses);
    expect(line).toContain('folds 0-3 2 of 5, fold 4 1 of 2');
    expect(line).not.toContain('unseen');
  });
});

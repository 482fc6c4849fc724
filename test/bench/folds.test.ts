// Intent: pages split into the development folds 0-3, the unseen fold 4 and "no fold" (pages splits.json lacks); the
// fold figures score each group with the corpus's own dataset metric, per page type or language beside the whole;
// fold-4 pages are never listable.
import { describe, expect, it } from 'vitest';
import { byFoldGroup, foldGroup, mayList } from '../../tools/bench/folds';
import { foldFigures, foldTable } from '../../tools/bench/fold-figures';
import { SCORERS, type PageScore } from '../../tools/bench/scoring';
import type { CorpusPage } from '../../tools/bench/corpus';

const page = (id: string, fold: number | undefined, language: string): CorpusPage =>
  ({ corpus: 'daniel-dev', id, url: 'about:blank', html: '', gold: { text: 'x', language, with: [], without: [] }, ...(fold === undefined ? {} : { fold }) });
const score = (f1: number, precision = f1): PageScore => ({ f1, precision, recall: f1 });

describe('fold groups', () => {
  it('puts folds 0-3 together, fold 4 apart and pages without a fold aside', () => {
    expect([0, 1, 2, 3, 4, undefined].map(foldGroup)).toEqual(['folds 0-3', 'folds 0-3', 'folds 0-3', 'folds 0-3', 'fold 4', 'no fold']);
    const groups = byFoldGroup([{ fold: 4, id: 'a' }, { fold: 0, id: 'b' }, { id: 'c' }, { fold: 3, id: 'd' }]);
    expect(groups.map(([group, items]) => [group, items.map((i) => i.id)])).toEqual([['folds 0-3', ['b', 'd']], ['fold 4', ['a']], ['no fold', ['c']]]);
  });

  it('never lists a fold-4 page', () => {
    expect([{ fold: 4 }, { fold: 2 }, {}].map(mayList)).toEqual([false, true, true]);
  });
});

describe('foldFigures', () => {
  const pages = [page('a', 0, 'Greek'), page('b', 1, 'Greek'), page('c', 4, 'Greek'), page('d', 2, 'Polish'), page('e', 4, 'Polish')];
  const runs = [
    { tool: 'pith', scores: [1, 0.5, 0.2, 0.9, 0.4].map((f) => score(f)) },
    { tool: 'readability', scores: [0.8, 0.8, 0.6, 0.7, 1].map((f) => score(f, f / 2)) },
  ];
  const figures = foldFigures(pages, runs, SCORERS['daniel-dev']);

  it('means page F1 per fold group, overall and per language, every tool on the same pages', () => {
    expect(figures.all['folds 0-3']!.pith.pages).toBe(3);
    expect(figures.all['folds 0-3']!.pith.f1).toBeCloseTo(0.8, 10);
    expect(figures.all['fold 4']!.pith.f1).toBeCloseTo(0.3, 10);
    expect(figures.all['fold 4']!.readability.f1).toBeCloseTo(0.8, 10);
    expect(figures.all['fold 4']!.readability.precision).toBeCloseTo(0.4, 10);
    expect(figures.Greek['folds 0-3']!.pith.f1).toBeCloseTo(0.75, 10);
    expect(figures.Polish['fold 4']!.readability.f1).toBe(1);
    expect(Object.keys(figures)).toEqual(['all', 'Greek', 'Polish']);
  });

  it('renders folds 0-3 and fold 4 side by side, with precision when asked', () => {
    const table = foldTable(figures, ['pith', 'readability'], 'language', { withPrecision: true });
    expect(table.split('\n')[0]).toBe('| language | pages 0-3 | pith F1 0-3 | pith P 0-3 | readability F1 0-3 | readability P 0-3 | pages 4 | pith F1 4 | pith P 4 | readability F1 4 | readability P 4 |');
    expect(table).toContain('| **all** | 3 | 0.800 | 0.800 | 0.767 | 0.383 | 2 | 0.300 | 0.300 | 0.800 | 0.400 |');
  });
});

// Intent: the ablation table gathers each rule's gain per corpus and fold group from the reports, and counts from the
// per-page records the pages a rule changes and the collapses switching it off adds, per fold group only.
import { describe, expect, it } from 'vitest';
import { ablationRows, renderAblationTable, type CorpusAblation } from '../../tools/bench/ablation-table';

const page = (fold: number, plain: number, without: number, readability: number) => ({
  fold, tools: { 'pith:standard': { score: { f1: plain } }, 'pith:standard ablated rule:drop-hidden': { score: { f1: without } }, readability: { score: { f1: readability } } },
});

describe('ablationRows', () => {
  const corpus: CorpusAblation = {
    corpus: 'toy',
    gains: [{ switchedOff: 'rule:drop-hidden', gain: { 'folds 0-3': 0.05, 'fold 4': -0.01 } }],
    pages: [page(0, 0.9, 0.2, 0.8), page(1, 0.5, 0.5, 0.9), page(4, 0.6, 0.7, 0.9), page(4, 0.25, 0.25, 0.9)],
  };

  it('reads gains, changed pages and added collapses per fold group', () => {
    const [row] = ablationRows([corpus]);
    expect(row).toMatchObject({ rule: 'drop-hidden', stage: 'clean', gain: { toy: { 'folds 0-3': 0.05, 'fold 4': -0.01 } } });
    expect(row.changed).toEqual({ 'folds 0-3': 1, 'fold 4': 1 });
    expect(row.collapsesAdded).toEqual({ 'folds 0-3': 1, 'fold 4': 0 });
  });

  it('renders one row per rule with a cell per corpus', () => {
    const table = renderAblationTable(ablationRows([corpus]), ['toy', 'other']);
    expect(table).toContain('| drop-hidden | clean | +0.0500 / -0.0100 |  | 1 / 1 | 1 / 0 |');
  });
});

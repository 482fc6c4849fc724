// Intent: `--against` reads an earlier run's report and gives, per corpus, Pith's F1 change on folds 0-3 and on fold 4,
// the share of the development gain the unseen fold shows, and collapses before and after; a missing report or one
// without folds is said, and runs over different pages are flagged.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, readReport, renderComparison, type QualityReport } from '../../tools/bench/compare';

function report(dev: number, unseen: number, collapses: [number, number], unseenPages = 20): QualityReport {
  const cell = (f1: number, pages: number) => ({ pages, f1, precision: f1, recall: f1 });
  return {
    pages: 100,
    sections: {
      quality: {
        tools: [{ tool: 'pith:standard' }, { tool: 'readability' }],
        folds: { all: { 'folds 0-3': { 'pith:standard': cell(dev, 80), readability: cell(0.9, 80) }, 'fold 4': { 'pith:standard': cell(unseen, unseenPages), readability: cell(0.9, unseenPages) } } },
        collapses: { counts: { 'folds 0-3': { pages: 80, collapsed: collapses[0] }, 'fold 4': { pages: unseenPages, collapsed: collapses[1] } }, ids: [] },
      },
    },
  };
}

describe('compare', () => {
  it('gives the change per fold group, the unseen share of the gain and collapses before and after', () => {
    const row = compare('dragnet', report(0.8, 0.7, [5, 2]), report(0.84, 0.71, [3, 2]));
    expect(row.folds['folds 0-3']!.change).toBeCloseTo(0.04, 10);
    expect(row.folds['fold 4']!.change).toBeCloseTo(0.01, 10);
    expect(row.unseenShare).toBeCloseTo(0.25, 10);
    const table = renderComparison([row], '/old');
    expect(table).toContain('| dragnet | 0.8000 | 0.8400 | +0.0400 | 0.7000 | 0.7100 | +0.0100 | 0.25 | 5 → 3 | 2 → 2 |');
  });

  it('leaves the share out when the development folds did not move', () => {
    expect(compare('c', report(0.8, 0.7, [0, 0]), report(0.8, 0.75, [0, 0])).unseenShare).toBeUndefined();
  });

  it('says when the earlier run has no report or no folds, and when the pages differ', () => {
    expect(compare('c', undefined, report(0.8, 0.7, [0, 0])).missing).toMatch(/no report/);
    const noFolds: QualityReport = { pages: 1, sections: { quality: { tools: [{ tool: 'pith:standard' }] } } };
    expect(compare('c', noFolds, report(0.8, 0.7, [0, 0])).missing).toMatch(/without fold figures/);
    expect(renderComparison([compare('c', report(0.8, 0.7, [0, 0], 20), report(0.8, 0.7, [0, 0], 10))], '/old')).toMatch(/Not the same pages.*fold 4: 20 → 10/);
  });

  it('reads a report from a run folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pith-compare-'));
    writeFileSync(join(dir, 'cleaneval.json'), JSON.stringify(report(0.5, 0.4, [1, 1])));
    expect(readReport(dir, 'cleaneval')?.sections.quality?.folds?.all['fold 4']?.['pith:standard'].f1).toBe(0.4);
    expect(readReport(dir, 'dragnet')).toBeUndefined();
  });
});

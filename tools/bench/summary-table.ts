/**
 * The generalisation summary of a run: per corpus, Pith and Readability.js on folds 0-3 beside fold 4 with the
 * collapses, then WCXB per page type and daniel-dev per language (with precision). Read from the runs' JSON reports,
 * so a run split over several out folders (one per group of corpora) still makes one table.
 */
import { foldTable } from './fold-figures';
import type { QualityReport } from './compare';
import type { FoldGroup } from './folds';

export function renderSummary(reports: { corpus: string; report: QualityReport }[]): string {
  const head = '| corpus | pages 0-3 | Pith F1 0-3 | Readability F1 0-3 | pages 4 | Pith F1 4 | Readability F1 4 | collapses 0-3 | collapses 4 |';
  const lines = [head, '|---|---:|---:|---:|---:|---:|---:|---:|---:|'];
  const details: string[] = [];
  for (const { corpus, report } of reports) {
    const quality = report.sections.quality;
    if (!quality?.folds) { lines.push(`| ${corpus} | no fold figures in the report |||||||| `); continue; }
    const [pith, readability] = [quality.tools[0].tool, quality.tools[quality.tools.length - 1].tool];
    const cells = (fold: FoldGroup) => {
      const at = quality.folds!.all?.[fold];
      return at ? [String(at[pith].pages), at[pith].f1.toFixed(3), at[readability].f1.toFixed(3)] : ['0', '', ''];
    };
    const collapsed = (fold: FoldGroup) => {
      const c = quality.collapses?.counts[fold];
      return c ? String(c.collapsed) : '';
    };
    lines.push(`| ${corpus} | ${[...cells('folds 0-3'), ...cells('fold 4'), collapsed('folds 0-3'), collapsed('fold 4')].join(' | ')} |`);
    const groups = Object.keys(quality.folds).filter((g) => g !== 'all');
    if (groups.length) {
      const daniel = corpus === 'daniel-dev';
      details.push('', `${corpus}, per ${daniel ? 'language (F1 and precision)' : 'page type'}:`, '',
        foldTable(quality.folds, [pith, readability], daniel ? 'language' : 'page type', { withPrecision: daniel }));
    }
  }
  return [...lines, ...details].join('\n') + '\n';
}

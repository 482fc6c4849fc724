/**
 * `--against DIR`: this run beside an earlier one, per corpus, from the two runs' JSON reports: Pith's F1 change on
 * folds 0-3 and on fold 4, how much of the development gain the unseen fold shows (fold-4 gain / folds-0-3 gain:
 * near 1 generalises, near 0 or below learned sites), and the collapses before and after. How an engine change is judged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell, FoldFigures } from './fold-figures';
import type { Collapses } from './collapses';
import type { FoldGroup } from './folds';

/** What the comparison reads of a `<corpus>.json` report. */
export interface QualityReport {
  pages: number;
  sections: { quality?: { tools: { tool: string }[]; folds?: FoldFigures; collapses?: Collapses } };
}

export interface FoldChange { pagesBefore: number; pagesAfter: number; before: number; after: number; change: number; collapsesBefore?: number; collapsesAfter?: number }

export interface Comparison {
  corpus: string;
  tool: string;
  folds: Partial<Record<FoldGroup, FoldChange>>;
  /** Fold-4 change over folds-0-3 change; undefined when the development folds did not move. */
  unseenShare?: number;
  /** Why no comparison could be made (a report missing or written without folds). */
  missing?: string;
}

export function readReport(dir: string, corpus: string): QualityReport | undefined {
  const path = join(dir, `${corpus}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as QualityReport) : undefined;
}

/** Pith's first run (the report's first tool) before and after, per fold group of the whole corpus. */
export function compare(corpus: string, before: QualityReport | undefined, after: QualityReport | undefined): Comparison {
  const old = before?.sections.quality, now = after?.sections.quality;
  const tool = now?.tools[0]?.tool ?? '';
  if (!old?.folds || !now?.folds) return { corpus, tool, folds: {}, missing: !before ? 'no report for this corpus in the earlier run' : 'a report without fold figures' };
  const oldTool = old.tools[0].tool;
  const folds: Comparison['folds'] = {};
  for (const [fold, cells] of Object.entries(now.folds.all ?? {}) as [FoldGroup, Record<string, Cell>][]) {
    const was = old.folds.all?.[fold]?.[oldTool];
    if (!was) continue;
    const is = cells[tool];
    folds[fold] = {
      pagesBefore: was.pages, pagesAfter: is.pages, before: was.f1, after: is.f1, change: is.f1 - was.f1,
      collapsesBefore: old.collapses?.counts[fold]?.collapsed, collapsesAfter: now.collapses?.counts[fold]?.collapsed,
    };
  }
  const dev = folds['folds 0-3']?.change, unseen = folds['fold 4']?.change;
  return { corpus, tool, folds, unseenShare: dev === undefined || unseen === undefined || dev === 0 ? undefined : unseen / dev };
}

export function renderComparison(rows: Comparison[], againstDir: string): string {
  const lines = [`## Against ${againstDir}`, '',
    'Pith F1 before and after per fold group (same metric as each corpus\'s headline); "fold 4 / 0-3" is the unseen fold\'s change over the development folds\' change; collapses before → after.', '',
    '| corpus | F1 0-3 before | after | change | F1 4 before | after | change | fold 4 / 0-3 | collapses 0-3 | collapses 4 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const row of rows) {
    if (row.missing) { lines.push(`| ${row.corpus} | ${row.missing} |||||||||`); continue; }
    const dev = row.folds['folds 0-3'], unseen = row.folds['fold 4'];
    lines.push(`| ${row.corpus} | ${f4(dev?.before)} | ${f4(dev?.after)} | ${signed(dev?.change)} | ${f4(unseen?.before)} | ${f4(unseen?.after)} | ${signed(unseen?.change)} | ` +
      `${row.unseenShare === undefined ? '' : row.unseenShare.toFixed(2)} | ${arrow(dev)} | ${arrow(unseen)} |`);
  }
  const differing = rows.flatMap((row) => Object.entries(row.folds).filter(([, c]) => c.pagesBefore !== c.pagesAfter).map(([fold, c]) => `${row.corpus} ${fold}: ${c.pagesBefore} → ${c.pagesAfter} pages`));
  if (differing.length) lines.push('', `Not the same pages, so the changes do not compare: ${differing.join('; ')}.`);
  return lines.join('\n') + '\n';
}

const f4 = (x: number | undefined) => (x === undefined ? '' : x.toFixed(4));
const signed = (x: number | undefined) => (x === undefined ? '' : `${x >= 0 ? '+' : ''}${x.toFixed(4)}`);
const arrow = (c: FoldChange | undefined) => (c?.collapsesBefore === undefined || c.collapsesAfter === undefined ? '' : `${c.collapsesBefore} → ${c.collapsesAfter}`);

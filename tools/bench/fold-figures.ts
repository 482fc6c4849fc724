/**
 * Every quality figure split by fold group: the development folds 0-3 beside the unseen fold 4, for the whole
 * corpus and for each of its groups (WCXB page type, daniel-dev language), every tool on the same pages. Each cell
 * is the corpus's own dataset metric (scorer.dataset), so it reads like the corpus's headline figure. Fold 4 only
 * ever appears here as an aggregate.
 */
import type { CorpusPage } from './corpus';
import { byFoldGroup, type FoldGroup } from './folds';
import type { PageScore, Scorer } from './scoring';

export interface Cell { pages: number; f1: number; precision: number; recall: number }

/** group ('all', or a page type, or a language) -> fold group -> tool -> figures. */
export type FoldFigures = Record<string, Partial<Record<FoldGroup, Record<string, Cell>>>>;

/** What the figures need of a tool's run: its name and its page scores, in the order of `pages`. */
export interface ScoredRun { tool: string; scores: readonly PageScore[] }

export const ALL = 'all';

export function foldFigures(pages: readonly CorpusPage[], runs: readonly ScoredRun[], scorer: Scorer): FoldFigures {
  const indexed = pages.map((page, i) => ({ page, i, fold: page.fold }));
  const groups = new Map<string, typeof indexed>([[ALL, indexed]]);
  if (scorer.group) {
    for (const item of indexed) {
      const key = scorer.group.of(item.page);
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
  }
  const figures: FoldFigures = {};
  for (const [group, items] of [...groups].sort(([a], [b]) => (a === ALL ? -1 : b === ALL ? 1 : a.localeCompare(b)))) {
    figures[group] = Object.fromEntries(byFoldGroup(items).map(([fold, of]) => [fold, Object.fromEntries(runs.map((run) => {
      const score = scorer.dataset(of.map((x) => x.page), of.map((x) => run.scores[x.i]));
      return [run.tool, { pages: of.length, f1: score.f1, precision: score.precision, recall: score.recall }];
    }))]));
  }
  return figures;
}

const SIDE_BY_SIDE: readonly FoldGroup[] = ['folds 0-3', 'fold 4', 'no fold'];

/**
 * One row per group, columns: for each fold group present, its page count then each tool's F1 (and precision
 * with `withPrecision`).
 */
export function foldTable(figures: FoldFigures, tools: readonly string[], groupName: string, options: { withPrecision?: boolean } = {}): string {
  const folds = SIDE_BY_SIDE.filter((fold) => Object.values(figures).some((row) => row[fold]));
  const toolCols = (fold: FoldGroup) => tools.flatMap((t) => [`${t} F1 ${short(fold)}`, ...(options.withPrecision ? [`${t} P ${short(fold)}`] : [])]);
  const head = [groupName, ...folds.flatMap((fold) => [`pages ${short(fold)}`, ...toolCols(fold)])];
  const lines = [`| ${head.join(' | ')} |`, `|---|${head.slice(1).map(() => '---:').join('|')}|`];
  for (const [group, row] of Object.entries(figures)) {
    const cells = folds.flatMap((fold) => {
      const at = row[fold];
      if (!at) return ['0', ...toolCols(fold).map(() => '')];
      const first = at[tools[0]];
      return [String(first?.pages ?? 0), ...tools.flatMap((t) => [f3(at[t]?.f1), ...(options.withPrecision ? [f3(at[t]?.precision)] : [])])];
    });
    lines.push(`| ${group === ALL ? '**all**' : group} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function short(fold: FoldGroup): string {
  return fold === 'folds 0-3' ? '0-3' : fold === 'fold 4' ? '4' : '(no fold)';
}

const f3 = (x: number | undefined) => (x === undefined ? '' : x.toFixed(3));

/**
 * Collapses: pages where Pith fails badly while Readability.js reads them well. They point at a wrong block or an
 * empty output on a page the plain cascade handles, the worst kind of failure. Counted per fold group; page ids
 * are kept only for the development folds (the unseen fold is never read page by page).
 */
import { byFoldGroup, mayList, type FoldGroup } from './folds';

/** Pith's page F1 below this... */
export const COLLAPSE_PITH_BELOW = 0.3;
/** ...while Readability.js's is above this. */
export const COLLAPSE_READABILITY_ABOVE = 0.7;

export interface PagePair { id: string; fold?: number; pith: number; readability: number }

export interface Collapses {
  /** Fold group -> pages of that group and how many collapsed. */
  counts: Partial<Record<FoldGroup, { pages: number; collapsed: number }>>;
  /** Collapsed pages of the folds that may be listed (never fold 4), worst first. */
  ids: string[];
}

export function isCollapse(pair: PagePair): boolean {
  return pair.pith < COLLAPSE_PITH_BELOW && pair.readability > COLLAPSE_READABILITY_ABOVE;
}

export function countCollapses(pairs: readonly PagePair[]): Collapses {
  const counts: Collapses['counts'] = {};
  for (const [fold, of] of byFoldGroup(pairs)) counts[fold] = { pages: of.length, collapsed: of.filter(isCollapse).length };
  const ids = pairs.filter((p) => isCollapse(p) && mayList(p)).sort((a, b) => a.pith - b.pith || a.id.localeCompare(b.id)).map((p) => p.id);
  return { counts, ids };
}

export function collapseLine(tool: string, collapses: Collapses): string {
  const counts = Object.entries(collapses.counts).map(([fold, c]) => `${fold} ${c.collapsed} of ${c.pages}`).join(', ');
  const ids = collapses.ids.length ? ` Folds 0-3: ${collapses.ids.join(', ')}.` : '';
  return `Collapses (${tool} F1 < ${COLLAPSE_PITH_BELOW} while Readability.js F1 > ${COLLAPSE_READABILITY_ABOVE}): ${counts}.${ids}`;
}

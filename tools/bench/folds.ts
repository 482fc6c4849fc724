/**
 * The folds of ../shared/corpora/splits.json (`{corpus: {id: fold}}`, whole sites per fold). Folds 0-3 are for
 * development; fold 4 is the unseen fold, reported only as an aggregate beside them (never page by page).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corporaRoot } from './corpus-root';

/** The fold nobody develops on. */
export const UNSEEN_FOLD = 4;

/** How a page's fold is reported: development folds, the unseen fold, or no fold (a page splits.json lacks). */
export type FoldGroup = 'folds 0-3' | 'fold 4' | 'no fold';
export const FOLD_GROUPS: readonly FoldGroup[] = ['folds 0-3', 'fold 4', 'no fold'];

export function foldGroup(fold: number | undefined): FoldGroup {
  if (fold === undefined) return 'no fold';
  return fold === UNSEEN_FOLD ? 'fold 4' : 'folds 0-3';
}

/** True when a page may be named in printed output (ids, worst-page lists): never for the unseen fold. */
export function mayList(page: { fold?: number }): boolean {
  return page.fold !== UNSEEN_FOLD;
}

export function splitsPath(): string {
  return join(corporaRoot(), 'splits.json');
}

/** The folds of one corpus's pages; undefined when the file is missing (the bench then says so) or lacks the corpus. */
export function foldsOf(corpus: string, path = splitsPath()): Readonly<Record<string, number>> | undefined {
  if (!existsSync(path)) return undefined;
  const all = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, number>>;
  return all[corpus];
}

/** A line for the report when the folds cannot be read, so a run without them is never mistaken for one with. */
export function missingSplitsNote(path = splitsPath()): string | undefined {
  return existsSync(path) ? undefined : `splits.json NOT FOUND at ${path}: pages carry no fold, so every figure is over all pages (no fold 4 kept apart).`;
}

/** Splits items into the fold groups that hold any, in FOLD_GROUPS order. */
export function byFoldGroup<T extends { fold?: number }>(items: readonly T[]): [FoldGroup, T[]][] {
  return FOLD_GROUPS.map((g): [FoldGroup, T[]] => [g, items.filter((item) => foldGroup(item.fold) === g)]).filter(([, of]) => of.length > 0);
}

/**
 * The corpora's folds (`../shared/corpora/splits.json`, `{corpus: {id: fold}}`): every page sits in one of five
 * folds by a hash of its site, so a fold holds whole sites. Folds 0-3 are for developing and fitting; fold 4 is
 * unseen and only ever reported as an aggregate beside them, so a gain on 0-3 that fold 4 does not show is
 * visible as one learned from sites.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corporaRoot } from './corpus';

/** The fold no rule, number or training example is chosen with. */
export const UNSEEN_FOLD = 4;

/** The two groups a figure is reported for: folds 0-3 and the unseen fold. */
export type Split = 'seen' | 'unseen';
export const SPLITS: readonly Split[] = ['seen', 'unseen'];
export const SPLIT_LABEL: Readonly<Record<Split, string>> = { seen: 'folds 0-3', unseen: `fold ${UNSEEN_FOLD}` };

/** Page id to fold for one corpus; undefined when splits.json is missing or does not list the corpus. */
export function loadFolds(corpus: string, root = corporaRoot()): ReadonlyMap<string, number> | undefined {
  const path = join(root, 'splits.json');
  if (!existsSync(path)) return undefined;
  const all = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, number>>;
  return all[corpus] ? new Map(Object.entries(all[corpus])) : undefined;
}

/** The group a fold reports in. A page splits.json does not list is reported as neither. */
export function splitOf(fold: number | undefined): Split | undefined {
  if (fold === undefined) return undefined;
  return fold === UNSEEN_FOLD ? 'unseen' : 'seen';
}

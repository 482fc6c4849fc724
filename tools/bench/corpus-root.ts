/** Where the evaluation corpora live: one definition for the loaders and the folds file beside them. */
import { join, resolve } from 'node:path';

/** `../shared/corpora` from the project root, or the `PITH_CORPORA` folder. */
export function corporaRoot(): string {
  return resolve(process.env.PITH_CORPORA ?? join(process.cwd(), '..', 'shared', 'corpora'));
}

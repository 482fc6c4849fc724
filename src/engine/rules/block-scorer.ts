/**
 * The learned block scorer as a tool the host supplies (`ExtractTools.blockScorer`), not an import of the cascade:
 * it is off in every mode, and its features read the stop-word lists of all 24 languages, which would ride in the
 * extension's first injected script (<= 80 KiB gzipped) for a stage no gesture runs. The engine's index
 * supplies it for Node, the CLI and the bench (`--block-floor`, `--block-model-folds`).
 */
import { loadBlockModel } from './block-model';
import { pruneByModel } from './model-prune';

export const BLOCK_SCORER = { load: loadBlockModel, prune: pruneByModel };

export type BlockScorerTool = typeof BLOCK_SCORER;

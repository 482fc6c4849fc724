/**
 * The learned block scorer's model: gradient-boosted regression trees over the features of ./block-features.ts,
 * read from a JSON data file (./block-model.json, written by `npm run train`; its provenance beside it in
 * ./block-model.provenance.json). The engine only evaluates the trees; it never trains.
 * A model names its features, so a file trained on another feature list is refused rather than misread.
 */
import { FEATURE_NAMES, LAYOUT_FEATURES } from './block-features';

export const MODEL_FORMAT = 'pith-block-model/1';

/**
 * One tree as parallel arrays, node 0 the root: an inner node sends a vector whose `feature[n]` value is at most
 * `threshold[n]` to `left[n]`, else to `right[n]`; a leaf (`feature[n] === -1`) adds `value[n]` to the margin.
 */
export interface Tree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface BlockModel {
  format: typeof MODEL_FORMAT;
  /** Feature names, in the order the trees' feature indices refer to. */
  features: string[];
  /** Margin (log-odds) before any tree. */
  base: number;
  trees: Tree[];
}

/** A model ready to score FEATURE_NAMES vectors: the trees' feature indices mapped to the engine's order. */
export interface LoadedModel {
  model: BlockModel;
  /** For each of the model's features, its index in FEATURE_NAMES. */
  columns: number[];
  /** Some tree splits on a layout feature: only then does scoring read the rendered layout. */
  usesLayout: boolean;
}

export class BlockModelError extends Error {
  override name = 'BlockModelError';
}

/** Checks a parsed JSON model and maps its features; a malformed file is a BlockModelError, never a wrong score. */
export function loadBlockModel(data: unknown): LoadedModel {
  const model = data as BlockModel;
  if (!model || model.format !== MODEL_FORMAT) throw new BlockModelError(`not a ${MODEL_FORMAT} file`);
  if (!Array.isArray(model.features) || !Array.isArray(model.trees) || typeof model.base !== 'number') {
    throw new BlockModelError('a model needs features, base and trees');
  }
  const columns = model.features.map((name) => {
    const at = FEATURE_NAMES.indexOf(name);
    if (at < 0) throw new BlockModelError(`unknown feature "${name}"`);
    return at;
  });
  let usesLayout = false;
  for (const tree of model.trees) {
    const n = tree.feature?.length ?? 0;
    for (const key of ['threshold', 'left', 'right', 'value'] as const) {
      if (tree[key]?.length !== n) throw new BlockModelError(`a tree's ${key} has ${tree[key]?.length} entries, not ${n}`);
    }
    for (let i = 0; i < n; i++) {
      const f = tree.feature[i];
      if (f === -1) continue;
      if (!(f >= 0 && f < columns.length) || !(tree.left[i] > i && tree.left[i] < n && tree.right[i] > i && tree.right[i] < n)) {
        throw new BlockModelError(`a tree's node ${i} points outside the tree or the features`);
      }
      if (LAYOUT_FEATURES.includes(columns[f])) usesLayout = true;
    }
  }
  return { model, columns, usesLayout };
}

/** The model's probability that a block is content, from its FEATURE_NAMES vector. */
export function scoreBlock(loaded: LoadedModel, vector: readonly number[]): number {
  let margin = loaded.model.base;
  for (const tree of loaded.model.trees) {
    let n = 0;
    while (tree.feature[n] !== -1) {
      n = vector[loaded.columns[tree.feature[n]]] <= tree.threshold[n] ? tree.left[n] : tree.right[n];
    }
    margin += tree.value[n];
  }
  return 1 / (1 + Math.exp(-margin));
}

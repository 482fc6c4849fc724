/**
 * A small gradient-boosted trees trainer (logistic loss, second-order leaf values, histogram splits), written here
 * rather than taken from Python's scikit-learn or XGBoost: the data is ~10^5 rows of ~80 features, which this trains
 * in seconds; it runs in the same process as the feature code, with no second toolchain to install; and its output
 * is the engine's own model format (src/engine/rules/block-model.ts), evaluated by the same code in tests.
 * Deterministic: no sampling, ties broken by feature order.
 */
import { MODEL_FORMAT, type BlockModel, type Tree } from '../../src/engine/rules/block-model';

export interface TrainParams {
  trees: number;
  depth: number;
  learningRate: number;
  /** Least number of rows on each side of a split. */
  minLeafRows: number;
  /** L2 penalty on leaf values. */
  lambda: number;
  /** Candidate thresholds per feature (quantiles of its values). */
  bins: number;
}

export const DEFAULT_PARAMS: Readonly<TrainParams> = {
  trees: 120, depth: 4, learningRate: 0.1, minLeafRows: 40, lambda: 1, bins: 32,
};

export interface Dataset {
  /** Rows of features. */
  x: readonly (readonly number[])[];
  /** Labels, 0 or 1. */
  y: readonly number[];
  /** Sample weights. */
  w: readonly number[];
}

/** Trains on `data`; `features` are the names stored in the model (the columns of `x`). */
export function trainGbdt(data: Dataset, features: readonly string[], params: TrainParams = DEFAULT_PARAMS): BlockModel {
  const rows = data.x.length;
  const edges = features.map((_, f) => binEdges(data.x, f, params.bins));
  const binned = features.map((_, f) => {
    const col = new Uint8Array(rows);
    for (let r = 0; r < rows; r++) col[r] = binOf(edges[f], data.x[r][f]);
    return col;
  });
  let wSum = 0;
  let wPos = 0;
  for (let r = 0; r < rows; r++) { wSum += data.w[r]; wPos += data.w[r] * data.y[r]; }
  const prior = Math.min(Math.max(wPos / Math.max(wSum, 1e-12), 1e-6), 1 - 1e-6);
  const base = Math.log(prior / (1 - prior));
  const margin = new Float64Array(rows).fill(base);
  const g = new Float64Array(rows);
  const h = new Float64Array(rows);
  const trees: Tree[] = [];
  for (let t = 0; t < params.trees; t++) {
    for (let r = 0; r < rows; r++) {
      const p = 1 / (1 + Math.exp(-margin[r]));
      g[r] = (p - data.y[r]) * data.w[r];
      h[r] = Math.max(p * (1 - p), 1e-6) * data.w[r];
    }
    const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const all = new Uint32Array(rows);
    for (let r = 0; r < rows; r++) all[r] = r;
    grow(tree, all, 0, { binned, edges, g, h, params });
    trees.push(tree);
    for (let r = 0; r < rows; r++) margin[r] += leafValue(tree, data.x[r]);
  }
  return { format: MODEL_FORMAT, features: [...features], base, trees };
}

interface GrowState {
  binned: Uint8Array[];
  edges: number[][];
  g: Float64Array;
  h: Float64Array;
  params: TrainParams;
}

/** Adds the node for `rows` at `depth` (and its subtree) to `tree`; returns its index. */
function grow(tree: Tree, rows: Uint32Array, depth: number, s: GrowState): number {
  const node = tree.feature.length;
  let G = 0;
  let H = 0;
  for (const r of rows) { G += s.g[r]; H += s.h[r]; }
  tree.feature.push(-1); tree.threshold.push(0); tree.left.push(-1); tree.right.push(-1);
  tree.value.push((-G / (H + s.params.lambda)) * s.params.learningRate);
  if (depth >= s.params.depth || rows.length < 2) return node;
  const split = bestSplit(rows, G, H, s);
  if (!split) return node;
  const goLeft = s.binned[split.feature];
  const leftRows = rows.filter((r) => goLeft[r] <= split.bin);
  const rightRows = rows.filter((r) => goLeft[r] > split.bin);
  tree.feature[node] = split.feature;
  tree.threshold[node] = s.edges[split.feature][split.bin];
  tree.value[node] = 0;
  tree.left[node] = grow(tree, leftRows, depth + 1, s);
  tree.right[node] = grow(tree, rightRows, depth + 1, s);
  return node;
}

function bestSplit(rows: Uint32Array, G: number, H: number, s: GrowState): { feature: number; bin: number } | null {
  const { lambda, minLeafRows } = s.params;
  const parentGain = (G * G) / (H + lambda);
  let best: { feature: number; bin: number } | null = null;
  let bestGain = 1e-9;
  for (let f = 0; f < s.binned.length; f++) {
    const nb = s.edges[f].length;
    if (nb === 0) continue;
    const hg = new Float64Array(nb + 1);
    const hh = new Float64Array(nb + 1);
    const hn = new Uint32Array(nb + 1);
    const col = s.binned[f];
    for (const r of rows) { hg[col[r]] += s.g[r]; hh[col[r]] += s.h[r]; hn[col[r]]++; }
    let GL = 0;
    let HL = 0;
    let NL = 0;
    for (let b = 0; b < nb; b++) {
      GL += hg[b]; HL += hh[b]; NL += hn[b];
      const GR = G - GL;
      const HR = H - HL;
      if (NL < minLeafRows || rows.length - NL < minLeafRows) continue;
      const gain = (GL * GL) / (HL + lambda) + (GR * GR) / (HR + lambda) - parentGain;
      if (gain > bestGain) { bestGain = gain; best = { feature: f, bin: b }; }
    }
  }
  return best;
}

/** Up to `bins` thresholds splitting the column's values into quantiles; a value v falls left of edge e when v <= e. */
function binEdges(x: readonly (readonly number[])[], f: number, bins: number): number[] {
  const values = Float64Array.from(x, (row) => row[f]).sort();
  const edges: number[] = [];
  for (let i = 1; i < bins; i++) {
    const v = values[Math.floor((i * values.length) / bins)];
    if (v === undefined) break;
    // The edge is the largest value below the quantile's, so equal values never straddle it.
    const below = lowerValue(values, v);
    if (below !== undefined && (edges.length === 0 || below > edges[edges.length - 1])) edges.push(below);
  }
  return edges;
}

function lowerValue(sorted: Float64Array, v: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < v) lo = mid + 1; else hi = mid;
  }
  return lo === 0 ? undefined : sorted[lo - 1];
}

function binOf(edges: readonly number[], v: number): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v <= edges[mid]) hi = mid; else lo = mid + 1;
  }
  return lo;
}

function leafValue(tree: Tree, row: readonly number[]): number {
  let n = 0;
  while (tree.feature[n] !== -1) n = row[tree.feature[n]] <= tree.threshold[n] ? tree.left[n] : tree.right[n];
  return tree.value[n];
}

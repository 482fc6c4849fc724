/**
 * Logistic regression with soft targets (a page's F1 in [0, 1] is the target, cross-entropy the loss) and an L2
 * penalty, fitted by Newton's method on standardised features, then returned in raw feature units so the engine
 * evaluates it without the standardisation. Small on purpose: 17 features, a few thousand pages.
 */

export interface Fitted {
  intercept: number;
  weights: number[];
}

const ITERATIONS = 30;

export function fitLogistic(xs: readonly number[][], ys: readonly number[], l2: number): Fitted {
  const n = xs.length, d = xs[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0), scale = new Array<number>(d).fill(1);
  for (let j = 0; j < d; j++) {
    let m = 0;
    for (const x of xs) m += x[j];
    m /= n;
    let v = 0;
    for (const x of xs) v += (x[j] - m) ** 2;
    mean[j] = m;
    // A feature constant over the data (e.g. a stage no page used) keeps weight 0 instead of dividing by 0.
    scale[j] = v > 0 ? Math.sqrt(v / n) : 0;
  }
  const z = xs.map((x) => [1, ...x.map((v, j) => (scale[j] === 0 ? 0 : (v - mean[j]) / scale[j]))]);
  const w = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < ITERATIONS; it++) {
    const grad = new Array<number>(d + 1).fill(0);
    const hess = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const p = sigmoid(dot(w, z[i]));
      const r = p - ys[i], s = Math.max(p * (1 - p), 1e-9);
      for (let a = 0; a <= d; a++) {
        grad[a] += r * z[i][a];
        for (let b = 0; b <= a; b++) hess[a][b] += s * z[i][a] * z[i][b];
      }
    }
    for (let a = 0; a <= d; a++) {
      for (let b = 0; b < a; b++) hess[b][a] = hess[a][b];
      // The intercept is not penalised.
      if (a > 0) { grad[a] += l2 * w[a]; hess[a][a] += l2; }
    }
    const step = solve(hess, grad);
    let moved = 0;
    for (let a = 0; a <= d; a++) { w[a] -= step[a]; moved = Math.max(moved, Math.abs(step[a])); }
    if (moved < 1e-9) break;
  }
  const weights = w.slice(1).map((wj, j) => (scale[j] === 0 ? 0 : wj / scale[j]));
  const intercept = w[0] - weights.reduce((sum, wj, j) => sum + wj * mean[j], 0);
  return { intercept, weights };
}

export function evaluate(model: Fitted, x: readonly number[]): number {
  return sigmoid(model.intercept + dot(model.weights, x));
}

function sigmoid(t: number): number {
  return 1 / (1 + Math.exp(-t));
}

function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** Gaussian elimination with partial pivoting; the Hessian plus the L2 term is positive definite. */
export function solve(matrix: readonly number[][], rhs: readonly number[]): number[] {
  const n = rhs.length;
  const m = matrix.map((row, i) => [...row, rhs[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    const p = m[col][col];
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r][col] / p;
      if (f !== 0) for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => (Math.abs(row[i]) < 1e-12 ? 0 : row[n] / row[i]));
}

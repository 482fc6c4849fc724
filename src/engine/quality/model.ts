/**
 * The quality model as the engine reads it: a logistic regression whose output is the page's predicted F1. The
 * coefficients come from a data file (model.json) written by `npm run train:quality`; this module only checks the file
 * against the feature table and evaluates it. The engine never trains.
 */
import { FEATURES, featureVector, type QualityInput } from './features';

/** The file as written by the training script: weights by feature name, and where they came from. */
export interface QualityModelFile {
  intercept: number;
  weights: Record<string, number>;
  provenance?: unknown;
}

export interface QualityModel {
  intercept: number;
  /** In the order of FEATURES. */
  weights: readonly number[];
}

/**
 * A model file into weights in FEATURES order. A file that misses a feature, names one the engine does not compute,
 * or holds a non-number was written for another feature table: it is refused (a test loads the shipped file).
 */
export function readModel(file: QualityModelFile): QualityModel {
  const known = new Set(FEATURES.map((f) => f.name));
  const unknown = Object.keys(file.weights).filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`quality model: unknown features ${unknown.join(', ')}`);
  const weights = FEATURES.map((f) => file.weights[f.name]);
  const missing = FEATURES.filter((_, i) => !Number.isFinite(weights[i])).map((f) => f.name);
  if (missing.length || !Number.isFinite(file.intercept)) {
    throw new Error(`quality model: no finite weight for ${[...missing, ...(Number.isFinite(file.intercept) ? [] : ['intercept'])].join(', ')}`);
  }
  return { intercept: file.intercept, weights };
}

/** The model's prediction in (0, 1). */
export function predict(model: QualityModel, input: QualityInput): number {
  const x = featureVector(input);
  let z = model.intercept;
  for (let i = 0; i < x.length; i++) z += model.weights[i] * x[i];
  return 1 / (1 + Math.exp(-z));
}

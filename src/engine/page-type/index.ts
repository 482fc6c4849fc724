/**
 * What kind of page this is, in the benchmark's seven types: a multinomial logistic regression over ./features.ts,
 * trained by `npm run train:page-type` (tools/train/page-type.ts) on the dev corpus's page types and shipped as
 * ./model.json with its provenance and cross-validated accuracy (the engine reads the
 * model, never trains). The type chooses the extraction profile (registry/profiles.ts) and is `metadata.pageType`.
 */
import type { Scan } from '../metadata/sources/scan';
import { FEATURE_NAMES, pageFeatures } from './features';
// Named imports: the bundle carries the model, not its provenance.
import { bias, classes, features, mean, scale, weights } from './model.json';

export const PAGE_TYPES = ['article', 'forum', 'product', 'listing', 'collection', 'documentation', 'service'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface PageTypeModel {
  classes: readonly string[];
  features: readonly string[];
  /** Per feature: the training set's mean and standard deviation (inputs are standardised with them). */
  mean: readonly number[];
  scale: readonly number[];
  /** Per class, one weight per feature; then one bias per class. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
}

/** Class scores (logits) of a feature vector. */
export function scoresOf(model: PageTypeModel, x: readonly number[]): number[] {
  return model.classes.map((_, c) => {
    let z = model.bias[c];
    const w = model.weights[c];
    for (let i = 0; i < x.length; i++) z += w[i] * ((x[i] - model.mean[i]) / (model.scale[i] || 1));
    return z;
  });
}

export function predict(model: PageTypeModel, x: readonly number[]): PageType {
  const scores = scoresOf(model, x);
  let best = 0;
  for (let c = 1; c < scores.length; c++) if (scores[c] > scores[best]) best = c;
  return model.classes[best] as PageType;
}

const SHIPPED: PageTypeModel = { classes, features, mean, scale, weights, bias };
// A model trained on another feature list would read the wrong numbers: refuse it at load, not silently.
if (SHIPPED.features.join(',') !== FEATURE_NAMES.join(',')) throw new Error('page-type/model.json was trained on other features: run npm run train:page-type');

export function classifyPage(scan: Scan, url: string | undefined): PageType {
  return predict(SHIPPED, pageFeatures({ scan, url }));
}

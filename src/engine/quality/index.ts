/**
 * The quality score: the page's predicted F1 against a human's choice of main content, in [0, 1]. A logistic
 * regression over the result's signals, its stage and the cascade's attempts (features.ts), with coefficients
 * trained offline on the shared corpora's gold, split by domain (model.json, its provenance inside; retrain with
 * `npm run train:quality`). An empty result scores 0: there is nothing to be right about.
 */
import type { Quality, QualitySignals } from '../types';
import type { QualityInput } from './features';
import { predict, readModel, type QualityModelFile } from './model';
// Named imports, so the bundle carries the weights and not the provenance beside them (the training report: 3 KB).
import { intercept, weights } from './model.json';

const MODEL = readModel({ intercept, weights } as QualityModelFile);

export function assessQuality(signals: QualitySignals, context: Omit<QualityInput, 'signals'>): Quality {
  if (signals.length === 0) return { score: 0, signals };
  const score = predict(MODEL, { signals, ...context });
  return { score: Math.round(score * 1000) / 1000, signals };
}

/**
 * Below this predicted F1 the UI suggests recall mode (QualityLine, the extract notice). 0.5 is where a page counts
 * as bad (F1 < 0.5) and, out of fold (model.json provenance.outOfFold.both.hint), where the hint is about as often
 * right as wrong: it catches 13 of the 43 bad pages of every 4th page of the dev corpus + scrapinghub while flagging 11 of the 478
 * good ones (2%). At 0.4 it caught 12 and flagged 7; at 0.6, 19 and 21. The hand-weighted score it replaced caught 4
 * of the 36 bad dev-corpus pages at its 0.35 line (2 of 304 good flagged).
 */
export const THIN_QUALITY = 0.5;

export function substantialParagraphs(text: string): number {
  let n = 0;
  for (const block of text.split(/\n\n+/)) if (block.length >= 80) n++;
  return n;
}

/**
 * The quality score in [0, 1]: a weighted sum of signals that separate a clean article from a navigation
 * dump or an empty shell. Weights sum to 1; each signal is saturated so no single one dominates.
 */
import type { Quality, QualitySignals } from '../types';

const WEIGHTS = { length: 0.35, paragraphs: 0.25, markup: 0.15, semantic: 0.1, headings: 0.05, share: 0.1 } as const;
/** Text at which the length signal saturates: a short article. */
const FULL_LENGTH = 1500;
const FULL_PARAGRAPHS = 3;
/** Text/markup ratio of clean prose HTML is around 0.5; a div soup is far lower. */
const FULL_TEXT_TO_MARKUP = 0.5;

export function assessQuality(signals: QualitySignals): Quality {
  if (signals.length === 0) return { score: 0, signals };
  const share = signals.pageShare;
  const score =
    WEIGHTS.length * Math.min(1, signals.length / FULL_LENGTH) +
    WEIGHTS.paragraphs * Math.min(1, signals.substantialParagraphs / FULL_PARAGRAPHS) +
    WEIGHTS.markup * Math.min(1, signals.textToMarkup / FULL_TEXT_TO_MARKUP) +
    WEIGHTS.semantic * (signals.semanticContainer ? 1 : 0) +
    WEIGHTS.headings * (signals.headings > 0 ? 1 : 0) +
    // Keeping almost all of a big page's text, or almost none of it, both suggest a wrong pick.
    WEIGHTS.share * (share >= 0.05 && share <= 0.9 ? 1 : 0.3);
  return { score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000, signals };
}

export function substantialParagraphs(text: string): number {
  let n = 0;
  for (const block of text.split(/\n\n+/)) if (block.length >= 80) n++;
  return n;
}

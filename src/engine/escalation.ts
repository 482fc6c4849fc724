/**
 * Stage 5, recall escalation (standard mode only): when the result is short relative to the page's text,
 * cleaning and rule extraction run again with relaxed thresholds. The relaxations are data, tried in order,
 * each on top of the previous; every attempt is recorded in `attempts`.
 */
import type { Tuning } from './rules/thresholds';

export interface Relaxation {
  name: string;
  relax: (tuning: Tuning) => Tuning;
}

export const RELAXATIONS: readonly Relaxation[] = [
  { name: 'link-density', relax: (t) => ({ ...t, maxLinkDensity: 0.8, linkDenseKeepChars: 200, keepLists: true }) },
  { name: 'class-vocabulary', relax: (t) => ({ ...t, removeWidgets: false, pruneNegativeVocabulary: false }) },
  { name: 'regions-and-hidden', relax: (t) => ({ ...t, removeRegions: false, removeHidden: false, minParagraphChars: 15 }) },
];

/**
 * The result is "short" when it keeps less than this share of the page's cleaned text and is under the
 * absolute length below: a long article that is a small part of a huge page is not short.
 */
export const ESCALATION_PAGE_SHARE = 0.1;
export const ESCALATION_MAX_CHARS = 1000;
/** An attempt replaces the result only when it is this much longer (a relaxation must earn its noise). */
export const ESCALATION_GAIN = 1.5;

export function isShort(chars: number, pageChars: number): boolean {
  return chars < ESCALATION_MAX_CHARS && chars < pageChars * ESCALATION_PAGE_SHARE;
}

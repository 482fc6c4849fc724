/**
 * Stage 5, recall escalation (standard mode only): when the result is short relative to the page's text,
 * cleaning and rule extraction run again with relaxed thresholds. The relaxations are data, tried in order,
 * each on top of the previous; every attempt is recorded in `attempts`.
 */
import type { Tuning } from './registry/tuning';
import { LONG_TEXT_CHARS } from './shared/facts';

/** One relaxation: numbers eased, registered rules switched on and off (a rule the caller disabled stays off). */
export interface Relaxation {
  name: string;
  numbers?: Partial<Pick<Tuning, 'minParagraphChars' | 'maxLinkDensity' | 'linkDenseKeepChars'>>;
  enables?: readonly string[];
  disables?: readonly string[];
}

export const RELAXATIONS: readonly Relaxation[] = [
  { name: 'link-density', numbers: { maxLinkDensity: 0.8, linkDenseKeepChars: 200 }, enables: ['keep-lists'] },
  { name: 'class-vocabulary', disables: ['drop-named-widgets', 'prune-boilerplate-names', 'prune-link-rows', 'prune-negative-class'] },
  {
    name: 'regions-and-hidden', numbers: { minParagraphChars: 15 },
    // Every rule that removes regions, whatever its size or only while regions are removed, and hidden content; a
    // profile's whole regions (drop-whole-regions) go in every retry.
    disables: ['drop-small-regions', 'drop-entry-forms', 'drop-whole-footer', 'drop-header-before-main', 'drop-live-announcements', 'drop-hidden'],
  },
];

/** `tuning` with `relaxation` applied. */
export function relax(tuning: Tuning, relaxation: Relaxation): Tuning {
  return { ...tuning, ...relaxation.numbers, rules: tuning.rules.with(relaxation.enables ?? []).without(relaxation.disables ?? []) };
}

/**
 * The result is "short" when it keeps less than this share of the page's cleaned text and is under the
 * absolute length below: a long article that is a small part of a huge page is not short.
 */
export const ESCALATION_PAGE_SHARE = 0.1;
/** An attempt replaces the result only when it is this much longer (a relaxation must earn its noise). */
export const ESCALATION_GAIN = 1.5;

export function isShort(chars: number, pageChars: number): boolean {
  return chars < LONG_TEXT_CHARS && chars < pageChars * ESCALATION_PAGE_SHARE;
}

/**
 * The general numbers and vocabularies of cleaning, selection and pruning, and the rules a run has on. A mode sets
 * the numbers, a page type's profile may override a few of them and enables its rules (./profiles.ts); escalation
 * derives relaxed copies (escalation.ts); nothing else changes them.
 */
import type { TextRule } from '../rules/boilerplate';
import type { RuleSet } from './rule';

export interface Tuning {
  /** A paragraph shorter than this adds nothing to its ancestors' scores. */
  minParagraphChars: number;
  /** Blocks inside the content with a link density above this are pruned... */
  maxLinkDensity: number;
  /** ...unless they hold at least this much text. */
  linkDenseKeepChars: number;
  /** Siblings of the chosen block scoring at least this share of its score join it. */
  siblingShare: number;
  /** Sibling paragraphs this long (and nearly link-free) join the chosen block whatever their score. */
  siblingParagraphChars: number;
  /** Below this many characters the selection gathers prose from outside it; 0 = never. */
  shortDocumentChars: number;
  /** A run of same-template siblings holding this share of the content's text is a list of items; 0 = never. */
  listingShare: number;
  /** The chosen block climbs to an ancestor for its prose only when the ancestor holds this multiple of its prose. */
  climbProseGain: number;
  /** When a second opinion is asked and taken (fallback/second-opinion.ts): the rules' text under `share` of the
   *  page's, the other result `gain` times longer and holding `contained` of the rules' word triples. */
  secondOpinion: { share: number; gain: number; contained: number };
  /** Short-text furniture rules (datelines, bylines, "Advertisement"): the page language's where known. */
  furniture: readonly TextRule[];
  /** Class/id names of blocks that are not content on this kind of page, pruned inside the content; null = none. */
  pruneNames: RegExp | null;
  /** The registered rules this run has on. */
  rules: RuleSet;
}

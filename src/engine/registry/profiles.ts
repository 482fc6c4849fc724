/**
 * Modes and page-type profiles as data: a mode sets the general numbers of ./tuning.ts;
 * a page type's profile overrides a few of them and names its vocabulary. Which rules run is each rule's `when`
 * (./index.ts gathers them): `rulesFor` lists them per mode or page type.
 */
import type { Mode } from '../types';
import type { PageType } from '../page-type';
import type { Tuning } from './tuning';
import { CLIMB_PROSE_GAIN } from '../rules/climbs';
import { SECOND_OPINION_GAIN, SECOND_OPINION_PAGE_SHARE } from '../fallback/second-opinion';
import { FORUM_NOISE, LISTING_NOISE, PRODUCT_NOISE } from '../rules/page-type-names';
import { HELD_SHARE, LINK_DENSE, SHORT_STORY_CHARS } from '../shared/facts';

export type Numbers = Omit<Tuning, 'furniture' | 'rules'>;
export type Profile = Readonly<Partial<Numbers>>;

const STANDARD: Numbers = {
  minParagraphChars: 25, maxLinkDensity: LINK_DENSE, linkDenseKeepChars: 600, siblingShare: 0.2, siblingParagraphChars: 80,
  shortDocumentChars: SHORT_STORY_CHARS, listingShare: 0.5, climbProseGain: CLIMB_PROSE_GAIN, pruneNames: null,
  secondOpinion: { share: SECOND_OPINION_PAGE_SHARE, gain: SECOND_OPINION_GAIN, contained: HELD_SHARE },
};

/**
 * The numbers of each mode. Calibrated on the dev corpora (`npm run bench`), one at a time, a change kept only when
 * both corpora agreed. Recall and precision select as standard does (minParagraphChars equal), then keep more or
 * less around and inside the selection; fast skips short-document recovery.
 */
export const MODE_NUMBERS: Readonly<Record<Mode, Readonly<Numbers>>> = {
  standard: STANDARD,
  fast: { ...STANDARD, shortDocumentChars: 0 },
  precision: { ...STANDARD, maxLinkDensity: 0.3, linkDenseKeepChars: 1500, siblingShare: 0.3, siblingParagraphChars: 200, shortDocumentChars: 0 },
  recall: { ...STANDARD, maxLinkDensity: 0.8, linkDenseKeepChars: 200, siblingShare: 0.08, siblingParagraphChars: 25, shortDocumentChars: 1500, listingShare: 0.35 },
};

/**
 * A listing's groups of items often lie side by side, with no ancestor but the page's wrapper holding them, so the
 * rules keep some groups and lose the rest: the second opinion is asked on a larger share of the page than on an
 * article, and taken when it holds nearly all of the rules' result and a tenth more. Service pages gained recall
 * with the same bounds but lost precision, so they keep the article's.
 */
const SPREAD_SECOND_OPINION: Numbers['secondOpinion'] = { share: 0.6, gain: 1.1, contained: 0.85 };

/** Each page type's numbers over the mode's. */
export const PROFILES: Readonly<Record<PageType, Profile>> = {
  // A story's wrapper that adds a call to action, a pitch, teasers or a sidebar column held 1.3-1.6 times its prose;
  // a story split into sections holds 1.8 to 6.5 times. Other page types' sections gain less, so only articles ask more.
  article: { climbProseGain: 1.6 },
  documentation: {},
  forum: { pruneNames: FORUM_NOISE },
  product: { pruneNames: PRODUCT_NOISE },
  listing: { pruneNames: LISTING_NOISE, listingShare: 0.35, secondOpinion: SPREAD_SECOND_OPINION },
  collection: { pruneNames: LISTING_NOISE, listingShare: 0.35 },
  // Merging more sibling blocks (recall's numbers) gained nothing measurable on service pages: no profile.
  service: {},
};

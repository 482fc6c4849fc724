/**
 * Stage 3b, a second opinion on a small result. The rules can keep one block of a page whose content is spread: a
 * service page's sections lie side by side under `<body>`, where no ancestor holds them but the root (811 of
 * 16,634 characters), or the climb stops at a summary box's parent, below the container of the story's
 * parts (1,154 characters of a 38,000-character article). Readability's result holds them on those pages. The stage-3 fallback runs only under `minExtractedChars`, and escalation only under 1,000
 * characters, so such results were never questioned.
 *
 * When the rules' text is a small share of the page's, Readability's result replaces it if it CONTAINS it (nearly all
 * of the rules' word triples are in it), is much longer and is nearly free of links. Containment keeps the rules'
 * precision where Readability wanders off to another part of the page; the link bound keeps out a menu or a teaser
 * grid that happens to wrap the chosen block.
 *
 * Calibrated on every 4th page of the dev corpus, offsets 0, 1 and 3 (1,018 pages; offset 2 held out): the rules' result under
 * a fifth of the page on 71 of them (7%, product pages aside); Readability taken on 11 (10 better, 1 worse), F1
 * +0.005 of the mean over the 1,018 (figures in the commits). Not on pages whose profile keeps named blocks out of
 * the score (rule unscored-named-blocks: product pages' reviews, shipping and policy text), which Readability does score and
 * took.
 */
import type { Tuning } from '../registry/tuning';
import type { Candidate } from './compare';
import { toText } from '../shared/text';
import { WORD } from '../metadata/reading-stats';
import { HELD_SHARE } from '../shared/facts';

/** The rules' text under this share of the page's readable text asks for a second opinion. A page type's profile may
 *  set its own share, gain and containment (registry/profiles.ts: listing pages). */
export const SECOND_OPINION_PAGE_SHARE = 0.2;
/** The other result must be this many times longer... */
export const SECOND_OPINION_GAIN = 2;
/** ...hold HELD_SHARE of the rules' word triples, and be at most this link-dense... */
export const SECOND_OPINION_MAX_LINK_DENSITY = 0.2;
/** ...and at most this many times the text cleaning left: Readability reads the page uncleaned, and text past that
 *  is what cleaning removed, a consent dialog or hidden text (clean--consent-tool-dialog: the story and the dialog).
 *  The pages it was taken on in calibration read 0.32 to 1.17 times it. */
export const SECOND_OPINION_MAX_CLEANED_SHARE = 1.25;

/** Whether the run asks a second opinion (rule ask-second-opinion: its modes and page types) on a result this short. */
export function wantsSecondOpinion(tuning: Tuning, chars: number, pageChars: number): boolean {
  return tuning.rules.has('ask-second-opinion') && chars > 0 && chars < pageChars * tuning.secondOpinion.share;
}

/** Whether `other` holds the rules' result and much more, with few links and within the text cleaning left. */
export function confirms(rules: Candidate, other: Candidate, cleanedChars: number, bounds: Partial<Tuning['secondOpinion']> = {}): boolean {
  if (other.chars < rules.chars * (bounds.gain ?? SECOND_OPINION_GAIN) || other.chars > cleanedChars * SECOND_OPINION_MAX_CLEANED_SHARE) return false;
  // measure() weighs a candidate by its text times (1 - link density) squared.
  if (1 - Math.sqrt(other.weight / other.chars) > SECOND_OPINION_MAX_LINK_DENSITY) return false;
  const mine = triples(toText(rules.content));
  if (mine.size === 0) return false;
  const theirs = triples(toText(other.content));
  let held = 0;
  for (const triple of mine) if (theirs.has(triple)) held++;
  return held >= mine.size * (bounds.contained ?? HELD_SHARE);
}

/** Runs of three words, lower-cased (a script written without spaces counts each character as a word). */
export function triples(text: string): Set<string> {
  const words = Array.from(text.toLowerCase().matchAll(WORD), (m) => m[0]);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  if (words.length > 0 && words.length < 3) out.add(words.join(' '));
  return out;
}

/**
 * The page type is a guess (page-type/index.ts), and its profile (./profiles.ts) turns on rules written for one kind
 * of page. On a page of another kind, or one those rules misread, the profile's result can be empty, a sliver of the
 * content, the site's menus or a table beside the story, where the rules without a profile read the page well. So a
 * profile's result that looks like one of those (`suspect`, judged on the result alone, so the rules run twice only
 * then) is set beside the result of the rules without a profile, and the latter is taken when it holds what the
 * profile's lost (`overrule`). The criteria read the shape of the two results (size, links, tables), never the
 * page's words or the site's markup.
 */
import type { Candidate } from '../fallback/compare';
import { textAndLinkChars } from '../dom/stats';
import type { PageType } from '../page-type';
import * as dom from '../dom/read';
import { triples } from '../fallback/second-opinion';
import { toText } from '../shared/text';
import { HELD_SHARE, LINK_DENSE } from '../shared/facts';

/** Why the result of the rules without a profile was taken over the profile's. */
export type GuardReason = 'empty' | 'small' | 'link-dense' | 'table';

/** Which result stage 2 kept on a page whose type has a profile (`Extraction.profile`, a diagnostic). */
export interface ProfileChoice {
  pageType: PageType;
  /** `profile`: the profile's result; `generic`: that of the rules without a profile. */
  taken: 'profile' | 'generic';
  /** Set when the generic result was taken: what was wrong with the profile's. */
  reason?: GuardReason;
  /** The profile's result looked suspect, so the rules also ran without the profile. */
  compared: boolean;
}

/** The profile's result holding under this share of the generic result's text, and nearly all inside it
 *  (HELD_SHARE of its word triples), kept a part of the content and lost the rest. A profile rightly leaves out more
 *  than half of such a result: a product's reviews around its description, a shop's policy in its footer
 *  (test/engine/fixtures product--long-review-section, collection--policy-dialog-in-footer: 0.15 and 0.2 held); the
 *  collapses seen on sites outside the corpora kept 1-5% of the items. */
export const GUARD_SMALL_SHARE = 0.1;
/** A result with more than this share of its text inside tables is a table. */
export const GUARD_TABLE_SHARE = 0.5;

/**
 * Whether the profile's result alone looks like a collapse: empty, a small share of the page's text (the page's
 * text bounds the generic result's, so no page the small-share test would overrule is missed), mostly links, or
 * mostly a table.
 */
export function suspect(profile: Candidate | null, pageChars: number): boolean {
  if (!profile || profile.chars === 0) return true;
  if (profile.chars < pageChars * GUARD_SMALL_SHARE) return true;
  if ((profile.linkDensity ?? 0) > LINK_DENSE) return true;
  return tableShare(profile) > GUARD_TABLE_SHARE;
}

/**
 * Why the generic result replaces the profile's, or null to keep the profile's. The generic result must be
 * something itself (not empty, not mostly links); then the profile's loses when it is empty, holds under
 * GUARD_SMALL_SHARE of the generic text and lies inside it, is mostly links where the generic result is not and holds no more text
 * outside links, or is mostly a table where the generic result is mostly prose and at least as long.
 */
export function overrule(profile: Candidate | null, generic: Candidate | null): GuardReason | null {
  if (!generic || generic.chars === 0 || (generic.linkDensity ?? 0) > LINK_DENSE) return null;
  if (!profile || profile.chars === 0) return 'empty';
  if (profile.chars < generic.chars * GUARD_SMALL_SHARE && held(profile, generic) >= HELD_SHARE) return 'small';
  if ((profile.linkDensity ?? 0) > LINK_DENSE && unlinked(profile) <= unlinked(generic)) return 'link-dense';
  if (tableShare(profile) > GUARD_TABLE_SHARE && tableShare(generic) <= GUARD_TABLE_SHARE && generic.chars >= profile.chars) return 'table';
  return null;
}

/** Share of `part`'s word triples that `whole` holds. */
function held(part: Candidate, whole: Candidate): number {
  const mine = triples(toText(part.content));
  if (mine.size === 0) return 0;
  const theirs = triples(toText(whole.content));
  let n = 0;
  for (const triple of mine) if (theirs.has(triple)) n++;
  return n / mine.size;
}

function unlinked(c: Candidate): number {
  return c.chars * (1 - (c.linkDensity ?? 0));
}

/** Share of a result's text inside its outermost tables (a table nested in a table counted once). */
function tableShare(c: Candidate): number {
  if (c.chars === 0) return 0;
  if (dom.tagName(c.content) === 'TABLE') return 1;
  let chars = 0;
  for (const table of dom.querySelectorAll(c.content, 'table')) {
    const outer = dom.parentElement(table);
    const enclosing = outer && dom.closest(outer, 'table');
    if (enclosing && dom.contains(c.content, enclosing)) continue;
    chars += textAndLinkChars(table)?.chars ?? 0;
  }
  return Math.min(1, chars / c.chars);
}

/**
 * Stage 1, cleaning. Read-only: the page is walked once and what cleaning removes goes into a `dropped`
 * set (a removed block takes its subtree); later stages skip those elements and the output copy leaves
 * them out. Tables in ./tables.ts, hidden content in ./hidden.ts. Every removal is recorded.
 */
import type { Removal } from '../types';
import type { Deadline } from '../dom/deadline';
import type { Tuning } from '../rules/thresholds';
import { describe, pageRoot, walkElements } from '../dom/walk';
import { hasLayout, hiddenByMarkup, hiddenByStyle } from './hidden';
import { decorativeImage } from './decorative-images';
import { COMMENT_PATTERN, KEEP_TAGS, REGION_ROLES, REMOVE_PATTERNS, REMOVE_ROLES, REMOVE_TAGS, ROLE_MAX_CHARS, type PatternRule, type TagRule } from './tables';
import * as dom from '../dom/read';

export interface CleanInput {
  document: Document;
  tuning: Tuning;
  removed: Removal[];
  /** When it passes mid-walk, cleaning gives up (returns null): a half-cleaned page would pass boilerplate on. */
  deadline?: Deadline;
  /** A site profile's verdict, asked first (site-profile/pass.ts): its drop rule, `null` to keep, undefined for none. */
  site?: { verdict(el: Element): string | null | undefined };
  /** The set removals go into (a site profile's refuses kept blocks); default a new one. */
  dropped?: WeakSet<Element>;
}

export interface Cleaned {
  /** The content root (body, or the root element of a body-less page). */
  root: Element;
  /** Elements cleaning removed (with their subtrees). */
  dropped: WeakSet<Element>;
  /** Characters of the page's readable text before cleaning (scripts and styles excluded). */
  pageChars: number;
}

const KEEP_RULES = new Map(KEEP_TAGS.flatMap((rule) => rule.tags.map((tag) => [tag, rule] as const)));
const TAG_RULES = new Map(REMOVE_TAGS.flatMap((rule) => rule.tags.map((tag) => [tag, rule] as const)));
/** Reasons whose text was never readable: it does not count in the page's text. */
const NOT_TEXT = new Set([REMOVE_TAGS[0].reason, REMOVE_TAGS[1].reason]);

export function clean(input: CleanInput): Cleaned | null {
  const root = pageRoot(input.document);
  if (!root) return null;
  const dropped = input.dropped ?? new WeakSet<Element>();
  // Computed style only on a live page, and only when the mode reads it (fast does not: thresholds.ts).
  const live = input.tuning.removeHidden && input.tuning.readComputedStyle && hasLayout(input.document);
  let pageChars = textLength(root);
  let outOfTime = false;
  walkElements(root, (el) => {
    if (outOfTime || input.deadline?.tick()) { outOfTime = true; return false; }
    const site = input.site?.verdict(el);
    const verdict = site === undefined ? judge(el, input.tuning, live) : site;
    if (!verdict) return true;
    const chars = textLength(el);
    dropped.add(el);
    input.removed.push({ step: site ? 'site-profile' : 'clean', selector: describe(el), reason: verdict, chars });
    if (NOT_TEXT.has(verdict)) pageChars -= chars;
    return false;
  });
  if (outOfTime) return null;
  return { root, dropped, pageChars: Math.max(0, pageChars) };
}

function judge(el: Element, tuning: Tuning, live: boolean): string | null {
  const tagRule = TAG_RULES.get(dom.tagName(el));
  const keep = KEEP_RULES.get(dom.tagName(el));
  if (keep && keep.value.test(dom.getAttribute(el, keep.attribute) ?? '')) return null;
  if (tagRule && removedByTag(el, tagRule, tuning)) return tagRule.reason;
  const decorative = dom.tagName(el) === 'IMG' ? decorativeImage(el) : null;
  if (decorative) return decorative;
  if (tuning.removeHidden) {
    const hidden = hiddenByMarkup(el) ?? (live ? hiddenByStyle(el) : null);
    if (hidden) return hidden;
  }
  const role = dom.getAttribute(el, 'role');
  if (role && REMOVE_ROLES[role] && ((tuning.wholeRegions && REGION_ROLES.has(role)) || (tuning.removeRegions && textLength(el) < ROLE_MAX_CHARS))) return REMOVE_ROLES[role];
  const tokens = classTokens(el);
  if (tokens.length === 0) return null;
  if (!tuning.keepComments && matches(el, tokens, COMMENT_PATTERN, tuning)) return COMMENT_PATTERN.reason;
  if (tuning.removeWidgets) {
    for (const rule of REMOVE_PATTERNS) if (matches(el, tokens, rule, tuning)) return rule.reason;
  }
  return null;
}

function removedByTag(el: Element, rule: TagRule, tuning: Tuning): boolean {
  if (rule.maxChars === undefined) return true;
  if (rule.needsElements && dom.firstElementChild(el) === null) return true;
  // A profile's whole regions go in every retry too: escalation's relaxation of regions took a shop's footer policy
  // back (pagetype--product-policy-dialog-in-footer).
  return (tuning.wholeRegions && rule.region === true) || (tuning.removeRegions && textLength(el) < rule.maxChars);
}

function matches(el: Element, tokens: string[], rule: PatternRule, tuning: Tuning): boolean {
  return tokens.some((t) => rule.token.test(t)) && within(el, rule.maxChars, tuning);
}

/** A rule's size guard (content wearing a boilerplate name is long), waived where the profile says so (Tuning.wholeRegions). */
function within(el: Element, maxChars: number, tuning: Tuning): boolean {
  return tuning.wholeRegions || textLength(el) < maxChars;
}

function classTokens(el: Element): string[] {
  const cls = dom.getAttribute(el, 'class');
  const id = dom.getAttribute(el, 'id');
  if (!cls && !id) return [];
  const tokens = cls ? cls.toLowerCase().split(/\s+/).filter(Boolean) : [];
  if (id) tokens.push(id.toLowerCase());
  return tokens;
}

function textLength(el: Element): number {
  return (dom.textContent(el) ?? '').replace(/\s+/g, ' ').trim().length;
}

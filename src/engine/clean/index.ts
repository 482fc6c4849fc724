/**
 * Stage 1, cleaning. Read-only: the page is walked once and what cleaning removes goes into a `dropped`
 * set (a removed block takes its subtree); later stages skip those elements and the output copy leaves
 * them out. Tables in ./tables.ts, hidden content in ./hidden.ts. Every removal is recorded.
 */
import type { Removal } from '../types';
import type { Deadline } from '../dom/deadline';
import type { Tuning } from '../rules/thresholds';
import { describe, pageRoot, walkElements } from '../dom/walk';
import { hasLayout, hiddenByClass, hiddenByMarkup, hiddenByStyle } from './hidden';
import { decorativeImage } from './decorative-images';
import { disclosurePanels, isDisclosurePanel, isPanelHeading } from './disclosures';
import { headingBlockContext, isHiddenHeadingBlock, type HeadingBlockContext } from './hidden-heading';
import { COMMENT_PATTERN, KEEP_TAGS, REGION_ROLES, REMOVE_PATTERNS, REMOVE_ROLES, REMOVE_TAGS, ROLE_MAX_CHARS, type PatternRule, type TagRule } from './tables';
import { headerBeforeMain, isAnnouncement } from './site-chrome';
import { scanText } from '../dom/stats';
import { textLengths } from '../dom/text-lengths';
import { isEntryForm } from './forms';
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
  /**
   * The elements under `root` cleaning kept, in document order (`liveElements(root, dropped)`, read off the cleaning
   * walk so the rules need not walk the page again); undefined when `dropped` refused a removal (a site profile's
   * kept block), whose subtree cleaning did not walk.
   */
  live?: Element[];
}

const KEEP_RULES = new Map(KEEP_TAGS.flatMap((rule) => rule.tags.map((tag) => [tag, rule] as const)));
const TAG_RULES = new Map(REMOVE_TAGS.flatMap((rule) => rule.tags.map((tag) => [tag, rule] as const)));
/**
 * Every class/id pattern below in one regex (each is one anchored alternation, without flags): most tokens match
 * none of them, and one test rules a token out instead of eight (issue 15). A token it matches goes through each rule.
 */
const ANY_PATTERN = new RegExp([COMMENT_PATTERN, ...REMOVE_PATTERNS].map((rule) => rule.token.source).join('|'));
/**
 * The same, looked for in a whole lower-cased class attribute: each pattern, stripped of its `^`/`$`, between the
 * start or white space and white space or the end. A token some pattern matches is found there (it is one of the
 * places tried); what it finds beyond that (a `.*` running into the next token) is only a reason to split the
 * attribute into tokens, which are then tested one by one as before. Most class attributes match nothing and are
 * not split (the token arrays were 2-3% of cleaning and extraction in Chromium, issue 15).
 */
const ANY_PATTERN_IN_CLASS = new RegExp(`(?:^|\\s)(?:${[COMMENT_PATTERN, ...REMOVE_PATTERNS].map((rule) => rule.token.source.slice(1, -1)).join('|')})(?=\\s|$)`);
/** Reasons whose text was never readable: it does not count in the page's text. */
const NOT_TEXT = new Set([REMOVE_TAGS[0].reason, REMOVE_TAGS[1].reason]);

export function clean(input: CleanInput): Cleaned | null {
  const root = pageRoot(input.document);
  if (!root) return null;
  const dropped = input.dropped ?? new WeakSet<Element>();
  // Computed style only on a live page, and only when the mode reads it (fast does not: thresholds.ts).
  const view = input.tuning.removeHidden && input.tuning.readComputedStyle && hasLayout(input.document) ? dom.defaultView(input.document) : null;
  const lengthOf = textLengths(root);
  let pageChars = lengthOf(root) ?? textLength(root);
  const wholePage = pageChars;
  const panels = input.tuning.revealPanels ? disclosurePanels(root) : NO_PANELS;
  const headingBlock = input.tuning.revealHeadingBlock ? headingBlockContext(root, lengthOf) : NO_HEADING_BLOCK;
  let outOfTime = false;
  let live: Element[] | undefined = [];
  // The element being judged and its length, one function for the whole walk rather than a closure per element.
  let current: Element = root;
  const length = (): number => lengthOf(current) ?? textLength(current);
  walkElements(root, (el) => {
    if (outOfTime || input.deadline?.tick()) { outOfTime = true; return false; }
    const site = input.site?.verdict(el);
    current = el;
    const verdict = site === undefined ? judge(el, input.tuning, view, length, lengthOf, wholePage, panels, headingBlock) : site;
    if (!verdict) {
      live?.push(el);
      return true;
    }
    const chars = length();
    dropped.add(el);
    if (!dropped.has(el)) live = undefined;
    input.removed.push({ step: site ? 'site-profile' : 'clean', selector: describe(el), reason: verdict, chars });
    if (NOT_TEXT.has(verdict)) pageChars -= chars;
    return false;
  });
  if (outOfTime) return null;
  return { root, dropped, pageChars: Math.max(0, pageChars), live };
}

/** Text lengths of the page's elements (dom/text-lengths.ts), undefined for an element outside the page's root. */
type LengthOf = (el: Element) => number | undefined;

/**
 * A block hidden by markup that holds most of the page's text is the page, hidden until a script shows it (a shop's
 * lockdown or anti-flicker app wraps everything in `display:none`: wcxb-dev 0638, 154,000 of the page's characters,
 * whose grid came out of the baseline as every card's name three times and the cart drawer), or kept from screen
 * readers while a dialog is open. Hidden panels, menus and drawers are a small part of the page.
 */
const REVEALED_PAGE_SHARE = 0.5;
const ENTRY_FORM = 'form to fill in (contact, sign-up)';
const NO_PANELS: ReadonlySet<string> = new Set();
const NO_HEADING_BLOCK: HeadingBlockContext = { headings: [], shownChars: 0 };

/**
 * `view` is the window whose computed style is read (a live page in a mode that reads it), else null. An element
 * without attributes (a third of a typical page's) has no markup that hides it, no role and no class or id: those
 * reads, six calls through dom/read.ts per element, are skipped for it (issue 15).
 */
function judge(el: Element, tuning: Tuning, view: Window | null, length: () => number, lengthOf: LengthOf, pageChars: number, panels: ReadonlySet<string>, headingBlock: HeadingBlockContext): string | null {
  const tag = dom.tagName(el);
  const tagRule = TAG_RULES.get(tag);
  const keep = KEEP_RULES.get(tag);
  if (keep && keep.value.test(dom.getAttribute(el, keep.attribute) ?? '')) return null;
  // The button that opens a revealed panel is that panel's heading, not a form control (./disclosures.ts).
  if (tagRule && removedByTag(el, tagRule, tuning, length) && !isPanelHeading(el, panels)) return tagRule.reason;
  // A form to fill in goes whatever its size, unless it wraps the page or holds its sections (./forms.ts).
  if (tuning.removeRegions && tag === 'FORM' && isEntryForm(el, length(), pageChars)) return ENTRY_FORM;
  const decorative = tag === 'IMG' ? decorativeImage(el) : null;
  if (decorative) return decorative;
  const bare = !dom.hasAttributes(el);
  if (tuning.removeHidden) {
    const markup = bare ? null : hiddenByMarkup(el);
    const hidden = markup ?? (view ? hiddenByStyle(el, view) : tuning.hiddenClass && !bare ? hiddenByClass(el) : null);
    // A closed panel of the page's own tabs or accordion is content where the profile says so (./disclosures.ts).
    // Nor is a block hidden by markup holding the page's name heading, on product pages (./hidden-heading.ts).
    const revealed = markup && (length() >= pageChars * REVEALED_PAGE_SHARE || isHiddenHeadingBlock(el, lengthOf, headingBlock));
    if (hidden && !revealed && !(panels.size > 0 && isDisclosurePanel(el, panels))) return hidden;
  }
  if (bare) return null;
  const role = dom.getAttribute(el, 'role');
  if (role && REMOVE_ROLES[role] && ((regionsWhole(tuning) && REGION_ROLES.has(role)) || (tuning.removeRegions && length() < ROLE_MAX_CHARS))) return REMOVE_ROLES[role];
  // Site chrome the size guard lets through on shop pages (./site-chrome.ts), while regions are removed.
  if (role && tuning.removeRegions && tuning.wholeHeader === true && headerBeforeMain(el, role)) return REMOVE_ROLES[role];
  if (role && tuning.removeRegions && tuning.dropAnnouncements === true && isAnnouncement(el, role, length)) return 'live announcement';
  if (!mayMatchPattern(el)) return null;
  const tokens = classTokens(el);
  if (tokens.length === 0 || !tokens.some((t) => ANY_PATTERN.test(t))) return null;
  if (!tuning.keepComments && matches(tokens, COMMENT_PATTERN, length, tuning) && !(tuning.commentsAreContent && isThread(el, length, lengthOf))) return COMMENT_PATTERN.reason;
  for (const rule of REMOVE_PATTERNS) if ((tuning.removeWidgets || rule.everyRetry === true) && matches(tokens, rule, length, tuning)) return rule.reason;
  return null;
}

/**
 * On a forum page the thread's replies sit in a container named like a comment section (IPS `#comments.cTopic`,
 * reddit's `.commentarea`, Slashdot's `#comments`: wcxb-dev 0579, 0562, 0570), and are the content; the short
 * remark lists under each post (Stack Exchange's `.comments`, which WCXB's gold leaves out: 0566, 0567, 1177) are
 * not. A comment section holding THREAD_MIN_CHARS is the thread (2,000 kept 1177's longer remark lists), and so is
 * each reply inside it (`li.comment`, forum--replies-in-comment-section). The body's classes name the page, not a
 * section (Vanilla's `body.Discussion`, 0559), so the climb stops below it.
 */
const THREAD_MIN_CHARS = 3000;

/**
 * A comment section that is the page's only one is the thread, however short: a two-post IPS topic in
 * `#comments.cTopic` (wcxb-dev 0546, 1,636 characters; 0543) was removed and the rules found nothing, the fallbacks
 * then took a signature or the page's menus. The remark lists a Q&A page puts under each post come one per post,
 * named alike (Stack Exchange's `.comments`, 0566, 1177), and still go. Named by its id, the section is unique; named by
 * a class, no other element of the page has it. Fixture: forum--short-thread-in-comment-section.
 */
function onlySection(el: Element): boolean {
  const id = dom.getAttribute(el, 'id');
  if (id && COMMENT_PATTERN.token.test(id.toLowerCase())) return true;
  const names = (dom.getAttribute(el, 'class') ?? '').split(/\s+/).filter((t) => COMMENT_PATTERN.token.test(t.toLowerCase()));
  return names.length > 0 && names.every((name) => dom.querySelectorAll(dom.ownerDocument(el), `.${name}`).length === 1);
}
const PAGE_ROOTS = new Set(['BODY', 'HTML']);

function isThread(el: Element, length: () => number, lengthOf: LengthOf): boolean {
  if (length() >= THREAD_MIN_CHARS || onlySection(el)) return true;
  for (let cur = dom.parentElement(el); cur && !PAGE_ROOTS.has(dom.tagName(cur)); cur = dom.parentElement(cur)) {
    if (classTokens(cur).some((t) => COMMENT_PATTERN.token.test(t)) && (lengthOf(cur) ?? textLength(cur)) >= THREAD_MIN_CHARS) return true;
  }
  return false;
}

function removedByTag(el: Element, rule: TagRule, tuning: Tuning, length: () => number): boolean {
  if (rule.maxChars === undefined) return true;
  if (rule.needsElements && dom.firstElementChild(el) === null) return true;
  // A profile's whole regions go in every retry too: escalation's relaxation of regions took a shop's footer policy
  // back (pagetype--product-policy-dialog-in-footer). A whole footer goes only while regions are removed (collection).
  return (regionsWhole(tuning) && rule.region === true) || (tuning.removeRegions && length() < rule.maxChars);
}

/** Footer and dialogs go whatever their size (Tuning.wholeRegions; Tuning.wholeFooter while regions are removed). */
function regionsWhole(tuning: Tuning): boolean {
  return tuning.wholeRegions || (tuning.wholeFooter === true && tuning.removeRegions);
}

/** A rule's size guard (content wearing a boilerplate name is long) is waived where the profile says so (Tuning.wholeRegions). */
function matches(tokens: string[], rule: PatternRule, length: () => number, tuning: Tuning): boolean {
  return tokens.some((t) => rule.token.test(t)) && (tuning.wholeRegions || length() < rule.maxChars);
}

/** Whether a token of `el`'s class or its id may match a pattern of the tables (false: none does). */
function mayMatchPattern(el: Element): boolean {
  const cls = dom.getAttribute(el, 'class');
  const id = dom.getAttribute(el, 'id');
  return (cls !== null && ANY_PATTERN_IN_CLASS.test(cls.toLowerCase())) || (id !== null && id !== '' && ANY_PATTERN.test(id.toLowerCase()));
}

function classTokens(el: Element): string[] {
  const cls = dom.getAttribute(el, 'class');
  const id = dom.getAttribute(el, 'id');
  if (!cls && !id) return [];
  const tokens = cls ? cls.toLowerCase().split(/\s+/).filter(Boolean) : [];
  if (id) tokens.push(id.toLowerCase());
  return tokens;
}

/** Whitespace-collapsed, trimmed length of the element's text, counted without building the collapsed string. */
function textLength(el: Element): number {
  return scanText(dom.textContent(el) ?? '').length;
}

/**
 * Stage 1, cleaning. Read-only: the page is walked once and what cleaning removes goes into a `dropped`
 * set (a removed block takes its subtree); later stages skip those elements and the output copy leaves
 * them out. Tables in ./tables.ts, hidden content in ./hidden.ts. Every removal is recorded.
 */
import type { Removal } from '../types';
import type { Deadline } from '../dom/deadline';
import type { Tuning } from '../registry/tuning';
import { describe, pageRoot, walkElements } from '../dom/walk';
import { hasLayout, hiddenByClass, hiddenByStyle, type Backgrounds } from '../dom/hidden';
import { disclosurePanels } from '../dom/disclosures';
import { headingBlockContext, type HeadingBlockContext } from './hidden-heading';
import { COMMENT_PATTERN, REMOVE_PATTERNS, REMOVE_TAGS } from './tables';
import { KEEP_TAGS } from '../dom/kept-tags';
import { textLengths } from '../dom/text-lengths';
import { CLEAN_RULES, type CleanContext, type CleanDrop, type CleanExemption, type CleanRule } from './rules';
import { classTokens, textLength } from './tokens';
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
 * none of them, and one test rules a token out instead of eight. A token it matches goes through each rule.
 */
const ANY_PATTERN = new RegExp([COMMENT_PATTERN, ...REMOVE_PATTERNS].map((rule) => rule.token.source).join('|'));
/**
 * The same, looked for in a whole lower-cased class attribute: each pattern, stripped of its `^`/`$`, between the
 * start or white space and white space or the end. A token some pattern matches is found there (it is one of the
 * places tried); what it finds beyond that (a `.*` running into the next token) is only a reason to split the
 * attribute into tokens, which are then tested one by one as before. Most class attributes match nothing and are
 * not split (the token arrays were 2-3% of cleaning and extraction in Chromium).
 */
const ANY_PATTERN_IN_CLASS = new RegExp(`(?:^|\\s)(?:${[COMMENT_PATTERN, ...REMOVE_PATTERNS].map((rule) => rule.token.source.slice(1, -1)).join('|')})(?=\\s|$)`);
/** Reasons whose text was never readable: it does not count in the page's text. */
const NOT_TEXT = new Set([REMOVE_TAGS[0].reason, REMOVE_TAGS[1].reason]);

export function clean(input: CleanInput): Cleaned | null {
  const root = pageRoot(input.document);
  if (!root) return null;
  const dropped = input.dropped ?? new WeakSet<Element>();
  const rules = input.tuning.rules;
  const lengthOf = textLengths(root);
  let pageChars = lengthOf(root) ?? textLength(root);
  const judge = judgeWith(root, rules.pick(CLEAN_RULES), lengthOf, pageChars, rules.has('drop-whole-regions'), {
    // Computed style only on a live page, and only when the mode reads it (fast does not).
    view: rules.has('drop-hidden') && rules.has('read-computed-style') && hasLayout(input.document) ? dom.defaultView(input.document) : null,
    hiddenClass: rules.has('hide-by-utility-class'),
  });
  let outOfTime = false;
  let live: Element[] | undefined = [];
  walkElements(root, (el) => {
    if (outOfTime || input.deadline?.tick()) { outOfTime = true; return false; }
    const site = input.site?.verdict(el);
    const verdict = site === undefined ? judge(el) : site ? { reason: site, rule: SITE_PROFILE_RULE } : null;
    if (!verdict) {
      live?.push(el);
      return true;
    }
    const chars = lengthOf(el) ?? textLength(el);
    dropped.add(el);
    if (!dropped.has(el)) live = undefined;
    input.removed.push({ step: site ? 'site-profile' : 'clean', selector: describe(el), reason: verdict.reason, chars, rule: verdict.rule });
    if (NOT_TEXT.has(verdict.reason)) pageChars -= chars;
    return false;
  });
  if (outOfTime) return null;
  return { root, dropped, pageChars: Math.max(0, pageChars), live };
}

/** The rule id a site profile's removals carry: the user's own drop selectors, not a registered heuristic. */
export const SITE_PROFILE_RULE = 'site-profile';

/** Text lengths of the page's elements (dom/text-lengths.ts), undefined for an element outside the page's root. */
type LengthOf = (el: Element) => number | undefined;

const NO_PANELS: ReadonlySet<string> = new Set();
const NO_HEADING_BLOCK: HeadingBlockContext = { headings: [], shownChars: 0 };

/** Where the second source of hidden content comes from: computed style on a live page, else a utility class. */
interface HiddenSources { view: Window | null; hiddenClass: boolean }

/**
 * The judge of one page: the run's cleaning rules (./rules.ts), asked in order; the first drop rule that removes the
 * element and that no exemption spares names the removal. An element without attributes (a third of a typical
 * page's) has no markup that hides it, no role and no class or id: those reads are skipped for it.
 */
function judgeWith(
  root: Element, active: readonly CleanRule[], lengthOf: LengthOf, pageChars: number, wholeNamed: boolean, sources: HiddenSources,
): (el: Element) => { reason: string; rule: string } | null {
  const drops = active.filter((rule): rule is CleanRuleOf<CleanDrop> => 'drops' in rule.apply);
  const exemptions = active.filter((rule): rule is CleanRuleOf<CleanExemption> => 'spares' in rule.apply);
  const sparing = new Map(drops.map((rule) => [rule.id, exemptions.filter((e) => e.apply.spares.includes(rule.id))]));
  let panels: ReadonlySet<string> | undefined;
  let headingBlock: HeadingBlockContext | undefined;
  const wantsPanels = exemptions.some((e) => e.id === 'reveal-disclosure-panels');
  const wantsHeadingBlock = exemptions.some((e) => e.id === 'reveal-hidden-heading-block');
  let tokens: string[] | null = null;
  const backgrounds: Backgrounds = new Map();
  const ctx: CleanContext = {
    el: root, tag: '', bare: true, tagRule: undefined, role: null, pageChars, wholeNamed, lengthOf,
    tokens: () => (tokens ??= mayMatchPattern(ctx.el) ? matchingTokens(ctx.el) : []),
    length: () => lengthOf(ctx.el) ?? textLength(ctx.el),
    hiddenOtherwise: (el) => (sources.view ? hiddenByStyle(el, sources.view, backgrounds) : sources.hiddenClass && !ctx.bare ? hiddenByClass(el) : null),
    panels: () => (panels ??= wantsPanels ? disclosurePanels(root) : NO_PANELS),
    headingBlock: () => (headingBlock ??= wantsHeadingBlock ? headingBlockContext(root, lengthOf) : NO_HEADING_BLOCK),
  };
  return (el) => {
    const tag = dom.tagName(el);
    const keep = KEEP_RULES.get(tag);
    if (keep && keep.value.test(dom.getAttribute(el, keep.attribute) ?? '')) return null;
    ctx.el = el;
    ctx.tag = tag;
    ctx.bare = !dom.hasAttributes(el);
    ctx.tagRule = TAG_RULES.get(tag);
    ctx.role = ctx.bare ? null : dom.getAttribute(el, 'role');
    tokens = null;
    for (const rule of drops) {
      const reason = rule.apply.drops(ctx);
      if (reason && !sparing.get(rule.id)!.some((e) => e.apply.test(ctx, rule.id))) return { reason, rule: rule.id };
    }
    return null;
  };
}

type CleanRuleOf<A> = CleanRule & { apply: A };

/** The element's class tokens and id when one of them matches some pattern of the tables, else none. */
function matchingTokens(el: Element): string[] {
  const tokens = classTokens(el);
  return tokens.some((t) => ANY_PATTERN.test(t)) ? tokens : [];
}

/** Whether a token of `el`'s class or its id may match a pattern of the tables (false: none does). */
function mayMatchPattern(el: Element): boolean {
  const cls = dom.getAttribute(el, 'class');
  const id = dom.getAttribute(el, 'id');
  return (cls !== null && ANY_PATTERN_IN_CLASS.test(cls.toLowerCase())) || (id !== null && id !== '' && ANY_PATTERN.test(id.toLowerCase()));
}

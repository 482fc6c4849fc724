/**
 * Cleaning's registered rules, in the order ./index.ts asks them of each element: the first drop rule that
 * removes an element, and that no exemption of the run spares, names the removal. Tables of tags, roles and
 * class/id patterns are in ./tables.ts.
 */
import type { Modifier, Rule } from '../registry/rule';
import { hiddenByMarkup } from '../dom/hidden';
import { decorativeImage } from '../dom/decorative-images';
import { isDisclosurePanel, isPanelHeading } from '../dom/disclosures';
import { isHiddenHeadingBlock, type HeadingBlockContext } from './hidden-heading';
import { COMMENT_PATTERN, REGION_ROLES, REMOVE_PATTERNS, REMOVE_ROLES, type PatternRule, type TagRule } from './tables';
import { CONTENT_REGION_CHARS } from '../shared/facts';
import { headerBeforeMain, isAnnouncement } from './site-chrome';
import { isEntryForm } from './forms';
import { isThread } from './threads';
import * as dom from '../dom/read';

/** What a cleaning rule reads of the element being judged and of its page. */
export interface CleanContext {
  el: Element;
  tag: string;
  /** The element has no attributes (no markup hides it, no role, no class or id). */
  bare: boolean;
  /** The element's rule in the tag table, if any. */
  tagRule: TagRule | undefined;
  role: string | null;
  /** Lower-cased class tokens and id; null until a pattern may match (`tokens()` reads them). */
  tokens(): string[];
  length(): number;
  lengthOf(el: Element): number | undefined;
  pageChars: number;
  /** Hidden by something other than markup (computed style, or a utility class), as the run's rules read it. */
  hiddenOtherwise(el: Element): string | null;
  panels(): ReadonlySet<string>;
  headingBlock(): HeadingBlockContext;
  /** Size guards of named widgets and comment sections are waived (rule drop-whole-regions). */
  wholeNamed: boolean;
}

/** A drop rule answers the reason to remove the element, or null. */
export type CleanDrop = { drops: (ctx: CleanContext) => string | null };
/** An exemption spares the element from the drop rules it names. */
export type CleanExemption = { spares: readonly string[]; test: (ctx: CleanContext, rule: string) => boolean };
export type CleanRule = Rule<CleanDrop | CleanExemption | Modifier> & { stage: 'clean' };

const ENTRY_FORM = 'form to fill in (contact, sign-up)';
/** A block hidden by markup that holds this share of the page's text is the page, hidden until a script shows it. */
const REVEALED_PAGE_SHARE = 0.5;
const TAG_DROPS = ['drop-non-content-tags', 'drop-whole-regions', 'drop-whole-footer', 'drop-small-regions'];

const regionTag = (ctx: CleanContext): string | null => (ctx.tagRule?.region === true ? ctx.tagRule.reason : null);
const regionRole = (ctx: CleanContext): string | null => (ctx.role && REMOVE_ROLES[ctx.role] && REGION_ROLES.has(ctx.role) ? REMOVE_ROLES[ctx.role] : null);
/** A named-pattern rule matches a token, within its size guard unless the run waives it. */
const named = (ctx: CleanContext, rule: PatternRule): boolean =>
  ctx.tokens().some((t) => rule.token.test(t)) && (ctx.wholeNamed || ctx.length() < rule.maxChars);

export const CLEAN_RULES: readonly CleanRule[] = [
  {
    id: 'drop-non-content-tags', stage: 'clean', when: {},
    reason: 'scripts, styles, embedded media and form controls are not text a reader reads',
    apply: { drops: (ctx) => (ctx.tagRule && (ctx.tagRule.maxChars === undefined || (ctx.tagRule.needsElements === true && dom.firstElementChild(ctx.el) === null)) ? ctx.tagRule.reason : null) },
  },
  {
    id: 'drop-whole-regions', stage: 'clean', when: { pageTypes: ['product'] },
    reason: 'a page\'s footer and dialogs go whatever their size, in every retry, and named widgets lose their size guard: on a shop page they hold policies longer than the product',
    apply: { drops: (ctx) => regionTag(ctx) ?? regionRole(ctx) },
  },
  {
    id: 'drop-whole-footer', stage: 'clean', when: { pageTypes: ['collection'] },
    reason: 'while regions are removed, the page\'s footer and dialogs go whatever their size: a shop\'s footer dialogs outweigh its grid',
    apply: { drops: (ctx) => regionTag(ctx) ?? regionRole(ctx) },
  },
  {
    id: 'drop-small-regions', stage: 'clean', when: {},
    reason: 'navigation, sidebars, footers, forms and boilerplate roles are not the content, unless so large they wrap it',
    apply: {
      drops: (ctx) => {
        const rule = ctx.tagRule;
        if (rule?.maxChars !== undefined && ctx.length() < rule.maxChars) return rule.reason;
        return ctx.role && REMOVE_ROLES[ctx.role] && ctx.length() < CONTENT_REGION_CHARS ? REMOVE_ROLES[ctx.role] : null;
      },
    },
  },
  {
    id: 'drop-entry-forms', stage: 'clean', when: {},
    reason: 'a form to fill in (contact, sign-up) is not content whatever its size, unless it wraps the page',
    apply: { drops: (ctx) => (ctx.tag === 'FORM' && isEntryForm(ctx.el, ctx.length(), ctx.pageChars) ? ENTRY_FORM : null) },
  },
  {
    id: 'drop-decorative-images', stage: 'clean', when: {},
    reason: 'spacers, tracking pixels and icons are not the content\'s pictures',
    apply: { drops: (ctx) => (ctx.tag === 'IMG' ? decorativeImage(ctx.el) : null) },
  },
  {
    id: 'drop-hidden', stage: 'clean', when: {},
    reason: 'content hidden by markup or style is not what the reader sees',
    apply: { drops: (ctx) => (ctx.bare ? null : hiddenByMarkup(ctx.el)) ?? ctx.hiddenOtherwise(ctx.el) },
  },
  {
    id: 'drop-header-before-main', stage: 'clean', when: { pageTypes: ['collection'] },
    reason: 'while regions are removed, a banner or navigation region before the page\'s main region is site chrome whatever its size',
    apply: { drops: (ctx) => (ctx.role && headerBeforeMain(ctx.el, ctx.role) ? REMOVE_ROLES[ctx.role] : null) },
  },
  {
    id: 'drop-live-announcements', stage: 'clean', when: { pageTypes: ['collection'] },
    reason: 'while regions are removed, a live region\'s short status line ("loaded 296 results") is not content',
    apply: { drops: (ctx) => (ctx.role && isAnnouncement(ctx.el, ctx.role, ctx.length) ? 'live announcement' : null) },
  },
  {
    id: 'drop-comment-sections', stage: 'clean', when: {},
    reason: 'comment sections are not the content unless the caller asks for them (includeComments)',
    apply: { drops: (ctx) => (named(ctx, COMMENT_PATTERN) ? COMMENT_PATTERN.reason : null) },
  },
  {
    id: 'drop-consent-tools', stage: 'clean', when: {},
    reason: 'a consent tool\'s dialog is never content, in every retry and whatever its size',
    apply: { drops: (ctx) => patternReason(ctx, true) },
  },
  {
    id: 'drop-named-widgets', stage: 'clean', when: {},
    reason: 'widgets named by class or id (ads, share bars, newsletters, related lists) are not the content',
    apply: { drops: (ctx) => patternReason(ctx, false) },
  },
  {
    id: 'read-computed-style', stage: 'clean', when: { modes: ['standard', 'precision', 'recall'] },
    reason: 'on a live page, content hidden by its computed style is hidden too (one style read per element markup does not settle; fast mode skips it)',
    apply: { modifies: 'what drop-hidden reads besides markup' },
  },
  {
    id: 'hide-by-utility-class', stage: 'clean', when: { pageTypes: ['collection'] },
    reason: 'on a page without layout, the `hidden` utility class hides an element (a shop\'s closed drawers)',
    apply: { modifies: 'what drop-hidden reads besides markup, where no computed style is read' },
  },
  // Exemptions.
  {
    id: 'reveal-hidden-page', stage: 'clean', when: {},
    reason: 'a block hidden by markup that holds most of the page is the page, hidden until a script shows it',
    apply: { spares: ['drop-hidden'], test: (ctx) => !ctx.bare && hiddenByMarkup(ctx.el) !== null && ctx.length() >= ctx.pageChars * REVEALED_PAGE_SHARE },
  },
  {
    id: 'reveal-hidden-heading-block', stage: 'clean', when: { pageTypes: ['product'] },
    reason: 'a block hidden by markup holding every <h1> of the page is the product, shown later by a script',
    apply: { spares: ['drop-hidden'], test: (ctx) => !ctx.bare && hiddenByMarkup(ctx.el) !== null && isHiddenHeadingBlock(ctx.el, ctx.lengthOf, ctx.headingBlock()) },
  },
  {
    id: 'reveal-disclosure-panels', stage: 'clean', when: { pageTypes: ['product', 'collection'] },
    reason: 'the closed panels of the page\'s own tabs and accordions (and the buttons heading them) are folded content, not hidden content',
    apply: {
      spares: ['drop-hidden', ...TAG_DROPS],
      test: (ctx, rule) => (rule === 'drop-hidden' ? isDisclosurePanel(ctx.el, ctx.panels()) : isPanelHeading(ctx.el, ctx.panels())),
    },
  },
  {
    id: 'keep-comment-threads', stage: 'clean', when: { pageTypes: ['forum'] },
    reason: 'on a forum the replies sit in a section named like comments, and are the content',
    apply: { spares: ['drop-comment-sections'], test: (ctx) => isThread(ctx.el, ctx.length, ctx.lengthOf) },
  },
];

/** The first widget pattern that matches: consent tools (`everyRetry`) or the others. */
function patternReason(ctx: CleanContext, everyRetry: boolean): string | null {
  for (const rule of REMOVE_PATTERNS) if ((rule.everyRetry === true) === everyRetry && named(ctx, rule)) return rule.reason;
  return null;
}

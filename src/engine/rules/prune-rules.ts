/**
 * Pruning's registered rules (./prune.ts runs them). Block rules judge each block of the content top-down, in
 * order: the first that names a block removes it with its subtree, unless an exemption of the run spares it from
 * that rule. Passes run after the walk, in order, each over what is left.
 */
import type { Modifier, Rule } from '../registry/rule';
import type { Tuning } from '../registry/tuning';
import type { Removal } from '../types';
import { linkDensity, type StatsMap } from '../dom/stats';
import { HEADING_TAGS, TRAILING_PERMALINK } from '../dom/tags';
import { classAndId, describe, normalizedText, walkElements } from '../dom/walk';
import { holdsKeptImage, isCaption, isPicturePart } from '../dom/figures';
import { BOILERPLATE_MAX_CHARS, boilerplateReason } from './boilerplate';
import { POSITIVE, PRUNE, PRUNE_EXCEPTION, classWeight } from './vocabulary';
import * as dom from '../dom/read';
import { linkRowReason, pruneLeftovers, titleParts, type LinkTargets } from './chrome';
import { pruneRepeats, pruneSelfRepeats } from './repeats';
import { pruneRecurring } from './thread-repeats';
import { pruneProductCards } from './product';
import { pruneItemLabels } from './item-labels';
import { isIdentifier, spelledBetweenIdentifiers } from './identifiers';
import { pruneRelatedRuns } from './related-runs';
import { BYLINE_MAX_CHARS } from '../shared/facts';

/** Containers judged by pruning; inline elements and paragraphs' own markup are left alone. */
export const PRUNABLE = new Set(['DIV', 'SECTION', 'UL', 'OL', 'DL', 'TABLE', 'HEADER', 'FIGURE', 'P', 'SPAN', 'ASIDE', 'NAV', 'LI', 'ARTICLE', 'FOOTER']);
const LISTS = new Set(['UL', 'OL', 'DL']);
/** Kept with includeComments even though the prune vocabulary names them. */
const COMMENT_NAMES = /comment|disqus|respond|discussion/i;
/** Blocks whose own text is judged by the furniture table (inline elements never: they sit mid-sentence). */
const TEXT_BLOCKS = new Set(['P', 'DIV', 'LI', 'H2', 'H3', 'H4', 'H5', 'H6', 'SECTION', 'HEADER', 'ADDRESS', 'DD', 'DT']);
/** A block named like boilerplate is kept when it holds this much text: a mis-named content wrapper. */
export const VOCABULARY_MAX_CHARS = 2000;

/** What a block rule reads of the block being judged and of the pruning around it. */
export interface BlockContext {
  el: Element;
  tag: string;
  stats: StatsMap;
  tuning: Tuning;
  title: string;
  /** No heading was judged before this one (the title repeated as the first heading). */
  firstHeading: boolean;
  /** An item's title, the list's wrappers or a small table cell's value: not a link row (asked when needed). */
  spared(el: Element): boolean;
  /** A field of an item card on a page that is a list of items (./items.ts). */
  inItemField: boolean;
  targets: LinkTargets;
}

/** What a pass after the walk reads. */
export interface PassContext {
  elements: Element[];
  stats: StatsMap;
  tuning: Tuning;
  title: string;
  removed: Removal[];
  dropped: WeakSet<Element>;
  items: ReadonlySet<Element>;
  overdue(): boolean;
}

export type PruneBlock = { judges: (ctx: BlockContext) => string | null };
export type PruneExemption = { spares: readonly string[]; test: (ctx: BlockContext) => boolean };
/** A pass runs after the walk; `late` passes run past the deadline too. */
export type PrunePass = { pass: (ctx: PassContext) => void; late?: boolean };
export type PruneRule = Rule<PruneBlock | PruneExemption | PrunePass | Modifier> & { stage: 'prune' };

const s = (ctx: BlockContext) => ctx.stats.get(ctx.el)!;
/** Block rules judge prunable containers only; headings have their own rule. */
const block = (ctx: BlockContext) => PRUNABLE.has(ctx.tag);
const AFTER_ATTRIBUTION = ['prune-furniture-text', 'prune-link-rows', 'prune-boilerplate-names', 'prune-negative-class', 'prune-link-dense'];

export const PRUNE_RULES: readonly PruneRule[] = [
  {
    id: 'prune-title-heading', stage: 'prune', when: {},
    reason: 'the first heading repeats the title shown above the content',
    apply: { judges: (ctx) => (HEADING_TAGS.has(ctx.tag) && ctx.firstHeading ? headingVerdict(ctx.el, ctx.title) : null) },
  },
  {
    id: 'prune-machine-identifiers', stage: 'prune', when: { pageTypes: ['product'] },
    reason: 'a block whose whole text is a machine identifier (a UUID, a hex digest), or a label spelled out between such blocks, is not content',
    apply: {
      judges: (ctx) => {
        if (!block(ctx)) return null;
        if (isIdentifier(ctx.el, s(ctx))) return 'machine identifier';
        return s(ctx).hasBlockChild === false && spelledBetweenIdentifiers(ctx.el, ctx.stats) ? 'label spelled between identifiers' : null;
      },
    },
  },
  {
    id: 'prune-page-type-names', stage: 'prune', when: {},
    reason: 'blocks the page type\'s vocabulary names as not content (a forum\'s signatures, a shop\'s reviews) go, unless so large they wrap the content',
    apply: { judges: (ctx) => (block(ctx) && typeNamed(ctx) && s(ctx).chars < VOCABULARY_MAX_CHARS ? NOT_ON_TYPE : null) },
  },
  {
    id: 'prune-named-whole', stage: 'prune', when: { pageTypes: ['product'] },
    reason: 'blocks the page type\'s vocabulary names go whatever their size unless they hold the page\'s <h1>: a shop\'s reviews outweigh the product',
    apply: { judges: (ctx) => (block(ctx) && typeNamed(ctx) && dom.querySelector(ctx.el, 'h1') === null ? NOT_ON_TYPE : null) },
  },
  {
    id: 'prune-furniture-text', stage: 'prune', when: { modes: ['standard', 'fast', 'precision'] },
    reason: 'short blocks whose text is furniture (datelines, bylines, "Advertisement") are not content',
    apply: {
      judges: (ctx) => {
        const st = s(ctx);
        return block(ctx) && !st.hasBlockChild && st.chars > 0 && st.chars <= BOILERPLATE_MAX_CHARS && TEXT_BLOCKS.has(ctx.tag)
          ? boilerplateReason(normalizedText(ctx.el), ctx.tuning.furniture) : null;
      },
    },
  },
  {
    id: 'prune-link-rows', stage: 'prune', when: {},
    reason: 'rows of links (tags, share links, a menu repeated inside the content) are not content',
    apply: { judges: (ctx) => (block(ctx) ? linkRowReason(ctx.el, ctx.stats, ctx.targets) : null) },
  },
  {
    id: 'prune-boilerplate-names', stage: 'prune', when: {},
    reason: 'blocks whose class or id names boilerplate (byline, share, related) go, unless so large they wrap the content',
    apply: { judges: (ctx) => (block(ctx) && s(ctx).chars < VOCABULARY_MAX_CHARS && boilerplateNames(classAndId(ctx.el)) ? 'boilerplate class/id' : null) },
  },
  {
    id: 'prune-negative-class', stage: 'prune', when: { modes: ['precision'] },
    reason: 'for precision, blocks whose class or id reads as not content (meta, media, promo, tags) go too',
    apply: {
      judges: (ctx) => (block(ctx) && s(ctx).chars < VOCABULARY_MAX_CHARS && classWeight(ctx.el) < 0 && !ctx.spared(ctx.el) && !isPicturePart(ctx.el, ctx.stats)
        ? 'negative class/id' : null),
    },
  },
  {
    id: 'prune-link-dense', stage: 'prune', when: {},
    reason: 'a short block mostly made of links is navigation, not content',
    apply: { judges: (ctx) => (linkDense(ctx.el, ctx.stats, ctx.tuning) && !ctx.spared(ctx.el) && !isPicturePart(ctx.el, ctx.stats) ? 'link-dense block' : null) },
  },
  // Exemptions.
  {
    id: 'keep-heading-block', stage: 'prune', when: { pageTypes: ['product'] },
    reason: 'the block holding the page\'s <h1> is the product\'s own block, whatever its class words',
    apply: { spares: ['prune-page-type-names', 'prune-boilerplate-names', 'prune-negative-class'], test: (ctx) => dom.querySelector(ctx.el, 'h1') !== null },
  },
  {
    id: 'keep-post-attribution', stage: 'prune', when: { pageTypes: ['forum'] },
    reason: 'on a thread each post\'s author and date are content, not a byline or dateline',
    apply: { spares: AFTER_ATTRIBUTION, test: (ctx) => block(ctx) && isAttribution(ctx.el, s(ctx).chars, ctx.tuning) },
  },
  {
    id: 'keep-lists', stage: 'prune', when: { modes: ['recall'] },
    reason: 'for recall, lists stay even where pruning would take them',
    apply: { spares: ['prune-boilerplate-names', 'prune-negative-class', 'prune-link-dense'], test: (ctx) => LISTS.has(ctx.tag) },
  },
  {
    id: 'keep-comment-names', stage: 'prune', when: { pageTypes: ['forum'] },
    reason: 'where comments are content (a thread, or the includeComments option), blocks named as comments stay',
    apply: { spares: ['prune-boilerplate-names', 'prune-negative-class'], test: (ctx) => COMMENT_NAMES.test(classAndId(ctx.el)) },
  },
  {
    id: 'keep-item-fields', stage: 'prune', when: { pageTypes: ['listing', 'collection'] },
    reason: 'inside the items of a list, blocks the boilerplate vocabulary names (authors, ratings) are the item\'s fields',
    apply: { spares: ['prune-boilerplate-names'], test: (ctx) => ctx.inItemField },
  },
  {
    id: 'count-linked-title-runs', stage: 'prune', when: { pageTypes: ['listing', 'collection'] },
    reason: 'where lists of items are the content, runs of bare linked titles count as items, and blocks the vocabularies name do not count toward a run\'s share',
    apply: { modifies: 'which runs pruning reads as a list of items (./items.ts `dominantItems`)' },
  },
  // Passes.
  {
    id: 'prune-item-labels', stage: 'prune', when: { pageTypes: ['listing'] },
    reason: 'short lines many items of a list repeat ("Price", "Register Now") are the template\'s labels',
    apply: { pass: (ctx) => pruneItemLabels(ctx.items, ctx.stats, ctx.removed, ctx.dropped) },
  },
  {
    id: 'prune-repeats', stage: 'prune', when: { pageTypes: ['product'] },
    reason: 'a leaf block repeating an earlier block\'s whole text is a copy for another screen size',
    apply: { pass: (ctx) => pruneRepeats(ctx.elements, ctx.stats, ctx.removed, ctx.dropped, ctx.overdue) },
  },
  {
    id: 'prune-self-repeats', stage: 'prune', when: { exceptPageTypes: ['product', 'collection'] },
    reason: 'a long leaf block whose text repeats itself is a duplicated widget',
    apply: { pass: (ctx) => pruneSelfRepeats(ctx.elements, ctx.stats, ctx.removed, ctx.dropped, ctx.overdue) },
  },
  {
    id: 'prune-recurring-lines', stage: 'prune', when: { pageTypes: ['forum'] },
    reason: 'short lines a thread\'s post template repeats beside many posts (rank, post count, signatures) are not the thread',
    apply: {
      pass: (ctx) => pruneRecurring(ctx.elements, ctx.stats, ctx.removed, ctx.dropped, ctx.overdue, (el) => isAttribution(el, ctx.stats.get(el)?.chars ?? 0, ctx.tuning)),
    },
  },
  {
    id: 'prune-product-cards', stage: 'prune', when: { pageTypes: ['product'] },
    reason: 'runs of other products\' cards (a name and a price, each linked) are not the product',
    apply: { pass: (ctx) => pruneProductCards(ctx.elements, ctx.stats, ctx.removed, ctx.dropped, ctx.overdue) },
  },
  {
    id: 'prune-related-runs', stage: 'prune', when: { pageTypes: ['article'] },
    reason: 'a run of teasers for the site\'s other pages after the story is not the story',
    apply: { pass: (ctx) => pruneRelatedRuns(ctx.elements, ctx.stats, ctx.removed, ctx.dropped) },
  },
  {
    id: 'prune-leftover-stubs', stage: 'prune', when: {},
    reason: 'blocks pruning emptied to a stub, and the site-name line at the start, are not content',
    apply: { pass: (ctx) => pruneLeftovers(ctx.elements, ctx.stats, ctx.title, ctx.removed, ctx.dropped, ctx.overdue) },
  },
  {
    id: 'trim-short-edges', stage: 'prune', when: { modes: ['precision'], scope: 'article' },
    reason: 'for precision, the short blocks that open and close the content (a dateline, a share row) go',
    apply: { pass: (ctx) => trimEdges(ctx.elements, ctx.stats, ctx.removed, ctx.dropped), late: true },
  },
];

const NOT_ON_TYPE = 'not content on this page type';

function typeNamed(ctx: BlockContext): boolean {
  return ctx.tuning.pruneNames !== null && ctx.tuning.pruneNames.test(classAndId(ctx.el));
}

/** Class and id words that name boilerplate (`PRUNE`), unless they also name content or an exception. */
export function boilerplateNames(names: string): boolean {
  return PRUNE.test(names) && !POSITIVE.test(names) && !PRUNE_EXCEPTION.test(names);
}

export function linkDense(el: Element, stats: StatsMap, tuning: Tuning): boolean {
  const st = stats.get(el);
  return !!st && PRUNABLE.has(dom.tagName(el)) && st.chars > 0 && st.chars < tuning.linkDenseKeepChars && linkDensity(st) > tuning.maxLinkDensity;
}

/** Class/id/itemprop names of the poster's name. */
const POSTER_NAMES = /author|user-?name|poster|creator|byline/i;

/** A short block holding a <time>, a date line, or the poster's name. */
function isAttribution(el: Element, chars: number, tuning: Tuning): boolean {
  if (chars === 0 || chars > BYLINE_MAX_CHARS) return false;
  if (dom.querySelector(el, 'time') || POSTER_NAMES.test(`${classAndId(el)} ${dom.getAttribute(el, 'itemprop') ?? ''}`)) return true;
  const reason = boilerplateReason(normalizedText(el), tuning.furniture);
  return reason === 'dateline';
}

/**
 * The first heading repeats the title shown above the article (readers' gold leaves it out). A short heading must
 * be the title's own part whole ("Quillon" of "Quillon - Wikipedia"), not a word found in it.
 */
function headingVerdict(el: Element, title: string): string | null {
  if (!title) return null;
  // Without its permalink mark (Sphinx's `¶`): test/markdown/pages/docs--sphinx-and-badges.
  const text = normalizedText(el).toLowerCase().replace(TRAILING_PERMALINK, '');
  if (!text) return null;
  const t = title.toLowerCase();
  if (text.length < 8) return titleParts(t).includes(text) ? 'title repeated as heading' : null;
  return t.includes(text) || text.includes(t) ? 'title repeated as heading' : null;
}

/**
 * The short blocks that open and close the content (a dateline, "Share this", a tag row) are trimmed until the first
 * block that is long or a heading, from each end. Leaf text blocks only; figures, captions and blocks holding an
 * image are passed over, neither trimmed nor ending the trim (figures--precision-edges).
 */
function trimEdges(elements: Element[], stats: StatsMap, removed: Removal[], dropped: WeakSet<Element>): void {
  const leaves: Element[] = [];
  const chars = (el: Element) => stats.get(el)?.chars ?? 0;
  for (const container of elements) {
    walkElements(container, (el) => {
      const st = stats.get(el);
      if (!st || dropped.has(el) || isCaption(el, chars)) return false;
      if (HEADING_TAGS.has(dom.tagName(el)) || (!st.hasBlockChild && TEXT_BLOCKS.has(dom.tagName(el)) && st.chars > 0)) {
        if (!HEADING_TAGS.has(dom.tagName(el)) && holdsKeptImage(el, stats)) return false;
        leaves.push(el);
        return false;
      }
      return true;
    });
  }
  // A heading is kept at the start (the content opens with it) but not at the end, where nothing it heads is
  // left: "Related stories" above a list pruning removed.
  const trim = (el: Element, atEnd = false): boolean => {
    const n = stats.get(el)?.chars ?? 0;
    if ((HEADING_TAGS.has(dom.tagName(el)) && !atEnd) || n >= BYLINE_MAX_CHARS) return false;
    dropped.add(el);
    removed.push({ step: 'prune', selector: describe(el), reason: 'short block at the edge', chars: n, rule: 'trim-short-edges' });
    return true;
  };
  let first = 0;
  while (first < leaves.length && trim(leaves[first])) first++;
  for (let last = leaves.length - 1; last > first && trim(leaves[last], true); last--);
}

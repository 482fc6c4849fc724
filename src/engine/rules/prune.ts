/**
 * Pruning inside the chosen subtree: link-heavy blocks, boilerplate named by class/id (bylines, share rows,
 * related lists), and the heading that repeats the page title. Figures and captions are not pruned in any mode
 * (dom/figures.ts: the text output leaves their words out). Top-down: a pruned block takes its subtree,
 * and a parent is judged on its full text before any child is touched. Thresholds come from the mode.
 */
import type { Removal } from '../types';
import type { Deadline } from '../dom/deadline';
import { linkDensity, type StatsMap } from '../dom/stats';
import { HEADING_TAGS, TRAILING_PERMALINK } from '../dom/tags';
import { classAndId, describe, normalizedText, walkElements } from '../dom/walk';
import { holdsKeptImage, isCaption, isPicturePart } from '../dom/figures';
import { BOILERPLATE_MAX_CHARS, boilerplateReason } from './boilerplate';
import type { Tuning } from './thresholds';
import { POSITIVE, PRUNE, PRUNE_EXCEPTION, classWeight } from './vocabulary';
import { dominantItems, templateTexts, textKey } from './items';
import * as dom from '../dom/read';
import { linkRowReason, pruneLeftovers, titleParts, type LinkTargets } from './chrome';
import { pruneRepeats, pruneSelfRepeats } from './repeats';
import { pruneRecurring } from './thread-repeats';
import { pruneProductCards } from './product';
import { pruneItemLabels } from './item-labels';
import { isIdentifier, spelledBetweenIdentifiers } from './identifiers';
import { pruneRelatedRuns } from './related-runs';

/** Containers judged by pruning; inline elements and paragraphs' own markup are left alone. */
const PRUNABLE = new Set(['DIV', 'SECTION', 'UL', 'OL', 'DL', 'TABLE', 'HEADER', 'FIGURE', 'P', 'SPAN', 'ASIDE', 'NAV', 'LI', 'ARTICLE', 'FOOTER']);
const LISTS = new Set(['UL', 'OL', 'DL']);
/** Kept with includeComments even though the prune vocabulary names them. */
const COMMENT_NAMES = /comment|disqus|respond|discussion/i;
/** Blocks whose own text is judged by the furniture table (inline elements never: they sit mid-sentence). */
const TEXT_BLOCKS = new Set(['P', 'DIV', 'LI', 'H2', 'H3', 'H4', 'H5', 'H6', 'SECTION', 'HEADER', 'ADDRESS', 'DD', 'DT']);
/** A block named like boilerplate is kept when it holds this much text: a mis-named content wrapper. */
const VOCABULARY_MAX_CHARS = 2000;

/** Adds what pruning removes inside `elements` to `dropped` (read-only, like cleaning). */
export function prune(
  elements: Element[], stats: StatsMap, tuning: Tuning, title: string, removed: Removal[], dropped: WeakSet<Element>,
  deadline?: Deadline,
): void {
  let firstHeadingSeen = false;
  // Past the deadline the walks skip what is left (each visit returns at once): what was pruned stays pruned.
  let late = false;
  const overdue = (): boolean => late || (late = deadline?.tick() ?? false);
  // On a page that is a list of items (./items.ts), an item's title link is its text, not a link row.
  const items = tuning.listingShare > 0 ? dominantItems(elements, stats, tuning.listingShare, tuning.joinItemRun, tuning.joinItemRun ? (el) => namedFurniture(el, stats, tuning) : undefined) : new Set<Element>();
  const inItem = new WeakSet<Element>();
  const template = templateTexts(items, (el) => linkDense(el, stats, tuning));
  // The blocks that hold the list are not link rows either, though they are as link-dense as their items.
  const holdsItems = new Set<Element>();
  const targets: LinkTargets = new Map();
  // Asked only by the verdict's last tests (cellValue climbs three parents): most blocks are decided before.
  const spared = (el: Element): boolean => holdsItems.has(el) || cellValue(el, stats) || (inItem.has(el) && linkDense(el, stats, tuning) && !template.has(textKey(el)));

  for (const item of items) {
    for (let up = dom.parentElement(item); up && !holdsItems.has(up); up = dom.parentElement(up)) {
      holdsItems.add(up);
      if (elements.includes(up)) break;
    }
  }
  for (const container of elements) {
    walkElements(container, (el) => {
      if (overdue() || !stats.has(el)) return false; // dropped by cleaning, or out of time
      // Without items (most pages) nothing is in one: the parent is not read.
      if (items.size > 0 && (items.has(el) || (dom.parentElement(el) && inItem.has(dom.parentElement(el)!)))) inItem.add(el);
      const tag = dom.tagName(el);
      const heading = HEADING_TAGS.has(tag);
      const field = tuning.keepItemFields && inItem.has(el) && !items.has(el);
      const reason = heading ? headingVerdict(el, title, firstHeadingSeen) : blockVerdict(el, tag, stats, tuning, { spared, field }, targets);
      if (heading) firstHeadingSeen = true;
      if (!reason) return true;
      dropped.add(el);
      removed.push({ step: 'prune', selector: describe(el), reason, chars: stats.get(el)?.chars ?? 0 });
      return false;
    });
  }
  if (tuning.pruneItemLabels && !overdue()) pruneItemLabels(items, stats, removed, dropped);
  if (tuning.pruneRepeats && !overdue()) pruneRepeats(elements, stats, removed, dropped, overdue);
  else if (!tuning.keepSelfRepeats && !overdue()) pruneSelfRepeats(elements, stats, removed, dropped, overdue);
  if (tuning.pruneRecurring && !overdue()) pruneRecurring(elements, stats, removed, dropped, overdue, (el) => isAttribution(el, stats.get(el)?.chars ?? 0, tuning));
  if (tuning.pruneCards && !overdue()) pruneProductCards(elements, stats, removed, dropped, overdue);
  if (tuning.pruneRelatedRuns && !overdue()) pruneRelatedRuns(elements, stats, removed, dropped);
  if (!overdue()) pruneLeftovers(elements, stats, title, removed, dropped, overdue);
  if (tuning.edgeTrimChars > 0) trimEdges(elements, stats, tuning.edgeTrimChars, removed, dropped);
}

/**
 * Precision mode: the short blocks that open and close the content (a dateline, "Share this", a tag row)
 * are trimmed until the first block that is long or a heading, from each end. Leaf text blocks only; figures,
 * captions and blocks holding an image are passed over, neither trimmed nor ending the trim (they were pruned
 * before trimming when precision pruned figures, so the text it trims is the same: figures--precision-edges).
 */
function trimEdges(elements: Element[], stats: StatsMap, maxChars: number, removed: Removal[], dropped: WeakSet<Element>): void {
  const leaves: Element[] = [];
  const chars = (el: Element) => stats.get(el)?.chars ?? 0;
  for (const container of elements) {
    walkElements(container, (el) => {
      const s = stats.get(el);
      if (!s || dropped.has(el) || isCaption(el, chars)) return false;
      if (HEADING_TAGS.has(dom.tagName(el)) || (!s.hasBlockChild && TEXT_BLOCKS.has(dom.tagName(el)) && s.chars > 0)) {
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
    const chars = stats.get(el)?.chars ?? 0;
    if ((HEADING_TAGS.has(dom.tagName(el)) && !atEnd) || chars >= maxChars) return false;
    dropped.add(el);
    removed.push({ step: 'prune', selector: describe(el), reason: 'short block at the edge', chars });
    return true;
  };
  let first = 0;
  while (first < leaves.length && trim(leaves[first])) first++;
  for (let last = leaves.length - 1; last > first && trim(leaves[last], true); last--);
}

/** Where a block sits on a page that is a list of items: `spared` from link-density pruning (an item's title, the
 *  list's wrappers; asked when needed), or a `field` of an item card (./items.ts), which class words do not prune
 *  (Tuning.keepItemFields). */
interface Place { spared: (el: Element) => boolean; field: boolean }

/** A block pruning removes by its class/id words alone (`blockVerdict`'s vocabulary tests, without the item context). */
function namedFurniture(el: Element, stats: StatsMap, tuning: Tuning): boolean {
  const s = stats.get(el);
  if (!s || !PRUNABLE.has(dom.tagName(el)) || s.chars >= VOCABULARY_MAX_CHARS) return false;
  const names = classAndId(el);
  return tuning.pruneNames?.test(names) === true || (tuning.pruneNegativeVocabulary && boilerplateNames(names));
}

/** Class and id words that name boilerplate (`PRUNE`), unless they also name content or an exception. */
function boilerplateNames(names: string): boolean {
  return PRUNE.test(names) && !POSITIVE.test(names) && !PRUNE_EXCEPTION.test(names);
}

/** `tag` is `el`'s tag name; `targets` the link targets read so far in this pruning (./chrome.ts). */
function blockVerdict(el: Element, tag: string, stats: StatsMap, tuning: Tuning, { spared: listItem, field }: Place, targets: LinkTargets): string | null {
  const s = stats.get(el);
  if (!s) return null;
  if (!PRUNABLE.has(tag)) return null;
  if (tuning.pruneIdentifiers && isIdentifier(el, s)) return 'machine identifier';
  if (tuning.pruneIdentifiers && s.hasBlockChild === false && spelledBetweenIdentifiers(el, stats)) return 'label spelled between identifiers';
  // Whatever its size, a block so named that holds the product's `<h1>` is the product's wrapper (WooCommerce's
  // `div.product.shipping-taxable`, product--shop-flags-on-product-wrapper).
  if (tuning.pruneNames && tuning.pruneNames.test(classAndId(el)) && !holdsProductName(el, tuning) && (s.chars < VOCABULARY_MAX_CHARS || namedWhole(el, tuning))) return 'not content on this page type';
  if (tuning.keepAttribution && isAttribution(el, s.chars, tuning)) return null;
  if (tuning.pruneFurnitureText && !s.hasBlockChild && s.chars > 0 && s.chars <= BOILERPLATE_MAX_CHARS && TEXT_BLOCKS.has(tag)) {
    const reason = boilerplateReason(normalizedText(el), tuning.furniture);
    if (reason) return reason;
  }
  if (tuning.pruneNegativeVocabulary) {
    const row = linkRowReason(el, stats, targets);
    if (row) return row;
  }
  if (tuning.keepLists && LISTS.has(tag)) return null;
  if (tuning.pruneNegativeVocabulary && s.chars < VOCABULARY_MAX_CHARS && !holdsProductName(el, tuning)) {
    const names = classAndId(el);
    const comment = (tuning.keepComments || tuning.commentsAreContent === true) && COMMENT_NAMES.test(names);
    if (boilerplateNames(names) && !comment && !field) return 'boilerplate class/id';
    if (tuning.pruneNegativeClass && classWeight(el) < 0 && !comment && !listItem(el) && !isPicturePart(el, stats)) return 'negative class/id';
  }
  if (linkDense(el, stats, tuning) && !listItem(el) && !isPicturePart(el, stats)) return 'link-dense block';
  return null;
}

/**
 * A long block the profile names (`Tuning.pruneNamedWhole`) is not a mis-named wrapper of the content when it does
 * not hold the page's heading: a shop's review section outweighs the product (wcxb-dev 0613, 30,000 characters of
 * reviews under `#customer-reviews_feature_div`); a block named so that holds the `<h1>` wraps the product itself.
 */
function namedWhole(el: Element, tuning: Tuning): boolean {
  return tuning.pruneNamedWhole === true && dom.querySelector(el, 'h1') === null;
}

/**
 * On a product page (Tuning.liftToHeading) the block holding the page's `<h1>`, the product's name, is the product's
 * buy box, whatever the theme calls its column: a shop named it `#right_block.sidebar`, and the class words pruned
 * the name, price, short description and advantages with it (wcxb-dev 0609). Fixture: product--buy-box-named-sidebar.
 */
function holdsProductName(el: Element, tuning: Tuning): boolean {
  return tuning.liftToHeading === true && dom.querySelector(el, 'h1') !== null;
}

/** A post's attribution is short: a name, a date and time ("September 22, 2024, 2:43pm"). */
const ATTRIBUTION_MAX_CHARS = 60;
/** Class/id/itemprop names of the poster's name. */
const POSTER_NAMES = /author|user-?name|poster|creator|byline/i;

/**
 * A short block holding a <time>, a date line, or the poster's name (wcxb-dev forum gold keeps "blumo /
 * September 22, 2024, 2:43pm" above each post; the dates were pruned as link rows and datelines, 0514, 0506).
 */
function isAttribution(el: Element, chars: number, tuning: Tuning): boolean {
  if (chars === 0 || chars > ATTRIBUTION_MAX_CHARS) return false;
  if (dom.querySelector(el, 'time') || POSTER_NAMES.test(`${classAndId(el)} ${dom.getAttribute(el, 'itemprop') ?? ''}`)) return true;
  const reason = boilerplateReason(normalizedText(el), tuning.furniture);
  return reason === 'dateline';
}

/**
 * A list (its wrapper, its items) that is a small table cell's value, an infobox's "Used with" list of links: the table
 * was judged whole, so link density does not take its cells apart (issue 11, chrome--mediawiki-article). A large
 * cell is a layout table's column holding a page, whose link rows are still pruned (scrapinghub d90bda...).
 */
const CELL_VALUE_MAX_CHARS = 300;
const CELL_VALUE_LEVELS = 3;

function cellValue(el: Element, stats: StatsMap): boolean {
  let up = dom.parentElement(el);
  for (let level = 0; up && level < CELL_VALUE_LEVELS; level++, up = dom.parentElement(up)) {
    if (dom.tagName(up) === 'TD' || dom.tagName(up) === 'TH') return (stats.get(up)?.chars ?? Infinity) <= CELL_VALUE_MAX_CHARS;
  }
  return false;
}

function linkDense(el: Element, stats: StatsMap, tuning: Tuning): boolean {
  const s = stats.get(el);
  return !!s && PRUNABLE.has(dom.tagName(el)) && s.chars > 0 && s.chars < tuning.linkDenseKeepChars && linkDensity(s) > tuning.maxLinkDensity;
}

/**
 * The first heading repeats the title shown above the article (the gold of both corpora leaves it out). A short
 * heading must be the title's own part whole ("Quillon" of "Quillon - Wikipedia"), not a word found in it.
 */
function headingVerdict(el: Element, title: string, firstHeadingSeen: boolean): string | null {
  if (firstHeadingSeen || !title) return null;
  // Without its permalink mark (Sphinx's `¶`): test/markdown/pages/docs--sphinx-and-badges.
  const text = normalizedText(el).toLowerCase().replace(TRAILING_PERMALINK, '');
  if (!text) return null;
  const t = title.toLowerCase();
  if (text.length < 8) return titleParts(t).includes(text) ? 'title repeated as heading' : null;
  return t.includes(text) || text.includes(t) ? 'title repeated as heading' : null;
}

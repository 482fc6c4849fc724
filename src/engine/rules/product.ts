/**
 * Product pages (rule prune-product-cards): the product's name, description and specifications are
 * the content; the cards of other products the shop shows beside them ("Customers also viewed", "Show variations
 * of this product", a carousel of the range) are not. Those cards are found by what they are, in any language: a
 * run of same-template siblings, each holding a link and more text than the link (a name and a price), as
 * ./items.ts recognises listings. A product's own lists are bullets and table rows without a link each; a run of
 * bare short links (colour and size swatches) is a menu that ./items.ts does not count, left to link density.
 * Cards that link only through their picture (an overlay link with no text, the name and price plain text: a
 * marketplace's "People who viewed this item also viewed" rail) are not linked items to ./items.ts;
 * they are found by the price each shows, read from the currency signs and codes of PRICE, which no language owns.
 * Fixtures: pagetype--product-cards-of-other-products, product--priced-cards-linked-by-picture (test/engine/page-type.test.ts).
 */
import type { RemovalLog } from '../registry/rule';
import type { StatsMap } from '../dom/stats';
import { describe, walkElements } from '../dom/walk';
import { itemRun, signature, type ItemRun } from './items';
import { CARD_MAX_MEAN_CHARS, LINES_MAX_CHARS, MIN_REPEATS } from '../shared/facts';
import * as dom from '../dom/read';

/** A card's name is its link: at least this share of the cards' text is linked. Blocks of a product's own
 *  information, each with a "Read full details" link, are mostly unlinked (warranty and returns). */
const CARD_MIN_LINK_SHARE = 0.3;
/** A card shows the product it leads to: at least this share of the items hold a picture (in the page, before
 *  cleaning judged it). The product's own information blocks do not (warranty, returns). */
const CARD_PICTURED_SHARE = 0.5;
/** ...or they are mostly links: columns of a shop's mega-menu left in the content, too long for
 *  link-density pruning's size limit. */
const LINKS_MIN_SHARE = 0.6;
/** Of the cards, at least this share lead to a page of their own. */
const DISTINCT_TARGET_SHARE = 0.5;
/** Priced cards: at least this share of the items show a price (a card may show "Sold out" or a range's "from"). */
const PRICED_SHARE = 0.6;
/**
 * A price as shops write it in any language: a currency sign or ISO code beside an amount ("$168.54", "EUR 15.49",
 * "15,49 €", "1 299 kr"). A product's own feature tiles and sections show none ("Learn more" tiles).
 */
const PRICE = /(?:[$€£¥₹₩₽₺₴₪฿₫]|\b(?:USD|EUR|GBP|CHF|JPY|CNY|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|TRY|INR|BRL|MXN|ZAR|SGD|HKD|KRW|RUB|UAH|ILS|AED|SAR|THB|VND|zł|Kč|kr|Ft|lei|руб|грн)\.?)\s?\d[\d.,\s]*|\d[\d.,\s]*\s?(?:[$€£¥₹₩₽₺₴₪฿₫]|(?:USD|EUR|GBP|CHF|zł|Kč|kr|Ft|lei|руб|грн)\b)/u;

/** Adds to `dropped` every run of other products' cards inside `elements` (not a selected block itself). */
export function pruneProductCards(elements: Element[], stats: StatsMap, removed: RemovalLog, dropped: WeakSet<Element>, overdue: () => boolean): void {
  const selected = new Set(elements);
  for (const container of elements) {
    const visit = (el: Element): boolean => {
      if (overdue() || dropped.has(el) || !stats.has(el)) return false;
      const linked = itemRun(el, stats);
      const run = linked && cards(linked, stats) ? linked : pricedRun(el, stats);
      if (!run) return true;
      const block = enclosing(el, run.chars, stats, selected);
      if (!block) return true;
      dropped.add(block);
      removed.push({ step: 'prune', selector: describe(block), reason: 'cards of other products', chars: stats.get(block)?.chars ?? 0 });
      return false;
    };
    if (visit(container)) walkElements(container, visit);
  }
}

/** Short linked items, each leading to a page of its own. */
function cards(run: ItemRun, stats: StatsMap): boolean {
  const linkChars = run.items.reduce((n, item) => n + (stats.get(item)?.linkChars ?? 0), 0);
  const pictured = run.items.filter((item) => dom.querySelector(item, 'img, picture') !== null).length;
  const shown = pictured >= run.items.length * CARD_PICTURED_SHARE || linkChars >= run.chars * LINKS_MIN_SHARE;
  return shown && run.chars / run.items.length <= CARD_MAX_MEAN_CHARS && linkChars >= run.chars * CARD_MIN_LINK_SHARE && leadElsewhere(run.items);
}

/**
 * Same-template siblings, short, most showing a price and leading to pages of their own: other products' cards
 * whatever carries their link (the link wraps only the picture).
 */
function pricedRun(parent: Element, stats: StatsMap): ItemRun | null {
  const groups = new Map<string, Element[]>();
  for (let child = dom.firstElementChild(parent); child; child = dom.nextElementSibling(child)) {
    if (!(stats.get(child)?.chars)) continue;
    const group = groups.get(signature(child));
    if (group) group.push(child); else groups.set(signature(child), [child]);
  }
  for (const items of groups.values()) {
    if (items.length < MIN_REPEATS) continue;
    const chars = items.reduce((n, item) => n + (stats.get(item)?.chars ?? 0), 0);
    if (chars / items.length > CARD_MAX_MEAN_CHARS) continue;
    const priced = items.filter((item) => PRICE.test(dom.textContent(item) ?? '')).length;
    if (priced >= items.length * PRICED_SHARE && leadElsewhere(items)) return { parent, items, chars };
  }
  return null;
}

/**
 * Cards lead to other pages, each its own: a product's own sections built from one template carry a "read more"
 * that opens in place (an empty or in-page href) or repeats one target (a course's "Who is it for").
 */
function leadElsewhere(items: readonly Element[]): boolean {
  const targets = new Set<string>();
  for (const item of items) {
    const link = dom.querySelector(item, 'a[href]');
    const href = link ? (dom.getAttribute(link, 'href') ?? '').trim() : '';
    if (href && !href.startsWith('#') && !/^javascript:/i.test(href)) targets.add(href);
  }
  return targets.size >= MIN_REPEATS && targets.size >= items.length * DISTINCT_TARGET_SHARE;
}

/** The run's parent climbed while its ancestors add at most a heading; null when that reaches a selected block. */
function enclosing(parent: Element, runChars: number, stats: StatsMap, selected: ReadonlySet<Element>): Element | null {
  let block = parent;
  for (let up = dom.parentElement(block); up && !selected.has(up); up = dom.parentElement(up)) {
    // The block pruned is the run's parent, or an ancestor holding a line or two besides it: the run's heading
    // ("You may also like") goes with it.
    if ((stats.get(up)?.chars ?? Infinity) > runChars + LINES_MAX_CHARS) break;
    block = up;
  }
  return selected.has(block) ? null : block;
}

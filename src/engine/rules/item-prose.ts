/**
 * A shop's category page is the category's own prose (an intro above the grid, a buying guide below it) and the run
 * of items. Selection scores the prose of one block and the item run joins it (./joins.ts `joinItemRun`), but the
 * category's prose often lies elsewhere: after the page's `<main>` (a 8,800-character guide with its
 * comparison table below `</main>`, an 830-character intro in the grid's header, and only the grid taken), or the
 * class weights chose a short promotion block over it. Here the blocks outside the selection that are mostly prose
 * join it, in document order. Found by what they are, paragraphs of sentences few of whose words are links, not by
 * their names; cleaning has already removed the page's header, footer, navigation and dialogs.
 */
import type { StatsMap } from '../dom/stats';
import { linkDensity } from '../dom/stats';
import { walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { NEARLY_LINK_FREE, SHORT_BLOCK_CHARS } from '../shared/facts';

/** A block joins with at least this many characters of prose paragraphs (stats `proseChars`)... */
/** ...making up at least this share of its text (a menu with one paragraph of promotion is not prose), nearly link-free... */
export const ITEM_PROSE_MIN_SHARE = 0.6;

/**
 * ...in a paragraph at least (stats `paragraphs`, SUBSTANTIAL_PARAGRAPH). A product card's bullet list of features is
 * prose by length but no paragraph: it joined a camera shop's grid and its Readability reading was no longer taken.
 */
function isProse(el: Element, stats: StatsMap): boolean {
  const s = stats.get(el);
  return s !== undefined && s.paragraphs > 0 && s.proseChars >= SHORT_BLOCK_CHARS && s.proseChars >= s.chars * ITEM_PROSE_MIN_SHARE
    && linkDensity(s) <= NEARLY_LINK_FREE;
}

/**
 * `elements` (the selection, in document order) with the outermost prose blocks under `root` that neither hold nor
 * lie inside one of them, all in document order. Returns `elements` itself when none is found.
 */
export function joinItemProse(elements: Element[], root: Element, stats: StatsMap): Element[] {
  const selected = new Set(elements);
  const joined: Element[] = [];
  let added = false;
  walkElements(root, (el) => {
    if (!stats.has(el)) return false;
    if (selected.has(el)) { joined.push(el); return false; }
    if (elements.some((chosen) => dom.contains(el, chosen))) return true;
    if (isProse(el, stats)) { joined.push(el); added = true; return false; }
    return true;
  });
  return added ? joined : elements;
}

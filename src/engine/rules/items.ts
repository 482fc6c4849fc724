/**
 * Repeated items: listing, search-result, archive and catalogue pages hold their content as a run of sibling
 * blocks built from one template (cards, teasers, result rows). Each item is short and its title is a link, so
 * the article rules misread them: selection picks one card, and link-density pruning drops every title
 * (dev-corpus listing pages). Here a run of such siblings is recognised, so selection can take
 * the list and pruning can leave its items whole.
 */
import type { StatsMap } from '../dom/stats';
import { normalizedText, walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { MIN_REPEATS } from '../shared/facts';

/**
 * A sibling's template: its tag and first class name with digits dropped (`post-123`, `item--4`). Only the first:
 * CMSs append per-item classes (WordPress `post_class`: `category-news tag-energy author-jane`);
 * ids are left out (they differ item to item by design).
 */
export function signature(el: Element): string {
  const first = (dom.getAttribute(el, 'class') ?? '').trim().split(/\s+/)[0]?.replace(/\d+/g, '') ?? '';
  return first ? `${dom.tagName(el)}.${first}` : dom.tagName(el);
}

/** Tags whose runs are rows and cells of one block of text, not items. */
const NOT_ITEMS = new Set(['P', 'BR', 'SPAN', 'A', 'EM', 'STRONG', 'B', 'I', 'IMG', 'TD', 'TH', 'OPTION', 'SOURCE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/**
 * A run of bare short links is a menu (a mega-menu tab, a tag cloud), not a list of items: items
 * carry text besides their link (an excerpt, a date, a price) or long titles.
 */
const MENU_LINK_SHARE = 0.9;
const MENU_MAX_MEAN_CHARS = 50;

/**
 * Items lead somewhere: most of them hold a link (a title, a permalink, the poster's profile). Rows of one page
 * sharing a class, of which one is a link list, are not items (the story, its byline and
 * a "breaking news" list, all `g-row-breaking-news`).
 */
const MIN_LINKED_SHARE = 0.5;

export interface ItemRun {
  parent: Element;
  items: Element[];
  /** Characters of text the items hold together. */
  chars: number;
}

/**
 * A <header> outside any article, section, aside, nav or main is the page's banner (its implicit ARIA role):
 * runs there are its menus, however much text a mega-menu carries (too long for cleaning's guard).
 */
function inBanner(el: Element): boolean {
  const header = dom.closest(el, 'header');
  const parent = header && dom.parentElement(header);
  return header !== null && (!parent || dom.closest(parent, 'article, section, aside, nav, main') === null);
}

/**
 * The largest run of same-template live children of `parent` (by text), if it has at least MIN_REPEATS. `linkRuns`:
 * a run of bare short links counts too, on pages whose type says they are lists (a listing's recipe titles, a
 * catalogue's category names: dev-corpus listing pages whose items are only their linked titles).
 */
export function itemRun(parent: Element, stats: StatsMap, linkRuns = false): ItemRun | null {
  const groups = new Map<string, Element[]>();
  for (let child = dom.firstElementChild(parent); child; child = dom.nextElementSibling(child)) {
    if (!stats.has(child) || NOT_ITEMS.has(dom.tagName(child))) continue;
    const key = signature(child);
    const group = groups.get(key);
    if (group) group.push(child); else groups.set(key, [child]);
  }
  let best: ItemRun | null = null;
  for (const items of groups.values()) {
    if (items.length < MIN_REPEATS) continue;
    const withText = items.filter((el) => (stats.get(el)?.chars ?? 0) > 0);
    if (withText.length < MIN_REPEATS) continue;
    const chars = withText.reduce((n, el) => n + stats.get(el)!.chars, 0);
    const linkChars = withText.reduce((n, el) => n + stats.get(el)!.linkChars, 0);
    if (!linkRuns && linkChars >= chars * MENU_LINK_SHARE && chars / withText.length < MENU_MAX_MEAN_CHARS) continue;
    const linked = withText.filter((el) => stats.get(el)!.linkChars > 0).length;
    if (linked < MIN_REPEATS || linked < withText.length * MIN_LINKED_SHARE) continue;
    if (!best || chars > best.chars) best = { parent, items: withText, chars };
  }
  // Checked last: it climbs the ancestors, and most elements have no run at all (a 5,000-deep page).
  return best && !inBanner(parent) ? best : null;
}

/**
 * The item runs under `containers` that make up at least `share` of their text: the page is a list of them.
 * Returns the items (each stands for its whole subtree).
 */
export function dominantItems(
  containers: Element[], stats: StatsMap, share: number, linkRuns = false, furniture?: (el: Element) => boolean,
): Set<Element> {
  const total = containers.reduce((n, el) => n + (stats.get(el)?.chars ?? 0), 0) - furnitureChars(containers, stats, furniture);
  const items = new Set<Element>();
  if (total === 0) return items;
  const visit = (el: Element): boolean => {
    const s = stats.get(el);
    if (!s) return false;
    if (s.chars < total * share) return false; // nothing below can reach the share
    const run = itemRun(el, stats, linkRuns);
    if (run && run.chars >= total * share) {
      for (const item of run.items) items.add(item);
      return false;
    }
    return true;
  };
  for (const container of containers) if (visit(container)) walkElements(container, visit);
  return items;
}

/**
 * The text of the outermost blocks `furniture` accepts (those pruning will remove by name): a shop's category menu
 * inside the chosen block is not part of the page the grid must dominate. REI's collection pages nest a 13,000
 * character menu of `subsite-navigation__item`s beside a 5,000-character grid, whose tiles' rating lines were then
 * pruned as bylines (items--menu-beside-grid).
 */
function furnitureChars(containers: Element[], stats: StatsMap, furniture?: (el: Element) => boolean): number {
  if (!furniture) return 0;
  let chars = 0;
  for (const container of containers) {
    walkElements(container, (el) => {
      const s = stats.get(el);
      if (!s) return false;
      if (el !== container && furniture(el)) { chars += s.chars; return false; }
      return true;
    });
  }
  return chars;
}

/** The largest item run (by text) before and after `from` in document order, outside it (./joins.ts `joinItemRun`). */
export interface RunsAround { before: ItemRun | null; after: ItemRun | null }

/**
 * The largest item runs under `root` (by text) before and after `from` in document order, outside it and not holding
 * it: what comes before the content on a listing page is mostly its menus (a category list that outweighs the
 * titles), so the caller asks more of a run before.
 */
export function largestRunsAround(root: Element, from: Element, stats: StatsMap, linkRuns: boolean): RunsAround {
  const runs: RunsAround = { before: null, after: null };
  let reached = false;
  walkElements(root, (el) => {
    if (!stats.has(el)) return false;
    if (el === from) { reached = true; return false; }
    const side = reached ? 'after' : 'before';
    const best = runs[side]?.chars ?? 0;
    // An ancestor of `from` is visited before it: its runs hold the content itself, not a list beside it.
    const found = (stats.get(el)?.chars ?? 0) > best && (reached || !dom.contains(el, from)) ? itemRun(el, stats, linkRuns) : null;
    if (found && found.chars > best) runs[side] = found;
    return true;
  });
  return runs;
}

/** Template text is found in at least this share of the items: two events in one city repeat a place name, not a template. */
export const TEMPLATE_MIN_SHARE = 0.3;

/**
 * Text that recurs in several items is the template's (a "Reply With Quote" row, the poster's profile links, "Read
 * more"), unlike a title, which each item has its own of. Returns the keys (lower-cased, digits dropped: counters
 * differ item to item) of the blocks accepted by `candidate` found in many of the items.
 */
export function templateTexts(items: ReadonlySet<Element>, candidate: (el: Element) => boolean): Set<string> {
  const seen = new Map<string, number>();
  for (const item of items) {
    const keys = new Set<string>();
    walkElements(item, (el) => {
      if (candidate(el)) keys.add(textKey(el));
      return true;
    });
    for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const min = Math.max(2, Math.ceil(items.size * TEMPLATE_MIN_SHARE));
  return new Set([...seen].filter(([, n]) => n >= min).map(([key]) => key));
}

export function textKey(el: Element): string {
  return keyOfText(normalizedText(el));
}

/** textKey of an element's normalized text, for a caller that has it already. */
export function keyOfText(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#');
}

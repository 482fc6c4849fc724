/**
 * Product pages (rule lift-to-heading): the content is the product's block, its name heading with the price,
 * description and specifications. Scoring finds the longest prose, which on a shop's page is one part of that
 * block (a description tab, one feature section), and the name, price and specifications beside it were lost
 *. When the chosen block holds none of the page's `<h1>`s (the product's name, in any
 * language), it climbs to the nearest ancestor holding one, while that ancestor stays a modest multiple of the
 * choice and not mostly links: past that it is the page, not the product's block (at six times, an Etsy listing
 * gained its purchase box's "Loading..." lines). Every `<h1>`, not the first: a page may also keep one for
 * search engines straight under `<body>`. Fixture: product--heading-beside-description.
 */
import { linkDensity, type StatsMap } from '../dom/stats';
import * as dom from '../dom/read';
import { NEARLY_LINK_FREE } from '../shared/facts';

/** The ancestor holding the heading may hold at most this multiple of the chosen block's text, and must be nearly
 *  link-free (a column of other products and menus is not the product's block). */
const MAX_GROWTH = 3;

export function liftToHeading(top: Element, root: Element, stats: StatsMap): Element {
  const headings = Array.from(dom.querySelectorAll(root, 'h1')).filter((h1) => stats.get(h1)?.chars);
  const topChars = stats.get(top)?.chars ?? 0;
  if (headings.length === 0 || topChars === 0 || headings.some((h1) => dom.contains(top, h1))) return top;
  for (let up = dom.parentElement(top); up && up !== root; up = dom.parentElement(up)) {
    const s = stats.get(up);
    if (!s || s.chars > topChars * MAX_GROWTH || linkDensity(s) > NEARLY_LINK_FREE) return top;
    if (headings.some((h1) => dom.contains(up, h1))) return up;
  }
  return top;
}

/**
 * Two kinds of site chrome that cleaning's size guards let through on shop pages (rules drop-header-before-main
 * and drop-live-announcements, collection pages):
 * - a site header or navigation region that comes before the page's main region, outside it: REI's
 *   `<header role=banner>` holds a 15,000-character menu whose mobile panels keep a sign-in box and a help centre
 *   ("SIGN IN for the best experience", "Live Chat") after the menu's links are pruned.
 *   The size guard stays where there is no main region, or the region holds it: a shop may wrap its whole page in a
 *   banner. Fixture: collection--site-header-before-main.
 * - a live region's announcement for screen readers (`role=status`, `alert`, `log`): "loaded 296 results" above
 *   REI's grid, a cart's "Loading...", short; a region holding a cart link or a slider's items is longer
 *   or holds elements, and stays.
 */
import * as dom from '../dom/read';
import { precedes } from '../dom/order';
import { LINES_MAX_CHARS } from '../shared/facts';

const HEADER_ROLES: ReadonlySet<string> = new Set(['banner', 'navigation']);
const MAIN_SELECTOR = 'main, [role="main"]';
const ANNOUNCEMENT_ROLES: ReadonlySet<string> = new Set(['status', 'alert', 'log']);

/** A banner or navigation region that the page's main region follows, neither holding the other. */
export function headerBeforeMain(el: Element, role: string): boolean {
  if (!HEADER_ROLES.has(role)) return false;
  const main = dom.querySelector(dom.ownerDocument(el), MAIN_SELECTOR);
  if (!main || dom.contains(el, main) || dom.contains(main, el)) return false;
  // dom/order.ts, not compareDocumentPosition: linkedom misorders an element after another's ancestor.
  return precedes(el, main);
}

/** A live region holding one short line of text and no element: what a script announces, not the page's content. */
export function isAnnouncement(el: Element, role: string, length: () => number): boolean {
  return ANNOUNCEMENT_ROLES.has(role) && dom.firstElementChild(el) === null && length() <= LINES_MAX_CHARS;
}

/**
 * Product pages (rule reveal-hidden-heading-block): a block hidden by markup that holds every `<h1>` of the page (the
 * product's name, in any language), while the page shows almost nothing outside its hidden blocks, is the product's
 * block hidden until a script shows it: a shop wraps the name, price, description and nutrition facts in a
 * `display:none` "defer" block and the page shows 270 characters without scripts; the rules found
 * nothing and the declared description, half of the product's text, was the answer. The existing rule for a page
 * hidden whole (clean/index.ts REVEALED_PAGE_SHARE) missed it: the shop hides its other panels too, so no block holds
 * half of the page's text. A page that shows its product beside a hidden copy (a lockdown app's hidden content next
 * to the shown description: 2,300 characters shown, 2,400 hidden) keeps the copy hidden; hidden drawers, menus
 * and slides hold no `<h1>` of the page, or only some of them (a carousel's slides); an app shell's hidden logo
 * heading is a few words ("Aliexpress", 40 characters). Fixture: product--hidden-until-script-shows-it.
 */
import { hiddenByMarkup } from '../dom/hidden';
import { walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { LONG_TEXT_CHARS } from '../shared/facts';

/** The page's text outside hidden blocks, scripts and styles is at most this share of the block's: the page shows
 *  almost nothing without its scripts (a shop hiding its product shows 0.05 of it; one showing its description beside a hidden copy, 0.95). */
export const SHOWN_MAX_SHARE = 0.25;

const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

export interface HeadingBlockContext {
  /** The page's `<h1>`s that have text. */
  headings: readonly Element[];
  /** Characters of the page's text outside hidden blocks, scripts and styles. */
  shownChars: number;
}

/** The page's headings and shown text, read once before cleaning; `lengthOf` gives every element's text length. */
export function headingBlockContext(root: Element, lengthOf: (el: Element) => number | undefined): HeadingBlockContext {
  const headings = Array.from(dom.querySelectorAll(root, 'h1')).filter((h1) => (dom.textContent(h1) ?? '').trim() !== '');
  if (headings.length === 0) return { headings, shownChars: 0 };
  return { headings, shownChars: textOutside(root, lengthOf, (el) => NOT_SHOWN.has(dom.tagName(el)) || hiddenByMarkup(el) !== null) };
}

/** Whether `el`, hidden by markup, is the product's block hidden until a script shows it. */
export function isHiddenHeadingBlock(el: Element, lengthOf: (el: Element) => number | undefined, context: HeadingBlockContext): boolean {
  const { headings, shownChars } = context;
  if (headings.length === 0 || !headings.every((h1) => dom.contains(el, h1))) return false;
  // The block's own text, without the scripts and styles it holds (a lockdown app keeps its settings there).
  const chars = textOutside(el, lengthOf, (inner) => NOT_SHOWN.has(dom.tagName(inner)));
  return chars >= LONG_TEXT_CHARS && shownChars <= chars * SHOWN_MAX_SHARE;
}

/** The text length of `root` less that of the outermost elements under it that `skip` names. */
function textOutside(root: Element, lengthOf: (el: Element) => number | undefined, skip: (el: Element) => boolean): number {
  let chars = lengthOf(root) ?? 0;
  walkElements(root, (el) => {
    if (!skip(el)) return true;
    chars -= lengthOf(el) ?? 0;
    return false;
  });
  return Math.max(0, chars);
}

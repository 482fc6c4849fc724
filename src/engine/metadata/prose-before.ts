/**
 * Whether a heading comes after the page's prose has begun. A page's headline opens its content; an `h1` that
 * follows paragraphs of prose heads a section, a sidebar or a footer form ("Contact Us" under an article,
 * "A message from ..." after it), and is no headline for a reader, whatever its tag.
 */
import * as dom from '../dom/read';

/** A paragraph this long is prose, not a caption, a label or a teaser line. */
const PROSE_PARAGRAPH_CHARS = 100;
/** This much prose, in at least two paragraphs, before a heading: one cookie or promo paragraph is not enough. */
const PROSE_BEFORE_CHARS = 400;
const PROSE_BEFORE_PARAGRAPHS = 2;

/** Containers whose paragraphs are chrome, not the page's prose: menus (mega-menu teasers), banners, link cards, dialogs. */
const NOT_PROSE = 'nav, header, li, a, button, [role="navigation"], [role="banner"], [role="dialog"]';

/**
 * `all`: the page's elements in document order (the metadata scan's), `paragraphIndexes` where its `<p>`s are in
 * it. The walk goes back from the heading over the paragraphs only and stops as soon as enough prose is found, so
 * a headline near the top costs a few steps. The title asks for several headings of one page: each paragraph's
 * prose length is found once (a page of many headings and no prose walked back over every element for each, and
 * then over every element's tag, in Chromium profiles).
 */
export function followsProse(all: readonly Element[], paragraphIndexes: readonly number[]): (heading: Element) => boolean {
  const lengths = new Map<Element, number>();
  /** The paragraph's text length when it is prose (long enough, outside chrome containers), else 0. */
  const proseLength = (el: Element): number => {
    let length = lengths.get(el);
    if (length === undefined) {
      length = (dom.textContent(el) ?? '').replace(/\s+/g, ' ').trim().length;
      if (length < PROSE_PARAGRAPH_CHARS || dom.closest(el, NOT_PROSE)) length = 0;
      lengths.set(el, length);
    }
    return length;
  };
  return (heading) => {
    const position = all.indexOf(heading);
    let chars = 0;
    let count = 0;
    for (let p = paragraphIndexes.length - 1; p >= 0; p--) {
      if (paragraphIndexes[p] >= position) continue;
      const length = proseLength(all[paragraphIndexes[p]]);
      if (length === 0) continue;
      chars += length;
      count++;
      if (chars >= PROSE_BEFORE_CHARS && count >= PROSE_BEFORE_PARAGRAPHS) return true;
    }
    return false;
  };
}

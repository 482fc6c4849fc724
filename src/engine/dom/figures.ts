/**
 * Figures and their captions. They stay in the content tree in every mode (a science article's pictures are
 * content: figures--science-article); only the text output leaves their words out, because the gold of both
 * corpora has no captions (scrapinghub, the dev corpus), so `isCaption` is what output/text.ts skips and what
 * precision's edge trimming passes over (rules/prune.ts). Pruning and selection ask `holdsPicture` and
 * `isPicturePart` whether a block is a picture rather than a link row.
 */
import type { StatsMap } from './stats';
import { lazyFigureSource } from './lazy-images';
import { classAndId, walkElements } from './walk';
import * as dom from './read';
import { LABEL_MAX_CHARS } from '../shared/facts';

/** A figure with this much text or more is content laid out as a figure (a pull quote, a chart's table). */
export const FIGURE_MAX_CHARS = 400;
/** Captions, credits and galleries by class/id. */
export const CAPTION_NAMES = /(^|[\s_-])(caption|captions|credit|credits|image-?credit|photo-?credit|gallery|slideshow|carousel|lightbox)([\s_-]|$)/i;
/**
 * Captions named by a compound (MediaWiki's `thumbcaption`). Read only where a picture
 * is judged (`holdsPicture`), not by the text output: scrapinghub's gold keeps an `embeddedMediaCaption`'s words
 * (51d066b0, 0.82 -> 0.74 when they left the text).
 */
const COMPOUND_CAPTION_NAMES = /(^|[\s_-])[a-z]+captions?([\s_-]|$)/i;
/** Containers a caption name is read on (inline elements sit mid-sentence). */
const CAPTION_TAGS = new Set(['DIV', 'SECTION', 'UL', 'OL', 'DL', 'TABLE', 'HEADER', 'P', 'SPAN', 'ASIDE', 'LI', 'ARTICLE', 'FOOTER']);

/**
 * A caption, a short figure or a short block named as a caption or gallery: its words are not the article's.
 * `chars` is the element's whitespace-collapsed text length, computed only when the tag or name asks for it.
 */
export function isCaption(el: Element, chars: (el: Element) => number): boolean {
  const tag = dom.tagName(el);
  if (tag === 'FIGCAPTION') return true;
  if (tag === 'FIGURE') return chars(el) < FIGURE_MAX_CHARS;
  return CAPTION_TAGS.has(tag) && CAPTION_NAMES.test(classAndId(el)) && chars(el) < FIGURE_MAX_CHARS;
}

/** Names of galleries: a gallery is one whether or not a picture is near (`widgetCaption`). */
const GALLERY_NAMES = /(^|[\s_-])(gallery|slideshow|carousel|lightbox)([\s_-]|$)/i;
/** Levels above a caption-named block searched for the picture it captions (`widgetCaption`). */
const CAPTION_PICTURE_LEVELS = 2;
/** What a caption captions: a picture or a video. Not an inline SVG: star and icon glyphs are SVG. */
const PICTURE_SELECTOR = 'img, picture, video';

/**
 * A block named as a caption or credit with no picture in it nor within two levels above it: the name is a widget's
 * screen-reader caption, not a picture's. REI's `cdr-rating__caption-sr` spells a tile's stars as "4 reviews with an
 * average rating of 4.8 out of 5 stars", the item's own text in the collection gold. Read
 * only on item pages (output/text.ts `cardCaptions`): on articles a gallery's remote caption panel, far from its
 * photos, repeats their captions (scrapinghub's Hearst pages, `caption-remote`; 3778be7 took the test out there).
 */
export function widgetCaption(el: Element): boolean {
  const tag = dom.tagName(el);
  if (tag === 'FIGCAPTION' || tag === 'FIGURE' || GALLERY_NAMES.test(classAndId(el))) return false;
  let at: Element | null = el;
  for (let level = 0; at && level <= CAPTION_PICTURE_LEVELS; level++, at = dom.parentElement(at)) {
    if (dom.querySelector(at, PICTURE_SELECTOR)) return false;
  }
  return true;
}

/** A caption (`isCaption`) or a short block named by a compound caption name. */
function isPictureCaption(el: Element, chars: (el: Element) => number): boolean {
  return isCaption(el, chars) || (CAPTION_TAGS.has(dom.tagName(el)) && COMPOUND_CAPTION_NAMES.test(classAndId(el)) && chars(el) < FIGURE_MAX_CHARS);
}

/** A block holding a picture and less text than this is a figure, not a link row (`holdsPicture`), when its linked
 *  text outside its captions is a label's (a photo credit, not a headline). */
const PICTURE_TEXT_MAX_CHARS = 150;

/**
 * A picture with at most a caption's worth of text, of which at most a credit is linked outside its caption: a
 * linked image and its credit are link-dense, a figure wrapper is often named `media`, yet neither is a link row
 * (figures--linked-image-kept); a caption may link what it names (MediaWiki's thumbcaption links the aircraft and
 * the airline, figures--captioned-thumb-links). Cleaning has already dropped icons
 * and avatars (clean/decorative-images.ts), so an image still in the stats is one a reader sees. Teasers and
 * related lists link their titles, longer than a credit, and are still judged by their links.
 */
export function holdsPicture(el: Element, stats: StatsMap): boolean {
  const s = stats.get(el);
  if (!s || s.chars >= PICTURE_TEXT_MAX_CHARS || !holdsKeptImage(el, stats)) return false;
  return s.linkChars < LABEL_MAX_CHARS || linkTextOutsideCaptions(el, stats) < LABEL_MAX_CHARS;
}

/** A picture block (`holdsPicture`) or the caption of one: neither is a link row (figures--captioned-thumb-links). */
export function isPicturePart(el: Element, stats: StatsMap): boolean {
  if (holdsPicture(el, stats)) return true;
  const parent = dom.parentElement(el);
  return parent !== null && isPictureCaption(el, (node) => stats.get(node)?.chars ?? 0) && holdsPicture(parent, stats);
}

/** An image cleaning kept (decorative ones are not in the stats) inside `el`, or a lazy figure's (clean/lazy-images.ts). */
export function holdsKeptImage(el: Element, stats: StatsMap): boolean {
  if (Array.from(dom.querySelectorAll(el, 'img')).some((img) => stats.has(img))) return true;
  return [el, ...Array.from(dom.querySelectorAll(el, 'figure'))].some((figure) => stats.has(figure) && lazyFigureSource(figure) !== null);
}

/** Characters of link text in `el` (as the stats count them) that no caption below `el` holds. */
function linkTextOutsideCaptions(el: Element, stats: StatsMap): number {
  const chars = (node: Element): number => stats.get(node)?.chars ?? 0;
  let captioned = 0;
  walkElements(el, (node) => {
    if (!isPictureCaption(node, chars)) return true;
    captioned += stats.get(node)?.linkChars ?? 0;
    return false;
  });
  return (stats.get(el)?.linkChars ?? 0) - captioned;
}

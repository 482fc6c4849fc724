/**
 * Figures and their captions. They stay in the content tree in every mode (a science article's pictures are
 * content: figures--science-article); only the text output leaves their words out, because the gold of both
 * corpora has no captions (scrapinghub, wcxb-dev), so `isCaption` is what output/text.ts skips and what
 * precision's edge trimming passes over (rules/prune.ts).
 */
import { classAndId } from './walk';
import * as dom from './read';

/** A figure with this much text or more is content laid out as a figure (a pull quote, a chart's table). */
export const FIGURE_MAX_CHARS = 400;
/** Captions, credits and galleries by class/id. */
export const CAPTION_NAMES = /(^|[\s_-])(caption|captions|credit|credits|image-?credit|photo-?credit|gallery|slideshow|carousel|lightbox)([\s_-]|$)/i;
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

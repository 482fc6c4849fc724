/**
 * Lazy images whose only real source is their `<noscript>` fallback: `<img src="data:..." class="lazyload">`
 * followed by `<noscript><img src="photo.jpg"></noscript>`, with no `data-src` or `srcset` to read (a loader
 * script fills `src` in). Cleaning drops the `<noscript>` (a script fallback, ./tables.ts); when the output copy
 * is made (dom/clone.ts) the placeholder's copy takes the fallback's source instead. One image comes out, in
 * the placeholder's place, with the placeholder's alt text. When the visible image has a source of its own
 * (`src`, `data-src`, `srcset`, `<picture>` sources) nothing changes: the `<noscript>` would be a duplicate.
 * Both forms of `<noscript>` are read: elements (linkedom, jsdom) and the text a browser with scripting on
 * keeps, parsed in the engine's own output document (inert: nothing in it loads or runs).
 * Fixture: clean--lazy-image-noscript-fallback.
 *
 * A lazy figure has no image element at all until its script runs: the `<figure>` names its picture in an
 * attribute (NYTimes' schema.org `itemid`, a `data-src`) beside an empty placeholder. Its copy gets an `<img>` of
 * that source after its other children, as Readability does
 * (fixture clean--lazy-figure-attribute).
 */
import { sourceOf } from './image-sources';
import * as dom from './read';

/** The `<noscript>` just after `img`, or after the element wrapping it (a link, a `<span>`). */
function noscriptAfter(img: Element): Element | null {
  for (const el of [img, dom.parentElement(img)]) {
    const next = el ? dom.nextElementSibling(el) : null;
    if (next && dom.tagName(next) === 'NOSCRIPT') return next;
  }
  return null;
}

/** The image a `<noscript>` stands in for: the element just before it, when it is or holds an `<img>`. */
function imageBefore(noscript: Element): Element | null {
  const previous = dom.previousElementSibling(noscript);
  if (!previous) return null;
  return dom.tagName(previous) === 'IMG' ? previous : dom.querySelector(previous, 'img');
}

/** The `<img>` elements of a `<noscript>`: its children, or its text parsed in `into`. */
function fallbackImages(noscript: Element, into: Document): Element[] {
  if (dom.firstElementChild(noscript)) return Array.from(dom.querySelectorAll(noscript, 'img'));
  const text = dom.textContent(noscript) ?? '';
  if (!/<img\s/i.test(text)) return [];
  const holder = into.createElement('div');
  holder.innerHTML = text;
  return Array.from(dom.querySelectorAll(holder, 'img'));
}

/**
 * Gives `copy` (the output's copy of the page's `img`) the source of the image's `<noscript>` fallback, when
 * the page's image has no real source of its own. Reads the page, writes only the copy.
 */
export function takeNoscriptSource(img: Element, copy: Element, into: Document): void {
  const noscript = noscriptAfter(img);
  if (!noscript || imageBefore(noscript) !== img || sourceOf(img, undefined) !== null) return;
  for (const real of fallbackImages(noscript, into)) {
    const source = sourceOf(real, undefined);
    if (source === null) continue;
    copy.setAttribute('src', source);
    const srcset = dom.getAttribute(real, 'srcset');
    if (srcset) copy.setAttribute('srcset', srcset);
    if (!dom.getAttribute(copy, 'alt') && dom.getAttribute(real, 'alt')) copy.setAttribute('alt', dom.getAttribute(real, 'alt')!);
    return;
  }
}

/** An attribute value that is one image file's URL (absolute, protocol- or root-relative; no white space). */
const IMAGE_URL = /^(?:https?:\/\/|\/)[^\s"'<>]+\.(?:jpe?g|png|webp|gif|avif)(?:[?#][^\s"'<>]*)?$/i;
/** A figure holding any of these shows something already: it gets no image. */
const FIGURE_MEDIA = 'img, picture, svg, video, audio, iframe, canvas, object, embed, math, table, pre';

/** The image URL an attribute of `figure` names when the figure holds no media of its own; null otherwise. */
export function lazyFigureSource(figure: Element): string | null {
  if (dom.tagName(figure) !== 'FIGURE' || dom.querySelector(figure, FIGURE_MEDIA)) return null;
  for (const { value } of Array.from(dom.attributes(figure))) if (IMAGE_URL.test(value.trim())) return value.trim();
  return null;
}

/** Gives `copy` (the output's copy of the page's `figure`) an `<img>` of its lazy source. Writes only the copy. */
export function takeFigureSource(figure: Element, copy: Element, into: Document): void {
  const source = lazyFigureSource(figure);
  if (source === null) return;
  const img = into.createElement('img');
  img.setAttribute('src', source);
  copy.appendChild(img);
}

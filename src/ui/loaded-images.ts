/**
 * Images in Pith's pages, as the page loaded them (the `loadUnseenImages` setting, off by default): the engine
 * gives each image its real source, read from lazy-loading attributes and `<noscript>` fallbacks, and a page
 * that lazy-loads hands out a distinct URL per image, so the reader showing an image the page never loaded tells
 * the site that this visitor read that far (a per-visit beacon). With the setting off, an image keeps only a
 * source the page fetched (PageNotes.loadedImages) and loads nothing else; its alt text stays.
 */
import type { PageResult } from '../extension/page-result';
import type { Settings } from '../extension/settings';
import { parseSrcset } from '../engine/dom/srcset';

/** What an article's images may load: `all`, or only these URLs (the page's own fetches). */
export type ImageAllowance = 'all' | readonly string[];

const NONE: readonly string[] = [];

/** The same value while the result is (components re-render the article only when it changes). */
export function imageAllowance(settings: Pick<Settings, 'loadUnseenImages'>, result: Pick<PageResult, 'notes'>): ImageAllowance {
  return settings.loadUnseenImages ? 'all' : result.notes.loadedImages ?? NONE;
}

/** A URL that makes no request: an image written into the page itself. */
const INLINE = /^data:/i;

/**
 * Limits `node` (an element of sanitized page content) to what `loaded` holds: an `<img>` keeps the first of its
 * candidates the page fetched, as its only source, or none; `<source>` sets go (the `<img>` beside them stands for
 * the picture); media keep a poster the page fetched and do not preload.
 */
export function keepLoadedOnly(node: Element, loaded: ReadonlySet<string>): void {
  const seen = (url: string | null | undefined): url is string => Boolean(url) && (INLINE.test(url!) || loaded.has(url!));
  switch (node.tagName) {
    case 'IMG': {
      const candidates = [node.getAttribute('src'), ...parseSrcset(node.getAttribute('srcset')).map((c) => c.url)];
      const source = candidates.find(seen);
      node.removeAttribute('srcset');
      node.removeAttribute('sizes');
      if (source) node.setAttribute('src', source);
      else node.removeAttribute('src');
      break;
    }
    case 'SOURCE':
      node.removeAttribute('src');
      node.removeAttribute('srcset');
      break;
    case 'VIDEO':
    case 'AUDIO':
      if (!seen(node.getAttribute('poster'))) node.removeAttribute('poster');
      node.setAttribute('preload', 'none');
      node.removeAttribute('autoplay');
      break;
  }
}

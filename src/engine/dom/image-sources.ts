/** The real source of an image: lazy loaders' attributes, `<picture>` candidates and srcsets, placeholders passed over. */
import { parseSrcset } from './srcset';
import { TRACKER_SRC } from './decorative-images';

/** Read as the Markdown converter reads them (markdown/dom.ts): the lower-case local name, and a list of matches. */
const tagOf = (el: Element): string => (el.localName ?? el.nodeName).toLowerCase();
const all = (root: Element, selector: string): Element[] => Array.from(root.querySelectorAll(selector));

/** Attributes where lazy loaders keep the real source, best first. */
const LAZY_SRC = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url', 'data-hi-res-src', 'data-full-src', 'data-orig-src', 'data-actualsrc'] as const;
const LAZY_SRCSET = ['data-srcset', 'data-lazy-srcset', 'srcset'] as const;

/** File names of spacers and lazy-loading placeholders: a real source may follow in a lazy attribute. */
const PLACEHOLDER_FILE = /(?:spacer|blank|transparent|clear|pixel|1x1|placeholder|lazy[-_]?load|grey|gray)\.(?:gif|png|svg)(?:$|[?#])/i;
/** A data: URI this short is a placeholder (a 1x1 GIF is ~70 characters), not a picture. */
const PLACEHOLDER_DATA_URI_MAX = 400;

export function isPlaceholder(src: string | null | undefined): boolean {
  if (!src || !src.trim()) return true;
  const value = src.trim();
  if (/^data:/i.test(value)) return value.length < PLACEHOLDER_DATA_URI_MAX || /^data:image\/svg/i.test(value);
  return PLACEHOLDER_FILE.test(value) || TRACKER_SRC.test(value);
}

/** The largest candidate of a srcset (by width descriptor, then density). */
export function bestFromSrcset(srcset: string | null | undefined): string | null {
  let best: { url: string; size: number } | null = null;
  for (const { url, descriptor } of parseSrcset(srcset)) {
    if (isPlaceholder(url)) continue;
    const number = Number.parseFloat(descriptor || '1x');
    const size = Number.isFinite(number) ? (descriptor.endsWith('w') ? number : number * 1000) : 0;
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url ?? null;
}

/** The real source of an image, or null when it has none worth keeping. The output copy reads it too (dom/lazy-images.ts). */
export function sourceOf(img: Element, live: string | undefined): string | null {
  const picture = img.parentElement && tagOf(img.parentElement) === 'picture' ? img.parentElement : null;
  const srcsets: (string | null)[] = [];
  if (picture) for (const source of all(picture, 'source')) srcsets.push(source.getAttribute('data-srcset'), source.getAttribute('srcset'));
  for (const attribute of LAZY_SRCSET) srcsets.push(img.getAttribute(attribute));
  let best: string | null = null;
  for (const srcset of srcsets) {
    best = bestFromSrcset(srcset);
    if (best) break;
  }
  if (best) return best;
  if (live && !isPlaceholder(live)) return live;
  for (const attribute of LAZY_SRC) {
    const value = img.getAttribute(attribute);
    if (value && !isPlaceholder(value)) return value;
  }
  const src = img.getAttribute('src');
  return src && !isPlaceholder(src) ? src : null;
}

/**
 * Images: the real source of lazy-loaded images, absolute, with alt and title; decorative images (pixels,
 * spacers, icons, avatars: clean/decorative-images.ts) dropped; `<picture>` and `<noscript>` fallbacks resolved to one image in place. `figure` needs no rule:
 * the image is written, then its `figcaption` as the next paragraph. Fixtures: images--*.
 */
import type { Construct, MarkdownRule, MarkdownState } from '../state';
import { all, remove, replaceNode, tagOf } from '../dom';
import { destination, resolveUrl, titlePart } from '../url';
import { escapeText } from '../escape';
import { parseSrcset } from '../../dom/srcset';
import { TRACKER_SRC, decorativeImage } from '../../clean/decorative-images';

/** Attributes where lazy loaders keep the real source, best first. */
const LAZY_SRC = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url', 'data-hi-res-src', 'data-full-src', 'data-orig-src', 'data-actualsrc'] as const;
const LAZY_SRCSET = ['data-srcset', 'data-lazy-srcset', 'srcset'] as const;

/** File names of spacers and lazy-loading placeholders: a real source may follow in a lazy attribute. */
const PLACEHOLDER_FILE = /(?:spacer|blank|transparent|clear|pixel|1x1|placeholder|lazy[-_]?load|grey|gray)\.(?:gif|png|svg)(?:$|[?#])/i;
/** A data: URI this short is a placeholder (a 1x1 GIF is ~70 characters), not a picture. */
const PLACEHOLDER_DATA_URI_MAX = 400;

function isPlaceholder(src: string | null | undefined): boolean {
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

/** The real source of an image, or null when it has none worth keeping. The output copy reads it too (clean/lazy-images.ts). */
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

/** `<noscript>` holding the real `<img>` of a lazy image: it replaces the placeholder (or stands alone). */
function resolveNoscripts(root: Element): void {
  const doc = root.ownerDocument;
  for (const noscript of all(root, 'noscript')) {
    let images = all(noscript, 'img');
    if (images.length === 0 && /<img/i.test(noscript.textContent ?? '')) {
      // Some DOMs keep noscript content as text (scripting enabled): parse it.
      const holder = doc.createElement('div');
      holder.innerHTML = noscript.textContent ?? '';
      images = all(holder, 'img');
    }
    const image = images[0];
    if (!image) {
      remove(noscript);
      continue;
    }
    // The placeholder is the image just before the noscript (or in the same small wrapper).
    const previous = noscript.previousElementSibling;
    const placeholder = previous && tagOf(previous) === 'img' ? previous : previous?.querySelector?.('img') ?? null;
    if (placeholder && isPlaceholder(sourceOf(placeholder, undefined))) remove(placeholder);
    else if (placeholder) {
      remove(noscript); // the visible image already has a real source: the fallback is a duplicate
      continue;
    }
    replaceNode(noscript, image);
  }
}

function prepareImages(root: Element, state: MarkdownState): void {
  resolveNoscripts(root);
  // `currentSrc` exists only on the live page: read it from the caller's images (same order as the clone's).
  const liveImages = Array.from(state.original.querySelectorAll('img'));
  const cloneImages = all(root, 'img');
  const live = new Map<Element, string>();
  if (liveImages.length === cloneImages.length) {
    cloneImages.forEach((img, index) => {
      const current = (liveImages[index] as HTMLImageElement).currentSrc;
      if (typeof current === 'string' && current) live.set(img, current);
    });
  }
  for (const img of cloneImages) {
    if (!img.parentNode) continue;
    const source = decorativeImage(img) ? null : sourceOf(img, live.get(img));
    const absolute = source ? resolveUrl(source, state.base, 'source') : null;
    const picture = img.parentElement && tagOf(img.parentElement) === 'picture' ? img.parentElement : null;
    if (!absolute) {
      remove(picture ?? img);
      continue;
    }
    img.setAttribute('src', absolute);
    if (picture) replaceNode(picture, img);
  }
  for (const source of all(root, 'picture')) if (!source.querySelector('img')) remove(source);
}

const imageRule: MarkdownRule = {
  key: 'image',
  tags: ['img'],
  filter: (node) => tagOf(node) === 'img',
  replacement: (_content, node) => {
    const src = node.getAttribute('src');
    if (!src) return '';
    // The alt is an image description, which Markdown parses as inline text: a tag there is raw HTML that
    // commonmark.js writes into the `alt` attribute unescaped, where its quotes end the attribute (a live handler).
    const alt = escapeText((node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim());
    return `![${alt}](${destination(src)}${titlePart(node.getAttribute('title'))})`;
  },
};

export const images: Construct = { name: 'images', prepare: prepareImages, rules: [imageRule] };

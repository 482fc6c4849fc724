/**
 * Images: the real source of lazy-loaded images, absolute, with alt and title; decorative images (pixels,
 * spacers, icons, avatars: clean/decorative-images.ts) dropped; `<picture>` and `<noscript>` fallbacks resolved to one image in place. `figure` needs no rule:
 * the image is written, then its `figcaption` as the next paragraph. Fixtures: images--*.
 */
import { stateOf, type Construct, type MarkdownRule, type MarkdownState } from '../state';
import { all, remove, replaceNode, tagOf } from '../dom';
import { destination, resolveUrl, titlePart } from '../url';
import { escapeText } from '../escape';
import { decorativeImage } from '../../dom/decorative-images';
import { isPlaceholder, sourceOf } from '../../dom/image-sources';

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
  replacement: (_content, node, options) => {
    const src = node.getAttribute('src');
    // Removed images leave their figure's caption: it is text of the article.
    if (!src || stateOf(options).style.images === 'remove') return '';
    // The alt is an image description, which Markdown parses as inline text: a tag there is raw HTML that
    // commonmark.js writes into the `alt` attribute unescaped, where its quotes end the attribute (a live handler).
    const alt = escapeText((node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim());
    return `![${alt}](${destination(src)}${titlePart(node.getAttribute('title'))})`;
  },
};

export const images: Construct = { name: 'images', prepare: prepareImages, rules: [imageRule] };

/**
 * Page content shown in any Pith page goes through here: DOMPurify, so no script, handler, form or embedded
 * frame of the page survives, and the extension's CSP (script-src 'self') stops anything that might slip by.
 */
import DOMPurify from 'dompurify';
import { keepLoadedOnly } from './loaded-images';

/**
 * Tags allowed by DOMPurify's HTML profile that still make no sense in a reader: forms, frames, plugins, styles;
 * and the page's `<main>`, whose content is kept (DOMPurify's KEEP_CONTENT) inside the Pith page's own `<main>`.
 */
const FORBID_TAGS = ['main', 'style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'];
/**
 * `style` could position page content over Pith's own controls; classes and ids would pick up our CSS; the old
 * presentational colour and font attributes would keep the page's colours in the reader's dark or sepia theme
 * (pale text on bright table cells).
 */
const FORBID_ATTR = ['style', 'class', 'id', 'bgcolor', 'color', 'background', 'text', 'link', 'vlink', 'alink', 'face'];

/** URLs that can run script or a page of their own, once the characters a URL parser skips are removed. */
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html)/i;
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\s\u0000-\u001f]/g;

export interface SanitizeOptions {
  /** In the popup and side panel a link must open a tab, not navigate the panel away. */
  linksInNewTab: boolean;
  /** Only these image URLs may load (the page's own fetches: loaded-images.ts); unset, every image may. */
  loadedImages?: ReadonlySet<string>;
}

const CONFIG = { FORBID_TAGS, FORBID_ATTR, USE_PROFILES: { html: true } };

function purifier(options: SanitizeOptions) {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      if (options.linksInNewTab) node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      // An image with no text of its own is described by its figure's caption, when it has one.
      const caption = node.closest('figure')?.querySelector(':scope > figcaption');
      const described = caption?.textContent?.replace(/\s+/g, ' ').trim();
      if (!node.getAttribute('alt')?.trim() && described) node.setAttribute('alt', described);
    }
    // The page's landmarks sit inside the Pith page's own: only Pith's `<main>` is the main one.
    if (node.getAttribute('role') === 'main') node.removeAttribute('role');
    // A wide table scrolls in its own box (reader.css): a tab stop lets the keyboard scroll it.
    if (node.tagName === 'TABLE') node.setAttribute('tabindex', '0');
    if (options.loadedImages) keepLoadedOnly(node, options.loadedImages);
    // DOMPurify lets data: URIs through on images and media; an HTML one has no business in an article.
    for (const { name, value } of Array.from(node.attributes)) if (SCRIPT_URL.test(value.replace(IGNORED_IN_URL, ''))) node.removeAttribute(name);
  });
  return purify;
}

export function sanitizeArticle(html: string, options: SanitizeOptions): string {
  return purifier(options).sanitize(html, CONFIG);
}

/**
 * One purifier for the pieces of one article (the reader's batches, article-batches.ts), each given as a parsed
 * `<body>` and returned as nodes: DOMPurify cleans a copy of that tree as it cleans the one it parses from HTML.
 */
export function fragmentSanitizer(options: SanitizeOptions): (piece: HTMLElement) => DocumentFragment {
  const purify = purifier(options);
  return (piece) => purify.sanitize(piece, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

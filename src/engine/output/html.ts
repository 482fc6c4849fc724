/**
 * Finishing the content subtree for output: absolute link and image URLs (against the `url` option, else
 * the document URL, and the page's `<base href>`), in-page links to targets left out unwrapped
 * (./in-page-links.ts), the include* options applied, and a space between sibling elements whose words the markup
 * glues (./glued-siblings.ts), read by the text and the Markdown alike. Works on the engine's own copy only.
 */

import { unwrapInCopy } from '../dom/unwrap';
import { walkElements } from '../dom/walk';
import { anchorNames, plainHeadings, settleInPageLinks } from './in-page-links';
import { parseSrcset } from '../dom/srcset';
import * as dom from '../dom/read';
import { oncePerValue } from '../dom/once-per-value';
import { partGluedSiblings } from './glued-siblings';

/** Attributes holding one URL, by tag. */
const URL_TAGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['A', ['href']], ['IMG', ['src']], ['SOURCE', ['src']], ['VIDEO', ['poster']], ['AREA', ['href']], ['Q', ['cite']], ['BLOCKQUOTE', ['cite']],
]);
/** Lazy-loading attributes whose URL is the real image when `src` is a placeholder. */
const LAZY_SRC = ['data-src', 'data-lazy-src', 'data-original'];

export interface HtmlOptions {
  baseUrl: string | undefined;
  includeImages: boolean;
  includeTables: boolean;
  includeLinks: boolean;
}

/** The base against which relative URLs resolve: `<base href>` resolved against the page URL. */
export function resolveBaseUrl(document: Document, pageUrl: string | undefined): string | undefined {
  const base = dom.querySelector(document, 'base[href]');
  const href = base && dom.getAttribute(base, 'href');
  const page = pageUrl && pageUrl !== 'about:blank' ? pageUrl : undefined;
  if (!href) return page;
  try {
    return new URL(href, page).href;
  } catch {
    return page;
  }
}

export function finishContent(content: Element, options: HtmlOptions): void {
  // One walk, then edits: selector queries are slow in linkedom (each compiles its selector).
  const drop: Element[] = [];
  const unwrap: Element[] = [];
  const fix: Element[] = [];
  // What in-page links can reach is what stays: anchors inside a dropped table are gone too.
  const anchors = new Set<string>();
  const inPage: Element[] = [];
  walkElements(content, (el) => {
    const tag = dom.tagName(el);
    if ((!options.includeImages && (tag === 'IMG' || tag === 'PICTURE')) || (!options.includeTables && tag === 'TABLE')) {
      drop.push(el);
      return false;
    }
    for (const name of anchorNames(el)) anchors.add(name);
    if (tag === 'A' && dom.getAttribute(el, 'href')?.includes('#')) inPage.push(el);
    if (!options.includeLinks && tag === 'A') unwrap.push(el);
    if (URL_TAGS.has(tag) || dom.hasAttribute(el, 'srcset')) fix.push(el);
    return true;
  });
  for (const el of drop) el.remove();
  // Before links are made absolute, so `#id` is still recognisable as in-page.
  const settled = settleInPageLinks(content, inPage, anchors, options.baseUrl);
  plainHeadings(content, inPage, options.baseUrl, settled);
  for (const el of unwrap) if (!settled.has(el)) unwrapInCopy(el);
  // Each distinct value resolved once (dom/once-per-value.ts).
  const base = options.baseUrl;
  const absolute = base ? oncePerValue((value) => absolutize(value, base)) : undefined;
  for (const el of fix) if (!settled.has(el)) fixUrls(el, absolute);
  partGluedSiblings(content);
}

function fixUrls(el: Element, absolutize: ((value: string) => string | null) | undefined): void {
  if (dom.tagName(el) === 'IMG') {
    const src = dom.getAttribute(el, 'src');
    if (!src || src.startsWith('data:')) {
      const lazy = LAZY_SRC.map((name) => dom.getAttribute(el, name)).find(Boolean);
      if (lazy) el.setAttribute('src', lazy);
    }
  }
  if (!absolutize) return;
  for (const attr of URL_TAGS.get(dom.tagName(el)) ?? []) {
    const value = dom.getAttribute(el, attr);
    const absolute = value === null ? null : absolutize(value);
    if (absolute !== null && absolute !== value) el.setAttribute(attr, absolute);
  }
  const srcset = dom.getAttribute(el, 'srcset');
  if (srcset) {
    el.setAttribute('srcset', parseSrcset(srcset).map(({ url, descriptor }) => [absolutize(url) ?? url, descriptor].filter(Boolean).join(' ')).join(', '));
  }
}

function absolutize(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (trimmed.startsWith('#') || /^(javascript|mailto|tel|data):/i.test(trimmed)) return null;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return null;
  }
}

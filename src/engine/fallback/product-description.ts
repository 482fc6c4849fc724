/**
 * A product's declared description (JSON-LD or microdata `Product.description`) as the content, when the DOM gave
 * little: on a product page where the rules found too little and the cascade fell back to its blunt stages (the
 * baseline's every paragraph of the page, or a relaxed retry), those keep the shop's menus, policy lines and other
 * products with the description (dev-corpus product pages whose gold is the description). The shop's own statement of
 * what the product is, when the page shows it, is the more precise answer; so it is over a result of any stage that
 * is off the product (`offProduct`). Text from the page's data, in any language; built as paragraphs in the
 * engine's document. Fixtures: pagetype--product-declared-description, product--chosen-block-off-the-product.
 */
import type { Scan } from '../metadata/sources/scan';
import { readJsonLd } from '../metadata/sources/json-ld';
import { readMicrodata } from '../metadata/sources/microdata';
import { pageRoot } from '../dom/walk';
import * as dom from '../dom/read';
import type { Stage } from '../types';

/** Stages whose result is blunt enough that a declared description is preferred. */
export const BLUNT_STAGES: ReadonlySet<Stage> = new Set(['baseline', 'escalated']);
/**
 * A result of any stage is off the product when it holds less than this share of the declared description's runs
 * of three words (runs, not words: every language's common words are in any text) and is at most
 * OFF_PRODUCT_MAX_RATIO times the description's length: the rules chose a short block beside the product (its
 * reviews, a delivery banner, reviews instead of the shown description). A long result without the
 * declared text holds the product's text in other words (feature blocks and specs).
 */
const OFF_PRODUCT_MAX_SHARE = 0.5;
const OFF_PRODUCT_MAX_RATIO = 3;
/** A description shorter than this is a tagline, not the product's text. */
const MIN_DESCRIPTION_CHARS = 200;
/** Declared text must be what the page shows: this share of its words appear in the page's text (a description
 *  stored percent-encoded, or written for search engines only, is not taken). */
const MIN_SHOWN_SHARE = 0.8;
/** Schema.org types whose description is a product's. */
const PRODUCT_TYPES = /^(product|productgroup|productmodel|individualproduct|vehicle|car)$/;

const WORD = /[\p{L}\p{N}_]+/gu;

/** The declared description as paragraphs in `into`, or null when the page declares none that it shows. */
export function productDescription(document: Document, scan: Scan, url: string | undefined, into: Document): Element | null {
  const text = declaredDescription(scan, url);
  if (!text || text.length < MIN_DESCRIPTION_CHARS || !shownOnPage(text, document)) return null;
  const content = into.createElement('div');
  for (const paragraph of text.split(/\n\s*\n|\r?\n/)) {
    if (!paragraph.trim()) continue;
    const p = into.createElement('p');
    p.textContent = paragraph.trim();
    content.append(p);
  }
  return content;
}

/** Whether `result`, from any stage, is off the product that `description` (productDescription's) describes. */
export function offProduct(result: Element, resultChars: number, description: Element): boolean {
  const text = dom.textContent(description) ?? '';
  if (resultChars > text.length * OFF_PRODUCT_MAX_RATIO) return false;
  const declared = trigrams(text);
  const held = new Set(trigrams(dom.textContent(result) ?? ''));
  return declared.length > 0 && declared.filter((run) => held.has(run)).length < declared.length * OFF_PRODUCT_MAX_SHARE;
}

function trigrams(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  return words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`);
}

function declaredDescription(scan: Scan, url: string | undefined): string | undefined {
  const ld = readJsonLd(scan.jsonLdScripts, url);
  if (ld.type && PRODUCT_TYPES.test(ld.type) && ld.description) return ld.description;
  const micro = readMicrodata(scan.itemprops);
  return micro.type && PRODUCT_TYPES.test(micro.type) ? micro.description : undefined;
}

function shownOnPage(text: string, document: Document): boolean {
  const root = pageRoot(document);
  let shown = root ? dom.textContent(root) ?? '' : '';
  // The JSON-LD itself and other script text are not what the page shows.
  for (const hidden of root ? Array.from(dom.querySelectorAll(root, 'script, style, template')) : []) {
    const inner = dom.textContent(hidden);
    if (inner) shown = shown.replace(inner, ' ');
  }
  const page = new Set(shown.toLowerCase().match(WORD) ?? []);
  const words = text.toLowerCase().match(WORD) ?? [];
  return words.length > 0 && words.filter((w) => page.has(w)).length >= words.length * MIN_SHOWN_SHARE;
}

/**
 * The simple reading of title, author and date: the first value the page declares, in one fixed order, with
 * nothing weighed. It is the baseline every learned weight and rule of this folder must beat out of fold (the
 * metadata bench prints it beside Pith's figures), and the title's primary reading where it scores best.
 *
 * - title: og:title, else `<title>`, cut at its first site-name separator ("Headline | Site" -> "Headline");
 * - author: `<meta name=author>`, else JSON-LD author, else the first author markup (`.byline`, `rel=author`...);
 * - date: JSON-LD datePublished, else `article:published_time`, else the first `<time datetime>`.
 */
import * as dom from '../../src/engine/dom/read';
import { cleanAuthor, cleanAuthors } from '../../src/engine/metadata/authors';
import { parseDate } from '../../src/engine/metadata/dates';
import { readJsonLd } from '../../src/engine/metadata/sources/json-ld';
import { firstMeta, readMeta } from '../../src/engine/metadata/sources/meta';
import type { Scan } from '../../src/engine/metadata/sources/scan';

/**
 * Separators that join a headline and a site name in a title: a pipe, a hyphen, an en or em dash or a middle dot
 * between spaces, or a colon before a space. Punctuation, not words, so they hold in every language.
 */
const FIRST_SEPARATOR = /\s[|\-–—·]\s|:\s/u;

/** A declared title cut at its first separator; the whole title when that leaves nothing. */
export function cutAtSeparator(title: string): string {
  const whole = title.replace(/\s+/g, ' ').trim();
  return whole.split(FIRST_SEPARATOR)[0].trim() || whole;
}

/** og:title, else the document's `<title>`, cut at its first separator. */
export function simpleTitle(ogTitle: string | undefined, documentTitle: string): string {
  return cutAtSeparator(ogTitle?.trim() || documentTitle);
}

/** Longest text of author markup read as a name: a longer element is a box holding a bio, not a byline. */
const MAX_MARKUP_CHARS = 120;

/** The first of `<meta name=author>`, JSON-LD author, author markup that names someone. */
export function simpleAuthor(metaAuthor: string | undefined, jsonLdAuthors: readonly string[], authorMarkup: readonly Element[]): string[] {
  const declared = [cleanAuthor(metaAuthor), cleanAuthors(jsonLdAuthors.filter((a) => !/^https?:\/\//i.test(a.trim())))].find((names) => names.length > 0);
  if (declared) return declared;
  for (const element of authorMarkup) {
    const text = (dom.textContent(element) ?? '').replace(/\s+/g, ' ').trim();
    if (!text || text.length > MAX_MARKUP_CHARS) continue;
    const names = cleanAuthor(text);
    if (names.length > 0) return names;
  }
  return [];
}

/** The first of JSON-LD datePublished, `article:published_time`, the first `<time datetime>` that parses. */
export function simpleDate(jsonLdPublished: string | undefined, metaPublished: string | undefined, times: readonly Element[], now: number): string | undefined {
  const declared = parseDate(jsonLdPublished, now) ?? parseDate(metaPublished, now);
  if (declared) return declared;
  for (const time of times) {
    const date = parseDate(dom.getAttribute(time, 'datetime'), now);
    if (date) return date;
  }
  return undefined;
}

export interface SimpleMetadata {
  title: string;
  author: string[];
  published: string | undefined;
}

/** The three simple readings of a scanned document. */
export function simpleMetadata(scan: Scan, pageUrl: string | undefined, now: number = Date.now()): SimpleMetadata {
  const meta = readMeta(scan.metas);
  const jsonLd = readJsonLd(scan.jsonLdScripts, pageUrl);
  const documentTitle = ((scan.title && dom.textContent(scan.title)) ?? '').replace(/\s+/g, ' ').trim();
  const times = scan.all.filter((element) => dom.tagName(element).toUpperCase() === 'TIME' && dom.hasAttribute(element, 'datetime'));
  return {
    title: simpleTitle(firstMeta(meta, ['og:title']), documentTitle),
    author: simpleAuthor(firstMeta(meta, ['author']), jsonLd.authors, scan.authorMarkup),
    published: simpleDate(jsonLd.published, firstMeta(meta, ['article:published_time']), times, now),
  };
}

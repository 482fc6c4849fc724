/**
 * Metadata: what the page is, who wrote it, when. Every source is read once; each field's candidates are
 * tagged with their source and weighed together by `pick` (evidence.ts): each group of agreeing sources is
 * scored by the learned model (learned.ts, model.json), the best wins when likely enough.
 *
 * | field      | sources (weights learned per page flag: model.json)                                                  |
 * |------------|---------------------------------------------------------------------------------------------|
 * | title      | the `h1` that agrees with a declared title (minus furniture: a date, the site name); an `h1` that is not a logo nor the name ending the title; og:title/JSON-LD minus site name; `<title>` minus site name; the declared title's part before a separator; cut at a pipe |
 * | author     | JSON-LD author, microdata author (one item), forum thread starter, `<meta>` author keys (not on non-authored pages), author markup (links to an /author/ page), "By ..." lines (neither on product, collection, listing or service pages) |
 * | published  | JSON-LD datePublished, `<meta>` date keys, microdata, `<time>` and dates written around the headline, the URL, an "Updated" date shown alone |
 * | modified   | JSON-LD dateModified, `<meta>` modified keys, microdata, "Updated ..." around the headline (first found) |
 * | language   | `<html lang>`, Content-Language, og:locale, Dublin Core, JSON-LD inLanguage, detected from text |
 * | others     | `<meta>` (META_KEYS order), then JSON-LD                                                      |
 *
 * Named rules (weights.ts RULES) decide when a source speaks; `without` switches sources and rules off for the
 * ablation table. The document is only read, never changed.
 */
import type { Metadata } from '../types';
import { cleanAuthors } from './authors';
import { dateFromUrl, parseDate } from './dates';
import { pageAddress } from './page-address';
import { resolveLanguage } from './language';
import { META_KEYS } from './meta-keys';
import { declaredKind } from './declared-kind';
import { readJsonLd, type JsonLdFacts } from './sources/json-ld';
import { allMeta, firstMeta, readMeta, type MetaMap } from './sources/meta';
import { readThreadStarter } from './sources/forum';
import { readMicrodata, type MicrodataFacts } from './sources/microdata';
import { readHeadings, readPage } from './sources/page';
import { scanDocument, type Scan } from './sources/scan';
import { classifyPage, type PageType } from '../page-type';
import { titleShapes } from './title-shape';
import { titleCandidates, titleKey, type TitleChoice } from './title';
import { followsProse } from './prose-before';
import { SHIPPED, pageFlags, type MetadataModel, type PageFlag } from './learned';
import { ALL_ON, pick, type Candidate, type Switches } from './evidence';
import type { RuleName, SourceName } from './weights';
import type { OptionalStages } from '../stages';
import { safeUrl } from '../dom/url-policy';
import * as dom from '../dom/read';

export { withReadingStats, countWords } from './reading-stats';
export { toFrontMatter } from './front-matter';

export interface MetadataOptions {
  /** Clock for "dates in the future" (milliseconds since the epoch). Default: now. */
  now?: number;
  /**
   * Only what the page declares (meta, JSON-LD, microdata, `<title>`, `h1`, `<html lang>`): no bylines, dates or
   * thread starter read from the page's text and markup, no language guessed from it. Fast mode's metadata: the
   * reading of the text was a third of a fast extraction (docs/bench/browser.md).
   */
  declaredOnly?: boolean;
  /** The document's scan, when the caller made it already (the pipeline scans once, before extraction). */
  scan?: Scan;
  /** The page type the extraction used (page-type/index.ts); classified from the scan when absent. */
  pageType?: PageType;
  /** Sources and rules (weights.ts) switched off: only the bench's ablation table sets this. Default: none. */
  without?: Switches;
  /**
   * The weights to weigh the evidence with. Default: the shipped model (model.json). Only the bench sets another:
   * the model of a cross-validation fold, for pages of the sites that fold left out of its training.
   */
  model?: MetadataModel;
  /**
   * The language detector for a page that declares none (an optional stage, stages.ts). Default: none, so the
   * language is only what the page declares; the pipeline passes the host's, the engine's index all of them.
   */
  detectLanguage?: OptionalStages['detectLanguage'];
}

function absolute(value: string | undefined, base: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    // A canonical or image URL is written into front matter and <link rel=canonical>: never a script URL.
    return safeUrl(new URL(value, base).href) ?? undefined;
  } catch {
    return /^https?:\/\//i.test(value) ? value : undefined;
  }
}


/** First value of `candidates` that parses as a valid date. */
function firstDate(candidates: readonly (string | undefined)[], now: number): string | undefined {
  for (const candidate of candidates) {
    const date = parseDate(candidate, now);
    if (date) return date;
  }
  return undefined;
}

/** Names, cleaned; URLs are profile links, not names. */
function names(values: readonly (string | undefined)[]): string[] {
  return cleanAuthors(values.filter((v) => v && !/^https?:\/\//i.test(v.trim())));
}

/** Sources spell names differently ("Jane Doe", "jane doe"): a set of lower-case names is what agrees. */
const authorKey = (list: readonly string[]) => list.map((n) => n.toLowerCase().replace(/\s+/g, ' ')).sort().join('|');
/** Dates agree on the calendar day the page shows. */
const dayKey = (iso: string) => iso.slice(0, 10);

/** og:type values of authored content (`article`, `blog`, `og:article`...). */
const AUTHORED_OG_TYPE = /article|blog|post/i;
/** Page types (from declared types and the URL) whose <meta name=author> is a company or a CMS user. */
const NOT_AUTHORED_TYPES: ReadonlySet<string> = new Set(['documentation', 'product', 'listing']);
/**
 * Page types (the classifier's) where names printed in author markup or a "By" line are a reviewer's, a
 * teaser's, a seller's or a team member's, not the page's author ("Visit the Apple Store", "Justin" in a review
 * card): only a declared author counts there.
 */
const SHOWN_AUTHORS_SILENT: ReadonlySet<PageType> = new Set(['product', 'collection', 'listing', 'service']);
/** Microdata item types of authored content. */
const AUTHORED_MICRODATA = /article|posting|blog|report|review|question|recipe|howto/;

/** Segments in the URL's path: 0 for the home page, 1 for `/pricing`. */
function pathDepth(url: string | undefined): number {
  if (!url) return Number.POSITIVE_INFINITY;
  try {
    return new URL(url).pathname.split('/').filter(Boolean).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.map((v) => v.trim()).filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
}

/**
 * What the page says about its title, author and published date, before it is weighed: each field's candidates
 * tagged with their source, and the page's flags (`learned.ts`: what makes a source more or less trustworthy
 * here). The training script (`npm run train:metadata`) reads this to fit the weights the engine weighs it with.
 */
export interface MetadataEvidence {
  title: Candidate<TitleChoice>[];
  author: Candidate<string[]>[];
  published: Candidate<string | undefined>[];
  /** Flags known before the headline is chosen (the title's), and all of them (author's and date's). */
  titleFlags: ReadonlySet<PageFlag>;
  flags: ReadonlySet<PageFlag>;
}

/** The document read once: the evidence, and what the other fields are taken from. */
interface Reading {
  evidence: MetadataEvidence;
  title: TitleChoice;
  scan: Scan;
  meta: MetaMap;
  jsonLd: JsonLdFacts;
  micro: MicrodataFacts;
  siteName: string | undefined;
  pageUrl: string | undefined;
  pageType: PageType;
  /** Dates labelled as updates around the headline. */
  updated: string[];
}

function read(document: Document, url: string | undefined, options: MetadataOptions): Reading {
  const now = options.now ?? Date.now();
  const off = options.without ?? ALL_ON;
  const on = (rule: RuleName) => !off.has(rule);
  const scan = options.scan ?? scanDocument(document);
  // A saved copy's file: URL is the reader's folders, not the page's address (page-address.ts).
  const pageUrl = pageAddress(document, url, scan);
  const meta = readMeta(scan.metas);
  const jsonLd = readJsonLd(scan.jsonLdScripts, pageUrl);
  const micro = readMicrodata(scan.itemprops);
  const pageType = options.pageType ?? classifyPage(scan, pageUrl);

  const siteName = firstMeta(meta, META_KEYS.siteName) ?? jsonLd.siteName;
  const declaredTitles = [
    ...allMeta(meta, META_KEYS.title.slice(0, 2)), jsonLd.headline, micro.headline, ...allMeta(meta, META_KEYS.title.slice(2)), jsonLd.name,
  ].filter((t): t is string => Boolean(t?.trim()));
  const documentTitle = ((scan.title && dom.textContent(scan.title)) ?? '').replace(/\s+/g, ' ').trim();
  // JSON-LD that names a non-authored entity (WebPage, Service, Product...) marks a page whose h1 is a slogan.
  const nonAuthored = jsonLd.type !== undefined && !jsonLd.authored && /webpage|service|product|organi[sz]ation|website|softwareapplication|localbusiness/.test(jsonLd.type);
  const metaAuthors = names(allMeta(meta, META_KEYS.author));
  const declaresDate = Boolean(jsonLd.published ?? firstMeta(meta, META_KEYS.published) ?? micro.published);
  // A page at the top of its site (path depth <= 1) that names no author and declares no date is a landing
  // page: its h1 is a slogan and its declared title names it (on deeper pages the h1 is more often right).
  const landing = pathDepth(pageUrl) <= 1 && !declaresDate && !jsonLd.authored && jsonLd.authors.length === 0 && metaAuthors.length === 0;
  const declaredType = declaredKind({ declaredTypes: [jsonLd.type, micro.type, firstMeta(meta, META_KEYS.type)], url: pageUrl, hasByline: false, hasDate: false });
  const titleFlags = pageFlags({ pageType, landing, nonAuthored, declaresDate, declaredType });
  const titleCandidateList = titleCandidates(declaredTitles, documentTitle, scan.h1s, siteName ? [siteName] : [], pageUrl, {
    isDate: (text) => parseDate(text, now) !== undefined,
    // A product page sets its description in a column that comes before the product's name in the markup.
    followsProse: pageType === 'product' ? () => false : followsProse(scan.all, scan.paragraphIndexes),
    off,
  });
  const titleShapesOf = (choices: readonly TitleChoice[]) => titleShapes(choices.map((choice) => choice.title));
  const titleChoice = pick('title', titleCandidateList, (choice) => titleKey(choice.title), titleFlags, off, options.model ?? SHIPPED, titleShapesOf)?.value ?? { title: '' };

  const page = options.declaredOnly ? readHeadings(scan) : readPage(scan, titleChoice.element, now);

  // <meta name=author> is dropped only on pages that are known not to be authored (documentation, product,
  // listing, landing or a non-authored JSON-LD entity), where it names the company or the CMS user
  // ("MozDevNet"); elsewhere it is often the only statement (small pages that state their author in <meta>
  // only). An author <meta> equal to the site's name still counts: personal blogs are named after their author,
  // and WCXB's gold keeps the company as author where a company signs its articles.
  const authored = jsonLd.authored || AUTHORED_OG_TYPE.test(firstMeta(meta, META_KEYS.type) ?? '') || declaresDate
    || AUTHORED_MICRODATA.test(micro.type ?? '') || page.dates.length > 0 || page.byLines.length > 0;
  const notAuthored = on('meta-author-not-on-unauthored-pages') && !authored && (nonAuthored || landing || NOT_AUTHORED_TYPES.has(declaredType));
  const starter = options.declaredOnly ? undefined : readThreadStarter(document, scan.forumHints);
  const shownAuthors = !(on('shown-authors-not-on-shop-and-service-pages') && SHOWN_AUTHORS_SILENT.has(pageType));
  const authorSources: [SourceName, readonly (string | undefined)[]][] = [
    ['json-ld', jsonLd.authors], ['microdata', micro.authors], ['forum-markup', [starter]],
    ['meta', notAuthored ? [] : metaAuthors], ['author-markup', shownAuthors ? page.bylines : []],
    ['by-line', shownAuthors ? page.byLines : []],
  ];
  const author = authorSources.map(([source, values]): Candidate<string[]> => ({ source, value: names(values) }));

  // Declared dates are the content's only when the page declares authored content (or declares no entity
  // at all, leaving <meta> as the only statement). A WebPage or Product entity's dates are CMS stamps:
  // service and product pages carry them without showing any date.
  const declaresContent = jsonLd.type === undefined || jsonLd.authored || !on('declared-dates-only-of-content');
  const dates: Candidate<string | undefined>[] = [
    ...(declaresContent ? [{ source: 'json-ld', value: jsonLd.published } as const, ...allMeta(meta, META_KEYS.published).map((value) => ({ source: 'meta', value } as const))] : []),
    { source: 'microdata', value: micro.published },
    ...page.dates.map(({ iso, source }) => ({ source, value: iso })),
    { source: 'url', value: dateFromUrl(pageUrl, now) },
    // A page that shows only an "Updated ..." date presents that date as its own: it is the best published date left.
    ...page.updated.slice(0, 1).map((value) => ({ source: 'updated-shown', value } as const)),
  ];
  const published = dates.map(({ source, value }) => ({ source, value: parseDate(value, now) }));
  const flags = pageFlags({ pageType, landing, nonAuthored, declaresDate, declaredType, authored, bylinesNear: page.bylinesNear, shownDate: page.dates.length > 0 });
  return {
    evidence: { title: titleCandidateList, author, published, titleFlags, flags },
    title: titleChoice, scan, meta, jsonLd, micro, siteName, pageUrl, pageType, updated: page.updated,
  };
}

/** The evidence alone (the training script's view of a page). */
export function metadataEvidence(document: Document, url: string | undefined, options: MetadataOptions = {}): MetadataEvidence {
  return read(document, url, options).evidence;
}

export function extractMetadata(document: Document, url: string | undefined, options: MetadataOptions = {}): Metadata {
  const now = options.now ?? Date.now();
  const off = options.without ?? ALL_ON;
  const { evidence, title, scan, meta, jsonLd, micro, siteName, pageUrl, pageType, updated } = read(document, url, options);
  const model = options.model ?? SHIPPED;
  const author = pick('author', evidence.author, authorKey, evidence.flags, off, model)?.value ?? [];
  const published = pick('published', evidence.published, (iso) => (iso ? dayKey(iso) : ''), evidence.flags, off, model)?.value;
  const declaresContent = jsonLd.type === undefined || jsonLd.authored || off.has('declared-dates-only-of-content');
  const modified = firstDate([...(declaresContent ? [jsonLd.modified, ...allMeta(meta, META_KEYS.modified)] : []), micro.modified, ...updated], now);

  const language = resolveLanguage([
    rootAttribute(document, 'lang'), rootAttribute(document, 'xml:lang'),
    ...allMeta(meta, META_KEYS.language), jsonLd.language,
  ], options.declaredOnly ? [] : scan.paragraphs, options.detectLanguage);

  const link = (rel: string) => {
    const found = scan.links.find((l) => (dom.getAttribute(l, 'rel') ?? '').toLowerCase().split(/\s+/).includes(rel));
    return (found && dom.getAttribute(found, 'href')) ?? undefined;
  };
  const canonicalHref = link('canonical') ?? firstMeta(meta, META_KEYS.url) ?? jsonLd.url;
  const image = firstMeta(meta, META_KEYS.image) ?? jsonLd.image ?? link('image_src');
  const tags = unique([...allMeta(meta, META_KEYS.tags).flatMap((v) => v.split(/\s*[,;]\s*/)), ...jsonLd.keywords]);
  const categories = unique([...allMeta(meta, META_KEYS.categories), ...jsonLd.sections]);

  const metadata: Metadata = {
    title: title.title,
    author,
    tags,
    categories,
    pageType,
    wordCount: 0,
    readingMinutes: 0,
  };
  const optional: Partial<Metadata> = {
    published, modified, siteName: siteName?.trim(), description: (firstMeta(meta, META_KEYS.description) ?? jsonLd.description ?? micro.description)?.trim(),
    language, url: pageUrl && safeUrl(pageUrl) ? pageUrl : undefined, canonicalUrl: absolute(canonicalHref, pageUrl), image: absolute(image, pageUrl),
  };
  for (const [key, value] of Object.entries(optional)) if (value) (metadata as unknown as Record<string, unknown>)[key] = value;
  return metadata;
}

function rootAttribute(document: Document, name: string): string | undefined {
  const root = dom.documentElement(document);
  return (root && dom.getAttribute(root, name)) ?? undefined;
}

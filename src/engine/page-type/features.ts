/**
 * The page-type classifier's inputs, as one vector of named numbers: what the page declares (schema.org types in
 * JSON-LD and microdata, og:type), the shape of its URL, and what its markup is built from (./structure.ts).
 * Everything comes from the metadata scan's one pass (metadata/sources/scan.ts); nothing here walks the page.
 */
import type { Scan } from '../metadata/sources/scan';
import { STRUCTURE_KEYS, type Structure } from './structure';
import * as dom from '../dom/read';

/** Declared types (lower case, without namespace) by the page type they speak for. */
const DECLARED: readonly [string, RegExp][] = [
  ['declaredArticle', /^(?:newsarticle|article|blogposting|blog|reportagenewsarticle|analysisnewsarticle|opinionnewsarticle|backgroundnewsarticle|reviewnewsarticle|scholarlyarticle|report|liveblogposting|recipe|howto|videoobject|podcastepisode)$/],
  ['declaredForum', /^(?:discussionforumposting|qapage|question|answer|socialmediaposting|comment)$/],
  ['declaredProduct', /^(?:product|productgroup|offer|aggregateoffer|individualproduct|productmodel|car|vehicle|book)$/],
  ['declaredList', /^(?:collectionpage|itemlist|searchresultspage|offercatalog|listitem)$/],
  ['declaredDocs', /^(?:techarticle|apireference|softwaresourcecode)$/],
  ['declaredService', /^(?:service|professionalservice|localbusiness|faqpage|contactpage|aboutpage|softwareapplication|webapplication|course|event|jobposting|medicalbusiness|legalservice|financialservice)$/],
  ['declaredWebPage', /^(?:webpage|itempage)$/],
  ['declaredRating', /^(?:aggregaterating|review|rating)$/],
  ['declaredBreadcrumb', /^(?:breadcrumblist)$/],
  ['declaredOrganisation', /^(?:organization|corporation|website|onlinestore|brand)$/],
];

/** og:type values. */
const OG: readonly [string, RegExp][] = [
  ['ogArticle', /article|blog|post/],
  ['ogProduct', /product/],
  ['ogWebsite', /^website$/],
];

/** The URL's path vocabulary (host included: `docs.example.org`, `forum.example.org`). */
const URL_WORDS: readonly [string, RegExp][] = [
  ['urlForum', /(?:^|[./-])(?:forums?|threads?|topics?|discussions?|community|communities|questions|board|boards|t|viewtopic|showthread)(?:[./_-]|$)/i],
  ['urlDocs', /(?:^|[./-])(?:docs?|documentation|reference|manual|api|guides?|handbook|learn|wiki|tutorials?|help|support|kb|developer|developers|sdk)(?:[./_-]|$)/i],
  ['urlProduct', /(?:^|\/)(?:products?|p|dp|item|items|shop|store|buy|sku)(?:\/|$)|[-_/]p\d{3,}|\.html?$/i],
  ['urlList', /(?:^|\/)(?:category|categories|cat|tags?|collections?|search|archives?|browse|list|lists|all|brands?|c|topics|page)(?:\/|$)|[?&](?:q|s|page|sort|filter)=/i],
  ['urlBlog', /(?:^|[./-])(?:blog|blogs|news|article|articles|post|posts|story|stories|press|insights?)(?:[./_-]|$)|\/(?:19|20)\d\d\/(?:0?[1-9]|1[0-2])\//i],
  ['urlService', /(?:^|\/)(?:services?|solutions?|pricing|about|about-us|contact|features?|company|industries|careers|platform|plans)(?:\/|$)/i],
];

export interface FeatureInput {
  scan: Scan;
  url: string | undefined;
}

/** The feature names, in the order of the vector (the model file lists them too, and must agree). */
export const FEATURE_NAMES: readonly string[] = [
  ...DECLARED.map(([name]) => name), ...OG.map(([name]) => name), ...URL_WORDS.map(([name]) => name),
  'pathDepth', 'home', 'query', 'slugWords', 'numericSegment',
  ...STRUCTURE_KEYS.map((key) => key.toLowerCase()),
  'codeShare', 'paragraphShare', 'repeatedShare', 'headingShare',
];

/** `@type` values of every JSON-LD block, read from the text (no parse: the classifier needs only the names). */
const JSON_LD_TYPE = /"@type"\s*:\s*(\[[^\]]*\]|"[^"]*")/g;

export function declaredTypes(scan: Scan): Set<string> {
  const types = new Set<string>();
  const add = (raw: string) => {
    const name = raw.trim().replace(/^.*[/#:]/, '').toLowerCase();
    if (name) types.add(name);
  };
  for (const script of scan.jsonLdScripts) {
    for (const match of (dom.textContent(script) ?? '').matchAll(JSON_LD_TYPE)) {
      for (const quoted of match[1].matchAll(/"([^"]*)"/g)) add(quoted[1]);
    }
  }
  for (const item of scan.itemtypes) for (const type of (dom.getAttribute(item, 'itemtype') ?? '').split(/\s+/)) add(type);
  return types;
}

function ogType(scan: Scan): string {
  for (const meta of scan.metas) {
    if ((dom.getAttribute(meta, 'property') ?? dom.getAttribute(meta, 'name') ?? '').toLowerCase() === 'og:type') {
      return (dom.getAttribute(meta, 'content') ?? '').toLowerCase().trim();
    }
  }
  return '';
}

function urlParts(url: string | undefined): { text: string; segments: string[]; query: boolean } {
  if (!url) return { text: '', segments: [], query: false };
  try {
    const u = new URL(url);
    return { text: `${u.hostname}${u.pathname}${u.search}`, segments: u.pathname.split('/').filter(Boolean), query: u.search.length > 1 };
  } catch {
    return { text: url, segments: [], query: false };
  }
}

/** Counts enter as log(1 + n): a page with 400 list items is not 100 times more a listing than one with 4. */
const log = (n: number) => Math.log1p(n);

export function pageFeatures(input: FeatureInput): number[] {
  const types = declaredTypes(input.scan);
  const og = ogType(input.scan);
  const url = urlParts(input.url);
  const s: Structure = input.scan.structure;
  const last = url.segments[url.segments.length - 1] ?? '';
  const elements = Math.max(1, s.elements);
  const values: Record<string, number> = {};
  for (const [name, pattern] of DECLARED) values[name] = [...types].some((t) => pattern.test(t)) ? 1 : 0;
  for (const [name, pattern] of OG) values[name] = pattern.test(og) ? 1 : 0;
  for (const [name, pattern] of URL_WORDS) values[name] = pattern.test(url.text) ? 1 : 0;
  values.pathDepth = Math.min(url.segments.length, 6);
  values.home = url.segments.length === 0 ? 1 : 0;
  values.query = url.query ? 1 : 0;
  values.slugWords = Math.min(last.split(/[-_]/).filter(Boolean).length, 12);
  values.numericSegment = url.segments.some((seg) => /^\d+$/.test(seg) || /\d{4,}/.test(seg)) ? 1 : 0;
  for (const key of STRUCTURE_KEYS) values[key.toLowerCase()] = log(s[key]);
  values.codeShare = (s.PRE + s.CODE) / elements * 10;
  values.paragraphShare = s.P / elements * 10;
  values.repeatedShare = s.repeated / elements * 10;
  values.headingShare = (s.H2 + s.H3) / elements * 10;
  return FEATURE_NAMES.map((name) => values[name] ?? 0);
}

/**
 * JSON-LD (`<script type="application/ld+json">`): every block parsed (tolerating the broken JSON that CMS
 * templates emit), `@graph` and arrays flattened, `@id` references resolved, then the one entity the page is
 * about chosen by type. No JSON-LD library: jsonld.js expands against remote contexts (network, 200 KB);
 * pages use schema.org terms directly, which is all we read.
 */
import * as dom from '../../dom/read';

export type JsonObject = Record<string, unknown>;

/** Facts read from the page's JSON-LD, raw (not yet cleaned or parsed as dates). */
export interface JsonLdFacts {
  /** `@type` of the chosen entity, lower case, e.g. `newsarticle`. */
  type?: string;
  /** Every `@type` in the page, lower case. */
  types: ReadonlySet<string>;
  headline?: string;
  name?: string;
  authors: string[];
  /** Authors typed as an Organization: a brand, not a byline. */
  organisationAuthors: string[];
  /** Whether the chosen entity is authored content (an article kind, a post, a question), whose dates are the content's. */
  authored: boolean;
  published?: string;
  modified?: string;
  description?: string;
  image?: string;
  keywords: string[];
  sections: string[];
  language?: string;
  siteName?: string;
  url?: string;
}

/**
 * Types of the entity a page is about, best first. Article kinds outrank the page wrapper (`WebPage`), which
 * outranks the site-wide `Organization`/`WebSite` that every page of a site carries.
 */
const MAIN_TYPE_RANK: readonly (readonly string[])[] = [
  ['newsarticle', 'article', 'blogposting', 'reportagenewsarticle', 'analysisnewsarticle', 'opinionnewsarticle',
    'backgroundnewsarticle', 'reviewnewsarticle', 'scholarlyarticle', 'techarticle', 'report', 'liveblogposting',
    'socialmediaposting', 'discussionforumposting', 'question', 'recipe', 'howto', 'review', 'product',
    'softwareapplication', 'course', 'event', 'videoobject', 'podcastepisode', 'jobposting', 'apireference'],
  ['qapage', 'faqpage', 'itempage', 'profilepage', 'collectionpage', 'searchresultspage', 'aboutpage', 'contactpage', 'webpage', 'medicalwebpage'],
];

const SITE_TYPES = new Set(['website', 'organization', 'newsmediaorganization', 'corporation', 'localbusiness', 'onlinestore']);

/** Parses one script's text, repairing what CMS templates commonly break. Undefined when beyond repair. */
export function parseJsonLenient(text: string): unknown {
  const attempts = [
    (s: string) => s,
    // HTML comments and CDATA wrappers, trailing semicolons, raw control characters (newlines in strings).
    // eslint-disable-next-line no-control-regex
    (s: string) => s.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '').replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '').replace(/;\s*$/, '').replace(/[\u0000-\u001f]+/g, ' '),
    // Trailing commas before a closing bracket.
    (s: string) => s.replace(/,\s*([}\]])/g, '$1'),
    // Several objects one after another without an enclosing array.
    (s: string) => `[${s.replace(/}\s*{/g, '},{')}]`,
  ];
  let current = text;
  for (const repair of attempts) {
    current = repair(current);
    try {
      return JSON.parse(current);
    } catch {
      // try the next repair on top of this one
    }
  }
  return undefined;
}

function typesOf(node: JsonObject): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#:]/, '').toLowerCase());
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object with an `@type`, walking arrays, `@graph` and nested properties (depth-limited). */
function collect(value: unknown, out: JsonObject[], depth: number): void {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (value['@type'] !== undefined) out.push(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === '@context') continue;
    if (typeof child === 'object' && child !== null) collect(child, out, depth + 1);
  }
}

/** Named entities CMS templates leave in JSON-LD strings ("Maria &amp; Katerina", "&#8211;"). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return decodeEntities(value).trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(text).find(Boolean);
  if (isObject(value)) return text(value['@value'] ?? value.name ?? value.url ?? value['@id']);
  return undefined;
}

function texts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'string') return value.split(/\s*,\s*/).filter(Boolean);
  const t = text(value);
  return t ? [t] : [];
}

function resolve(value: unknown, ids: ReadonlyMap<string, JsonObject>): unknown {
  if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) return ids.get(value['@id']) ?? value;
  return value;
}

/** Types of authored content: their dates and authors are the content's, where a WebPage's are the CMS's. */
const AUTHORED_TYPES = new Set([...MAIN_TYPE_RANK[0]].filter((t) => !['product', 'softwareapplication', 'course', 'event', 'jobposting', 'techarticle', 'apireference'].includes(t)).concat(['qapage']));
const ORGANISATION_TYPES = /organi[sz]ation|corporation|brand|business|store|newsmedia|company|government|educational/i;

function authorNames(value: unknown, ids: ReadonlyMap<string, JsonObject>, organisations: boolean): string[] {
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of list) {
    const node = resolve(item, ids);
    if (typeof node === 'string') {
      if (!organisations) out.push(decodeEntities(node));
    } else if (isObject(node)) {
      if (typesOf(node).some((t) => ORGANISATION_TYPES.test(t)) !== organisations) continue;
      const name = text(node.name) ?? [text(node.givenName), text(node.familyName)].filter(Boolean).join(' ');
      if (name) out.push(name);
    }
  }
  return out;
}

function rank(node: JsonObject): number {
  const types = typesOf(node);
  for (let i = 0; i < MAIN_TYPE_RANK.length; i++) if (types.some((t) => MAIN_TYPE_RANK[i].includes(t))) return i;
  return Number.POSITIVE_INFINITY;
}

function sameUrl(a: unknown, pageUrl: string | undefined): boolean {
  const s = text(a);
  if (!s || !pageUrl) return false;
  const strip = (u: string) => u.replace(/^https?:\/\/(www\.)?/, '').replace(/[?#].*$/, '').replace(/\/$/, '');
  return strip(s) === strip(pageUrl);
}

/** Picks the entity the page is about: best type rank, then the one whose url is the page's, then first. */
function chooseMain(nodes: readonly JsonObject[], pageUrl: string | undefined): JsonObject | undefined {
  let best: JsonObject | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const node of nodes) {
    const r = rank(node);
    if (!Number.isFinite(r)) continue;
    const score = r * 2 + (sameUrl(node.url ?? node.mainEntityOfPage, pageUrl) ? 0 : 1);
    if (score < bestScore) {
      best = node;
      bestScore = score;
    }
  }
  return best;
}

/** `scripts`: the page's `<script type="application/ld+json">` elements. */
export function readJsonLd(scripts: Iterable<Element>, pageUrl: string | undefined): JsonLdFacts {
  const nodes: JsonObject[] = [];
  for (const script of scripts) {
    const parsed = parseJsonLenient(dom.textContent(script) ?? '');
    if (parsed !== undefined) collect(parsed, nodes, 0);
  }
  const types = new Set(nodes.flatMap(typesOf));
  const ids = new Map<string, JsonObject>();
  for (const node of nodes) if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) ids.set(node['@id'], node);

  const main = chooseMain(nodes, pageUrl);
  // A QAPage/WebPage wrapper whose mainEntity is the real content (a Question, an Article).
  const entity = main && isObject(resolve(main.mainEntity, ids)) && rank(resolve(main.mainEntity, ids) as JsonObject) < rank(main)
    ? (resolve(main.mainEntity, ids) as JsonObject) : main;
  const page = nodes.find((n) => typesOf(n).some((t) => MAIN_TYPE_RANK[1].includes(t)));
  const site = nodes.find((n) => typesOf(n).includes('website')) ?? nodes.find((n) => typesOf(n).some((t) => SITE_TYPES.has(t)));
  const publisher = entity ? resolve(entity.publisher, ids) : undefined;

  const from = (key: string) => (entity ? entity[key] : undefined);
  // Dates of the content: the entity's own, else its WebPage wrapper's (Yoast puts them there).
  const dateOf = (key: string) => text(from(key)) ?? (page && page !== entity ? text(page[key]) : undefined);
  return {
    type: entity ? typesOf(entity)[0] : undefined,
    types,
    headline: text(from('headline')),
    name: text(from('name')),
    authors: entity ? authorNames(entity.author ?? entity.creator, ids, false) : [],
    organisationAuthors: entity ? authorNames(entity.author ?? entity.creator, ids, true) : [],
    authored: entity ? typesOf(entity).some((t) => AUTHORED_TYPES.has(t)) : false,
    published: dateOf('datePublished') ?? text(from('dateCreated')) ?? text(from('uploadDate')),
    modified: dateOf('dateModified'),
    description: text(from('description')),
    image: text(resolve(from('image'), ids)) ?? text(from('thumbnailUrl')),
    keywords: texts(from('keywords')),
    sections: texts(from('articleSection')),
    language: text(from('inLanguage')) ?? (site ? text(site.inLanguage) : undefined),
    siteName: (isObject(publisher) ? text(publisher.name) : undefined) ?? (site ? text(site.name) : undefined),
    url: text(from('url')),
  };
}

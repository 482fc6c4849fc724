/**
 * What the page's markup is built from, counted during the metadata scan's one pass over the elements
 * (metadata/sources/scan.ts), so the page-type classifier costs no walk of its own: tags that mark a kind of
 * page (code blocks on documentation, forms on service pages, time elements on posts), class/id names of
 * templates (price and cart on products, post and user panels on forums, pagination on listings), and sibling
 * runs built from one template (items of a list, posts of a thread: rules/items.ts reads them in full later).
 */
import * as dom from '../dom/read';

/** Tags counted as they are. */
const COUNTED_TAGS = ['PRE', 'CODE', 'TABLE', 'FORM', 'INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'H2', 'H3', 'TIME', 'LI', 'ARTICLE', 'IMG', 'P', 'BLOCKQUOTE', 'DL'] as const;

/**
 * Class/id (and itemprop) names of templates that mark a page type, in any language's site: they are the
 * markup's names, not the page's words. One element counts once per row.
 */
const NAMED = [
  ['price', /price|preis|prix|precio|prezzo|offer/i],
  ['cart', /cart|basket|checkout|add-?to|buy|wishlist|quantity|qty/i],
  ['product', /product|sku|variant|swatch/i],
  ['post', /(?:^|[\s_-])(?:post|posts|message|messages|reply|replies|thread|topic|answer|answers)(?:[\s_-]|$)|postbody|post-?content|messagecontent|threadlist|topic-?list/i],
  ['user', /user-?info|userinfo|poster|avatar|member|signature|join-?date|post-?count|usertitle|user-?details|author-?info/i],
  ['votes', /vote|likes?(?:[\s_-]|$)|reaction|upvote|kudos|rep-?points/i],
  ['pagination', /paginat|pager|page-?numbers|next-?page|load-?more/i],
  ['card', /(?:^|[\s_-])(?:card|cards|tile|tiles|teaser|grid-?item|item|items|listing|result|results|collection)(?:[\s_-]|$)/i],
  ['filter', /facet|filter|sort-?by|refine/i],
  ['docs', /(?:^|[\s_-])(?:docs?|documentation|toc|api|highlight|hljs|language-|syntax|sidebar-?nav|doc-?nav|admonition|prettyprint)/i],
  ['rating', /rating|review|stars?(?:[\s_-]|$)/i],
  ['hero', /hero|banner|cta|call-?to-?action|feature|features|testimonial|pricing|plan/i],
  ['entry', /entry-?content|article-?body|post-?body|story|byline|author/i],
] as const;

/** Tags whose same-template runs are lines of one text, not items (as in rules/items.ts). */
const NOT_ITEMS = new Set(['P', 'BR', 'SPAN', 'A', 'EM', 'STRONG', 'B', 'I', 'IMG', 'TD', 'TH', 'OPTION', 'SOURCE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SCRIPT', 'META', 'LINK', 'STYLE', 'OPTION']);

export type StructureKey = (typeof COUNTED_TAGS)[number] | (typeof NAMED)[number][0] | 'repeated' | 'elements';

export type Structure = Record<StructureKey, number>;

export const STRUCTURE_KEYS: readonly StructureKey[] = [...COUNTED_TAGS, ...NAMED.map(([key]) => key), 'repeated', 'elements'];

export function emptyStructure(): Structure {
  return Object.fromEntries(STRUCTURE_KEYS.map((key) => [key, 0])) as Structure;
}

const COUNTED = new Set<string>(COUNTED_TAGS);

/**
 * Any of NAMED's patterns, as one regex (each is case-insensitive, without flags of its own): three elements in
 * four name none of them, and one search of their names replaces thirteen (the scan's largest self time in
 * Chromium).
 */
const ANY_NAMED = new RegExp(NAMED.map(([, pattern]) => `(?:${pattern.source})`).join('|'), 'i');

/**
 * Whether two elements share a template: the tag and the first class name with digits dropped (rules/items.ts's
 * signature). The tags are compared first: most siblings differ there, and the class name's split and replace
 * on every element and its previous sibling were a tenth of the scan in Chromium.
 */
function sameTemplate(a: Element, b: Element): boolean {
  if (dom.tagName(a) !== dom.tagName(b)) return false;
  // Items of one run mostly carry the same class string: equal strings have the same first class, unsplit.
  const classA = dom.getAttribute(a, 'class');
  const classB = dom.getAttribute(b, 'class');
  return classA === classB || firstClass(classA) === firstClass(classB);
}

function firstClass(cls: string | null): string {
  return (cls ?? '').trim().split(/\s+/)[0]?.replace(/\d+/g, '') ?? '';
}

/** The names NAMED reads: class, id and itemprop, space-separated (the scan passes them, having read them). */
export function elementNames(el: Element): string {
  return `${dom.getAttribute(el, 'class') ?? ''} ${dom.getAttribute(el, 'id') ?? ''} ${dom.getAttribute(el, 'itemprop') ?? ''}`;
}

/** Counts one element (called by the scan for every element of the body, with its upper-case tag). */
export function countStructure(el: Element, tag: string, into: Structure, names: string = elementNames(el)): void {
  into.elements++;
  if (COUNTED.has(tag)) into[tag as (typeof COUNTED_TAGS)[number]]++;
  if (names.length > 2 && ANY_NAMED.test(names)) for (const [key, pattern] of NAMED) if (pattern.test(names)) into[key]++;
  // An item that follows one of its own template and holds elements: the runs of items rules/items.ts finds
  // (without its link test, which would search every item's subtree).
  if (NOT_ITEMS.has(tag)) return;
  // The child first: most elements here are leaves, and the sibling is not read for them.
  if (!dom.firstElementChild(el)) return;
  const previous = dom.previousElementSibling(el);
  if (previous && sameTemplate(previous, el)) into.repeated++;
}

/**
 * Microdata (`itemprop`): the few properties metadata needs, read in one pass over `[itemprop]` elements.
 * Only items whose `itemtype` is content (an article, a post, a product...) count, so a sidebar's
 * `Person` card or a site-wide `Organization` does not become the page's author or title.
 */
import * as dom from '../../dom/read';

export interface MicrodataFacts {
  /** Item type of the first content item, lower case (`blogposting`). */
  type?: string;
  headline?: string;
  authors: string[];
  published?: string;
  modified?: string;
  description?: string;
}

/** itemtype endings that mark the page's content. */
const CONTENT_TYPES = /(?:article|posting|blogposting|newsarticle|report|recipe|product|question|answer|review|webpage|howto|creativework)$/i;

const WANTED = new Set(['headline', 'name', 'author', 'creator', 'datepublished', 'datecreated', 'datemodified', 'description']);

/** The value of an itemprop element per the microdata spec (content, datetime, href/src, else text). */
export function itemValue(element: Element): string {
  const attr = dom.getAttribute(element, 'content') ?? dom.getAttribute(element, 'datetime');
  if (attr !== null) return attr.trim();
  const tag = dom.tagName(element).toLowerCase();
  if (tag === 'a' || tag === 'link') return dom.getAttribute(element, 'href') ?? '';
  if (tag === 'img') return dom.getAttribute(element, 'src') ?? '';
  return (dom.textContent(element) ?? '').replace(/\s+/g, ' ').trim();
}

function scopeOf(element: Element): Element | undefined {
  let scope = dom.parentElement(element);
  while (scope && !dom.hasAttribute(scope, 'itemscope')) scope = dom.parentElement(scope);
  return scope ?? undefined;
}

function typeOf(scope: Element | undefined): string | undefined {
  const type = scope && dom.getAttribute(scope, 'itemtype');
  return type ? type.trim().split(/\s+/)[0].replace(/^.*[/#]/, '').toLowerCase() : undefined;
}

/** `itemprops`: the page's elements with an `itemprop`, in document order. */
export function readMicrodata(itemprops: Iterable<Element>): MicrodataFacts {
  const facts: MicrodataFacts = { authors: [] };
  // Authors come from one item only: a Q&A page marks up the question and every answer as content items,
  // and the page's author is the question's (Stack Exchange threads listed every answerer).
  let authorScope: Element | undefined;
  for (const element of itemprops) {
    const props = (dom.getAttribute(element, 'itemprop') ?? '').toLowerCase().split(/\s+/).filter((p) => WANTED.has(p));
    if (props.length === 0) continue;
    const scope = scopeOf(element);
    const type = typeOf(scope);
    if (!type || !CONTENT_TYPES.test(type)) continue;
    facts.type ??= type;
    for (const prop of props) {
      if (prop === 'author' || prop === 'creator') {
        authorScope ??= scope;
        if (scope !== authorScope) continue;
        // A nested Person item: its name; else the element's own value.
        const name = dom.hasAttribute(element, 'itemscope') ? dom.querySelector(element, '[itemprop~="name"]') : null;
        const value = name ? itemValue(name) : itemValue(element);
        if (value) facts.authors.push(value);
      } else if (prop === 'headline' || (prop === 'name' && !/webpage$/.test(type))) {
        facts.headline ??= itemValue(element) || undefined;
      } else if (prop === 'datepublished' || prop === 'datecreated') {
        facts.published ??= itemValue(element) || undefined;
      } else if (prop === 'datemodified') {
        facts.modified ??= itemValue(element) || undefined;
      } else if (prop === 'description') {
        facts.description ??= itemValue(element) || undefined;
      }
    }
  }
  return facts;
}

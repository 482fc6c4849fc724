/**
 * Class/id vocabulary, compiled once. The candidate tables follow Readability's REGEXPS (the field's
 * reference list); the prune table names the blocks that sit inside an article but are not its text.
 */
import * as dom from '../dom/read';

/** Class/id words of containers that hold content. */
export const POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|post|text|blog|story|prose|markdown|rich-?text/i;

/** Class/id words of containers that do not. */
export const NEGATIVE = /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget|teaser|newsletter|subscribe|popup|breadcrumb|menu|navbar|nav-/i;

/** Words that rescue a NEGATIVE match (`article-meta-content` is content). */
export const NEGATIVE_EXCEPTION = /and|article-?body|entry-?content|post-?content|story-?body/i;

/** Blocks pruned inside the main subtree when their class/id says what they are. */
export const PRUNE = /(^|[\s_-])(byline|author|authors|share|sharing|social|related|tags|tag-?list|newsletter|subscribe|promo|comments?|sidebar|widget|breadcrumbs?|pagination|pager|toc-?toggle|print|ad|ads|advert|advertisement|sponsored|post-?meta|entry-?meta|article-?meta|meta-?data|dateline|timestamp|caption-?credit|credits?|rating|reactions?|follow|more-?from|read-?next|read-?more|next-?post|prev-?post|navigation|jump-?link)([\s_-]|$)/i;

/** Names that keep a PRUNE match: an embedded post (tweet, Instagram) quoted by the story is its text. */
export const PRUNE_EXCEPTION = /embed/i;

/** Semantic markers of the main content. */
export const SEMANTIC_TAGS = new Set(['ARTICLE', 'MAIN']);
export const SEMANTIC_ITEMPROP = /articleBody|text|reviewBody|description/;

/** Readability's class weight: +25 for a positive word, -25 for a negative one, per attribute. */
export function classWeight(el: Element): number {
  let weight = 0;
  for (const value of [dom.getAttribute(el, 'class'), dom.getAttribute(el, 'id')]) {
    if (!value) continue;
    if (NEGATIVE.test(value) && !NEGATIVE_EXCEPTION.test(value)) weight -= 25;
    if (POSITIVE.test(value)) weight += 25;
  }
  return weight;
}

export function isSemanticContainer(el: Element): boolean {
  if (SEMANTIC_TAGS.has(dom.tagName(el))) return true;
  if (dom.getAttribute(el, 'role') === 'main') return true;
  const itemprop = dom.getAttribute(el, 'itemprop');
  return itemprop !== null && SEMANTIC_ITEMPROP.test(itemprop);
}

/**
 * A thread's posts are one template repeated: on a Q&A page (Stack Exchange) the question and each answer put their
 * text in a block of the same tag and classes (`div.s-prose.js-post-body`), but the question sits in one container
 * and the answers in another, each wrapped in its own vote and user columns, so no run of siblings holds them all
 * and selection took the longest answer alone (recall about 0.2). Forum pages only
 * (rule join-post-bodies): the chosen block, or an ancestor of it a few levels up, whose exact template other blocks of the
 * page share, is one post body of several; all of them, in document order, are the content. The bodies, not their
 * common ancestor: that holds each post's vote counts, user cards and remark lists, which the gold leaves out.
 */
import { linkDensity, type StatsMap } from '../dom/stats';
import { walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { LINK_DENSE, WRAPPER_LEVELS } from '../shared/facts';

/** A post body holds some text and is not a link list. */
const POST_MIN_CHARS = 20;
/** The template is the chosen block's or a thin wrapper's around it (a post's layout beside its votes and user card), not
 *  a column or row holding much else whose template the page's other rows share. */
const WRAPPER_MAX_GROWTH = 1.5;
/** The other posts must add this share of the chosen one's text: a thread, not a stray copy of the template. */
const MIN_ADDED_SHARE = 0.2;

/**
 * Table cells are not post bodies by their class: a cell's class is the table's zebra style (vBulletin's `alt1`),
 * shared by the forum-rules box and every other table of the page.
 */
const NOT_POSTS = new Set(['TD', 'TH', 'TR', 'TBODY', 'TABLE']);

/**
 * A block's exact template: its tag and every class name, digits dropped and sorted (`post-123` and `post-456` are
 * one template). Blocks without a class have no template to tell them apart by.
 */
function template(el: Element): string | null {
  if (NOT_POSTS.has(dom.tagName(el))) return null;
  const classes = (dom.getAttribute(el, 'class') ?? '').trim().split(/\s+/).filter(Boolean).map((c) => c.replace(/\d+/g, ''));
  if (classes.length === 0) return null;
  return `${dom.tagName(el)}.${[...new Set(classes)].sort().join('.')}`;
}

/** The live blocks of `root` sharing `key`, outermost only, that read as posts. */
function bodiesOfTemplate(root: Element, key: string, stats: StatsMap): Element[] {
  const found: Element[] = [];
  walkElements(root, (el) => {
    const s = stats.get(el);
    if (!s) return false;
    if (template(el) !== key) return true;
    if (s.chars >= POST_MIN_CHARS && linkDensity(s) <= LINK_DENSE) found.push(el);
    return false;
  });
  return found;
}

/** All the page's post bodies of the chosen block's template, in document order; null when it is the only one. */
export function postBodies(top: Element, root: Element, stats: StatsMap): Element[] | null {
  let level = 0;
  for (let post: Element | null = top; post && post !== root && level <= WRAPPER_LEVELS; post = dom.parentElement(post), level++) {
    const own = stats.get(post)?.chars ?? 0;
    if (own > (stats.get(top)?.chars ?? 0) * WRAPPER_MAX_GROWTH) break;
    const key = template(post);
    if (!key) continue;
    const posts = bodiesOfTemplate(root, key, stats);
    if (posts.length < 2 || !posts.includes(post)) continue;
    const others = posts.reduce((n, el) => n + (el === post ? 0 : stats.get(el)!.chars), 0);
    if (others < own * MIN_ADDED_SHARE) continue;
    return posts;
  }
  return null;
}

/**
 * Article pages (rule prune-related-runs): a run of teasers for the site's other pages — a title link, a line of
 * excerpt, a date — that sits after the story inside the chosen content is not the article: a "related pages"
 * section inside <main>, a sidebar column the selection took along with the story, a
 * "more from" strip. The gold of both corpora leaves them out. Found by structure, in any language: an item
 * run (./items.ts) whose items each lead with a link of a title's length, inside a block that is mostly the run,
 * after content that outweighs it. A page that is itself a list of posts has no such prose before its run.
 */
import type { RemovalLog } from '../registry/rule';
import type { StatsMap } from '../dom/stats';
import { describe, normalizedText, walkElements } from '../dom/walk';
import { itemRun, type ItemRun } from './items';
import * as dom from '../dom/read';
import { CARD_MAX_MEAN_CHARS, LABEL_MAX_CHARS, SHORT_STORY_CHARS } from '../shared/facts';

/** A teaser's title link: shorter is a "Read more" or a tag. */
const TITLE_MIN_CHARS = 20;
/** Items with a title link: most of them (a run may hold an ad card or a lone "see all"). */
const TITLED_SHARE = 0.8;
/** The block taken away is mostly the run: its heading ("Related posts") and wrappers go with it, nothing more. */
const RUN_SHARE_OF_BLOCK = 0.7;
/** The run's block is a side part of the content: at most this share of it. */
const MAX_SHARE_OF_CONTENT = 0.4;
/** Teasers making up more than this share of the content, together: the page is a list of them. */
const LIST_PAGE_TEASER_SHARE = 0.4;
/** The story before the block outweighs it this many times (and is not short: SHORT_STORY_CHARS). */
const PROSE_BEFORE_RATIO = 1.5;
/** A story's text is mostly not links. */
const STORY_MAX_LINK_DENSITY = 0.25;

/**
 * Adds the teaser blocks found after the story inside `containers` to `dropped` (read-only, like the rest of
 * pruning). When teaser runs, wherever they sit, make up much of the content, the page is itself a list of posts or
 * of cards (a news front, a product's landing page the classifier took for an article):
 * nothing is pruned.
 */
export function pruneRelatedRuns(containers: Element[], stats: StatsMap, removed: RemovalLog, dropped: WeakSet<Element>): void {
  if (containers.length === 0) return;
  const total = containers.reduce((n, el) => n + (stats.get(el)?.chars ?? 0), 0);
  const host = hostOf(dom.documentUrl(dom.ownerDocument(containers[0]!)));
  const afterStory: Element[] = [];
  let teaserChars = 0;
  for (const container of containers) {
    walkElements(container, (el) => {
      const s = stats.get(el);
      if (!s || dropped.has(el) || s.chars === 0) return false;
      if (el === container || s.chars > total * MAX_SHARE_OF_CONTENT) return true;
      const run = itemRun(el, stats);
      if (!run || !isTeaserRun(run, stats, host)) return true;
      const block = blockOfRun(run, container, stats);
      const chars = stats.get(block)?.chars ?? 0;
      teaserChars += chars;
      if (followsStory(block, container, chars, stats, dropped)) afterStory.push(block);
      return false;
    });
  }
  if (teaserChars > total * LIST_PAGE_TEASER_SHARE) return;
  for (const block of afterStory) {
    dropped.add(block);
    removed.push({ step: 'prune', selector: describe(block), reason: 'teasers of other pages', chars: stats.get(block)?.chars ?? 0 });
  }
}

function isTeaserRun(run: ItemRun, stats: StatsMap, host: string): boolean {
  if (run.chars / run.items.length > CARD_MAX_MEAN_CHARS) return false;
  const titled = run.items.filter((item) => leadsWithTitleLink(item, stats, host)).length;
  return titled >= run.items.length * TITLED_SHARE;
}

/**
 * The item opens with its title (after at most a date or a label) and leads to another page: a title-length link,
 * or a heading with a link beside it ("Learn more", an image link). Not a link in the middle of a
 * sentence, which is the article's own list pointing to posts ("The first post you should read is ...",
 * which the gold keeps), nor a bare #anchor, nor another site's page: a buyer's guide lists shop links with a line
 * on each (whose gold keeps them).
 */
function leadsWithTitleLink(item: Element, stats: StatsMap, host: string): boolean {
  const text = normalizedText(item);
  const opens = (el: Element): boolean => {
    const title = normalizedText(el);
    const at = title.length >= TITLE_MIN_CHARS ? text.indexOf(title) : -1;
    return at >= 0 && at <= LABEL_MAX_CHARS;
  };
  const links = (dom.tagName(item) === 'A' ? [item] : [...dom.querySelectorAll(item, 'a[href]')])
    .filter((a) => stats.has(a) && sameSite(dom.getAttribute(a, 'href') ?? '', host));
  if (links.some(opens)) return true;
  return links.length > 0 && [...dom.querySelectorAll(item, 'h2, h3, h4, h5, h6')].some(opens);
}

/** The highest ancestor of the run, below the container, that is still mostly the run. */
function blockOfRun(run: ItemRun, container: Element, stats: StatsMap): Element {
  let block = run.parent;
  for (let up = dom.parentElement(block); up && up !== container; up = dom.parentElement(up)) {
    if (run.chars < (stats.get(up)?.chars ?? Infinity) * RUN_SHARE_OF_BLOCK) break;
    block = up;
  }
  return block;
}

/**
 * The content before `block` — its earlier siblings and those of each ancestor up to the container — is a story:
 * long beside the block, and prose, not more headlines (a news front's sections are teasers all the way down,
 *).
 */
function followsStory(block: Element, container: Element, blockChars: number, stats: StatsMap, dropped: WeakSet<Element>): boolean {
  let chars = 0;
  let linkChars = 0;
  for (let at: Element | null = block; at && at !== container; at = dom.parentElement(at)) {
    for (let sib = dom.previousElementSibling(at); sib; sib = dom.previousElementSibling(sib)) {
      const s = dropped.has(sib) ? undefined : stats.get(sib);
      chars += s?.chars ?? 0;
      linkChars += s?.linkChars ?? 0;
    }
  }
  return chars >= SHORT_STORY_CHARS && chars >= blockChars * PROSE_BEFORE_RATIO && linkChars <= chars * STORY_MAX_LINK_DENSITY;
}

/** The host without `www.`; empty for a page without one (about:blank), whose absolute links are then all elsewhere. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A link to another page of this site: relative, or absolute on the page's host; not an #anchor on this page. */
function sameSite(href: string, host: string): boolean {
  if (href === '' || href.startsWith('#')) return false;
  if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return true;
  return host !== '' && hostOf(href.startsWith('//') ? `https:${href}` : href) === host;
}


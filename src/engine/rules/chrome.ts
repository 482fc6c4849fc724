/**
 * Site chrome left inside the chosen content, found by mechanism rather than by one site's strings:
 * - link targets: a short block whose links all go to share or save-for-later endpoints (a share row, "Read
 *   later"), or all to the site's tag and category listings (a tag line);
 * - repetition: a short line at the content's start that repeats the site's name from the page title
 *   (MediaWiki's "From Wikipedia, the free encyclopedia", a site label above the story);
 * - leftovers: a block that pruning or cleaning emptied down to a fragment of a word or two ("By" once the
 *   author link went: Markdown wrote `###### *By*`);
 * - repeated template: a short link with a lead-in word or two at the content's start, of the same tag and
 *   classes as a block pruned from the content (a forum's
 *   per-post meta line: the one that says "Posted by" beside the name is not link-dense enough to go with
 *   its siblings, chrome--discourse-topic).
 * Fixtures: chrome--* (mediawiki-article, news-article, discourse-topic among them) (test/engine/chrome.test.ts).
 */
import type { RemovalLog } from '../registry/rule';
import { HEADING_TAGS } from '../dom/tags';
import { describe, normalizedText, walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { LINES_MAX_CHARS, SHORT_BLOCK_CHARS } from '../shared/facts';
import { SUBSTANTIAL_PARAGRAPH, type StatsMap } from '../dom/stats';

/**
 * Share and save-for-later endpoints, matched against a link's host and path (or its scheme). A row of them is
 * furniture whatever its words say, in any language.
 */
export const SHARE_ENDPOINTS: readonly RegExp[] = [
  /^(www\.)?facebook\.com\/(sharer|share|dialog\/(share|feed|send))/i,
  /^(www\.)?(twitter|x)\.com\/(intent\/(tweet|post)|share|home\?status)/i,
  /^(www\.)?linkedin\.com\/(sharearticle|shareArticle|sharing|cws\/share)/i,
  /^(www\.|[a-z]{2}\.)?pinterest\.[a-z.]+\/pin\/create/i,
  /^(www\.)?reddit\.com\/submit/i,
  /^(api\.whatsapp\.com\/send|wa\.me\/|web\.whatsapp\.com\/send)/i,
  /^(t\.me|telegram\.me)\/share/i,
  /^(www\.)?tumblr\.com\/(share|widgets\/share)/i,
  /^(bsky\.app\/intent|(www\.)?threads\.net\/intent|mastodonshare\.com|toot\.kytta\.dev)/i,
  /^(vk\.com\/share|connect\.ok\.ru|service\.weibo\.com\/share|social-plugins\.line\.me|lineit\.line\.me)/i,
  /^(news\.ycombinator\.com\/submitlink|(www\.)?flipboard\.com\/bookmarklet|(www\.)?addtoany\.com\/(share|add_to))/i,
  /^(getpocket\.com\/(save|edit)|(www\.)?instapaper\.com\/(hello|edit|text\?)|(www\.)?evernote\.com\/clip)/i,
];
/** Schemes that only share (mail with a subject prefilled, messaging apps). */
const SHARE_SCHEMES = /^(whatsapp|viber|fb-messenger|sms):|^mailto:\?/i;
/** Paths of a site's tag and category listings. */
const TAG_PATH = /\/(tags?|topics?|categor(y|ies)|labels?|keywords?|schlagworte?|etiquetas?|mots-cles)(\/|\?|=|$)/i;

/** A block left with at most this much text, in at most this many words, is a stub. */
const STUB_MAX_CHARS = 12;
const STUB_MAX_WORDS = 2;
/** The page title's separators between the page's own title and the site's name. */
const TITLE_SEPARATOR = /\s+[-|–—·•:]\s+|\s+[|»]\s*/;
/** A paragraph or heading that names the site is the story's text (a show's title that holds
 *  the theatre's name); the template writes its site line in a div or span. */
const SITE_LINE_NOT = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const LEAF_BLOCKS = new Set(['P', 'DIV', 'LI', 'SECTION', 'HEADER', 'SPAN', 'ADDRESS', 'DD', 'DT', 'FIGCAPTION', 'SMALL']);

/**
 * Link targets already read in this pruning (`target`'s answers by link): a link sits in every short block around it,
 * and parsing its URL again for each was 2% of the 1 MB page's first call in a Chromium profile.
 */
export type LinkTargets = Map<Element, string>;

/** What a link points at, as host and path (or the raw href for schemes without a host), read once per link. */
function target(link: Element, targets: LinkTargets): string {
  let known = targets.get(link);
  if (known === undefined) {
    known = readTarget(link);
    targets.set(link, known);
  }
  return known;
}

function readTarget(link: Element): string {
  const href = dom.getAttribute(link, 'href') ?? '';
  if (SHARE_SCHEMES.test(href)) return href;
  try {
    const url = new URL(href, 'https://host.invalid/');
    return `${url.host}${url.pathname}${url.search}`;
  } catch {
    return href;
  }
}

const isShare = (t: string): boolean => SHARE_SCHEMES.test(t) || SHARE_ENDPOINTS.some((re) => re.test(t));
const isTag = (t: string): boolean => TAG_PATH.test(t);

/** 'share row' or 'tag line' when every link of a short block goes to such targets; null otherwise. */
export function linkRowReason(el: Element, stats: StatsMap, targets: LinkTargets = new Map()): string | null {
  const s = stats.get(el);
  // A row is short in elements too (an icon per link): a larger subtree with this little text is a wrapper, and
  // querying every wrapper of a nearly empty page hundreds of levels deep walked the page once per level.
  if (!s || s.chars > SHORT_BLOCK_CHARS || s.elements > SHORT_BLOCK_CHARS) return null;
  const links = Array.from(dom.querySelectorAll(el, 'a[href]'));
  if (links.length === 0) return null;
  if (links.every((link) => isShare(target(link, targets)))) return 'share row';
  // A tag line is mostly its links: a sentence that mentions a topic keeps its words.
  if (s.chars > 0 && s.linkChars >= s.chars * 0.5 && links.every((link) => isTag(target(link, targets)))) return 'tag line';
  return null;
}

/** The parts of a page title between its separators ("Quillon - Wikipedia": the page's title, the site's name). */
export function titleParts(title: string): string[] {
  return title.split(TITLE_SEPARATOR).map((part) => part.trim()).filter(Boolean);
}

/**
 * The site's name as the title gives it: of "Page - Site" (or "Site | Page"), the end part that is not the
 * page's own heading; the last part when the page has no h1 to tell them apart.
 */
export function siteNameOf(title: string, heading: string): string {
  const parts = titleParts(title);
  if (parts.length < 2) return '';
  const own = heading.toLowerCase();
  const ends = [parts[parts.length - 1], parts[0]].filter((part) => part.toLowerCase() !== own);
  return ends.length === 2 && own ? '' : ends[0] ?? '';
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function containsWords(text: string, name: string): boolean {
  const hay = words(text);
  const needle = words(name);
  if (needle.length === 0) return false;
  return hay.some((_, i) => needle.every((w, j) => hay[i + j] === w));
}

/** Text of `el` leaving out what was dropped. */
function remainingText(el: Element, dropped: WeakSet<Element>): string {
  let out = '';
  const visit = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) out += (child as Text).data;
      else if (child.nodeType === 1 && !dropped.has(child as Element)) visit(child);
    }
  };
  visit(el);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * A kept link with text inside `el`: what is left is a name that links somewhere (a forum poster's profile,
 * pagetype--forum-posts-with-authors), not a lead-in word whose name was pruned ("By").
 */
function keepsLink(el: Element, dropped: WeakSet<Element>): boolean {
  return Array.from(dom.querySelectorAll(el, 'a')).some((a) => {
    for (let up: Element | null = a; up && up !== el; up = dom.parentElement(up)) if (dropped.has(up)) return false;
    return normalizedText(a) !== '';
  });
}

/** A link with a lead-in word or two beside it and no figures: a poster line ("Posted by <name>"), not a product
 *  card (its title the link) or one with its price. */
function isLabelledLink(el: Element): boolean {
  const links = Array.from(dom.querySelectorAll(el, 'a'));
  if (links.length === 0) return false;
  let rest = normalizedText(el);
  for (const a of links) rest = rest.replace(normalizedText(a), ' ');
  const lead = words(rest).length;
  return lead >= 1 && lead <= STUB_MAX_WORDS && !/\d/.test(rest);
}

/** Whether a child element of `el` with text was dropped (read child by child, without copying `children`). */
function emptiedChild(el: Element, stats: StatsMap, dropped: WeakSet<Element>): boolean {
  for (let child = dom.firstElementChild(el); child; child = dom.nextElementSibling(child)) {
    if (dropped.has(child) && (stats.get(child)?.chars ?? 0) > 0) return true;
  }
  return false;
}

/**
 * After pruning: the site-name line at the start, and blocks emptied to a stub. Adds to `dropped`.
 */
export function pruneLeftovers(
  elements: Element[], stats: StatsMap, title: string, removed: RemovalLog, dropped: WeakSet<Element>, overdue: () => boolean = () => false,
): void {
  const h1 = elements[0] ? dom.querySelector(dom.ownerDocument(elements[0]), 'h1') : null;
  const site = siteNameOf(title, h1 ? normalizedText(h1) : '');
  let atStart = true;
  // Short template parts pruned from the content (a meta line, not a card), by tag and classes; a classless tag
  // says nothing of its template.
  const prunedParts = new Set(removed.filter((r) => r.step === 'prune' && r.chars <= SUBSTANTIAL_PARAGRAPH && r.selector.includes('.')).map((r) => r.selector));
  const drop = (el: Element, reason: string, chars: number): void => {
    dropped.add(el);
    removed.push({ step: 'prune', selector: describe(el), reason, chars });
  };
  for (const container of elements) {
    walkElements(container, (el) => {
      const s = stats.get(el);
      if (!s || dropped.has(el) || overdue()) return false;
      const tag = dom.tagName(el);
      const block = LEAF_BLOCKS.has(tag) || HEADING_TAGS.has(tag);
      if (block && emptiedChild(el, stats, dropped)) {
        const left = remainingText(el, dropped);
        if (left && left.length <= STUB_MAX_CHARS && words(left).length <= STUB_MAX_WORDS && !/\d/.test(left) && !keepsLink(el, dropped)) {
          drop(el, 'stub left by pruning', left.length);
          return false;
        }
      }
      if (!atStart || s.hasBlockChild || !block) return true;
      if (s.chars >= LINES_MAX_CHARS) { atStart = false; return true; }
      // At the start only: further in, a short card of a product grid is the same template as its pruned
      // twins and still content (every 10th page of the dev corpus: an eBay listing lost two thirds of its text).
      if (s.chars <= SUBSTANTIAL_PARAGRAPH && !SITE_LINE_NOT.has(tag) && prunedParts.size > 0 && prunedParts.has(describe(el)) && isLabelledLink(el)) {
        drop(el, 'twin of a pruned template part', s.chars);
        return false;
      }
      if (site && s.chars <= SUBSTANTIAL_PARAGRAPH && !SITE_LINE_NOT.has(tag) && containsWords(normalizedText(el), site) && !containsWords(normalizedText(el), title)) {
        drop(el, 'site name line', s.chars);
        return false;
      }
      return true;
    });
  }
}

/**
 * Choosing the main subtree from the scores: the top candidate, moved up when its ancestors hold the other
 * strong candidates too (a story split over several divs), then joined by siblings that read as content.
 */
import { linkDensity, type NodeStats, type StatsMap } from '../dom/stats';
import type { Scores } from './score';
import type { Tuning } from './thresholds';
import { itemRun, largestRunsAround, type ItemRun } from './items';
import { joinItemProse } from './item-prose';
import * as dom from '../dom/read';
import { isSemanticContainer } from './vocabulary';
import { holdsPicture } from '../dom/figures';
import { liftToHeading } from './product-heading';
import { postBodies } from './post-bodies';
import { disclosurePanels } from '../clean/disclosures';
import { hiddenByMarkup } from '../clean/hidden';

/** Alternatives scoring this share of the top candidate count as "also the article". */
const ALTERNATIVE_SHARE = 0.75;
/** How many alternatives an ancestor must hold to replace the top candidate (Readability uses 3). */
const MIN_ALTERNATIVES = 3;
/** An ancestor holding this share of all the alternatives is preferred, when at most this link-dense (teasers link
 *  their titles: nytimes-5's sections are 0.23 links, a banner's mega-menu 0.79). */
const ALTERNATIVES_HELD_SHARE = 0.5;
const ALTERNATIVES_MAX_LINK_DENSITY = 0.5;
/** Siblings that are plain paragraphs join when long (Tuning.siblingParagraphChars) and link-free enough. */
const SIBLING_MAX_LINK_DENSITY = 0.25;

export interface Selection {
  /** The chosen subtree and the siblings that joined it, in document order. */
  elements: Element[];
  top: Element;
}

export function selectMain(root: Element, scores: Scores, stats: StatsMap, tuning: Tuning): Selection | null {
  const banners = bannersBesideMain(root);
  let top: Element | null = null;
  let topScore = -Infinity;
  for (const [el, score] of scores) {
    if (score > topScore && !banners.some((banner) => dom.contains(banner, el))) { top = el; topScore = score; }
  }
  if (!top || topScore <= 0) return null;
  const best = top;

  top = liftToCommonAncestor(top, topScore, root, scores, stats);
  // A thread's replies and a grid's items are short, under prose length, and are the content: on forum, listing and
  // collection pages the climb is Readability's (wcxb-dev 0546 lost its thread, 0.70 -> 0.54, when the added replies
  // had to be prose; 4518, a shop's category, kept its financing small print without the grid, 0.79 -> 0.23).
  top = climbWhileScoreRises(top, root, scores, tuning.joinPosts || tuning.joinItemRun ? null : stats);
  top = climbWhileProseGrows(top, root, stats, tuning.climbProseGain ?? CLIMB_PROSE_GAIN);
  top = liftToSemanticContainer(top, root, stats);
  top = liftToItemList(top, topScore, root, scores, stats);
  if (tuning.liftToHeading) top = liftToHeading(top, root, stats);
  // A thread's posts in separate containers: every body of the best block's post template, when the choice holds
  // only some of them (one answer, or the answers without the question).
  const posts = tuning.joinPosts ? postBodies(best, root, stats) : null;
  if (posts && !posts.every((post) => dom.contains(top!, post))) return { elements: posts, top };
  // A lone child is its parent's content: take the parent, so siblings are looked for one level up.
  for (let parent = dom.parentElement(top); top !== root && parent && parent !== root && liveChildren(parent, stats).length === 1; parent = dom.parentElement(top)) {
    top = parent;
  }
  if (top === root) return { elements: [root], top };
  const elements = mergeSiblings(top, scores, stats, tuning);
  // Text the page folds into closed panels (revealed by cleaning) does not count toward the selection's size here.
  const folded = tuning.joinItemRun && tuning.revealPanels ? foldedChars(elements, root, stats) : 0;
  const withItems = tuning.joinItemRun ? joinItemRun(elements, top, root, stats, tuning.joinRunBefore === true, folded) : elements;
  // Only from a page cleaned of its widgets, regions and hidden blocks: escalation's relaxed retries keep the cookie
  // dialog's and the footer's paragraphs, which are prose too.
  const cleaned = tuning.removeWidgets && tuning.removeRegions && tuning.removeHidden;
  const prose = tuning.joinItemProse && cleaned ? joinItemProse(withItems, root, stats) : withItems;
  // Nor does a banner join as a sibling or as prose: its menu's promotion lines read as paragraphs.
  const joined = banners.length ? prose.filter((el) => el === top || !banners.some((banner) => dom.contains(banner, el))) : prose;
  return { elements: joined, top };
}

/**
 * A listing page is its intro and then its run of items (a category's recipe titles, a search's results). The
 * intro is prose and scores; the items are short linked titles that lend no score, so selection took the intro
 * alone (wcxb-dev listing pages whose gold has both). The page's largest item run joins the selection when it
 * comes after it and holds a fair share of text. A run before the selection joins only when it dwarfs it: cards
 * without a paragraph score nothing, so a shop's newsletter box below its grid was chosen alone (wcxb-dev 3051's
 * 48 product cards, each one link); a smaller run before is a menu (4632). Collection pages only (Tuning.joinRunBefore):
 * on listing pages the joined feeds came with their cards' tags and bylines, which the gold leaves out, and the one
 * held-out page it changed lost (wcxb-dev 0259 0.80 -> 0.78, 3014 0.78 -> 0.57; 3011 gained 0.36 -> 0.74).
 */
const JOIN_RUN_MIN_CHARS = 200;
/** ...at least this share of the selection's text (after it), or this multiple of it (before it). */
const JOIN_RUN_MIN_SHARE = 0.3;
const JOIN_RUN_BEFORE_MIN_SHARE = 3;

function joinItemRun(elements: Element[], top: Element, root: Element, stats: StatsMap, before: boolean, folded: number): Element[] {
  const selected = elements.reduce((n, el) => n + (stats.get(el)?.chars ?? 0), 0) - folded;
  const runs = largestRunsAround(root, top, stats, true);
  const joins = (run: ItemRun | null, share: number): run is ItemRun =>
    run !== null && run.parent !== root && run.chars >= JOIN_RUN_MIN_CHARS && run.chars >= selected * share
    // A sibling merged after the choice may hold the run already.
    && !elements.some((el) => dom.contains(el, run.parent));
  if (joins(runs.after, JOIN_RUN_MIN_SHARE)) return [...elements, runs.after.parent];
  if (before && joins(runs.before, JOIN_RUN_BEFORE_MIN_SHARE)) return [runs.before.parent, ...elements];
  // Collection pages only, as the run before: on a listing page a short selection in one card of a comment rail
  // is left for the second opinion, which took the results around it (wcxb-dev 0337 0.93; lifted to the rail, 0.07).
  const around = before ? runHolding(top, root, stats) : null;
  if (around && around.chars >= JOIN_RUN_MIN_CHARS && around.chars >= selected * JOIN_RUN_BEFORE_MIN_SHARE) return [around.parent];
  return elements;
}

/**
 * The characters of the selection inside closed accordion panels that cleaning revealed (Tuning.revealPanels,
 * clean/disclosures.ts). A page shows its grid and folds its buying guide: what it folds is secondary to what it
 * shows, so the guide, chosen for its prose, does not make the grid before it look small. REI's women's running shoes
 * (wcxb-dev 3000): the revealed guide (2,215 characters) was chosen and the grid before it (6,476) fell just short of
 * JOIN_RUN_BEFORE_MIN_SHARE, leaving the page without its items.
 */
function foldedChars(elements: Element[], root: Element, stats: StatsMap): number {
  const doc = dom.ownerDocument(root);
  let chars = 0;
  for (const id of disclosurePanels(root)) {
    const panel = doc.getElementById(id);
    if (!panel || !stats.has(panel) || !closed(panel)) continue;
    if (elements.some((el) => dom.contains(el, panel))) chars += stats.get(panel)!.chars;
  }
  return chars;
}

/** Closed by markup: the panel or its wrapper (a collapse around it) is hidden. */
function closed(panel: Element): boolean {
  const wrapper = dom.parentElement(panel);
  return hiddenByMarkup(panel) !== null || (wrapper !== null && hiddenByMarkup(wrapper) !== null);
}

/**
 * The item run one of whose items holds `top`: selection took a block inside one card (a shop's grid with no
 * paragraph anywhere, where a card's few words scored: wcxb-dev 0638, 46 of the grid's 2,400 characters), and the
 * runs beside it cannot be joined, being its ancestors' (items.ts `largestRunsAround`). Only from within a card
 * (CARD_MAX_CHARS): a column chosen whole is not a card of the page's columns.
 */
const CARD_MAX_CHARS = 500;

function runHolding(top: Element, root: Element, stats: StatsMap): ItemRun | null {
  for (let item = top, parent = dom.parentElement(top); parent && parent !== root; item = parent, parent = dom.parentElement(parent)) {
    if ((stats.get(item)?.chars ?? 0) > CARD_MAX_CHARS) return null;
    const run = itemRun(parent, stats, true);
    if (run?.items.includes(item)) return run;
  }
  return null;
}

/**
 * The page's banners (its site header: `role="banner"`, or a `<header>` outside any article, section, aside, nav or
 * main, as HTML maps it) when the page marks its main region outside them. Cleaning keeps a banner past
 * ROLE_MAX_CHARS, for a shop may wrap its whole page in one (wcxb-dev 0605), so a mega-menu's tiles stay and score:
 * a promotion tile's paragraph in a shop's header menu was chosen over the category the page's `<main>` holds
 * (wcxb-dev 0645). Where the page says where its main content is, no candidate inside its banner is the top one.
 */
const BANNER_SCOPES = new Set(['ARTICLE', 'SECTION', 'ASIDE', 'NAV', 'MAIN']);

const BANNER_SELECTOR = 'header, [role="banner"]';
const MAIN_SELECTOR = 'main, [role="main"]';

function bannersBesideMain(root: Element): Element[] {
  // One pass over the page for both selectors, each match sorted by `matches`: an attribute selector makes each
  // query visit every element, and the two queries were 4% of cleaning and extraction in Chromium (issue 15).
  const found = Array.from(dom.querySelectorAll(root, `${BANNER_SELECTOR}, ${MAIN_SELECTOR}`));
  const banners = found.filter((el) => dom.matches(el, BANNER_SELECTOR)).filter((el) => {
    if (dom.getAttribute(el, 'role') === 'banner') return true;
    for (let cur = dom.parentElement(el); cur && cur !== root; cur = dom.parentElement(cur)) {
      if (BANNER_SCOPES.has(dom.tagName(cur)) || isMainRegion(cur)) return false;
    }
    return true;
  });
  if (banners.length === 0) return banners;
  const main = found.filter((el) => dom.matches(el, MAIN_SELECTOR))
    .find((el) => !banners.some((banner) => dom.contains(banner, el) || dom.contains(el, banner)));
  return main ? banners.filter((banner) => !dom.contains(banner, main)) : [];
}

/** Children that survived cleaning (only they have stats). */
function liveChildren(el: Element, stats: StatsMap): Element[] {
  return Array.from(dom.children(el)).filter((c) => stats.has(c));
}

/**
 * The nearest ancestor holding MIN_ALTERNATIVES of the alternatives, or, when one further up holds at least half of
 * them and is not mostly links, that one. Readability counts 3 of its 5 best candidates, a majority; counting 3 of
 * every alternative stopped at the first cluster of a page of many like items (readability-pages nytimes-5: 25
 * teasers scoring alike over six sections, the lift took the one list holding 4 of them and lost the other sections
 * with their 22 pictures). A mega-menu's tiles score alike too, and the banner holding them is mostly links
 * (wcxb-dev 0645, 0.92 -> 0.20 when the lift took the header).
 */
function liftToCommonAncestor(top: Element, topScore: number, root: Element, scores: Scores, stats: StatsMap): Element {
  const alternatives: Element[] = [];
  for (const [el, score] of scores) {
    if (el !== top && score >= topScore * ALTERNATIVE_SHARE && !dom.contains(el, top) && !dom.contains(top, el)) alternatives.push(el);
  }
  if (alternatives.length < MIN_ALTERNATIVES) return top;
  const most = Math.max(MIN_ALTERNATIVES, Math.ceil(alternatives.length * ALTERNATIVES_HELD_SHARE));
  let nearest: Element | null = null;
  for (let parent = dom.parentElement(top); parent && parent !== root; parent = dom.parentElement(parent)) {
    let held = 0;
    for (const alt of alternatives) if (dom.contains(parent, alt)) held++;
    if (held >= MIN_ALTERNATIVES) nearest ??= parent;
    if (held >= most) {
      const s = stats.get(parent);
      return s && linkDensity(s) <= ALTERNATIVES_MAX_LINK_DENSITY ? parent : nearest ?? top;
    }
  }
  return nearest ?? top;
}

/** 0211's wrapper added 10% prose. At 0.3 on wcxb-dev service and every 2nd article page: 0211 +0.16, 4654 -0.03 (its
 *  climb took a calculator's header that the gold keeps). */
const CLIMB_ADDED_MIN_PROSE_SHARE = 0.3;

/**
 * Readability's climb: up while the ancestors keep a third of the top's score, to the first whose score rises above
 * the level below it. A score that rises only by the ancestor's own prior (`<main>`'s) while what it adds is short
 * blocks (a staff directory's names and roles beside a school's page: wcxb-dev 0211, F1 0.84 -> 1.00;
 * rules--climb-adds-directory) is not the story's other parts: the ancestor is taken only when what it adds to the
 * top candidate is prose. `stats` null: every rise is taken (Readability's climb as it is).
 */
function climbWhileScoreRises(top: Element, root: Element, scores: Scores, stats: StatsMap | null): Element {
  let lastScore = scores.get(top) ?? 0;
  const floor = lastScore / 3;
  const own = stats?.get(top);
  for (let parent = dom.parentElement(top); parent && parent !== root; parent = dom.parentElement(parent)) {
    const score = scores.get(parent);
    if (score === undefined) continue;
    if (score < floor) break;
    if (score > lastScore) return !stats || addsProse(parent, own, stats) ? parent : top;
    lastScore = score;
  }
  return top;
}

function addsProse(parent: Element, own: NodeStats | undefined, stats: StatsMap): boolean {
  const s = stats.get(parent);
  if (!s || !own) return true;
  const added = s.chars - own.chars;
  return added <= 0 || s.proseChars - own.proseChars >= added * CLIMB_ADDED_MIN_PROSE_SHARE;
}

/**
 * A page whose sections are separate containers (wcxb-dev 0005: one div per heading) leaves the top
 * candidate holding one section. Moving up is right when the ancestor holds clearly more prose and is not
 * link-heavy: the other sections, not a sidebar (which cleaning removed) or teaser lists (links). Clearly more is
 * CLIMB_PROSE_GAIN times the prose, or the page type's `Tuning.climbProseGain`: on articles 1.6 (./profiles.ts).
 */
const CLIMB_PROSE_GAIN = 1.25;
const CLIMB_MIN_EXTRA_CHARS = 150;
const CLIMB_MAX_LINK_DENSITY = 0.3;
/** ...and whose text is mostly prose, not bylines, captions and list furniture. */
const CLIMB_MIN_PROSE_SHARE = 0.7;

function climbWhileProseGrows(top: Element, root: Element, stats: StatsMap, gain: number): Element {
  let best = top;
  let bestProse = stats.get(top)?.proseChars ?? 0;
  for (let node = top, parent = dom.parentElement(top); parent; node = parent, parent = dom.parentElement(parent)) {
    if (isMainRegion(node)) break;
    const s = stats.get(parent);
    if (!s) break;
    if (s.proseChars >= bestProse * gain && s.proseChars - bestProse >= CLIMB_MIN_EXTRA_CHARS && linkDensity(s) <= CLIMB_MAX_LINK_DENSITY && s.proseChars >= s.chars * CLIMB_MIN_PROSE_SHARE) {
      best = parent;
      bestProse = s.proseChars;
    } else if (s.proseChars > bestProse) {
      break;
    }
    if (parent === root) break;
  }
  return best;
}

/**
 * The page's own main region (`<main>`, `role="main"`) bounds the climb: what lies beside it is the site's header
 * and footer, whose legal lines and disclaimers read as prose and outgrew a short story (scrapinghub 35b158…,
 * 51374…: a footer disclaimer and a quotes notice joined the article; wcxb-dev 4175 likewise). Not `<article>`: a page may split one
 * story over several (rules--climbs-to-sectioned-article climbs between plain divs).
 */
function isMainRegion(el: Element): boolean {
  return dom.tagName(el) === 'MAIN' || dom.getAttribute(el, 'role') === 'main';
}

/**
 * A docs page puts its title and introduction in a header block before the body of sections, both inside
 * <main> (MDN: the intro, with the first code example, before the first h2; wcxb-dev 0671). The body alone
 * scores highest and the intro is too small a share to pass the prose gain above, so the start of the page
 * was lost. When the page names its content container (main, article, articleBody) a few levels up, what that
 * container holds before the chosen block is prose nearly free of links, and nothing of weight follows the
 * block in it, the container is the content. Only what comes before counts: what follows a story inside its
 * <article> is an author box or a call to action (wcxb-dev 0171, 4666 gained those when it counted).
 */
const SEMANTIC_LIFT_LEVELS = 3;
/** What may follow the chosen block inside the container, as a share of the block's text. */
const SEMANTIC_MAX_AFTER_SHARE = 0.05;

function liftToSemanticContainer(top: Element, root: Element, stats: StatsMap): Element {
  const own = stats.get(top);
  if (!own) return top;
  const before = { chars: 0, prose: 0, links: 0 };
  let afterChars = 0;
  let level = 0;
  for (let node = top, parent = dom.parentElement(top); parent && parent !== root && level < SEMANTIC_LIFT_LEVELS; node = parent, parent = dom.parentElement(parent), level++) {
    let seen = false;
    for (const sibling of Array.from(dom.children(parent))) {
      const s = stats.get(sibling);
      if (sibling === node) seen = true;
      else if (s && seen) afterChars += s.chars;
      else if (s) { before.chars += s.chars; before.prose += s.proseChars; before.links += s.linkChars; }
    }
    if (!isSemanticContainer(parent)) continue;
    const prosy = before.chars > 0 && before.prose >= before.chars * CLIMB_MIN_PROSE_SHARE && before.links <= before.chars * CLIMB_MAX_LINK_DENSITY;
    return prosy && afterChars <= own.chars * SEMANTIC_MAX_AFTER_SHARE ? parent : top;
  }
  return top;
}

/**
 * A page that is a list of items (./items.ts: news archive, search results, a forum thread) has its best-scoring
 * paragraph in one item, often the one with the longest excerpt (wcxb-dev 0147 picked one teaser of twenty).
 * When the chosen block is one of a run of same-template siblings, and several other items score near it,
 * the run's parent is the content. An article followed by teaser cards of its own template is not lifted: the
 * teasers score far below the story, and the story holds most of the run's text.
 */
const ITEM_LIFT_LEVELS = 12;
/** Other items must score this share of the top candidate... */
const ITEM_SCORE_SHARE = 0.5;
/** ...at least this many of them... */
const MIN_STRONG_ITEMS = 2;
/** ...and the chosen item may hold at most this share of the run's text. */
const MAX_ITEM_TEXT_SHARE = 0.5;

function liftToItemList(top: Element, topScore: number, root: Element, scores: Scores, stats: StatsMap): Element {
  let level = 0;
  for (let item: Element | null = top; item && item !== root && level < ITEM_LIFT_LEVELS; item = dom.parentElement(item), level++) {
    const parent: Element | null = dom.parentElement(item);
    if (!parent) break;
    const run = itemRun(parent, stats);
    if (!run || !run.items.includes(item)) continue;
    if ((stats.get(item)?.chars ?? 0) > run.chars * MAX_ITEM_TEXT_SHARE) continue;
    const best = new Map<Element, number>();
    for (const [el, score] of scores) {
      let cur: Element | null = el;
      while (cur && dom.parentElement(cur) !== parent && cur !== root) cur = dom.parentElement(cur);
      if (cur && dom.parentElement(cur) === parent && cur !== item) best.set(cur, Math.max(best.get(cur) ?? 0, score));
    }
    let strong = 0;
    for (const other of run.items) if ((best.get(other) ?? 0) >= topScore * ITEM_SCORE_SHARE) strong++;
    if (strong >= MIN_STRONG_ITEMS) return parent;
  }
  return top;
}

/**
 * The top candidate and the siblings that read as content; then the picture blocks lying between two joined parts:
 * a figure or gallery between the blocks of one story scores nothing, having no paragraphs, yet it is the story's
 * (readability-pages engadget: the gallery between the review's blocks; figures--gallery-between-parts).
 */
function mergeSiblings(top: Element, scores: Scores, stats: StatsMap, tuning: Tuning): Element[] {
  const topScore = scores.get(top) ?? 0;
  const threshold = Math.max(10, topScore * tuning.siblingShare);
  const topClass = dom.getAttribute(top, 'class') ?? '';
  const siblings = liveChildren(dom.parentElement(top)!, stats);
  const joined = new Set<Element>();
  for (const sibling of siblings) {
    if (sibling === top) { joined.add(sibling); continue; }
    let score = scores.get(sibling) ?? 0;
    if (topClass && dom.getAttribute(sibling, 'class') === topClass) score += topScore * 0.2;
    if (score >= threshold) { joined.add(sibling); continue; }
    const s = stats.get(sibling)!;
    if (dom.tagName(sibling) !== 'P' && s.hasBlockChild) continue;
    if (s.chars >= tuning.siblingParagraphChars && linkDensity(s) < SIBLING_MAX_LINK_DENSITY) joined.add(sibling);
  }
  // Where the joined siblings are, read off as the list is walked (an indexOf per joined sibling was quadratic in a
  // container of many children).
  const inside: number[] = [];
  siblings.forEach((sibling, i) => { if (joined.has(sibling)) inside.push(i); });
  return siblings.filter((sibling, i) => joined.has(sibling) || (i > inside[0] && i < inside[inside.length - 1] && holdsPicture(sibling, stats)));
}

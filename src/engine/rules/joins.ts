/**
 * Selection's joins: what joins the chosen block beside it (sibling blocks, a run of items, folded panels' share)
 * (./select-rules.ts registers each; ./select.ts runs them in order).
 */
import { linkDensity, type StatsMap } from '../dom/stats';
import type { Scores } from './score';
import { itemRun, largestRunsAround, type ItemRun } from './items';
import * as dom from '../dom/read';
import { holdsPicture } from '../dom/figures';
import { disclosurePanels } from '../dom/disclosures';
import { hiddenByMarkup } from '../dom/hidden';
import type { Tuning } from '../registry/tuning';
import { SHORT_STORY_CHARS } from '../shared/facts';

/** Siblings that are plain paragraphs join when long (Tuning.siblingParagraphChars) and link-free enough. */
const SIBLING_MAX_LINK_DENSITY = 0.25;
/**
 * A listing page is its intro and then its run of items (a category's recipe titles, a search's results). The
 * intro is prose and scores; the items are short linked titles that lend no score, so selection took the intro
 * alone (dev-corpus listing pages whose gold has both). The page's largest item run joins the selection when it
 * comes after it and holds a fair share of text. A run before the selection joins only when it dwarfs it: cards
 * without a paragraph score nothing, so a shop's newsletter box below its grid was chosen alone (48
 * product cards, each one link); a smaller run before is a menu. Collection pages only (rule join-run-before):
 * on listing pages the joined feeds came with their cards' tags and bylines, which the gold leaves out, and the one
 * held-out pages it changed lost more than they gained.
 */
const JOIN_RUN_MIN_CHARS = 200;
/** ...at least this share of the selection's text (after it), or this multiple of it (before it). */
const JOIN_RUN_MIN_SHARE = 0.3;
const JOIN_RUN_BEFORE_MIN_SHARE = 3;

export function joinItemRun(elements: Element[], top: Element, root: Element, stats: StatsMap, before: boolean, folded: number): Element[] {
  const selected = elements.reduce((n, el) => n + (stats.get(el)?.chars ?? 0), 0) - folded;
  const runs = largestRunsAround(root, top, stats, true);
  const joins = (run: ItemRun | null, share: number): run is ItemRun =>
    run !== null && run.parent !== root && run.chars >= JOIN_RUN_MIN_CHARS && run.chars >= selected * share
    // A sibling merged after the choice may hold the run already.
    && !elements.some((el) => dom.contains(el, run.parent));
  // On a listing page, a selection that is not short is a document of its own (a story the page-type guess read as
  // a listing), not the listing's intro: the run of items after it is the site's feed of other pages' headlines, so it
  // does not join. Collection pages (those whose runs before the selection may join) keep joining: a shop's grid
  // follows its category's long buying guide.
  if ((before || selected < SHORT_STORY_CHARS) && joins(runs.after, JOIN_RUN_MIN_SHARE)) return [...elements, runs.after.parent];
  if (before && joins(runs.before, JOIN_RUN_BEFORE_MIN_SHARE)) return [runs.before.parent, ...elements];
  // Collection pages only, as the run before: on a listing page a short selection in one card of a comment rail
  // is left for the second opinion, which took the results around it.
  const around = before ? runHolding(top, root, stats) : null;
  if (around && around.chars >= JOIN_RUN_MIN_CHARS && around.chars >= selected * JOIN_RUN_BEFORE_MIN_SHARE) return [around.parent];
  return elements;
}

/**
 * The characters of the selection inside closed accordion panels that cleaning revealed (rule reveal-disclosure-panels,
 * clean/disclosures.ts). A page shows its grid and folds its buying guide: what it folds is secondary to what it
 * shows, so the guide, chosen for its prose, does not make the grid before it look small. REI's women's running shoes
 *: the revealed guide (2,215 characters) was chosen and the grid before it (6,476) fell just short of
 * JOIN_RUN_BEFORE_MIN_SHARE, leaving the page without its items.
 */
export function foldedChars(elements: Element[], root: Element, stats: StatsMap): number {
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
 * paragraph anywhere, where a card's few words scored, 46 of the grid's 2,400 characters), and the
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

/** Children that survived cleaning (only they have stats). */
export function liveChildren(el: Element, stats: StatsMap): Element[] {
  return Array.from(dom.children(el)).filter((c) => stats.has(c));
}

/**
 * The top candidate and the siblings that read as content; then the picture blocks lying between two joined parts:
 * a figure or gallery between the blocks of one story scores nothing, having no paragraphs, yet it is the story's
 * (the gallery between the review's blocks; figures--gallery-between-parts).
 */
export function mergeSiblings(top: Element, scores: Scores, stats: StatsMap, tuning: Tuning): Element[] {
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

/**
 * Selection's climbs: from the top-scoring block up to the ancestor that holds the whole content (./select-rules.ts
 * registers each; ./select.ts runs them in order).
 */
import { linkDensity, type NodeStats, type StatsMap } from '../dom/stats';
import type { Scores } from './score';
import * as dom from '../dom/read';
import { isSemanticContainer } from './vocabulary';
import type { Decision } from '../types';
import { leftOut } from './left-out';

/** Alternatives scoring this share of the top candidate count as "also the article". */
const ALTERNATIVE_SHARE = 0.75;
/** How many alternatives an ancestor must hold to replace the top candidate (Readability uses 3). */
const MIN_ALTERNATIVES = 3;
/** An ancestor holding this share of all the alternatives is preferred, when at most this link-dense (teasers link
 *  their titles: a news front's sections are about a quarter links, a banner's mega-menu four fifths). */
const ALTERNATIVES_HELD_SHARE = 0.5;
const ALTERNATIVES_MAX_LINK_DENSITY = 0.5;
/**
 * The nearest ancestor holding MIN_ALTERNATIVES of the alternatives, or, when one further up holds at least half of
 * them and is not mostly links, that one. Readability counts 3 of its 5 best candidates, a majority; counting 3 of
 * every alternative stopped at the first cluster of a page of many like items (a news front's 25
 * teasers scoring alike over six sections, the lift took the one list holding 4 of them and lost the other sections
 * with their 22 pictures). A mega-menu's tiles score alike too, and the banner holding them is mostly links
 * (the lift took the header).
 */
export function liftToCommonAncestor(top: Element, topScore: number, root: Element, scores: Scores, stats: StatsMap): Element {
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

/** A school page's wrapper added 10% prose: a staff directory. Calibrated on the dev corpus's service pages and every
 *  2nd article page (one page lost a calculator's header the gold keeps). */
const CLIMB_ADDED_MIN_PROSE_SHARE = 0.3;

/**
 * Readability's climb: up while the ancestors keep a third of the top's score, to the first whose score rises above
 * the level below it. A score that rises only by the ancestor's own prior (`<main>`'s) while what it adds is short
 * blocks (a staff directory's names and roles beside a school's page, F1 0.84 -> 1.00;
 * rules--climb-adds-directory) is not the story's other parts: the ancestor is taken only when what it adds to the
 * top candidate is prose. `stats` null: every rise is taken (Readability's climb as it is).
 */
export function climbWhileScoreRises(top: Element, root: Element, scores: Scores, stats: StatsMap | null, decisions: Decision[]): Element {
  let lastScore = scores.get(top) ?? 0;
  const floor = lastScore / 3;
  const own = stats?.get(top);
  for (let parent = dom.parentElement(top); parent && parent !== root; parent = dom.parentElement(parent)) {
    const score = scores.get(parent);
    if (score === undefined) continue;
    if (score < floor) break;
    if (score > lastScore) {
      if (!stats || addsProse(parent, own, stats)) return parent;
      decisions.push(leftOut('climb-needs-prose', parent, [top], stats));
      return top;
    }
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
 * A page whose sections are separate containers (one div per heading) leaves the top
 * candidate holding one section. Moving up is right when the ancestor holds clearly more prose and is not
 * link-heavy: the other sections, not a sidebar (which cleaning removed) or teaser lists (links). Clearly more is
 * CLIMB_PROSE_GAIN times the prose, or the page type's `Tuning.climbProseGain`: on articles 1.6 (registry/profiles.ts).
 */
export const CLIMB_PROSE_GAIN = 1.25;
const CLIMB_MIN_EXTRA_CHARS = 150;
const CLIMB_MAX_LINK_DENSITY = 0.3;
/** ...and whose text is mostly prose, not bylines, captions and list furniture. */
const CLIMB_MIN_PROSE_SHARE = 0.7;

export function climbWhileProseGrows(top: Element, root: Element, stats: StatsMap, gain: number): Element {
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
 * and footer, whose legal lines and disclaimers read as prose and outgrew a short story (a footer
 * disclaimer and a quotes notice joined the article). Not `<article>`: a page may split one
 * story over several (rules--climbs-to-sectioned-article climbs between plain divs).
 */
export function isMainRegion(el: Element): boolean {
  return dom.tagName(el) === 'MAIN' || dom.getAttribute(el, 'role') === 'main';
}

/**
 * A docs page puts its title and introduction in a header block before the body of sections, both inside
 * <main> (MDN: the intro, with the first code example, before the first h2). The body alone
 * scores highest and the intro is too small a share to pass the prose gain above, so the start of the page
 * was lost. When the page names its content container (main, article, articleBody) a few levels up, what that
 * container holds before the chosen block is prose nearly free of links, and nothing of weight follows the
 * block in it, the container is the content. Only what comes before counts: what follows a story inside its
 * <article> is an author box or a call to action (pages gained those when it counted).
 */
const SEMANTIC_LIFT_LEVELS = 3;
/** What may follow the chosen block inside the container, as a share of the block's text. */
const SEMANTIC_MAX_AFTER_SHARE = 0.05;

export function liftToSemanticContainer(top: Element, root: Element, stats: StatsMap): Element {
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

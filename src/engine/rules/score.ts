/**
 * Candidate scoring (Readability's model, with the semantic and position signals of the issue): every
 * paragraph scores by length and punctuation and lends its score to its ancestors, nearer ones more; each
 * ancestor starts from a tag and class/id prior; the total is discounted by link density.
 */
import { linkDensity, type StatsMap } from '../dom/stats';
import { PARAGRAPH_TAGS } from '../dom/tags';
import type { Tuning } from '../registry/tuning';
import type { Deadline } from '../dom/deadline';
import { classWeight, isSemanticContainer } from './vocabulary';
import { classAndId } from '../dom/walk';
import { looseText } from './loose-text';
import * as dom from '../dom/read';

export type Scores = Map<Element, number>;

/** How many ancestor levels a paragraph's score reaches, and the divisor at each. */
const ANCESTOR_LEVELS = 5;
const levelDivisor = (level: number): number => (level === 0 ? 1 : level === 1 ? 2 : level * 3);

const TAG_PRIOR: Readonly<Record<string, number>> = {
  DIV: 5, ARTICLE: 5, SECTION: 3, MAIN: 3, PRE: 3, TD: 3, BLOCKQUOTE: 3,
  ADDRESS: -3, OL: -3, UL: -3, DL: -3, DD: -3, DT: -3, LI: -3, FORM: -3,
  H1: -5, H2: -5, H3: -5, H4: -5, H5: -5, H6: -5, TH: -5,
};
/** Position: paragraphs in the last part of the page are more often comments and teasers than story. */
const LATE_POSITION = 0.85;
const LATE_FACTOR = 0.8;
/** Prior for article/main/itemprop=articleBody: the page says where its content is. */
const SEMANTIC_PRIOR = 15;
/** Leaf blocks of at least this many characters count as paragraphs even when not a <p>. */
const LEAF_TAGS = new Set(['DIV', 'SECTION', 'SPAN', 'ARTICLE', 'MAIN', 'FONT', 'CENTER']);

export function isParagraph(el: Element, stats: StatsMap): boolean {
  if (PARAGRAPH_TAGS.has(dom.tagName(el))) return true;
  return LEAF_TAGS.has(dom.tagName(el)) && !stats.get(el)?.hasBlockChild;
}

export function scoreCandidates(root: Element, order: Element[], stats: StatsMap, tuning: Tuning, deadline?: Deadline): Scores {
  const raw: Scores = new Map();
  const all = order;
  const looseScores = tuning.rules.has('score-loose-text');
  const named = tuning.rules.has('unscored-named-blocks') ? namedBlocks(root, tuning.pruneNames) : null;
  for (let index = 0; index < all.length; index++) {
    // Past the deadline the scores are partial; the caller checks the deadline and discards them.
    if (deadline?.tick()) break;
    const el = all[index];
    if (dom.tagName(el) === 'LI') continue;
    const paragraph = isParagraph(el, stats);
    // A block's loose text is a paragraph of its own, lending to the block itself first (./loose-text.ts).
    const loose = !paragraph && looseScores && stats.get(el)?.hasBlockChild ? looseText(el, stats) : null;
    if (!paragraph && !loose) continue;
    const s = loose ?? stats.get(el);
    if (!s || s.chars < tuning.minParagraphChars) continue;
    // Text inside a span-level leaf is counted by its block ancestor's own leaf check; skip nested leaves.
    const parent = dom.parentElement(el);
    if (dom.tagName(el) === 'SPAN' && parent && isParagraph(parent, stats)) continue;
    if (named?.(el)) continue;
    const position = index / all.length > LATE_POSITION ? LATE_FACTOR : 1;
    const score = (1 + Math.min(s.punctuation, 30) * 0.5 + Math.min(Math.floor(s.chars / 100), 3)) * (1 - linkDensity(s)) * position;
    let ancestor = loose ? el : dom.parentElement(el);
    for (let level = 0; ancestor && level < ANCESTOR_LEVELS; level++) {
      if (!raw.has(ancestor)) raw.set(ancestor, prior(ancestor));
      raw.set(ancestor, raw.get(ancestor)! + score / levelDivisor(level));
      if (ancestor === root) break;
      ancestor = dom.parentElement(ancestor);
    }
  }
  const final: Scores = new Map();
  for (const [el, score] of raw) {
    const s = stats.get(el);
    final.set(el, s ? score * (1 - linkDensity(s)) : score);
  }
  return final;
}

/**
 * Inside a block the page type's profile names as not content (`Tuning.pruneNames`: a product page's reviews,
 * related products, shipping text), a paragraph lends no score: those are the longest prose on a product page,
 * so selection took the reviews and pruning, which only works inside the choice, could not undo it (the dev corpus
 * product pages picked a review list over the description). Answers are kept per element, as most share ancestors.
 * A block so named that holds the page's `<h1>` wraps the product itself, as in pruning (prune.ts `namedWhole`):
 * WooCommerce puts its product flags on the product's wrapper (`div.product.shipping-taxable.purchasable`), and the
 * description's paragraphs inside scored nothing, so the rules chose nothing and jusText took the reviews and the
 * cookie notice. Fixture: product--shop-flags-on-product-wrapper.
 */
function namedBlocks(root: Element, names: RegExp | null): ((el: Element) => boolean) | null {
  if (!names) return null;
  const known = new WeakMap<Element, boolean>();
  // Iterative (a 5,000-level page must not overflow the stack): climb to the first answered ancestor, then answer down.
  const isNamed = (el: Element): boolean => {
    const path: Element[] = [];
    let answer = false;
    for (let cur: Element | null = el; cur; cur = cur === root ? null : dom.parentElement(cur)) {
      const cached = known.get(cur);
      if (cached !== undefined) { answer = cached; break; }
      path.push(cur);
    }
    for (let i = path.length - 1; i >= 0; i--) {
      answer ||= names.test(classAndId(path[i])) && dom.querySelector(path[i], 'h1') === null;
      known.set(path[i], answer);
    }
    return answer;
  };
  return isNamed;
}

function prior(el: Element): number {
  return (TAG_PRIOR[dom.tagName(el)] ?? 0) + classWeight(el) + (isSemanticContainer(el) ? SEMANTIC_PRIOR : 0);
}

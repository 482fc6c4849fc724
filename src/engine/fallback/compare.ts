/**
 * Picking the best of the fallback candidates. Each is weighed by its text discounted by link density
 * (squared: a navigation dump is long but almost all links). The rule-based result keeps its place unless a
 * fallback is clearly better (`RULES_MARGIN`): its pruning follows the mode, the fallbacks' does not.
 * Readability is preferred over jusText on near ties (`READABILITY_MARGIN`): it keeps markup (links,
 * images, tables) that jusText's rebuilt paragraphs lose.
 */
import { linkDensity, textAndLinkChars } from '../dom/stats';
import type { Deadline } from '../dom/deadline';
import type { Stage } from '../types';
import * as dom from '../dom/read';

export interface Candidate {
  stage: Stage;
  content: Element;
  chars: number;
  weight: number;
  /** Share of `chars` inside links; undefined when not measured (fast mode, past the deadline). */
  linkDensity?: number;
}

const RULES_MARGIN = 1.3;
const READABILITY_MARGIN = 1.2;

export function measure(stage: Stage, content: Element, deadline?: Deadline): Candidate {
  const s = textAndLinkChars(content, deadline);
  // Past the deadline the walk stops early: the text length alone stands for the content (links unknown).
  if (!s) return sized(stage, content);
  return weighed(stage, content, s);
}

/** A candidate weighed by its text and link text, counted already (`measure` counts them). */
export function weighed(stage: Stage, content: Element, s: { chars: number; linkChars: number }): Candidate {
  const density = linkDensity(s);
  return { stage, content, chars: s.chars, weight: s.chars * (1 - density) ** 2, linkDensity: density };
}

/** A candidate weighed by its text alone, without a stats walk (fast mode, or past the deadline). */
export function sized(stage: Stage, content: Element): Candidate {
  // Whitespace collapsed, as the stats count it, so the baseline's length check decides as it did.
  const chars = (dom.textContent(content) ?? '').replace(/\s+/g, ' ').trim().length;
  return { stage, content, chars, weight: chars };
}

export function pickBest(candidates: Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) {
    if (!best) { best = c; continue; }
    const margin = best.stage === 'rules' ? RULES_MARGIN : best.stage === 'readability' && c.stage === 'justext' ? READABILITY_MARGIN : 1;
    if (c.weight > best.weight * margin) best = c;
  }
  return best;
}

/**
 * Whether a candidate is mostly links, past `max` (rule refuse-link-dense-fallback): weighing discounts links, but a
 * candidate alone is taken whatever its weight, and on a page whose content is prose (a product's) a link-dense one
 * is the site's menus: a marketplace page that renders the product by script left only its footer's link columns,
 * which Readability took. An unmeasured candidate is not judged.
 */
export function tooLinkDense(candidate: Candidate, max: number | undefined): boolean {
  return max !== undefined && candidate.linkDensity !== undefined && candidate.linkDensity > max;
}

/**
 * Choosing the main content from the scores: the top candidate, then the run's selection moves in their order
 * (./select-rules.ts): climbs to the block holding the content, a choice that replaces it, the blocks that join it.
 */
import type { StatsMap } from '../dom/stats';
import type { Decision } from '../types';
import type { Scores } from './score';
import type { Tuning } from '../registry/tuning';
import { SELECT_RULES, type SelectContext } from './select-rules';

export interface Selection {
  /** The chosen subtree and the blocks that joined it, in document order. */
  elements: Element[];
  top: Element;
}

export function selectMain(root: Element, scores: Scores, stats: StatsMap, tuning: Tuning, decisions: Decision[]): Selection | null {
  const rules = tuning.rules;
  const active = rules.pick(SELECT_RULES);
  let top: Element | null = null;
  let topScore = -Infinity;
  for (const [el, score] of scores) {
    if (score > topScore) { top = el; topScore = score; }
  }
  if (!top || topScore <= 0) return null;
  const ctx: SelectContext = { root, scores, stats, tuning, best: top, topScore, decisions };
  const recovered = (elements: Element[]): Element[] => {
    for (const rule of active) if ('recovers' in rule.apply) elements = rule.apply.recovers(elements, ctx);
    return elements;
  };
  let elements: Element[] | null = null;
  for (const rule of active) {
    const move = rule.apply;
    if ('climbs' in move && elements === null) top = move.climbs(top, ctx);
    else if ('replaces' in move && elements === null) {
      const replaced = move.replaces(top, ctx);
      if (replaced) return { elements: recovered(replaced), top };
    } else if ('gathers' in move || 'joins' in move) {
      if (elements === null) {
        if (top === root) return { elements: recovered([root]), top };
        elements = 'gathers' in move ? move.gathers(top, ctx) : [top];
        if ('gathers' in move) continue;
      }
      if ('joins' in move) elements = move.joins(elements, top, ctx);
    }
  }
  if (elements === null && top === root) return { elements: recovered([root]), top };
  return { elements: recovered(elements ?? [top]), top };
}

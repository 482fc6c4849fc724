/** Stage 2, rule-based main extraction: score, select, recover, prune. Read-only over the cleaned page. */
import type { Decision, Removal } from '../types';
import { computeStats, liveElements, type StatsMap } from '../dom/stats';
import { prune } from './prune';
import { scoreCandidates } from './score';
import { selectMain } from './select';
import type { Tuning } from '../registry/tuning';
import type { Deadline } from '../dom/deadline';
import { isSemanticContainer } from './vocabulary';
import * as dom from '../dom/read';

export interface RulesResult {
  /** The main content: one subtree or several siblings, in document order; null when nothing scored. */
  elements: Element[] | null;
  /** The content is, sits in, or holds article/main/articleBody. */
  semantic: boolean;
  /** The stats walk of the cleaned page (the copy-out tallies from it). */
  stats?: StatsMap;
}

/**
 * `live` is `liveElements(root, dropped)` when the caller has it. Each step is one walk of the cleaned page; past
 * the deadline between two of them the stage gives up, as cleaning does, rather than start another walk (a
 * 100,000-element page spent over a second here: test/budget/large-pages).
 */
export function extractByRules(
  root: Element, dropped: WeakSet<Element>, tuning: Tuning, title: string, removed: Removal[], decisions: Decision[],
  deadline?: Deadline, live?: Element[],
): RulesResult {
  const nothing: RulesResult = { elements: null, semantic: false };
  // Cleaning's walk lists the elements it kept (clean/index.ts `Cleaned.live`): one walk of the page fewer.
  const order = live ?? liveElements(root, dropped);
  if (deadline?.passed()) return nothing;
  const stats = computeStats(root, order, new WeakMap(), deadline);
  if (deadline?.passed()) return nothing;
  const scores = scoreCandidates(root, order, stats, tuning, deadline);
  if (deadline?.passed()) return nothing;
  const selection = selectMain(root, scores, stats, tuning, decisions);
  if (!selection) return nothing;
  const elements = selection.elements;
  // Pruning is a refinement: past the deadline the unpruned content is copied out as it is.
  if (!deadline?.passed()) prune(elements, stats, tuning, title, removed, dropped, deadline);
  return { elements, semantic: semanticAround(selection.top), stats };
}

function semanticAround(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = dom.parentElement(cur)) if (isSemanticContainer(cur)) return true;
  return dom.querySelector(el, 'article, main, [itemprop="articleBody"]') !== null;
}

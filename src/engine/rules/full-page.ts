/**
 * The `full` scope: the whole readable page instead of its main content. Cleaning has removed what a
 * reader does not read (navigation, footers, sidebars, widgets, by the mode's tuning); no block is selected, so
 * every section stays. Pruning still takes link rows, furniture and bylines, with the mode's tuning eased where it
 * would take whole sections: no trimming of the content's edges (on a whole page those are sections, not a
 * dateline), lists kept, and link density allowed halfway between the mode's limit and 1, so a section of teaser
 * cards (a linked title and a line each, about half links) stays while a row of links goes
 * (scope--full-page-sections). Modes keep their order: precision still prunes the most, recall the least.
 */
import type { Removal } from '../types';
import type { Deadline } from '../dom/deadline';
import { computeStats, liveElements } from '../dom/stats';
import { prune } from './prune';
import type { Tuning } from '../registry/tuning';
import type { RulesResult } from './index';

export function extractFullPage(
  root: Element, dropped: WeakSet<Element>, tuning: Tuning, title: string, removed: Removal[], deadline?: Deadline,
  live?: Element[],
): RulesResult {
  const elements = [root];
  const order = live ?? liveElements(root, dropped);
  if (deadline?.passed()) return { elements, semantic: false };
  const stats = computeStats(root, order, new WeakMap(), deadline);
  if (!deadline?.passed()) prune(elements, stats, fullPageTuning(tuning), title, removed, dropped, deadline);
  return { elements, semantic: false };
}

/** The edge trim does not run in the full scope (its rule's `when`); lists are kept and link density eased here. */
export function fullPageTuning(tuning: Tuning): Tuning {
  return { ...tuning, rules: tuning.rules.with(['keep-lists']), maxLinkDensity: tuning.maxLinkDensity + (1 - tuning.maxLinkDensity) / 2 };
}

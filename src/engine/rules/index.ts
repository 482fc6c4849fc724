/** Stage 2, rule-based main extraction: score, select, prune, recover. Works on the cleaned clone. */
import type { Removal } from '../types';
import { computeStats } from '../dom/stats';
import { prune } from './prune';
import { recoverShortDocument } from './recover';
import { scoreCandidates } from './score';
import { selectMain } from './select';
import type { Tuning } from './thresholds';
import { isSemanticContainer } from './vocabulary';

export interface RulesResult {
  content: Element | null;
  /** The content is, sits in, or holds article/main/articleBody. */
  semantic: boolean;
}

export function extractByRules(root: Element, tuning: Tuning, title: string, removed: Removal[]): RulesResult {
  const stats = computeStats(root);
  const scores = scoreCandidates(root, stats, tuning);
  const selection = selectMain(root, scores, stats, tuning);
  if (!selection) return { content: null, semantic: false };
  const semantic = semanticAround(selection.top);
  const content = recoverShortDocument(root, selection.content, stats);
  prune(content, stats, tuning, title, removed);
  return { content, semantic };
}

function semanticAround(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parentElement) if (isSemanticContainer(cur)) return true;
  return el.querySelector('article, main, [itemprop="articleBody"]') !== null;
}

/** Scoring's registered rules (./score.ts asks the run's rule set for each). */
import type { Modifier, Rule } from '../registry/rule';

export type ScoreRule = Rule<Modifier> & { stage: 'score' };

export const SCORE_RULES: readonly ScoreRule[] = [
  {
    id: 'score-loose-text', stage: 'score', when: { pageTypes: ['product'] },
    reason: 'a block\'s own text beside its block children (lines between <br>s around lists) scores as a paragraph of that block: a shop\'s rich-text description',
    apply: { modifies: 'which text scores as a paragraph (./loose-text.ts)' },
  },
  {
    id: 'unscored-named-blocks', stage: 'score', when: { pageTypes: ['product'] },
    reason: 'paragraphs inside blocks the page type\'s vocabulary names (a shop\'s reviews, shipping text) lend no score: they are the longest prose on the page but not the content',
    apply: { modifies: 'which paragraphs lend score to their ancestors' },
  },
];

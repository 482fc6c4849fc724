/**
 * The cascade's registered rescues (pipeline.ts asks the run's rule set for each, in its numbered order): what is
 * tried when the rules' result is empty, short, or off the page's content.
 */
import type { Modifier, Rule } from './registry/rule';

export type RescueRule = Rule<Modifier> & { stage: 'rescue' };

export const RESCUE_RULES: readonly RescueRule[] = [
  {
    id: 'fallback-cascade', stage: 'rescue', when: { modes: ['standard', 'precision', 'recall'] },
    reason: 'a rules result under minExtractedChars is weighed against Readability\'s and jusText\'s (stage 3); fast mode skips it',
    apply: { modifies: 'stage 3' },
  },
  {
    id: 'refuse-link-dense-fallback', stage: 'rescue', when: { pageTypes: ['product'] },
    reason: 'a fallback\'s result past half links is the site\'s menus, not a product\'s content (shared/facts.ts `LINK_DENSE`)',
    apply: { modifies: 'which stage-3 candidates are weighed' },
  },
  {
    id: 'ask-second-opinion', stage: 'rescue', when: { modes: ['standard', 'recall'], exceptPageTypes: ['product'] },
    reason: 'a rules result that is a small share of the page is replaced by Readability\'s when that holds it and much more (stage 3b); not on product pages, whose named blocks (reviews, policies) Readability scores',
    apply: { modifies: 'stage 3b' },
  },
  {
    id: 'baseline-rescue', stage: 'rescue', when: { modes: ['standard', 'fast', 'recall'] },
    reason: 'a result still under minExtractedChars takes the page\'s plain text blocks when longer (stage 4); precision keeps its narrower result',
    apply: { modifies: 'stage 4' },
  },
  {
    id: 'recall-escalation', stage: 'rescue', when: { modes: ['standard'], scope: 'article' },
    reason: 'a result short beside the page\'s text runs cleaning and the rules again with each relaxation in turn (stage 5)',
    apply: { modifies: 'stage 5' },
  },
  {
    id: 'declared-description', stage: 'rescue', when: { pageTypes: ['product'] },
    reason: 'a product page the rules could not read takes its declared description, when the page shows it (stage 5b)',
    apply: { modifies: 'stage 5b' },
  },
];

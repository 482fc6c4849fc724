/**
 * The rule registry: every registered rule of every stage, in stage order, and the one place a
 * run's rules are resolved from its mode, page type, scope and options. Each stage keeps its own list beside its code
 * (clean/rules.ts, rules/score-rules.ts, rules/select-rules.ts, rules/prune-rules.ts, output/rules.ts,
 * rescue-rules.ts); the stages run what the resolved `RuleSet` holds and never read this file.
 */
import type { Mode } from '../types';
import type { PageType } from '../page-type';
import type { Scope } from '../site-profile/profile';
import { CLEAN_RULES } from '../clean/rules';
import { SCORE_RULES } from '../rules/score-rules';
import { SELECT_RULES } from '../rules/select-rules';
import { PRUNE_RULES } from '../rules/prune-rules';
import { OUTPUT_RULES } from '../output/rules';
import { RESCUE_RULES } from '../rescue-rules';
import { furnitureFor } from '../rules/boilerplate';
import { RuleSet, ruleApplies, type Rule } from './rule';
import { MODE_NUMBERS, PROFILES } from './profiles';
import type { Tuning } from './tuning';

export const RULES: readonly Rule[] = [...CLEAN_RULES, ...SCORE_RULES, ...SELECT_RULES, ...PRUNE_RULES, ...OUTPUT_RULES, ...RESCUE_RULES];

/** Every registered rule's id, in stage order (the `disabledRules` option takes any of them). */
export const RULE_IDS: readonly string[] = Object.freeze(RULES.map((rule) => rule.id));

/**
 * Options that switch rules: with `includeComments`, comment sections are content, so cleaning keeps them and
 * pruning spares blocks named as comments.
 */
const INCLUDE_COMMENTS = { enables: ['keep-comment-names'], disables: ['drop-comment-sections'] } as const;

/** Ids of `ids` that no rule has. */
export function unknownRuleIds(ids: readonly string[]): string[] {
  const known = new Set(RULE_IDS);
  return ids.filter((id) => !known.has(id));
}

export interface RunSettings {
  mode: Mode;
  includeComments: boolean;
  pageType?: PageType;
  /** The page's declared language, which chooses the furniture rules. */
  language?: string;
  scope?: Scope;
  /** Ids of rules switched off (the `disabledRules` option). */
  disabledRules?: readonly string[];
}

/** The rules that run for these settings, by each rule's `when` and the options that switch rules. */
export function resolveRules(settings: RunSettings): RuleSet {
  const scope = settings.scope ?? 'article';
  let ids = RULES.filter((rule) => ruleApplies(rule.when, settings.mode, settings.pageType, scope)).map((rule) => rule.id);
  if (settings.includeComments) {
    ids = [...ids.filter((id) => !(INCLUDE_COMMENTS.disables as readonly string[]).includes(id)), ...INCLUDE_COMMENTS.enables];
  }
  return RuleSet.of(ids, settings.disabledRules ?? []);
}

/** The tuning of a run: the mode's numbers, the page type's profile over them, the language's furniture, its rules. */
export function tuningFor(settings: RunSettings): Tuning {
  const profile = settings.pageType ? PROFILES[settings.pageType] : {};
  return { ...MODE_NUMBERS[settings.mode], ...profile, furniture: furnitureFor(settings.language), rules: resolveRules(settings) };
}

/** The ids of the rules whose `when` names this page type (what its profile enables beyond the mode's). */
export function rulesOfPageType(pageType: PageType): string[] {
  return RULES.filter((rule) => rule.when.pageTypes?.includes(pageType)).map((rule) => rule.id);
}

/** Whether this page type's profile changes anything: a number, or a rule it enables or keeps off. */
export function hasProfile(pageType: PageType): boolean {
  return Object.keys(PROFILES[pageType]).length > 0 || rulesOfPageType(pageType).length > 0 || rulesOffPageType(pageType).length > 0;
}

/** The ids of the rules whose `when` keeps them off this page type. */
export function rulesOffPageType(pageType: PageType): string[] {
  return RULES.filter((rule) => rule.when.exceptPageTypes?.includes(pageType)).map((rule) => rule.id);
}

/**
 * The shape of a registered rule and the set of rules a run has switched on. Every heuristic
 * of cleaning, scoring, selection, pruning, output and the rescues is one `Rule` record in its stage's list (the
 * stage's `rules.ts`), gathered by ./index.ts; a stage runs the rules of its list that the run's `RuleSet` holds.
 * This file only declares shapes: the stages import it, and it imports no stage.
 */
import type { Mode, Removal } from '../types';
import type { PageType } from '../page-type';
import type { Scope } from '../site-profile/profile';

export type RuleStage = 'clean' | 'score' | 'select' | 'prune' | 'output' | 'rescue';

/** When a rule runs; each field unset means "any". */
export interface When {
  /** Only on pages of these types (a page of unknown type is none of them). */
  pageTypes?: readonly PageType[];
  /** Never on pages of these types. */
  exceptPageTypes?: readonly PageType[];
  modes?: readonly Mode[];
  scope?: Scope;
}

export interface Rule<Apply = unknown> {
  /** Short kebab-case name saying what the rule does, unique over the registry. */
  id: string;
  stage: RuleStage;
  when: When;
  /** What the rule does for the stage; its shape is the stage's (the stage's rules.ts says it). */
  apply: Apply;
  /** Why the rule exists, in general words. */
  reason: string;
}

/** Whether `rule` runs for a page of `pageType` read in `mode` and `scope`. */
export function ruleApplies(when: When, mode: Mode, pageType: PageType | undefined, scope: Scope): boolean {
  if (when.modes && !when.modes.includes(mode)) return false;
  if (when.scope && when.scope !== scope) return false;
  if (when.pageTypes && (!pageType || !when.pageTypes.includes(pageType))) return false;
  return !(pageType && when.exceptPageTypes?.includes(pageType));
}

/**
 * The rules a run has on, resolved once (./index.ts `resolveRules`). Escalation's relaxations and the full scope
 * derive copies (`with`, `without`); a rule the caller switched off (`disabledRules`) stays off in every copy.
 */
export class RuleSet {
  private constructor(private readonly on: ReadonlySet<string>, private readonly off: ReadonlySet<string>) {}

  static of(ids: Iterable<string>, disabled: Iterable<string> = []): RuleSet {
    const off = new Set(disabled);
    return new RuleSet(new Set([...ids].filter((id) => !off.has(id))), off);
  }

  has(id: string): boolean {
    return this.on.has(id);
  }

  /** The rules of `list` this set holds, in the list's order (the order a stage runs them). */
  pick<R extends Rule>(list: readonly R[]): R[] {
    return list.filter((rule) => this.on.has(rule.id));
  }

  with(ids: readonly string[]): RuleSet {
    return new RuleSet(new Set([...this.on, ...ids.filter((id) => !this.off.has(id))]), this.off);
  }

  without(ids: readonly string[]): RuleSet {
    return new RuleSet(new Set([...this.on].filter((id) => !ids.includes(id))), this.off);
  }

  ids(): string[] {
    return [...this.on];
  }
}

/**
 * Where a rule's helper records its removals: the stage that ran the rule stamps them with its id afterwards
 * (`stamp`), so a helper need not know which rule calls it.
 */
export type RemovalLog = Omit<Removal, 'rule'>[];

/** Gives the removals recorded since `from` the rule id `rule` (those a helper recorded without one). */
export function stamp(removed: Removal[], from: number, rule: string): void {
  for (let i = from; i < removed.length; i++) if (!removed[i].rule) removed[i].rule = rule;
}

/**
 * The `apply` of a rule that changes how another step of its stage works rather than acting on its own (which
 * source of hidden content cleaning reads, what counts as an item): the step asks `RuleSet.has(id)`, and the
 * rule's `reason` says what changes.
 */
export interface Modifier { modifies: string }

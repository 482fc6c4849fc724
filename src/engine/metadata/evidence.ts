/**
 * Evidence weighed together. Every source proposes values for a field (a title, a set of names, a date), each
 * tagged with the source it came from; values that agree (the same key: a title's letters, the same names, the
 * same calendar day) are scored together by the learned model (`learned.ts`: one weight per agreeing source,
 * per source and page flag, per agreement count), each source voting once (its first value), and the
 * best-scored value wins, the first proposed on a tie, when its probability reaches the field's threshold.
 */
import { NO_FLAGS, SHIPPED, logOdds, probability, type MetadataModel, type PageFlag } from './learned';
import type { Field, SourceName } from './weights';

export interface Candidate<T> {
  value: T;
  source: SourceName;
}

export interface Choice<T> {
  value: T;
  /** The probability the model gives the value. */
  weight: number;
  /** The sources that agreed on the value, in the order they proposed it. */
  sources: SourceName[];
}

/**
 * Sources and rules switched off, for the ablation table (`npm run bench -- --sections metadata --ablate`):
 * a source off proposes nothing, a rule off leaves its case to the other rules. Empty in every real extraction.
 */
export type Switches = ReadonlySet<string>;

export const ALL_ON: Switches = new Set();

/** Values proposed for a field, grouped by key: each group's value is its first, each source votes once. */
export function agreeing<T>(candidates: readonly Candidate<T>[], key: (value: T) => string, off: Switches = ALL_ON): { value: T; sources: SourceName[] }[] {
  const groups = new Map<string, { value: T; sources: SourceName[] }>();
  const voted = new Set<SourceName>();
  for (const candidate of candidates) {
    const k = key(candidate.value);
    // One vote per source, its first value: `<meta>` keys repeat each other and a page's later dates are others'.
    if (off.has(candidate.source) || !k || voted.has(candidate.source)) continue;
    voted.add(candidate.source);
    const group = groups.get(k);
    if (!group) groups.set(k, { value: candidate.value, sources: [candidate.source] });
    else group.sources.push(candidate.source);
  }
  return [...groups.values()];
}

/**
 * The best-scored value, or undefined when no source proposed one or the best is below the field's threshold.
 * `shapes` gives the groups' values their shape features beside each other (title-shape.ts), in their order.
 */
export function pick<T>(
  field: Field, candidates: readonly Candidate<T>[], key: (value: T) => string,
  flags: ReadonlySet<PageFlag> = NO_FLAGS, off: Switches = ALL_ON, model: MetadataModel = SHIPPED,
  shapes: (values: readonly T[]) => string[][] = (values) => values.map(() => []),
): Choice<T> | undefined {
  let best: { value: T; sources: SourceName[]; z: number } | undefined;
  const groups = agreeing(candidates, key, off);
  const shape = shapes(groups.map((group) => group.value));
  for (const [i, group] of groups.entries()) {
    const z = logOdds(model[field], group.sources, flags, shape[i]);
    if (!best || z > best.z) best = { ...group, z };
  }
  if (!best) return undefined;
  const weight = probability(best.z);
  return weight >= model[field].threshold ? { value: best.value, weight, sources: best.sources } : undefined;
}

/**
 * Evidence weighed together. Every source proposes values for a field (a title, a set of names, a date), each
 * tagged with the source it came from; values that agree (the same key: a title's letters, the same names, the
 * same calendar day) add up their sources' weights (`weights.ts`), each source voting once (its first value), and
 * the heaviest value wins, the first proposed on a tie. So a byline and `<meta name=author>` that name the same
 * person outweigh JSON-LD that names another, where a first-wins order of trust let one source decide alone.
 */
import { SOURCE_WEIGHTS, type Field, type SourceName } from './weights';

export interface Candidate<T> {
  value: T;
  source: SourceName;
}

export interface Choice<T> {
  value: T;
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

/** The value whose agreeing sources weigh most; undefined when no source with a weight proposed one. */
export function pick<T>(field: Field, candidates: readonly Candidate<T>[], key: (value: T) => string, off: Switches = ALL_ON): Choice<T> | undefined {
  const groups = new Map<string, Choice<T>>();
  const voted = new Set<SourceName>();
  for (const candidate of candidates) {
    const weight = off.has(candidate.source) ? 0 : SOURCE_WEIGHTS[field][candidate.source] ?? 0;
    const k = key(candidate.value);
    // One vote per source, its first value: `<meta>` keys repeat each other and a page's later dates are others'.
    if (weight <= 0 || !k || voted.has(candidate.source)) continue;
    voted.add(candidate.source);
    const group = groups.get(k);
    if (!group) groups.set(k, { value: candidate.value, weight, sources: [candidate.source] });
    else if (!group.sources.includes(candidate.source)) {
      group.weight += weight;
      group.sources.push(candidate.source);
    }
  }
  let best: Choice<T> | undefined;
  for (const group of groups.values()) if (!best || group.weight > best.weight) best = group;
  return best;
}

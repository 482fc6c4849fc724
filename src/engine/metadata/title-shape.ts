/**
 * What a title candidate looks like beside the page's other candidates, as features for the learned choice
 * (learned.ts). The sources alone cannot tell an h1 slogan from a headline, or "Headline" from "Headline: how
 * to…" (where the right title was proposed but not chosen, the choice was most often between an h1 and the
 * declared title). Shape is language-neutral: word counts, the number of candidates, the longest and the
 * shortest, and how each candidate's letters sit inside the others'.
 */
import { titleKey } from './title';

/** Word counts are bucketed by this many words, up to the last bucket. */
const WORDS_PER_BUCKET = 3;
const LAST_WORD_BUCKET = 6;
/** Group counts above this count as this many. */
const MAX_GROUPS = 4;

/** Each value's shape features, in the order of `values` (the page's candidate titles, one per agreeing group). */
export function titleShapes(values: readonly string[]): string[][] {
  const keys = values.map(titleKey);
  const lengths = values.map((v) => v.length);
  // Loops, not Math.max(...lengths): a spread of a long list overflows the stack.
  let longest = -Infinity;
  let shortest = Infinity;
  for (const length of lengths) { longest = Math.max(longest, length); shortest = Math.min(shortest, length); }
  return values.map((value, i) => {
    const key = keys[i];
    const others = keys.filter((_, j) => j !== i);
    const words = value.split(/\s+/).filter(Boolean).length;
    const shape = [`words:${Math.min(Math.floor(words / WORDS_PER_BUCKET), LAST_WORD_BUCKET)}`, `groups:${Math.min(values.length, MAX_GROUPS)}`];
    if (others.some((other) => key && other !== key && other.includes(key))) shape.push('inside-other');
    if (others.some((other) => other && other !== key && key.includes(other))) shape.push('holds-other');
    if (values.length > 1 && lengths[i] === longest) shape.push('longest');
    if (values.length > 1 && lengths[i] === shortest) shape.push('shortest');
    return shape;
  });
}

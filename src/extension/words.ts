/** Badge text for a word count (word counting itself is the metadata module's `withReadingStats`). */

/** Badge text is at most 4 characters: 950, 1.2k, 12k. */
export function badgeCount(words: number): string {
  if (words < 1000) return String(words);
  if (words < 10_000) return `${(words / 1000).toFixed(1)}k`;
  return `${Math.round(words / 1000)}k`;
}

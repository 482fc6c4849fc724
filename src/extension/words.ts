/** Badge text for a word count (word counting itself is the metadata module's `withReadingStats`). */

/** Badge text is at most 4 characters: 950, 1.2k, 12k. */
export function badgeCount(words: number): string {
  if (words < 1000) return String(words);
  if (words < 9_950) return `${(words / 1000).toFixed(1)}k`; // 9,950+ would round to "10.0k"
  return `${Math.round(words / 1000)}k`;
}

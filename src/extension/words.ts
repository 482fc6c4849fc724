/** Word count and reading time, for the badge, the reader header and selections. */

/** Silent-reading speed used for the reading time (words per minute); a common middle figure for prose. */
export const WORDS_PER_MINUTE = 230;

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Badge text is at most 4 characters: 950, 1.2k, 12k. */
export function badgeCount(words: number): string {
  if (words < 1000) return String(words);
  if (words < 10_000) return `${(words / 1000).toFixed(1)}k`;
  return `${Math.round(words / 1000)}k`;
}

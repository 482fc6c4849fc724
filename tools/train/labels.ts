/**
 * Training labels: how much of a block's text is in the page's gold. A block's word trigrams are looked up in the
 * gold's (its whole word sequence when shorter than three words), so a block of common words ("Share this", "7
 * Likes") is not counted as content just because the gold holds those words somewhere. Words are the `\w+` tokens of
 * the corpora's metrics (Unicode letters and digits), lower-cased.
 */

const TOKEN = /[\p{L}\p{N}_]+/gu;
const SHINGLE = 3;

export function tokens(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** The gold's word trigrams and its token sequence joined, for short blocks. */
export interface GoldIndex {
  shingles: Set<string>;
  joined: string;
  counts: Map<string, number>;
  size: number;
}

export function indexGold(text: string): GoldIndex {
  const words = tokens(text);
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i++) shingles.add(words.slice(i, i + SHINGLE).join(' '));
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return { shingles, joined: ` ${words.join(' ')} `, counts, size: words.length };
}

/** Share of the block's trigrams found in the gold, in [0, 1]. */
export function goldShare(words: readonly string[], gold: GoldIndex): number {
  if (words.length === 0) return 0;
  if (words.length < SHINGLE) return gold.joined.includes(` ${words.join(' ')} `) ? 1 : 0;
  let found = 0;
  const total = words.length - SHINGLE + 1;
  for (let i = 0; i < total; i++) if (gold.shingles.has(words.slice(i, i + SHINGLE).join(' '))) found++;
  return found / total;
}

/** Bag-of-words overlap taken from `remaining` (consumed), as the WCXB metric counts it. */
export function consumeOverlap(words: readonly string[], remaining: Map<string, number>): number {
  let overlap = 0;
  for (const w of words) {
    const left = remaining.get(w) ?? 0;
    if (left > 0) { overlap++; remaining.set(w, left - 1); }
  }
  return overlap;
}

/**
 * Blocks the content repeats word for word: a page built for several screens ships the same description or
 * specification table twice (one copy for phones, one for desktops, one shown by script), and a reader reads
 * it once; the gold of the dev corpus keeps one copy (product pages with their copy twice). A repetition is found by
 * what it is, whatever the language: a leaf text block whose whole text an earlier kept block already had.
 * Product pages only (rule prune-repeats): an article may repeat a refrain the gold keeps.
 * Short texts repeat by design (an item's "Add to cart", a price, a "Read more") and are left to the other rules.
 */
import type { RemovalLog } from '../registry/rule';
import type { StatsMap } from '../dom/stats';
import { describe, normalizedText, walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { WORD } from '../metadata/reading-stats';
import { BYLINE_MAX_CHARS, LONG_TEXT_CHARS } from '../shared/facts';

/**
 * A long leaf block that says the same thing over and over: a marketplace fills one specification row with every
 * edition's blurb of press quotes, five copies of the same quotes one after another (a "Reviews" row of
 * 25,000 characters beside a 6,800-character gold, 0.23 of its word 4-grams distinct). Prose does not repeat itself
 * so: in every gold text of the dev corpus a line of 1,000+ characters has 0.69 of its 4-grams distinct or more (most 0.9+).
 * Counted in words of any script (reading-stats' WORD).
 */
const SELF_REPEAT_MAX_DISTINCT = 0.5;
const SHINGLE = 4;

/** Whether a text's word 4-grams are mostly copies of one another. */
export function repeatsItself(text: string): boolean {
  const words = text.toLowerCase().match(WORD) ?? [];
  const total = words.length - SHINGLE + 1;
  if (total <= 0) return false;
  const distinct = new Set<string>();
  for (let i = 0; i < total; i++) distinct.add(words.slice(i, i + SHINGLE).join(' '));
  return distinct.size / total < SELF_REPEAT_MAX_DISTINCT;
}

/** Leaf text blocks, the unit compared (a table row or a list item counts when it has no block inside). */
const LEAVES = new Set(['P', 'DIV', 'LI', 'DD', 'DT', 'TR', 'BLOCKQUOTE', 'SECTION', 'SPAN', 'TD']);

/**
 * Adds to `dropped` every leaf block inside `elements` whose text a leaf before it already had, and every block of
 * short lines whose whole text a block before it had: a shop's specification card ("Material / 6061-T6 aluminum /
 * Weight / 2 oz / ..."), each line too short to count alone, shipped once per colour swatch and screen size, four
 * copies. A block is never a repeat of one holding it (a wrapper and its only child say the same).
 */
export function pruneRepeats(elements: Element[], stats: StatsMap, removed: RemovalLog, dropped: WeakSet<Element>, overdue: () => boolean): void {
  const seen = new Map<string, Element>();
  const repeated = (key: string, el: Element): boolean => {
    const first = seen.get(key);
    return first !== undefined && !dom.contains(first, el);
  };
  for (const container of elements) {
    walkElements(container, (el) => {
      if (overdue() || dropped.has(el)) return false;
      const s = stats.get(el);
      if (!s) return false;
      if (s.chars < BYLINE_MAX_CHARS) return true;
      if (s.hasBlockChild) {
        const key = normalizedText(el).toLowerCase();
        if (repeated(key, el)) {
          dropped.add(el);
          removed.push({ step: 'prune', selector: describe(el), reason: 'repeated block', chars: s.chars });
          return false;
        }
        if (!seen.has(key)) seen.set(key, el);
        return true;
      }
      if (!LEAVES.has(dom.tagName(el))) return true;
      const key = normalizedText(el).toLowerCase();
      const reason = repeated(key, el) ? 'repeated block' : s.chars >= LONG_TEXT_CHARS && repeatsItself(key) ? 'block repeating itself' : null;
      if (!seen.has(key)) seen.set(key, el);
      if (!reason) return false;
      dropped.add(el);
      removed.push({ step: 'prune', selector: describe(el), reason, chars: s.chars });
      return false;
    });
  }
}

/**
 * The other page types, where copies of earlier blocks stay (an article may repeat its refrain, a list its row): only a
 * long leaf block that repeats itself (LONG_TEXT_CHARS); not on collection pages (rule prune-self-repeats, off there).
 * A story's paragraph pasted into itself again and again by a broken template (a 12,000-character <p>,
 * the gold 2,900 characters, F1 0.77 -> 0.99; fixture rules--paragraph-repeating-itself).
 */
export function pruneSelfRepeats(elements: Element[], stats: StatsMap, removed: RemovalLog, dropped: WeakSet<Element>, overdue: () => boolean): void {
  for (const container of elements) {
    walkElements(container, (el) => {
      if (overdue() || dropped.has(el)) return false;
      const s = stats.get(el);
      if (!s || s.chars < LONG_TEXT_CHARS) return false;
      if (s.hasBlockChild || !LEAVES.has(dom.tagName(el))) return true;
      if (!repeatsItself(normalizedText(el).toLowerCase())) return false;
      dropped.add(el);
      removed.push({ step: 'prune', selector: describe(el), reason: 'block repeating itself', chars: s.chars });
      return false;
    });
  }
}

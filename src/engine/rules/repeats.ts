/**
 * Blocks the content repeats word for word: a page built for several screens ships the same description or
 * specification table twice (one copy for phones, one for desktops, one shown by script), and a reader reads
 * it once; the gold of wcxb-dev keeps one copy (product pages with their copy twice). A repetition is found by
 * what it is, whatever the language: a leaf text block whose whole text an earlier kept block already had.
 * Product pages only (Tuning.pruneRepeats): an article may repeat a refrain the gold keeps (scrapinghub 5f03fc173e).
 * Short texts repeat by design (an item's "Add to cart", a price, a "Read more") and are left to the other rules.
 */
import type { Removal } from '../types';
import type { StatsMap } from '../dom/stats';
import { describe, normalizedText, walkElements } from '../dom/walk';
import * as dom from '../dom/read';

/** A repeated block this long is a copy of content, not a label every item carries. */
export const REPEAT_MIN_CHARS = 60;

/** Leaf text blocks, the unit compared (a table row or a list item counts when it has no block inside). */
const LEAVES = new Set(['P', 'DIV', 'LI', 'DD', 'DT', 'TR', 'BLOCKQUOTE', 'SECTION', 'SPAN', 'TD']);

/** Adds to `dropped` every leaf block inside `elements` whose text a leaf before it already had. */
export function pruneRepeats(elements: Element[], stats: StatsMap, removed: Removal[], dropped: WeakSet<Element>, overdue: () => boolean): void {
  const seen = new Set<string>();
  for (const container of elements) {
    walkElements(container, (el) => {
      if (overdue() || dropped.has(el)) return false;
      const s = stats.get(el);
      if (!s) return false;
      if (s.hasBlockChild || !LEAVES.has(dom.tagName(el)) || s.chars < REPEAT_MIN_CHARS) return true;
      const key = normalizedText(el).toLowerCase();
      if (!seen.has(key)) { seen.add(key); return false; }
      dropped.add(el);
      removed.push({ step: 'prune', selector: describe(el), reason: 'repeated block', chars: s.chars });
      return false;
    });
  }
}

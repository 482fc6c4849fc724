/**
 * Item labels: each item of a listing repeats its template's short fields around its own title and summary: a
 * field's name ("Price", "Duration"), a fixed value ("Full-time", "Available now", "Online"), a button ("Register
 * Now"). The benchmark's listing gold is the titles and summaries without them (course cards, job cards,
 * event cards). A short leaf block whose exact text recurs in many of the items is the template's,
 * not the item's: a title or a summary is each item's own. The text is compared as it is, digits included, so a
 * rating or a date that differs item to item ("4.5 out of 5 stars", "5 hours ago") is not a label. The gold is not
 * of one mind: some pages keep values every item repeats (a "Tech" tag, a "Python" label, an arXiv "Title:"),
 * so the rule is a net gain, not a clean one (listing pages of the dev corpus, 0.669 -> 0.672).
 */
import type { RemovalLog } from '../registry/rule';
import type { StatsMap } from '../dom/stats';
import { describe, normalizedText, walkElements } from '../dom/walk';
import { holdsPicture } from '../dom/figures';
import { LABEL_MAX_CHARS, MIN_REPEATS } from '../shared/facts';
import { TEMPLATE_MIN_SHARE } from './items';


function isLeaf(el: Element, stats: StatsMap): boolean {
  const s = stats.get(el);
  return s !== undefined && !s.hasBlockChild && s.chars > 0 && s.chars <= LABEL_MAX_CHARS && !holdsPicture(el, stats);
}

/** The exact texts (lower-cased) of short leaf blocks found in many of `items`. */
export function itemLabels(items: ReadonlySet<Element>, stats: StatsMap): Set<string> {
  const seen = new Map<string, number>();
  for (const item of items) {
    const texts = new Set<string>();
    walkElements(item, (el) => {
      if (!stats.has(el)) return false;
      if (isLeaf(el, stats)) { texts.add(normalizedText(el).toLowerCase()); return false; }
      return true;
    });
    for (const text of texts) seen.set(text, (seen.get(text) ?? 0) + 1);
  }
  const min = Math.max(MIN_REPEATS, Math.ceil(items.size * TEMPLATE_MIN_SHARE));
  return new Set([...seen].filter(([, n]) => n >= min).map(([text]) => text));
}

/** Adds the labels inside `items` to `dropped` (read-only, like the rest of pruning). */
export function pruneItemLabels(items: ReadonlySet<Element>, stats: StatsMap, removed: RemovalLog, dropped: WeakSet<Element>): void {
  const labels = itemLabels(items, stats);
  if (labels.size === 0) return;
  for (const item of items) {
    walkElements(item, (el) => {
      if (!stats.has(el) || dropped.has(el)) return false;
      if (!isLeaf(el, stats)) return true;
      if (labels.has(normalizedText(el).toLowerCase())) {
        dropped.add(el);
        removed.push({ step: 'prune', selector: describe(el), reason: 'label repeated by every item', chars: stats.get(el)!.chars });
      }
      return false;
    });
  }
}

/**
 * The lines a forum's post template prints beside every post: the poster's rank ("Senior Member", "macrumors
 * 6502a"), "Offline", "Posts: 98" and "Registered: 2024-01-27" (FluxBB), the post's
 * subject "Re: <thread title>" (phpBB), a signature the same poster repeats under each post, a "Reply With
 * Quote 0" row (vBulletin). the benchmark's gold keeps each post's text, its author and date, none of these. They are
 * found by what they are, whatever the language: short leaf blocks whose text, numbers aside, recurs in
 * `MIN_REPEATS` or more places of the thread; every copy goes, the first too. Not a poster's name (the post's
 * attribution: its copies link to one profile page, where a per-post action's copies each link to their post), nor
 * what pruning keeps as attribution (a `<time>`, a poster-named class, a date line: the gold of some forums keeps
 * "Posted <date>", of others not), nor dates and counts written in digits, nor quoted lines.
 * Forum pages only (rule prune-recurring-lines): an article's or a list's repeated lines are
 * its own. Fixture: forum--template-lines-per-post.
 */
import type { RemovalLog } from '../registry/rule';
import type { StatsMap } from '../dom/stats';
import { describe, normalizedText, walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { LINK_DENSE, MIN_REPEATS, SHORT_BLOCK_CHARS } from '../shared/facts';

/** Leaf text blocks, the unit compared (as in ./repeats.ts). */
const LEAVES = new Set(['P', 'DIV', 'LI', 'DD', 'DT', 'TR', 'SECTION', 'SPAN', 'TD', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** A line whose digits are this share or more of its letters and digits, one in two, is numeric (`numeric`). */
const NUMERIC_SHARE = 2;
/** Numbers vary where the template repeats ("Posts: 98", "Posts: 30,456"); the words around them do not. */
const DIGITS = /\d+(?:[.,]\d+)*/g;

/** A line half or more digits is a date or a time ("2024-01-09, 09:13 AM"; "2024-08-06 13:56:53")
 *  or a count, and dates are the post's attribution. */
function numeric(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return digits * NUMERIC_SHARE >= text.replace(/[^\p{L}\p{N}]/gu, '').length;
}

/** A leaf line and, when it is mostly links, where they point (else null). */
interface Line { el: Element; target: string | null }

function targets(el: Element): string {
  return Array.from(dom.querySelectorAll(el, 'a'), (a) => dom.getAttribute(a, 'href') ?? '').join(' ');
}

/** Copies that are links count when each points somewhere else: a per-post action or permalink ("Reply With Quote"
 *  on vBulletin; the subject "Re: <title>" linking to its post on phpBB). A poster's name links to the same
 *  profile from each of the poster's posts, and stays. */
function perPost(list: Line[]): boolean {
  const linked = list.filter((line) => line.target !== null);
  return linked.length === 0 || new Set(linked.map((line) => line.target)).size === linked.length;
}

/** Adds to `dropped` every short leaf block inside `elements` whose text recurs in `MIN_REPEATS` or more leaves. */
export function pruneRecurring(elements: Element[], stats: StatsMap, removed: RemovalLog, dropped: WeakSet<Element>, overdue: () => boolean, attribution: (el: Element) => boolean): void {
  const byKey = new Map<string, Line[]>();
  for (const container of elements) {
    walkElements(container, (el) => {
      if (overdue() || dropped.has(el)) return false;
      const s = stats.get(el);
      if (!s) return false;
      if (s.hasBlockChild) return true;
      if (!LEAVES.has(dom.tagName(el))) return false;
      if (s.chars === 0 || s.chars > SHORT_BLOCK_CHARS) return false;
      if (attribution(el) || dom.closest(el, 'blockquote') !== null) return false;
      const text = normalizedText(el);
      if (numeric(text)) return false;
      const key = text.toLowerCase().replace(DIGITS, '#');
      // A line mostly of links is judged by where its links point (`perPost`).
      const line = { el, target: s.linkChars > s.chars * LINK_DENSE ? targets(el) : null };
      const list = byKey.get(key);
      if (list) list.push(line);
      else byKey.set(key, [line]);
      return false;
    });
  }
  for (const list of byKey.values()) {
    if (list.length < MIN_REPEATS || !perPost(list)) continue;
    for (const { el } of list) {
      dropped.add(el);
      removed.push({ step: 'prune', selector: describe(el), reason: 'line every post repeats', chars: stats.get(el)?.chars ?? 0 });
    }
  }
}

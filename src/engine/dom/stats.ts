/**
 * Per-element text statistics, computed once per tree in one pass and kept in a WeakMap (never as
 * properties on DOM nodes). Elements are visited in reverse document order, so every child is done
 * before its parent: the aggregation needs no recursion and touches each node once.
 */
import { BLOCK_TAGS, PARAGRAPH_TAGS } from './tags';
import { elementsUnder, walkElements } from './walk';
import type { Deadline } from './deadline';
import * as dom from './read';
import { LINK_DENSE } from '../shared/facts';

export interface NodeStats {
  /** Characters of whitespace-collapsed text. */
  chars: number;
  /** Characters of that text inside links. */
  linkChars: number;
  /** Commas and sentence punctuation, a signal of prose. */
  punctuation: number;
  /** Paragraph-like descendants with 80+ characters. */
  paragraphs: number;
  /** Has a block-level child element (else its text is one paragraph). */
  hasBlockChild: boolean;
  /** Number of descendant elements. */
  elements: number;
  /** Characters in prose paragraphs (25+ characters, mostly not links): the text a reader came for. */
  proseChars: number;
}

export type StatsMap = WeakMap<Element, NodeStats>;

/** Commas and sentence punctuation, Latin and CJK: `,.;:!?，。、；：！？`. */
const PUNCTUATION = ',.;:!?\uFF0C\u3002\u3001\uFF1B\uFF1A\uFF01\uFF1F';
/** A paragraph this long is substantial: prose, not a label or a line of furniture. */
export const SUBSTANTIAL_PARAGRAPH = 80;
/** Leaf blocks that count as prose when long enough and mostly not links. */
const PROSE_TAGS = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'TD', 'DD', 'BLOCKQUOTE', 'PRE', 'LI', 'SPAN', 'FONT']);
const PROSE_MIN_CHARS = 25;

/** Elements under `root` in document order, leaving out `dropped` subtrees. */
export function liveElements(root: Element, dropped?: WeakSet<Element>): Element[] {
  if (!dropped) return elementsUnder(root);
  const out: Element[] = [];
  walkElements(root, (el) => {
    if (dropped.has(el)) return false;
    out.push(el);
    return true;
  });
  return out;
}

/** Stats of `root` and every element of `order` (its live descendants, in document order). */
export function computeStats(
  root: Element, order: Element[] = elementsUnder(root), into: StatsMap = new WeakMap(), deadline?: Deadline,
): StatsMap {
  // `order` from its end, then `root`: every child before its parent. Each node's type and tag read once (reads go
  // through dom/read.ts, a few percent of a call in Chromium profiles).
  for (let i = order.length; i >= 0; i--) {
    // Past the deadline the stats are partial; the caller checks the deadline and discards them.
    if (deadline?.tick()) break;
    const el = i === 0 ? root : order[i - 1];
    const s: NodeStats = { chars: 0, linkChars: 0, punctuation: 0, paragraphs: 0, hasBlockChild: false, elements: 0, proseChars: 0 };
    for (let child = dom.firstChild(el), type: number; child; child = type === 3 ? dom.nextSiblingOfText(child as Text) : dom.nextSibling(child)) {
      type = dom.nodeType(child);
      if (type === 3) {
        const text = scanText((child as Text).data);
        // A separating space between siblings counts once.
        s.chars += text.length + (text.length > 0 ? 1 : 0);
        s.punctuation += text.punctuation;
      } else if (type === 1) {
        const c = into.get(child as Element);
        if (!c) continue; // dropped by cleaning or pruning
        s.chars += c.chars;
        s.linkChars += c.linkChars;
        s.punctuation += c.punctuation;
        s.paragraphs += c.paragraphs;
        s.proseChars += c.proseChars;
        s.elements += c.elements + 1;
        if (!s.hasBlockChild && BLOCK_TAGS.has(dom.tagName(child as Element))) s.hasBlockChild = true;
      }
    }
    const tag = dom.tagName(el);
    if (tag === 'A') s.linkChars = s.chars;
    if (!s.hasBlockChild && PROSE_TAGS.has(tag) && s.chars >= PROSE_MIN_CHARS && s.linkChars < s.chars * LINK_DENSE) {
      s.proseChars = s.chars;
    }
    if (PARAGRAPH_TAGS.has(tag) && s.chars >= SUBSTANTIAL_PARAGRAPH && !s.hasBlockChild) s.paragraphs += 1;
    else if (!s.hasBlockChild && s.chars >= SUBSTANTIAL_PARAGRAPH && tag === 'DIV') s.paragraphs += 1;
    into.set(el, s);
  }
  return into;
}

/**
 * `computeStats(root).get(root)`'s `chars` and `linkChars` alone, from one walk that keeps no per-element record:
 * weighing a candidate (fallback/compare.ts) needs only its root's two counts, and the full stats walk spent a
 * WeakMap entry and an object per element on them (26 ms of the 1 MB page's first call in Chromium).
 * Same sums: each text node child of an element adds its collapsed length plus one separating space when not
 * empty; text with a link (`A`) at or above it also counts as link text. Ticks `deadline` once per element as
 * computeStats does, and answers undefined where computeStats' root would have no stats (the deadline passed).
 * test/engine/stats.test.ts.
 */
export function textAndLinkChars(root: Element, deadline?: Deadline): { chars: number; linkChars: number } | undefined {
  let chars = 0;
  let linkChars = 0;
  let links = 0;
  let node: Node = root;
  walk: for (;;) {
    // Entering an element.
    if (deadline?.tick()) return undefined;
    if (dom.tagName(node as Element) === 'A') links++;
    let child = dom.firstChild(node);
    for (;;) {
      while (child) {
        const type = dom.nodeType(child);
        if (type === 1) {
          node = child;
          continue walk;
        }
        if (type === 3) {
          const length = scanText((child as Text).data).length;
          const add = length + (length > 0 ? 1 : 0);
          chars += add;
          if (links > 0) linkChars += add;
          child = dom.nextSiblingOfText(child as Text);
          continue;
        }
        child = dom.nextSibling(child);
      }
      // Leaving `node`: on to its next sibling, read from its parent's children.
      if (dom.tagName(node as Element) === 'A') links--;
      if (node === root) return { chars, linkChars };
      child = dom.nextSibling(node);
      node = dom.parentNode(node)!;
    }
  }
}

export function linkDensity(s: Pick<NodeStats, 'chars' | 'linkChars'>): number {
  return s.chars === 0 ? 0 : Math.min(1, s.linkChars / s.chars);
}

/** Whether a UTF-16 code unit is white space as JavaScript's `\s` and `trim()` define it. */
export function isSpace(code: number): boolean {
  if (code > 32 && code < 160) return false;
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a)
    || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/**
 * The length of `data` with white space collapsed and trimmed (`data.replace(/\s+/g, ' ').trim().length`), and its
 * punctuation, in one pass over its characters. computeStats did it with a replace, two trims and a `match` per
 * text node (two strings and an array each) and had the largest self time of the 1 MB page's extraction in a
 * Chromium profile; over that page's 24,290 text nodes this is 2.9-3.7 ms a pass against 5.5-9.4.
 * test/engine/stats.test.ts.
 */
export function scanText(data: string): { length: number; punctuation: number } {
  let visible = 0;
  let gaps = 0;
  let punctuation = 0;
  let pendingGap = false;
  for (let i = 0; i < data.length; i++) {
    const code = data.charCodeAt(i);
    if (isSpace(code)) {
      pendingGap = visible > 0;
      continue;
    }
    if (pendingGap) { gaps++; pendingGap = false; }
    visible++;
    // Letters and digits, most of the text, are below or above every mark: one comparison each.
    if ((code < 0x80 ? code < 0x41 : code >= 0x3001) && PUNCTUATION.includes(data[i])) punctuation++;
  }
  return { length: visible + gaps, punctuation };
}

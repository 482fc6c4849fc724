/**
 * Loose text (rule score-loose-text): a block that mixes block children with text of its own, lines run between
 * `<br>`s beside its heading and lists, holds prose that scoring never saw, since only leaf blocks count as
 * paragraphs. A shop writes its description so when it comes from a rich-text field (a game
 * store's "About this game", a heading, a picture, then bold lines and text between `<br>`s around bullet lists),
 * and selection took a short requirements box beside it. The block's own text, outside its block children, is
 * read as one paragraph of that block, by the same stats in any language. Fixture: product--loose-description.
 */
import { scanText, type StatsMap } from '../dom/stats';
import { BLOCK_TAGS } from '../dom/tags';
import * as dom from '../dom/read';

export interface LooseText { chars: number; punctuation: number; linkChars: number }

/** The text `el` holds outside its block children: its text nodes and inline elements. */
export function looseText(el: Element, stats: StatsMap): LooseText {
  const own: LooseText = { chars: 0, punctuation: 0, linkChars: 0 };
  for (let child = dom.firstChild(el); child; child = dom.nextSibling(child)) {
    if (dom.nodeType(child) === 3) {
      const text = scanText((child as Text).data);
      own.chars += text.length;
      own.punctuation += text.punctuation;
    } else if (dom.nodeType(child) === 1 && !BLOCK_TAGS.has(dom.tagName(child as Element))) {
      const s = stats.get(child as Element);
      if (!s) continue; // dropped
      own.chars += s.chars;
      own.punctuation += s.punctuation;
      own.linkChars += s.linkChars;
    }
  }
  return own;
}

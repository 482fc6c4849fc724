/**
 * Short-document recovery: when the chosen subtree is short, the page's text may be spread over blocks
 * that no single container holds (a short note, a product blurb). Leaf paragraphs outside the subtree that
 * read as prose are gathered, in document order, around it.
 */
import { linkDensity, type StatsMap } from '../dom/stats';
import { isParagraph } from './score';
import { walkElements } from '../dom/walk';

/** Below this many characters the subtree counts as short and recovery runs. */
export const SHORT_DOCUMENT_CHARS = 500;
/** A recovered paragraph needs this much text and at most this link density. */
const RECOVER_MIN_CHARS = 100;
const RECOVER_MAX_LINK_DENSITY = 0.3;

export function recoverShortDocument(root: Element, content: Element, stats: StatsMap): Element {
  const contentChars = stats.get(content)?.chars ?? 0;
  if (contentChars >= SHORT_DOCUMENT_CHARS) return content;
  const picked: Element[] = [];
  let contentPlaced = !root.contains(content); // a detached wrapper goes first
  const out = root.ownerDocument.createElement('div');
  if (contentPlaced) picked.push(content);
  walkElements(root, (el) => {
    if (el === content) {
      if (!contentPlaced) { picked.push(content); contentPlaced = true; }
      return false;
    }
    if (!isParagraph(el, stats)) return true;
    const s = stats.get(el);
    if (!s || s.chars < RECOVER_MIN_CHARS || linkDensity(s) > RECOVER_MAX_LINK_DENSITY) return true;
    picked.push(el);
    return false;
  });
  if (!contentPlaced) picked.push(content);
  if (picked.length <= 1) return content;
  for (const el of picked) out.append(el);
  return out;
}

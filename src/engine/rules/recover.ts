/**
 * Short-document recovery: when the chosen subtree is short, the page's text may be spread over blocks
 * that no single container holds (a short note, a product blurb). Leaf paragraphs outside the subtree that
 * read as prose are gathered with it, in document order.
 */
import { linkDensity, type StatsMap } from '../dom/stats';
import { walkElements } from '../dom/walk';
import { isParagraph } from './score';
import { NEARLY_LINK_FREE } from '../shared/facts';

/** A recovered paragraph needs this much text and at most this link density. */
const RECOVER_MIN_CHARS = 100;

/** `shortChars` comes from the mode (Tuning.shortDocumentChars): below it the subtree counts as short. */
export function recoverShortDocument(root: Element, elements: Element[], stats: StatsMap, shortChars: number): Element[] {
  if (shortChars <= 0) return elements;
  const chars = elements.reduce((n, el) => n + (stats.get(el)?.chars ?? 0), 0);
  if (chars >= shortChars || elements.includes(root)) return elements;
  const chosen = new Set(elements);
  const picked: Element[] = [];
  walkElements(root, (el) => {
    const s = stats.get(el);
    if (!s) return false; // dropped
    if (chosen.has(el)) { picked.push(el); return false; }
    if (!isParagraph(el, stats) || s.chars < RECOVER_MIN_CHARS || linkDensity(s) > NEARLY_LINK_FREE) return true;
    picked.push(el);
    return false;
  });
  return picked;
}

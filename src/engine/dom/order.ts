/**
 * Document order of two elements by walking their ancestors, not `compareDocumentPosition`: linkedom (the CLI's and
 * the bench's DOM) answers that an element following another's ancestor precedes it (`<div><p id=k></div><div
 * id=b>`: k.compareDocumentPosition(b) says "preceding"), which put a site profile's kept block before or after the
 * wrong part of the content (siteprofile--kept-block-before-article).
 */
import * as dom from './read';

/** Whether `a` comes before `b` in the document; an ancestor comes before what it holds. */
export function precedes(a: Element, b: Element): boolean {
  if (a === b) return false;
  const depth = new Map<Element, number>();
  const chain: Element[] = [];
  for (let cur: Element | null = a; cur; cur = dom.parentElement(cur)) { depth.set(cur, chain.length); chain.push(cur); }
  let below: Element | null = null;
  for (let cur: Element | null = b; cur; below = cur, cur = dom.parentElement(cur)) {
    const level = depth.get(cur);
    if (level === undefined) continue;
    if (level === 0) return true; // a holds b
    if (!below) return false; // b holds a
    // Siblings under the common ancestor: does a's side come first?
    const aSide = chain[level - 1];
    for (let sibling = dom.nextElementSibling(aSide); sibling; sibling = dom.nextElementSibling(sibling)) if (sibling === below) return true;
    return false;
  }
  return false; // in different trees: no order
}

/** `elements` sorted in document order (a copy). */
export function inDocumentOrder(elements: readonly Element[]): Element[] {
  return [...elements].sort((a, b) => (a === b ? 0 : precedes(a, b) ? -1 : 1));
}

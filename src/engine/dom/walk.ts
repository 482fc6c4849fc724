/**
 * Iterative traversal helpers. Nothing here recurses: a 5,000-deep page must not overflow the stack
 * (test/engine/bad-input.test.ts, "deep nesting"). Nodes are read through ./read.ts: a form's named controls
 * can shadow `parentNode` or `nextElementSibling`, and a climb through them would never end.
 */
import * as dom from './read';

/**
 * All elements under `root` (excluding it) in document order, as a plain array (a snapshot, not live).
 * A hand-rolled walk: linkedom's `getElementsByTagName('*')` returns nothing, and this is faster than
 * `querySelectorAll('*')` in every DOM measured.
 */
export function elementsUnder(root: Element | Document): Element[] {
  const out: Element[] = [];
  const open: Element[] = [];
  let el: Element | null = dom.firstElementChild(root);
  while (el) {
    out.push(el);
    const child = dom.firstElementChild(el);
    if (child) { open.push(el); el = child; continue; }
    el = nextAfter(el, open);
  }
  return out;
}

/**
 * The element after `el`'s subtree in document order: its next sibling, else the nearest open ancestor's. `open`
 * holds the ancestors the walk went down through, below its root, and loses each one the climb leaves: reading
 * each back as a `parentNode`, and its `nodeType` to stop at the root's level, was two reads per element of every
 * walk, and the walk knows them already. Each sibling is read once: the walks read the last one found again, one
 * more read per element of every walk.
 */
function nextAfter(el: Element, open: Element[]): Element | null {
  let cur: Element = el;
  for (;;) {
    const next = dom.nextElementSibling(cur);
    if (next) return next;
    const parent = open.pop();
    if (!parent) return null;
    cur = parent;
  }
}

/** Element count and maximum depth of a tree, in one iterative pass. */
export function measureTree(root: Element | Document): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  const open: Element[] = [];
  let el: Element | null = dom.firstElementChild(root);
  while (el) {
    elements++;
    // The element's level: its open ancestors below the root, and itself.
    if (open.length + 1 > depth) depth = open.length + 1;
    const child = dom.firstElementChild(el);
    if (child) { open.push(el); el = child; continue; }
    el = nextAfter(el, open);
  }
  return { elements, depth };
}

/** The element whose text is the page: body, else the root element; null for a document with neither. */
export function pageRoot(document: Document): Element | null {
  // linkedom throws from `body` when there is no root element.
  if (!dom.documentElement(document)) return null;
  return dom.body(document) ?? dom.documentElement(document);
}

/**
 * Visits the elements under `root` in document order; when `visit` returns false the element's subtree is
 * skipped (a removed block takes its descendants with it). `visit` also sees the element's ancestors below `root`,
 * outermost first (the walk's own stack: read it, do not keep it). Iterative, like `elementsUnder`.
 */
export function walkElements(root: Element | Document, visit: (el: Element, open: readonly Element[]) => boolean | void): void {
  const open: Element[] = [];
  let el: Element | null = dom.firstElementChild(root);
  while (el) {
    const descend = visit(el, open) !== false;
    const child = descend ? dom.firstElementChild(el) : null;
    if (child) { open.push(el); el = child; continue; }
    el = nextAfter(el, open);
  }
}

/** Whitespace-collapsed text of a node, computed without recursion (`textContent` is native and iterative). */
export function normalizedText(node: Node): string {
  return (dom.textContent(node) ?? '').replace(/\s+/g, ' ').trim();
}

/** Ancestors of `el` up to (excluding) `stop`, nearest first. */
export function ancestorsOf(el: Element, stop: Element | null, max = Infinity): Element[] {
  const out: Element[] = [];
  let cur = dom.parentElement(el);
  while (cur && cur !== stop && out.length < max) {
    out.push(cur);
    cur = dom.parentElement(cur);
  }
  return out;
}

/** True when some ancestor of `el` (or `el` itself) is in `set`. */
export function hasAncestorIn(el: Element, set: WeakSet<Element> | Set<Element>): boolean {
  for (let cur: Element | null = el; cur; cur = dom.parentElement(cur)) if (set.has(cur)) return true;
  return false;
}

/** A short CSS-like label for diagnostics: `div#main.story-body`. */
export function describe(el: Element): string {
  const id = dom.getAttribute(el, 'id');
  const cls = (dom.getAttribute(el, 'class') ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return `${dom.tagName(el).toLowerCase()}${id ? `#${id}` : ''}${cls.map((c) => `.${c}`).join('')}`;
}

/** class + id of an element, the string the vocabulary tables are matched against. */
export function classAndId(el: Element): string {
  return `${dom.getAttribute(el, 'class') ?? ''} ${dom.getAttribute(el, 'id') ?? ''}`;
}

/**
 * Copies made by the engine. The page itself is analysed read-only; only what is output is copied, node by
 * node with an explicit stack (jsdom's deep `cloneNode` recurses and overflows on a 5,000-deep page), into
 * a document the engine creates. Readability, which mutates, gets a whole copy of the page.
 */
import { UNWRAP_TAGS } from '../clean/tables';
import { takeNoscriptSource } from '../clean/lazy-images';
import type { Deadline } from './deadline';

/** Depth above which a whole-page copy is built iteratively (jsdom overflowed between 2,000 and 5,000). */
export const DEEP_TREE = 1000;

/** A new, empty document of the same kind as the page's, owned by the engine. */
export function createOutputDocument(document: Document): Document {
  // linkedom has no `implementation`; a shallow clone of the document is an empty document there.
  return document.implementation?.createHTMLDocument?.('') ?? (document.cloneNode(false) as Document);
}

/** A copy of the whole page, for code that mutates what it is given. */
export function cloneDocument(document: Document, depth: number): Document {
  if (depth < DEEP_TREE || !document.documentElement) return document.cloneNode(true) as Document;
  // A new document with the page's root copied in: linkedom's shallow document clone given a doctype and a
  // root had no `documentElement` ("First argument to Readability constructor should be a document object",
  // issue 12 item 6). The doctype is left out: nothing reads it from the copy.
  const copy = createOutputDocument(document);
  copy.documentElement?.remove();
  copyInto(document.documentElement, copy, copy, null);
  return copy;
}

/**
 * The chosen elements copied into `into`, leaving out `dropped` subtrees, comments, and the presentational
 * wrappers of UNWRAP_TAGS (their children take their place). One element is returned as its copy; several
 * (or the page's body) are wrapped in a <div>. Past the `deadline` the copy stops where it is: the content's
 * beginning is kept (copying all of a 100,000-element page took over a second: test/budget/large-pages).
 */
export function copyContent(elements: Element[], into: Document, dropped: WeakSet<Element>, deadline?: Deadline): Element {
  const wrapper = into.createElement('div');
  for (const el of elements) copyInto(el, wrapper, into, dropped, deadline);
  const only = wrapper.firstElementChild;
  const single = elements.length === 1 && only && wrapper.childNodes.length === 1 && only.tagName !== 'BODY';
  return single ? only : wrapper;
}

/**
 * Copies `source` under `parent`. Nodes are copied top-down but attached bottom-up (each copy goes into its
 * parent's copy while that parent is still detached): inserting into a deep attached tree costs jsdom time
 * proportional to its depth, which made a 5,000-deep page take 30 s.
 */
function copyInto(source: Node, parent: Node, into: Document, dropped: WeakSet<Element> | null, deadline?: Deadline): void {
  const copies: Node[] = [];
  const parents: number[] = []; // index into copies, -1 for `parent`
  const stack: Array<[Node, number]> = [[source, -1]];
  while (stack.length > 0 && !deadline?.tick()) {
    const [node, parentIndex] = stack.pop()!;
    let childParent = parentIndex;
    if (node.nodeType === 1) {
      const el = node as Element;
      if (dropped?.has(el)) continue;
      if (!dropped || !UNWRAP_TAGS.has(el.tagName)) {
        const copy = el.tagName === 'BODY' && dropped ? into.createElement('div') : shallowCopy(el, into) as Element;
        // A lazy image whose only real source is in the <noscript> cleaning dropped (clean/lazy-images.ts).
        if (dropped && el.tagName === 'IMG') takeNoscriptSource(el, copy, into);
        copies.push(copy);
        parents.push(parentIndex);
        childParent = copies.length - 1;
      }
    } else if (node.nodeType === 3 || node.nodeType === 10 || (!dropped && node.nodeType === 8)) {
      copies.push(shallowCopy(node, into));
      parents.push(parentIndex);
      continue;
    } else {
      continue;
    }
    for (let c = node.lastChild; c; c = c.previousSibling) stack.push([c, childParent]);
  }
  // Reverse document order: every node is inserted (as first child) before its own parent is attached.
  const top: Node[] = [];
  for (let i = copies.length - 1; i >= 0; i--) {
    if (parents[i] === -1) { top.push(copies[i]); continue; }
    const p = copies[parents[i]];
    p.insertBefore(copies[i], p.firstChild);
  }
  for (let i = top.length - 1; i >= 0; i--) parent.appendChild(top[i]);
}

function shallowCopy(node: Node, into: Document): Node {
  return typeof into.importNode === 'function' ? into.importNode(node, false) : node.cloneNode(false);
}

/**
 * Copies made by the engine. The page itself is analysed read-only; only what is output is copied, node by
 * node with an explicit stack (jsdom's deep `cloneNode` recurses and overflows on a 5,000-deep page), into
 * a document the engine creates. Readability, which mutates, gets a whole copy of the page.
 */
import { UNWRAP_TAGS } from './kept-tags';
import { outputKeepsAttribute } from '../output/sanitize';
import { takeFigureSource, takeNoscriptSource } from './lazy-images';
import type { Deadline } from './deadline';
import { scanText, type StatsMap } from './stats';
import * as dom from './read';
import { walkElements } from './walk';

/** Depth above which a whole-page copy is built iteratively (jsdom overflowed between 2,000 and 5,000). */
export const DEEP_TREE = 1000;

/** A new, empty document of the same kind as the page's, owned by the engine. */
export function createOutputDocument(document: Document): Document {
  // linkedom has no `implementation`; a shallow clone of the document is an empty document there.
  return dom.implementation(document)?.createHTMLDocument?.('') ?? (dom.cloneNode(document, false) as Document);
}

/** A copy of the whole page, for code that mutates what it is given. */
export function cloneDocument(document: Document, depth: number): Document {
  const root = dom.documentElement(document);
  if (depth < DEEP_TREE || !root) {
    const copy = dom.cloneNode(document, true) as Document;
    unclobberAll(copy);
    return copy;
  }
  // A new document with the page's root copied in: linkedom's shallow document clone given a doctype and a
  // root had no `documentElement` ("First argument to Readability constructor should be a document object").
  // The doctype is left out: nothing reads it from the copy.
  const copy = createOutputDocument(document);
  copy.documentElement?.remove();
  copyInto(root, copy, copy, null);
  return copy;
}

/**
 * The chosen elements copied into `into`, leaving out `dropped` subtrees, comments, and the presentational
 * wrappers of UNWRAP_TAGS (their children take their place). One element is returned as its copy; several
 * (or the page's body) are wrapped in a <div>. Past the `deadline` the copy stops where it is: the content's
 * beginning is kept (copying all of a 100,000-element page took over a second: test/budget/large-pages).
 */
export function copyContent(elements: Element[], into: Document, dropped: WeakSet<Element>, deadline?: Deadline, tally?: CopyTally, flat?: FlatNote): Element {
  const wrapper = into.createElement('div');
  // Attached while it is filled (see copyInto); `into` is the engine's own document (linkedom's shallow document
  // clone has no root, and its body getter throws then).
  const host = dom.documentElement(into) ? dom.body(into) : null;
  host?.append(wrapper);
  for (const el of elements) copyInto(el, wrapper, into, dropped, deadline, tally, flat);
  if (host) wrapper.remove();
  const only = dom.firstElementChild(wrapper);
  const single = elements.length === 1 && only && dom.childNodes(wrapper).length === 1 && dom.tagName(only) !== 'BODY';
  return single ? only : wrapper;
}

/**
 * The copy's text counted while it is made: what `textAndLinkChars` (dom/stats.ts) would answer for the copy, so
 * weighing the candidate needs no walk of it (12 ms of the 1 MB page's first call in Chromium). A subtree
 * copied whole adds its stats (the rules' walk of the cleaned page: nothing in it was dropped, so they count the
 * same text nodes), a text node copied alone its own length; text under an `A` is link text. `exact` turns false
 * when a subtree copied whole has no stats or the copy stopped at the deadline: then the copy is walked.
 */
export interface CopyTally {
  stats: StatsMap;
  chars: number;
  linkChars: number;
  exact: boolean;
}

/**
 * How deep a selection's copy nests: an element that would sit deeper is placed beside its parent's copy instead,
 * keeping its own text, as Chromium's HTML parser places elements past 512 levels. Attaching a copy costs Chromium
 * time with the size of the subtree attached (and jsdom with the depth attached to), so a copy 500 levels deep
 * over 100,000 elements held the tab 4 s; no article nests anywhere near this deep.
 */
export const COPY_MAX_DEPTH = 128;

/** Set when a copy was flattened past COPY_MAX_DEPTH, so the result can say so. */
export interface FlatNote { flattened: boolean }

/**
 * Copies `source` under `parent`. A whole-page copy (no `dropped`: Readability's) keeps the page's shape and is
 * attached bottom-up (each copy goes into its parent's copy while that parent is still detached): inserting into a
 * deep attached tree costs jsdom time proportional to its depth, which made a 5,000-deep page take 30 s. A
 * selection's copy nests at most COPY_MAX_DEPTH deep, which bounds that cost, and is attached top-down.
 */
function copyInto(source: Node, parent: Node, into: Document, dropped: WeakSet<Element> | null, deadline?: Deadline, tally?: CopyTally, flat?: FlatNote): void {
  const copies: Node[] = [];
  const parents: number[] = []; // index into copies, -1 for `parent`
  // Each copy's first child so far: its children are inserted before it, last first. Kept here rather than read
  // back from the copy (`firstChild` per node was 1.3% of a warm call in a Chromium profile). A copy is
  // made empty, except a figure's, which may have been given its lazy picture (takeFigureSource).
  const firsts: (Node | null)[] = [];
  // Per copy, its depth under `parent` (1 for the top copies).
  const depths: number[] = [];
  const depthOf = (index: number): number => index >= 0 ? depths[index] : 0;
  const maxDepth = dropped ? COPY_MAX_DEPTH : Infinity;
  // Per copy, whether it or a copy above it is a link (`tally` only).
  const inLink: boolean[] = [];
  const linkAbove = (index: number): boolean => index >= 0 && inLink[index];
  // Nodes to copy and the index of their parent's copy, as two stacks (no pair allocated per node).
  const stack: Node[] = [source];
  const stackParents: number[] = [-1];
  const importing = typeof into.importNode === 'function';
  const mixed = dropped && dom.nodeType(source) === 1 ? mixedSubtrees(source as Element, dropped) : null;
  while (stack.length > 0 && !deadline?.tick()) {
    const node = stack.pop()!;
    const parentIndex = stackParents.pop()!;
    let childParent = parentIndex;
    const type = dom.nodeType(node);
    if (type === 1) {
      const el = node as Element;
      const tag = dom.tagName(el);
      if (dropped?.has(el)) continue;
      // Past the copy's depth, beside its parent's copy (COPY_MAX_DEPTH).
      const at = depthOf(parentIndex) >= maxDepth ? parents[parentIndex] : parentIndex;
      if (at !== parentIndex && flat) flat.flattened = true;
      if (mixed && !mixed.has(el)) {
        if (tally) tallyWhole(tally, el, linkAbove(parentIndex));
        copies.push(deepCopy(el, into, importing));
        parents.push(at);
        depths.push(depthOf(at) + 1);
        firsts.push(null);
        inLink.push(false);
        continue;
      }
      if (!dropped || !UNWRAP_TAGS.has(tag)) {
        const copy = tag === 'BODY' && dropped ? into.createElement('div')
          : mixed && manyAttributes(el) ? trimmedCopy(el, into) : shallowCopy(el, into, importing) as Element;
        if (CLOBBERING_TAGS.has(tag)) unclobber(copy);
        // A lazy image whose only real source is in the <noscript> cleaning dropped (clean/lazy-images.ts).
        if (dropped && tag === 'IMG') takeNoscriptSource(el, copy, into);
        // A lazy figure naming its picture only in an attribute (clean/lazy-images.ts).
        if (dropped && tag === 'FIGURE') takeFigureSource(el, copy, into);
        copies.push(copy);
        parents.push(at);
        depths.push(depthOf(at) + 1);
        firsts.push(tag === 'FIGURE' ? dom.firstChild(copy) : null);
        inLink.push(tag === 'A' || linkAbove(parentIndex));
        childParent = copies.length - 1;
      }
    } else if (type === 3 || type === 10 || (!dropped && type === 8)) {
      if (tally && type === 3) tallyText(tally, (node as Text).data, linkAbove(parentIndex));
      copies.push(shallowCopy(node, into, importing));
      parents.push(parentIndex);
      depths.push(depthOf(parentIndex) + 1);
      firsts.push(null);
      inLink.push(false);
      continue;
    } else {
      continue;
    }
    for (let c = dom.lastChild(node); c; c = dom.previousSibling(c)) {
      stack.push(c);
      stackParents.push(childParent);
    }
  }
  if (tally && stack.length > 0) tally.exact = false;
  if (dropped) {
    // A selection's copy, at most COPY_MAX_DEPTH deep, is attached top-down under a parent in the document
    // (copyContent): Chromium attaches a node there at a cost independent of the tree, and bottom-up it walks every
    // node of each subtree attached, once per level above it.
    for (let i = 0; i < copies.length; i++) {
      if (parents[i] === -1) { parent.appendChild(copies[i]); continue; }
      copies[parents[i]].insertBefore(copies[i], firsts[parents[i]]);
    }
    return;
  }
  // A whole-page copy, as deep as the page: in reverse document order, every node is inserted (as first child)
  // before its own parent is attached.
  const top: Node[] = [];
  for (let i = copies.length - 1; i >= 0; i--) {
    if (parents[i] === -1) { top.push(copies[i]); continue; }
    const p = copies[parents[i]];
    p.insertBefore(copies[i], firsts[parents[i]]);
    firsts[parents[i]] = copies[i];
  }
  for (let i = top.length - 1; i >= 0; i--) parent.appendChild(top[i]);
}

/**
 * Tags a selection's copy does not copy as they are (see copyInto): unwrapped, renamed (BODY), given a lazy source
 * (IMG, FIGURE), stripped of clobbering names, or holding a template's content, which a deep import copies and a
 * node-by-node one does not.
 */
const PIECEWISE_TAGS = new Set(['BODY', 'IMG', 'FIGURE', 'TEMPLATE']);

/**
 * The elements of `source`'s tree (itself included) whose subtree cannot be copied whole by one native deep import:
 * one holding a dropped element, a tag the copy treats apart (PIECEWISE_TAGS, UNWRAP_TAGS, CLOBBERING_TAGS), or
 * nesting past COPY_MAX_DEPTH (which also keeps jsdom's recursive deep import shallow: see DEEP_TREE). Every other element's subtree is the same copied whole, once its comments are
 * taken out (deepCopy). Copying node by node, `importNode` per node was 20 of the copy's 43.5 ms in the 1 MB page's
 * first call in Chromium, and the walk over its text nodes most of the rest. An element walk finds them:
 * what is marked has its open ancestors marked too, stopping at one marked already (they are marked up to the root).
 */
function mixedSubtrees(source: Element, dropped: WeakSet<Element>): Set<Element> {
  const mixed = new Set<Element>();
  const apart = (el: Element, depth: number): boolean => {
    const tag = dom.tagName(el);
    return dropped.has(el) || PIECEWISE_TAGS.has(tag) || UNWRAP_TAGS.has(tag) || CLOBBERING_TAGS.has(tag) || depth >= COPY_MAX_DEPTH
      || manyAttributes(el);
  };
  if (apart(source, 0)) mixed.add(source);
  if (dropped.has(source)) return mixed;
  // `open`: the ancestors between `source` and `el`, which a mark climbs.
  walkElements(source, (el, open) => {
    if (apart(el, open.length + 1)) {
      mixed.add(el);
      for (let i = open.length - 1; i >= 0 && !mixed.has(open[i]); i--) mixed.add(open[i]);
      mixed.add(source);
    }
    return !dropped.has(el);
  });
  return mixed;
}

/** What a selection's copy leaves out besides dropped elements: comments (and CDATA sections, processing instructions). */
const NOT_COPIED = 0x80 | 0x8 | 0x40; // NodeFilter.SHOW_COMMENT | SHOW_CDATA_SECTION | SHOW_PROCESSING_INSTRUCTION

/** `el`'s subtree copied whole into `into`, without the nodes a copy leaves out. */
function deepCopy(el: Element, into: Document, importing: boolean): Node {
  const copy = importing ? dom.importNode(into, el, true) : dom.cloneNode(el, true);
  const walker = into.createTreeWalker(copy, NOT_COPIED);
  const leftOut: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) leftOut.push(node);
  for (const node of leftOut) node.parentNode?.removeChild(node);
  return copy;
}

/** A subtree copied whole: its stats' counts, all of it link text under a link. */
function tallyWhole(tally: CopyTally, el: Element, underLink: boolean): void {
  const s = tally.stats.get(el);
  if (!s) { tally.exact = false; return; }
  tally.chars += s.chars;
  tally.linkChars += underLink ? s.chars : s.linkChars;
}

/** A text node copied alone: its collapsed length and a separating space when not empty, as the stats count it. */
function tallyText(tally: CopyTally, data: string, underLink: boolean): void {
  const length = scanText(data).length;
  const add = length + (length > 0 ? 1 : 0);
  tally.chars += add;
  if (underLink) tally.linkChars += add;
}

/**
 * Attributes past which an element is copied with only those the output keeps. An article's elements carry a few
 * dozen at most; a page can put 100,000 on one element, and copying, sanitizing (here and by DOMPurify in the
 * reader) and serializing cost time with the square of an element's attribute count in linkedom and Chromium (each
 * set or read looks the name up in a list): 100,000 `data-*` attributes on one `<p>` held the tab 9.5 s and the
 * reader 108 s (test/security/many-attributes.test.ts, e2e/many-attributes.spec.ts).
 */
const MANY_ATTRIBUTES = 100;

function manyAttributes(el: Element): boolean {
  return dom.hasAttributes(el) && dom.attributes(el).length > MANY_ATTRIBUTES;
}

/**
 * `el` copied empty with the attributes the output's allow-lists keep by name (output/sanitize.ts), and of its
 * `data-*` and `aria-*` ones, which the Markdown reads some of, the first MANY_ATTRIBUTES: one pass over the
 * attributes, none of them set on the copy twice.
 */
function trimmedCopy(el: Element, into: Document): Element {
  const namespace = dom.namespaceURI(el);
  const copy = namespace ? into.createElementNS(namespace, dom.localName(el)) : into.createElement(dom.localName(el));
  let open = MANY_ATTRIBUTES;
  const kept = new Set<string>();
  // Names as strings, values read only for what is kept: reading `attributes[i]` makes Chromium create an Attr
  // node for each, found again by name in a list, so the whole went with the square of the count (6.6 s for
  // 10,000 attributes in the tab).
  for (const name of dom.getAttributeNames(el)) {
    const lower = name.toLowerCase();
    if (kept.has(lower)) continue;
    const keep = outputKeepsAttribute(lower) || ((lower.startsWith('data-') || lower.startsWith('aria-')) && open-- > 0);
    if (!keep) continue;
    kept.add(lower);
    copy.setAttribute(name, dom.getAttribute(el, name) ?? '');
  }
  return copy;
}

/** `importing`: whether `into` has importNode (linkedom's documents have none). */
function shallowCopy(node: Node, into: Document, importing: boolean): Node {
  return importing ? dom.importNode(into, node, false) : dom.cloneNode(node, false);
}

/**
 * Elements whose `name` (or `id`) becomes a property of their form or of the document (DOM clobbering): the
 * form-associated controls, and the named elements a document exposes. A copy keeps none of these names when
 * they shadow a built-in property, so code that reads the copy with plain property access (Readability,
 * Turndown) is not misled by them either (`<input name="parentNode">` in a form).
 */
const CLOBBERING_TAGS = new Set(['INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'FIELDSET', 'OUTPUT', 'OBJECT', 'IMG', 'FORM', 'EMBED', 'IFRAME']);
const CLOBBERING_SELECTOR = [...CLOBBERING_TAGS].map((tag) => `${tag.toLowerCase()}[name], ${tag.toLowerCase()}[id]`).join(', ');
const NAMING_ATTRIBUTES = ['name', 'id'];

/**
 * Drops from a copied element the `name`/`id` that would shadow a property of a form or of its document. Whether
 * a name is built in is asked of a fresh <form> of the copy's document (linkedom keeps some properties as own
 * fields, which its prototypes do not list) and of the document's prototype.
 */
function unclobber(copy: Element): void {
  const doc = dom.ownerDocument(copy);
  for (const attribute of NAMING_ATTRIBUTES) {
    const value = dom.getAttribute(copy, attribute);
    if (value && (value in dom.createElement(doc, 'form') || value in Object.getPrototypeOf(doc))) dom.removeAttribute(copy, attribute);
  }
}

/** `unclobber` applied to every element of a copy that can clobber (a whole page, or the selection's copy). */
export function unclobberAll(copy: ParentNode): void {
  for (const el of dom.querySelectorAll(copy, CLOBBERING_SELECTOR)) unclobber(el);
}

/**
 * Footnotes: references become `[^n]` and their notes `[^n]: ...` definitions at the end of the document.
 *
 * One mechanism for every markup (Wikipedia, Substack, WordPress, pandoc/kramdown/Python-Markdown/GitHub,
 * DPUB-ARIA): a reference is a short in-page link that looks like a note marker (inside `sup`, or marked by
 * role or class) whose target is, or sits in, a block outside the reference. That block is the note. Notes are
 * numbered in document order; back-links are removed; the emptied footnote container goes. Fixtures: footnotes--*.
 */
import type { Construct, MarkdownRule } from '../state';
import { all, childElements, classTokens, isBlockTag, remove, replaceNode, squash, tagOf } from '../dom';

/** Class tokens and roles that mark a note reference. */
// Not `reference`: Sphinx marks every cross-reference `a.reference.internal`; Wikipedia's
// `sup.reference` is caught by the `sup`.
const REF_CLASS = /^(footnote|footnote-?(ref|reference|anchor|link|identifier-link|call)|fnref|fn-?ref|noteref|sidenote-ref)$/;
const REF_ROLES = new Set(['doc-noteref']);
/** Marker text of a reference: `1`, `[1]`, `(1)`, `a`, `*`, `†`, `note 3`. */
const REF_TEXT_MAX = 12;
/** Back-links inside a note (to its reference), removed: by class, by attribute, or by pointing at a reference. */
const BACKLINK_CLASSES = new Set(['mw-cite-backlink', 'footnote-backref', 'footnote-back-link', 'reversefootnote', 'footnote-return']);

function isBacklink(el: Element, refIds: Set<string>, base: string | undefined): boolean {
  if (el.hasAttribute('data-footnote-backref') || el.getAttribute('role') === 'doc-backlink') return true;
  if (el.hasAttribute('class') && classTokens(el).some((token) => BACKLINK_CLASSES.has(token))) return true;
  if (tagOf(el) !== 'a') return false;
  const fragment = fragmentOf(el.getAttribute('href') ?? '', base);
  return fragment !== null && refIds.has(fragment);
}
/** A note longer than this is not a note: the link pointed at a section of the article. */
const NOTE_MAX_CHARS = 5000;
const HEADING = /^h[1-6]$/;
/** Wrappers of a reference link, replaced with it when they hold nothing else. */
const REF_WRAPPERS = new Set(['sup', 'span', 'small']);

interface Ref {
  link: Element;
  note: Element;
  /** The link's text, squashed: read once (the marker's label, its wrappers, the shared-target test). */
  text: string;
}

/** The target id of an in-page link (`#id`, or this page's URL with a fragment), decoded; null for any other link. */
export function fragmentOf(href: string, base: string | undefined): string | null {
  const hash = href.indexOf('#');
  if (hash < 0) return null;
  if (hash > 0) {
    // An absolute link to this same page is in-page too.
    try {
      const url = new URL(href, base);
      const page = base ? new URL(base) : null;
      if (!page || url.origin + url.pathname !== page.origin + page.pathname) return null;
    } catch {
      return null;
    }
  }
  try {
    return decodeURIComponent(href.slice(hash + 1));
  } catch {
    return href.slice(hash + 1);
  }
}

/** A short link marked as a note marker (inside `sup`, or by role or class): output/in-page-links.ts reads it too. */
export function looksLikeRef(link: Element, text = squash(link.textContent)): boolean {
  if (!text || text.length > REF_TEXT_MAX) return false;
  if (REF_ROLES.has(link.getAttribute('role') ?? '') || link.getAttribute('epub:type') === 'noteref') return true;
  for (let el: Element | null = link, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
    if (tagOf(el) === 'sup') return true;
    const tokens = (el.getAttribute('class') ?? '').toLowerCase().split(/\s+/);
    if (tokens.some((token) => REF_CLASS.test(token))) return true;
    if (el.hasAttribute('data-fn')) return true; // WordPress footnotes block
  }
  return false;
}

/** The note a target stands for: the target when it is a block, else its nearest block ancestor. */
function noteOf(target: Element, link: Element, root: Element): Element | null {
  let note: Element | null = target;
  while (note && note !== root && !isBlockTag(note)) note = note.parentElement;
  if (!note || note === root || note.contains(link) || link.contains(note)) return null;
  if ((note.textContent ?? '').length > NOTE_MAX_CHARS) return null;
  // A heading, or a block holding one, is a section the link jumps to ("Article Sources").
  if (HEADING.test(tagOf(note)) || note.querySelector('h1, h2, h3, h4, h5, h6')) return null;
  return note;
}

interface IdIndex {
  /** The first element of each target name (an id, or an `<a name>` without one). */
  ids: Map<string, Element>;
  /** The `id` attribute of every element that has one, `root` included. */
  idOf: Map<Element, string>;
}

function idIndex(root: Element): IdIndex {
  const ids = new Map<string, Element>();
  const idOf = new Map<Element, string>();
  const own = root.getAttribute('id');
  if (own !== null) idOf.set(root, own);
  // Only the elements that can be a target: reading two attributes of every element of the content was 1.2 s of
  // a 41-page Chromium profile's 70 s of extraction, more than the rest of the footnotes pass.
  for (const el of all(root, '[id], a[name]')) {
    const idAttribute = el.getAttribute('id');
    if (idAttribute !== null) idOf.set(el, idAttribute);
    const id = idAttribute ?? (tagOf(el) === 'a' ? el.getAttribute('name') : null);
    if (id && !ids.has(id)) ids.set(id, el);
  }
  return { ids, idOf };
}

/**
 * The outermost wrapper that holds only this link (`<sup class="reference"><a>[1]</a></sup>`). Each wrapper's text
 * is compared with the link's (`text`, squashed), which is each inner wrapper's too.
 */
export function refWrapper(link: Element, root: Element, text = squash(link.textContent)): Element {
  let outer = link;
  for (let parent = link.parentElement; parent && parent !== root && REF_WRAPPERS.has(tagOf(parent)) && squash(parent.textContent) === text;
    parent = parent.parentElement) outer = parent;
  return outer;
}

/** The element itself or its nearest ancestor that is in `set` (an ancestor walk, not a pairwise `contains`). */
function selfOrAncestorIn<T>(el: Element | null, set: Map<Element, T> | Set<Element>): Element | null {
  for (let current = el; current; current = current.parentElement) if (set.has(current)) return current;
  return null;
}

/**
 * Elements in document order, none inside another: a walk that enters only the ancestors of these elements.
 * Listing every element of the content to order a few hundred notes was most of the footnotes pass on the 1 MB
 * generated article (wiki-page.ts). Not `compareDocumentPosition`: linkedom misorders a paragraph
 * after a list in the same block (footnotes--order-across-lists), and in Chromium it walks a long list's items
 * for each pair (18 ms on that article, Chromium profile).
 */
function documentOrder(root: Element, elements: Set<Element>): Element[] {
  const onPath = new Set<Node>();
  for (const el of elements) {
    for (let parent = el.parentNode; parent && parent !== root && !onPath.has(parent); parent = parent.parentNode) onPath.add(parent);
  }
  const ordered: Element[] = [];
  const visit = (parent: Node): void => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (elements.has(child as Element)) ordered.push(child as Element);
      else if (onPath.has(child)) visit(child);
    }
  };
  visit(root);
  return ordered;
}

/** A heading that only announces the notes (GitHub's sr-only "Footnotes" label inside the section). */
const NOTES_HEADING = /^(foot|end)?notes?$/i;

/** Any character but ASCII letters and white space: no announcing heading (NOTES_HEADING) can take it away. */
const BEYOND_NOTES_HEADING = /[^A-Za-z\s]/;

/**
 * Whether a text node under `el` holds a character no announcing heading can hold: then text is left whatever its
 * headings say. Stops at the first such node: the emptied list's ancestors are climbed up to the first one with
 * text, often the article itself, whose whole text was built only to find that (1 MB generated article).
 */
function hasTextBeyondNotesHeading(el: Element): boolean {
  for (let node: Node | null = el.firstChild; node && node !== el;) {
    if ((node.nodeType === 3 || node.nodeType === 4) && BEYOND_NOTES_HEADING.test((node as CharacterData).data)) return true;
    if (node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== el && !node.nextSibling) node = node.parentNode;
    node = node && node !== el ? node.nextSibling : null;
  }
  return false;
}

/** Whether text is left in a container once its notes are gone, ignoring a heading that only announced them. */
function hasRemainingText(el: Element): boolean {
  if (hasTextBeyondNotesHeading(el)) return true;
  let text = squash(el.textContent);
  // The container's headings are searched only when its text could be all announcing words: the emptied list's
  // ancestors are climbed up to the first one with text, often the article itself (a search of 20,000 elements
  // in linkedom on the 1 MB generated article, wiki-page.ts).
  if (!text || BEYOND_NOTES_HEADING.test(text)) return text !== '';
  for (const heading of all(el, 'h1, h2, h3, h4, h5, h6')) {
    const label = squash(heading.textContent);
    if (NOTES_HEADING.test(label)) text = squash(text.replace(label, ''));
  }
  return text !== '';
}

/** Removes now-empty ancestors (the `div.footnotes` with only an `hr`, an empty `ol`). */
function pruneEmpty(start: Node | null, root: Element): void {
  let current = start;
  while (current && current !== root && current.nodeType === 1) {
    const el = current as Element;
    if (hasRemainingText(el) || el.querySelector('img, pith-math, [data-pith-fndef]')) return;
    const parent: Node | null = el.parentNode;
    remove(el);
    current = parent;
  }
}

/**
 * A back-link can look like a reference too (Substack's note number links back to its anchor, inside a
 * `div.footnote`): two candidates each inside the other's note. The earlier one is the reference.
 */
function dropBacklinkPairs(refs: Ref[], root: Element): void {
  const byNote = new Map<Element, Ref[]>();
  for (const ref of refs) byNote.set(ref.note, [...(byNote.get(ref.note) ?? []), ref]);
  const dropped = new Set<Ref>();
  let order: Map<Element, number> | null = null;
  for (const x of refs) {
    // Candidates whose note holds x's link: walk x's ancestors through the notes.
    for (let holder = selfOrAncestorIn(x.link.parentElement, byNote); holder; holder = selfOrAncestorIn(holder.parentElement, byNote)) {
      for (const y of byNote.get(holder) ?? []) {
        if (y === x || dropped.has(y) || dropped.has(x) || !x.note.contains(y.link)) continue;
        order ??= new Map(all(root, 'a').map((el, index) => [el, index]));
        dropped.add((order.get(x.link) ?? 0) > (order.get(y.link) ?? 0) ? x : y);
      }
    }
  }
  for (let i = refs.length - 1; i >= 0; i--) if (dropped.has(refs[i])) refs.splice(i, 1);
}

/** A note has one marker (repeated for a reused note): a target reached by several markers is a section. */
function dropSharedTargets(refs: Ref[]): void {
  const markers = new Map<Element, Set<string>>();
  for (const { note, text } of refs) {
    const set = markers.get(note) ?? new Set<string>();
    set.add(text);
    markers.set(note, set);
  }
  for (let i = refs.length - 1; i >= 0; i--) if ((markers.get(refs[i].note)?.size ?? 0) > 1) refs.splice(i, 1);
}

function prepareFootnotes(root: Element, base: string | undefined): void {
  const { ids, idOf } = idIndex(root);
  const refs: Ref[] = [];
  for (const link of all(root, 'a[href*="#"]')) {
    const fragment = fragmentOf(link.getAttribute('href') ?? '', base);
    if (!fragment) continue;
    const target = ids.get(fragment);
    if (!target) continue;
    const text = squash(link.textContent);
    if (!looksLikeRef(link, text)) continue;
    const note = noteOf(target, link, root);
    if (note) refs.push({ link, note, text });
  }
  dropBacklinkPairs(refs, root);
  dropSharedTargets(refs);
  if (refs.length === 0) return;

  // A note list (`ol.references`, `ol.footnotes`) is taken whole: notes whose reference the extraction dropped stay.
  const notes = new Set(refs.map((ref) => ref.note));
  const lists = new Set<Element>();
  for (const note of notes) if (tagOf(note) === 'li' && note.parentElement) lists.add(note.parentElement);
  for (const list of lists) for (const item of childElements(list)) if (tagOf(item) === 'li') notes.add(item);
  // A note inside another note (a list item inside a note's list) is part of it.
  for (const note of Array.from(notes)) if (selfOrAncestorIn(note.parentElement, notes)) notes.delete(note);
  const ordered = documentOrder(root, notes);
  const labels = assignLabels(ordered, refs);

  // Ids of the references and their wrappers: links to them inside a note are back-links. Read from the index
  // (nothing has changed the tree since): three attribute reads per reference were among the pass's largest lines
  // on the 1 MB generated article (Chromium).
  const refIds = new Set<string>();
  for (const { link } of refs) {
    for (let el: Element | null = link, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
      const id = idOf.get(el);
      if (id) refIds.add(id);
    }
  }

  const doc = root.ownerDocument;
  for (const { link, note, text } of refs) {
    const owner = selfOrAncestorIn(note, labels);
    const label = owner ? labels.get(owner) : undefined;
    if (!label || !link.parentNode) continue;
    const marker = doc.createElement('pith-fnref');
    marker.setAttribute('data-label', label);
    marker.textContent = label;
    replaceNode(refWrapper(link, root, text), marker);
  }

  // Divs, not custom elements: Turndown treats a div as a block (no flanking white space carried outside).
  const container = doc.createElement('div');
  container.setAttribute('data-pith-footnotes', '');
  const emptied = new Set<Node>();
  for (const note of ordered) {
    const definition = doc.createElement('div');
    definition.setAttribute('data-pith-fndef', labels.get(note) ?? '');
    for (const el of all(note, '*')) {
      if (isBacklink(el, refIds, base)) remove(el);
    }
    if (note.parentNode) emptied.add(note.parentNode);
    while (note.firstChild) definition.appendChild(note.firstChild);
    remove(note);
    stripLeadingMarker(definition);
    container.appendChild(definition);
  }
  // Once every note has moved (pruning after each one would re-read a long list's text each time).
  for (const parent of emptied) pruneEmpty(parent, root);
  root.appendChild(container);
}

/** A note that starts with its own number (`1.`, `[1]`, `^`), left after its back-link went, loses it. */
function stripLeadingMarker(definition: Element): void {
  let node: Node | null = definition.firstChild;
  while (node && node.nodeType === 1 && isBlockTag(node)) node = node.firstChild;
  if (node && node.nodeType === 3) {
    const text = node as Text;
    text.data = text.data.replace(/^\s*(\^|\[\d{1,4}\]|\d{1,4}[.)]?|[↑↩])(?=\s|$)\s*/u, '');
  }
}

/** A marker as a footnote label: `[12]` gives `12`, `note 3` gives `note-3`; '' when nothing usable is left. */
function labelFrom(text: string): string {
  return squash(text).replace(/^[[(]|[\])]$/g, '').trim().replace(/\s+/g, '-').replace(/[^\p{L}\p{N}_-]/gu, '');
}

/**
 * Labels as the page numbers its notes, so `[^3]` is the note the reader saw as [3]: the reference's own marker,
 * else the note's position in its numbered list, else the next free number. Duplicates get a suffix.
 */
function assignLabels(ordered: Element[], refs: Ref[]): Map<Element, string> {
  const labels = new Map<Element, string>();
  const used = new Set<string>();
  const take = (note: Element, wanted: string): void => {
    let label = wanted;
    for (let n = 2; !label || used.has(label); n++) label = wanted ? `${wanted}-${n}` : String(used.size + n - 1);
    used.add(label);
    labels.set(note, label);
  };
  const firstRef = new Map<Element, Ref>();
  const orderedSet = new Set(ordered);
  for (const ref of refs) {
    const owner = selfOrAncestorIn(ref.note, orderedSet);
    if (owner && !firstRef.has(owner)) firstRef.set(owner, ref);
  }
  for (const note of ordered) {
    const ref = firstRef.get(note);
    let wanted = ref ? labelFrom(ref.text) : '';
    if (!wanted && tagOf(note) === 'li' && note.parentElement && tagOf(note.parentElement) === 'ol') {
      const start = Number.parseInt(note.parentElement.getAttribute('start') ?? '1', 10) || 1;
      wanted = String(start + childElements(note.parentElement).filter((c) => tagOf(c) === 'li').indexOf(note));
    }
    take(note, wanted);
  }
  return labels;
}

/** Content lines after the first, indented so they stay part of the definition. */
function indentContinuation(content: string): string {
  return content.replace(/\n(?=.)/g, '\n    ');
}

const refRule: MarkdownRule = {
  key: 'footnoteReference',
  tags: ['pith-fnref'],
  filter: (node) => tagOf(node) === 'pith-fnref',
  replacement: (_content, node) => `[^${node.getAttribute('data-label') ?? ''}]`,
};

const definitionRule: MarkdownRule = {
  key: 'footnoteDefinition',
  tags: ['div'],
  filter: (node) => tagOf(node) === 'div' && node.hasAttribute('data-pith-fndef'),
  replacement: (content, node) => {
    const body = content.replace(/^\s+/, '').replace(/\s+$/, '');
    return `\n\n[^${node.getAttribute('data-pith-fndef') ?? ''}]: ${indentContinuation(body)}\n\n`;
  },
};

const containerRule: MarkdownRule = {
  key: 'footnotes',
  tags: ['div'],
  filter: (node) => tagOf(node) === 'div' && node.hasAttribute('data-pith-footnotes'),
  replacement: (content) => `\n\n${content}\n\n`,
};

export const footnotes: Construct = {
  name: 'footnotes',
  prepare: (root, state) => prepareFootnotes(root, state.base),
  rules: [refRule, definitionRule, containerRule],
};

/**
 * The edges of an element's text for the Markdown walk (walk.ts): read from its first and last text nodes, so
 * `textContent` is not built for every element at every level.
 */
import { isSpace } from '../dom/stats';

/**
 * What the blank test and the flanking white space read of `node.textContent`, without building it: the white
 * space it starts with, one visible character when it has any, and the white space it ends with (the whole text
 * when it is all white space). walk.ts's `BLANK` and `edges` answer the same for this as for the whole text.
 * Each element's `textContent` copied its subtree's text once per level above it: in a Chromium profile of the
 * 1 MB generated article that was most of `annotate`, 22 ms of the Markdown's 286, and garbage.
 */
export function edgeText(node: Node): string {
  let leading = '';
  for (let text = firstText(node, node); text; text = nextText(text, node)) {
    const data = (text as Text).data;
    let i = 0;
    while (i < data.length && isSpace(data.charCodeAt(i))) i++;
    if (i < data.length) return `${leading + data.slice(0, i)}x${trailingSpace(node)}`;
    leading += data;
  }
  return leading;
}

/** The white space `node`'s text ends with (it has a visible character). */
function trailingSpace(node: Node): string {
  let trailing = '';
  for (let text = lastText(node, node); text; text = previousText(text, node)) {
    const data = (text as Text).data;
    let i = data.length;
    while (i > 0 && isSpace(data.charCodeAt(i - 1))) i--;
    if (i > 0) return data.slice(i) + trailing;
    trailing = data + trailing;
  }
  return trailing;
}

/** Nodes whose data `textContent` joins: text and CDATA sections. */
const isText = (node: Node): boolean => node.nodeType === 3 || node.nodeType === 4;

/** The first text node at or after `node` in document order, inside `root` (`node` itself not skipped). */
function firstText(node: Node | null, root: Node): Node | null {
  while (node) {
    if (isText(node)) return node;
    if (node.firstChild) node = node.firstChild;
    else node = after(node, root);
  }
  return null;
}

function nextText(node: Node, root: Node): Node | null {
  return firstText(after(node, root), root);
}

/** The node after `node`'s subtree in document order, inside `root`. */
function after(node: Node, root: Node): Node | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.nextSibling) return at.nextSibling;
  return null;
}

/** The last text node at or before `node` in reverse document order of leaves, inside `root`. */
function lastText(node: Node | null, root: Node): Node | null {
  while (node) {
    if (isText(node)) return node;
    if (node.lastChild) node = node.lastChild;
    else node = before(node, root);
  }
  return null;
}

function previousText(node: Node, root: Node): Node | null {
  return lastText(before(node, root), root);
}

/** The node before `node`'s subtree (its previous sibling's, or an ancestor's), inside `root`. */
function before(node: Node, root: Node): Node | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.previousSibling) return at.previousSibling;
  return null;
}

/**
 * Small DOM helpers shared by the Markdown constructs. They only use what every DOM Pith runs on provides
 * (browser, jsdom, linkedom): linkedom has no `table.rows`, and jsdom reports foreign elements (MathML, SVG)
 * in lower case, so names are compared through `tagOf`.
 */

/** Lower-case local name of an element, whatever the DOM's casing of foreign elements. */
export function tagOf(node: Node | null | undefined): string {
  if (!node || node.nodeType !== 1) return '';
  const el = node as Element;
  return (el.localName ?? el.nodeName).toLowerCase();
}

export function classTokens(el: Element): string[] {
  const value = el.getAttribute('class');
  return value ? value.toLowerCase().split(/\s+/).filter(Boolean) : [];
}

export function hasClass(el: Element, name: string): boolean {
  return classTokens(el).includes(name);
}

export function childElements(el: Element): Element[] {
  return Array.from(el.children ?? []);
}

/** Rows of a table, its own only (not those of nested tables): direct `tr` and `tr` of its sections. */
export function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of childElements(table)) {
    const name = tagOf(child);
    if (name === 'tr') rows.push(child);
    else if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
      for (const row of childElements(child)) if (tagOf(row) === 'tr') rows.push(row);
    }
  }
  return rows;
}

export function cellsOf(row: Element): Element[] {
  return childElements(row).filter((cell) => {
    const name = tagOf(cell);
    return name === 'td' || name === 'th';
  });
}

/**
 * An attribute by its lower-case HTML name, however the markup spelled it: browsers and jsdom lower-case names
 * when parsing, linkedom keeps them as written (React's `colSpan`). Fixture: tables--colspan-camel-case.
 */
export function htmlAttribute(el: Element, name: string): string | null {
  const value = el.getAttribute(name);
  if (value !== null) return value;
  for (const attribute of Array.from(el.attributes ?? [])) if (attribute.name.toLowerCase() === name) return attribute.value;
  return null;
}

export function spanOf(cell: Element, attribute: 'colspan' | 'rowspan'): number {
  const value = Number.parseInt(htmlAttribute(cell, attribute) ?? '1', 10);
  return Number.isFinite(value) && value > 1 ? value : 1;
}

/** Nearest ancestor (not the node itself) with one of these tag names, below `stop`. */
export function ancestorWithTag(node: Node, tags: ReadonlySet<string>, stop?: Node | null): Element | null {
  for (let current = node.parentNode; current && current !== stop; current = current.parentNode) {
    if (tags.has(tagOf(current))) return current as Element;
  }
  return null;
}

/** Replaces an element by its children. */
export function unwrap(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  while (el.firstChild) parent.insertBefore(el.firstChild, el);
  parent.removeChild(el);
}

export function replaceNode(old: Node, replacement: Node): void {
  old.parentNode?.replaceChild(replacement, old);
}

export function remove(node: Node): void {
  node.parentNode?.removeChild(node);
}

/** All descendant elements matching a selector, as a static array (safe to mutate the tree while iterating). */
export function all(root: Element, selector: string): Element[] {
  return Array.from(root.querySelectorAll(selector));
}

/** Block-level tags: a line break at the end of one of these is not a hard break. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

export function isBlockTag(node: Node | null): boolean {
  return BLOCK_TAGS.has(tagOf(node));
}

/** `text` with runs of white space collapsed and trimmed. */
export function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

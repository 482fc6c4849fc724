/**
 * "Extract selection as Markdown": exactly the selected range, with the structure around it (a selection that
 * starts inside a list or a table keeps its list or table), links and images made absolute, into Markdown.
 * Runs in the page inside extractor.js. The live DOM is only read: ranges are copied into a document of our own.
 */
import type { ExtractionJson, MarkdownStyle, Mode } from '../../engine';
import { toMarkdown } from '../../engine/markdown';
import { stripControls } from '../../engine/output/sanitize';
import { extractMetadata, withReadingStats } from '../../engine/metadata';
import * as dom from '../../engine/dom/read';
import { unclobberAll } from '../../engine/dom/clone';

/** Ancestors re-created around a cloned range, so a partial list or table stays a list or table. */
const STRUCTURAL_ANCESTORS = new Set(['UL', 'OL', 'LI', 'DL', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'PRE', 'CODE', 'BLOCKQUOTE']);
/** Never part of the Markdown, even when selected. */
const DROPPED = 'script, style, noscript, template, iframe, object, embed';
/** Attributes that hold URLs and must be absolute once the nodes leave the page. */
const URL_ATTRIBUTES = [['a[href]', 'href'], ['img[src]', 'src'], ['source[src]', 'src'], ['video[src]', 'src'], ['audio[src]', 'src']] as const;

export interface SelectionOptions { mode: Mode; frontMatter: boolean; markdownStyle?: MarkdownStyle }

/** Returns null when nothing is selected in this (top) frame. */
export function extractSelection(document: Document, options: SelectionOptions): ExtractionJson | null {
  const started = performance.now();
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const own = document.implementation.createHTMLDocument('');
  const container = own.createElement('div');
  for (let i = 0; i < selection.rangeCount; i += 1) container.append(copyWithStructure(selection.getRangeAt(i), own));
  // The copy keeps no control name that shadows a built-in property (dom/clone.ts): Turndown reads it plainly.
  unclobberAll(container);
  container.querySelectorAll(DROPPED).forEach((node) => node.remove());
  makeUrlsAbsolute(container, document.baseURI);
  // Without control and invisible characters, as every output of the engine (output/sanitize.ts).
  const text = stripControls(selection.toString().trim());
  if (!text && !container.querySelector('img')) return null;
  const metadata = withReadingStats(extractMetadata(document, document.URL), text);
  const markdown = stripControls(toMarkdown(container, { baseUrl: document.baseURI, metadata, frontMatter: options.frontMatter, style: options.markdownStyle }));
  return {
    html: container.innerHTML, text, markdown, metadata, stage: 'selection', mode: options.mode, decisions: [],
    // A selection is what the user chose: the page-quality signals do not apply, so they stay neutral.
    quality: { score: 1, signals: { length: text.length, textToMarkup: 0, semanticContainer: false, headings: container.querySelectorAll('h1,h2,h3,h4,h5,h6').length, substantialParagraphs: 0, pageShare: 0, pageChars: 0, linkDensity: 0 } },
    timings: { total: performance.now() - started }, removed: [], attempts: [],
  };
}

/**
 * The range's content with its structural ancestors around it, built in `own`. `range.cloneContents()` would
 * clone into the page's document, where a copied `<img src onerror>` loads again and runs the page's handler
 * (17 of 116 vectors fired, images were requested again); `own` has no browsing context, so nothing
 * copied into it loads or runs. The page's nodes are read through the engine's accessors (a form's controls
 * can shadow `parentElement`: dom/read.ts).
 */
function copyWithStructure(range: Range, own: Document): Node {
  let node: Node = copyRange(range, own);
  const start = range.commonAncestorContainer;
  const body = dom.body(dom.ownerDocument(start));
  let ancestor: Element | null = dom.nodeType(start) === 1 ? (start as Element) : dom.parentElement(start);
  while (ancestor && ancestor !== body) {
    if (STRUCTURAL_ANCESTORS.has(dom.tagName(ancestor))) {
      const shell = own.importNode(ancestor, false) as Element;
      shell.append(node);
      node = shell;
    }
    ancestor = dom.parentElement(ancestor);
  }
  return node;
}

/**
 * What `range.cloneContents()` returns, copied straight into `own`: nodes wholly inside the range are imported
 * with their subtree, the ones it cuts through are imported empty and filled with the part inside, and text at
 * either end is cut at the range's offsets. Iterative, like the engine's walks.
 */
function copyRange(range: Range, own: Document): DocumentFragment {
  const out = own.createDocumentFragment();
  const root = range.commonAncestorContainer;
  if (isText(root)) {
    out.append(own.createTextNode(textInRange(root as CharacterData, range)));
    return out;
  }
  // Each entry: a page node, where its copy goes, and its index among its siblings (for the boundary test).
  const stack: Array<[Node, Node, number]> = [];
  const pushChildren = (parent: Node, into: Node) => {
    const children = Array.from(dom.childNodes(parent));
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], into, i]);
  };
  pushChildren(root, out);
  while (stack.length > 0) {
    const [node, into, index] = stack.pop()!;
    if (!range.intersectsNode(node)) continue;
    if (isText(node)) into.appendChild(own.createTextNode(textInRange(node as CharacterData, range)));
    else if (whollyInside(range, node, index)) into.appendChild(own.importNode(node, true));
    else if (dom.nodeType(node) === 1) pushChildren(node, into.appendChild(own.importNode(node, false)));
  }
  return out;
}

function isText(node: Node): boolean {
  const type = dom.nodeType(node);
  return type === 3 || type === 4;
}

function textInRange(node: CharacterData, range: Range): string {
  const start = node === range.startContainer ? range.startOffset : 0;
  const end = node === range.endContainer ? range.endOffset : node.data.length;
  return node.data.slice(start, end);
}

/** The points just before and just after `node` (the `index`-th child of its parent) both lie in the range. */
function whollyInside(range: Range, node: Node, index: number): boolean {
  const parent = dom.parentNode(node);
  return parent !== null && range.comparePoint(parent, index) === 0 && range.comparePoint(parent, index + 1) === 0;
}

function makeUrlsAbsolute(root: Element, base: string): void {
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of root.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? '';
      try { element.setAttribute(attribute, new URL(value, base).href); } catch { /* unparsable URL: keep as written */ }
    }
  }
}

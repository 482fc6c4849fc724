/**
 * "Extract selection as Markdown": exactly the selected range, with the structure around it (a selection that
 * starts inside a list or a table keeps its list or table), links and images made absolute, into Markdown.
 * Runs in the page inside extractor.js. The live DOM is only read: ranges are cloned into a document of our own.
 */
import type { ExtractionJson, Mode } from '../../engine';
import { toMarkdown } from '../../engine/markdown';
import { extractMetadata, withReadingStats } from '../../engine/metadata';

/** Ancestors re-created around a cloned range, so a partial list or table stays a list or table. */
const STRUCTURAL_ANCESTORS = new Set(['UL', 'OL', 'LI', 'DL', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'PRE', 'CODE', 'BLOCKQUOTE']);
/** Never part of the Markdown, even when selected. */
const DROPPED = 'script, style, noscript, template, iframe, object, embed';
/** Attributes that hold URLs and must be absolute once the nodes leave the page. */
const URL_ATTRIBUTES = [['a[href]', 'href'], ['img[src]', 'src'], ['source[src]', 'src'], ['video[src]', 'src'], ['audio[src]', 'src']] as const;

export interface SelectionOptions { mode: Mode; frontMatter: boolean }

/** Returns null when nothing is selected in this (top) frame. */
export function extractSelection(document: Document, options: SelectionOptions): ExtractionJson | null {
  const started = performance.now();
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const own = document.implementation.createHTMLDocument('');
  const container = own.createElement('div');
  for (let i = 0; i < selection.rangeCount; i += 1) container.append(own.importNode(cloneWithStructure(selection.getRangeAt(i)), true));
  container.querySelectorAll(DROPPED).forEach((node) => node.remove());
  makeUrlsAbsolute(container, document.baseURI);
  const text = selection.toString().trim();
  if (!text && !container.querySelector('img')) return null;
  const metadata = withReadingStats(extractMetadata(document, document.URL), text);
  const markdown = toMarkdown(container, { baseUrl: document.baseURI, metadata, frontMatter: options.frontMatter });
  return {
    html: container.innerHTML, text, markdown, metadata, stage: 'selection', mode: options.mode,
    // A selection is what the user chose: the page-quality signals do not apply, so they stay neutral.
    quality: { score: 1, signals: { length: text.length, textToMarkup: 0, semanticContainer: false, headings: container.querySelectorAll('h1,h2,h3,h4,h5,h6').length, substantialParagraphs: 0, pageShare: 0, pageChars: 0, linkDensity: 0 } },
    timings: { total: performance.now() - started }, removed: [], attempts: [],
  };
}

function cloneWithStructure(range: Range): Node {
  let node: Node = range.cloneContents();
  const start = range.commonAncestorContainer;
  let ancestor: Element | null = start.nodeType === 1 ? (start as Element) : start.parentElement;
  while (ancestor && ancestor !== ancestor.ownerDocument.body) {
    if (STRUCTURAL_ANCESTORS.has(ancestor.tagName)) {
      const shell = ancestor.cloneNode(false) as Element;
      shell.append(node);
      node = shell;
    }
    ancestor = ancestor.parentElement;
  }
  return node;
}

function makeUrlsAbsolute(root: Element, base: string): void {
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of root.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? '';
      try { element.setAttribute(attribute, new URL(value, base).href); } catch { /* unparsable URL: keep as written */ }
    }
  }
}

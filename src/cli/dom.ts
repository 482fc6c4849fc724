/**
 * The one way the CLI and the benchmark turn HTML into a standard DOM `Document` carrying the page's URL.
 * The library is chosen on measurements (ARCHITECTURE.md, "Node DOM"); the others stay selectable so the
 * choice can be re-measured with `npm run bench -- --dom <name>`.
 */
import { createRequire } from 'node:module';
import { parseHTML } from 'linkedom';
import { parse as parseSpec, serialize as serializeSpec } from 'parse5';
import { placeStreamedSegments } from './streamed-segments';

// jsdom and happy-dom take seconds to load on a busy machine: required only when asked for, so the CLI starts
// fast with the default library.
const require = createRequire(import.meta.url);
const loadJsdom = () => require('jsdom') as typeof import('jsdom');
const loadHappyDom = () => require('happy-dom') as typeof import('happy-dom');

export type DomLibrary = 'linkedom' | 'jsdom' | 'happy-dom';
export const DOM_LIBRARIES: readonly DomLibrary[] = ['linkedom', 'jsdom', 'happy-dom'];

/** The library used unless a caller asks for another (see ARCHITECTURE.md for the figures behind it). */
export const DEFAULT_DOM: DomLibrary = 'linkedom';

/** URL given to pages that have none, so relative links still resolve to something well-formed. */
export const BLANK_URL = 'about:blank';

const PARSERS: Record<DomLibrary, (html: string, url: string) => Document> = {
  linkedom: parseWithLinkedom,
  jsdom: parseWithJsdom,
  'happy-dom': parseWithHappyDom,
};

/** Parses `html` as a full page whose `URL`, `documentURI` and `baseURI` reflect `url` (and any `<base href>`). */
export function parseDocument(html: string, url: string = BLANK_URL, library: DomLibrary = DEFAULT_DOM): Document {
  const document = PARSERS[library](html, url);
  // What a browser's run of the page's streaming scripts would have shown (./streamed-segments.ts).
  placeStreamedSegments(document);
  return document;
}

function parseWithLinkedom(html: string, url: string): Document {
  const document = withHtmlHeadBody(parseLinkedom(asBrowserTree(html)), html);
  // linkedom has no notion of a document URL: give the instance the three properties that engines and
  // Readability read (`_fixRelativeUris` uses baseURI/documentURI), computed like a browser does.
  const base = resolveBase(document, url);
  for (const [name, value] of [['URL', url], ['documentURI', url], ['baseURI', base]] as const) {
    Object.defineProperty(document, name, { value, configurable: true, enumerable: true });
  }
  // Nor a `document.implementation`; the engine builds its output in a document of its own through
  // `createHTMLDocument`, as it must in a browser (never writing into the user's page).
  if (!document.implementation) {
    Object.defineProperty(document, 'implementation', { value: linkedomImplementation, configurable: true });
  }
  return document;
}

const EMPTY_PAGE = '<!DOCTYPE html><html><head></head><body></body></html>';

const linkedomImplementation = Object.freeze({
  createHTMLDocument(title?: string): Document {
    const document = parseLinkedom(EMPTY_PAGE);
    if (title !== undefined) document.title = title;
    return document;
  },
});

/**
 * Any byte stream as the tree a browser builds: parse5 follows the WHATWG parsing algorithm (its error recovery
 * included), and its serialization of that tree is markup linkedom's lenient parser reads as written. linkedom
 * alone gets malformed pages wrong: stray tags between `</head>` and `<body>` made it return a
 * new, empty body; a `<head>` never closed and no `<body>` kept the whole page in <head>; an unclosed <svg>
 * swallowed the rest of the page. Scripting off, as linkedom parsed before: <noscript> holds elements, and
 * clean/noscript.ts still reads the text form a browser with scripting on keeps.
 */
function asBrowserTree(html: string): string {
  const tree = parseSpec(html, { scriptingEnabled: false });
  readableByLinkedom(tree);
  return serializeSpec(tree, { scriptingEnabled: false });
}

interface SpecNode { nodeName: string; tagName?: string; childNodes?: SpecNode[]; content?: SpecNode }

/**
 * The serializer writes the text of raw-text elements as is, and linkedom reads only <script>, <style>,
 * <textarea> and <title> as raw text: `<iframe><img src="</iframe><img ...>` would become markup that swallows
 * the rest of the page. Text no browser shows (inside <iframe>, <noembed>, <noframes>) is dropped; <xmp> and
 * <plaintext>, shown as preformatted text, become <pre>, whose text is escaped.
 */
const HIDDEN_RAW_TEXT = new Set(['iframe', 'noembed', 'noframes']);
const SHOWN_RAW_TEXT = new Set(['xmp', 'plaintext']);

/**
 * The deepest an element sits in the tree read, as in Chromium's HTML parser (`kMaximumHTMLParserDOMTreeDepth`):
 * past it, every element and text of the page is placed in order beside the others, at that depth. A page nested
 * 100,000 deep took linkedom 30 to 50 s to build (its work per element grows with the depth), and nothing a reader
 * wants sits that deep; the extension reads what Chromium built, so the CLI reads the same tree.
 */
export const MAX_TREE_DEPTH = 512;

function readableByLinkedom(root: SpecNode): void {
  const stack: [SpecNode, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node.tagName && HIDDEN_RAW_TEXT.has(node.tagName)) node.childNodes = [];
    else if (node.tagName && SHOWN_RAW_TEXT.has(node.tagName)) node.tagName = node.nodeName = 'pre';
    if (depth >= MAX_TREE_DEPTH && node.childNodes?.length) {
      // The element's whole subtree, in document order, as its children (each emptied of its own).
      node.childNodes = flattened(node.childNodes);
      for (const child of node.childNodes) stack.push([child, depth + 1]);
      continue;
    }
    for (const child of node.childNodes ?? []) stack.push([child, depth + 1]);
    if (node.content) stack.push([node.content, depth + 1]);
  }
}

/**
 * Every element under `nodes`, in document order, each keeping its text but none its child elements, as
 * Chromium's parser places them past MAX_TREE_DEPTH (an element is attached at the limit; text still goes into
 * the element open when it comes).
 */
function flattened(nodes: SpecNode[]): SpecNode[] {
  const out: SpecNode[] = [];
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    const children = node.childNodes ?? [];
    if (!children.some(isElement)) continue;
    node.childNodes = children.filter((child) => !isElement(child));
    const elements = children.filter(isElement);
    for (let i = elements.length - 1; i >= 0; i--) stack.push(elements[i]!);
  }
  return out;
}

const isElement = (node: SpecNode): boolean => node.tagName !== undefined;

function parseLinkedom(html: string): Document {
  return (parseHTML(html) as unknown as { document: Document }).document;
}

/** Elements an HTML parser puts in `<head>` when the page leaves the head implicit (a script only before the body, but it is never content). */
const HEAD_ELEMENTS = new Set(['title', 'meta', 'link', 'base', 'style', 'script']);

/**
 * linkedom does not build the implied `<html><head><body>` of the HTML parsing algorithm: plain text gives a
 * document without root, `<p>x</p>` a `<p>` root, and `<html><p>` leaves the body empty. And its `head` and
 * `body` getters expect `<head>` as the root's first element: a `<script>` or `<meta>` before `<head>` makes
 * them add a new, empty head and body to the page (the engine then read nothing).
 * Browsers (and jsdom) always have the three in that order; a page that lacks them is rebuilt in that shape.
 */
function withHtmlHeadBody(document: Document, html: string): Document {
  const root = document.documentElement;
  const body = root ? [...root.children].find((child) => child.localName === 'body') : undefined;
  if (root?.localName === 'html' && body && root.firstElementChild?.localName === 'head') return document;
  const rebuilt = parseLinkedom(EMPTY_PAGE);
  const place = (node: Node, into?: 'head' | 'body'): void => {
    const name = node.nodeName.toLowerCase();
    if (node.nodeType === 10 /* doctype */) return;
    if (name === 'html' || name === 'head' || name === 'body') {
      for (const child of [...node.childNodes]) place(child, name === 'html' ? into : name);
      return;
    }
    const target = (into ?? (HEAD_ELEMENTS.has(name) ? 'head' : 'body')) === 'head' ? rebuilt.head : rebuilt.body;
    target.appendChild(rebuilt.importNode(node, true));
  };
  // The page's <html> attributes (lang, dir) stay on the root.
  if (root?.localName === 'html') for (const { name, value } of [...root.attributes]) rebuilt.documentElement.setAttribute(name, value);
  for (const node of [...document.childNodes]) place(node);
  // No root at all: linkedom dropped bare text; keep it as the body's text, as a browser shows it.
  if (!root && html.trim()) rebuilt.body.textContent = html;
  return rebuilt;
}

function parseWithJsdom(html: string, url: string): Document {
  // A silent console: pages' CSS that jsdom cannot parse would otherwise flood stderr.
  const { JSDOM, VirtualConsole } = loadJsdom();
  return new JSDOM(html, { url: url === BLANK_URL ? undefined : url, virtualConsole: new VirtualConsole() }).window.document;
}

function parseWithHappyDom(html: string, url: string): Document {
  const { Window } = loadHappyDom();
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true, disableIframePageLoading: true,
    },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The document's base URL: the first `<base href>` resolved against the page URL, else the page URL. */
function resolveBase(document: Document, url: string): string {
  const href = document.querySelector('base[href]')?.getAttribute('href');
  if (!href) return url;
  try {
    return new URL(href, url).href;
  } catch {
    return url; // a malformed <base> is ignored, as browsers do
  }
}

/**
 * Frees what a parsed page holds once nobody needs it. jsdom and happy-dom keep a window per document
 * (timers, caches) until it is closed: a long benchmark run with them runs out of memory otherwise.
 */
export function releaseDocument(document: Document): void {
  (document.defaultView as { close?: () => void } | null)?.close?.();
}

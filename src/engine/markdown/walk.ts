/**
 * Turndown's conversion loop (turndown 7.2.5, MIT: `collapseWhitespace`, `process`, `replacementForNode`, `join`,
 * `postProcess`), written again over the same service, rules and escaping, with the same output. Turndown's own
 * loop is module-private, so its per-node costs could only be answered from outside (a blank leaf's searches
 * were, by overriding each leaf's `getElementsByTagName`), not removed: in a Chromium profile of the 1 MB
 * generated article (tools/bench-browser/wiki-page.ts) the loop was two thirds of the first call's
 * Markdown (best of 6 paired cold runs: 202 of 306 ms; 153 of 260 ms with this file). What differs, never what
 * comes out:
 * - tag lists are sets, not `Array.indexOf` over 16-50 names for each question about each node;
 * - a blank element without child elements is not searched for void and "meaningful when blank" descendants;
 * - an element's `textContent` is not built: the blank test and the flanking white space read its edges (edge-text.ts);
 * - the flanking white space is not computed for text nodes (only an element's is read, by its replacement), nor
 *   matched with the edge pattern when the text starts and ends with no white space (the pattern answers '' then);
 * - a loop, not `Array.prototype.reduce` with a closure per level;
 * - of the properties Turndown sets on each node, only those read after (`isBlock` by its replacements, `isBlank` by
 *   the rule lookup, rule-index.ts) are set, on elements: `isCode` and `flankingWhitespace`, which only this loop
 *   read, are passed along instead of stored on each node (a property added to a DOM node's wrapper, for every text
 *   node too, in a Chromium profile of the 1 MB generated article).
 * Fixtures: test/markdown (all of them).
 */
import type TurndownService from 'turndown';
import * as dom from '../dom/read';
import { isSpace } from '../dom/stats';
import { edgeText } from './edge-text';

const BLOCK: ReadonlySet<string> = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'AUDIO', 'BLOCKQUOTE', 'BODY', 'CANVAS', 'CENTER', 'DD', 'DIR', 'DIV', 'DL', 'DT',
  'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'FRAMESET', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER',
  'HGROUP', 'HR', 'HTML', 'ISINDEX', 'LI', 'MAIN', 'MENU', 'NAV', 'NOFRAMES', 'NOSCRIPT', 'OL', 'OUTPUT', 'P', 'PRE',
  'SECTION', 'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD', 'TR', 'UL',
]);
const VOID_TAGS = ['AREA', 'BASE', 'BR', 'COL', 'COMMAND', 'EMBED', 'HR', 'IMG', 'INPUT', 'KEYGEN', 'LINK', 'META', 'PARAM', 'SOURCE', 'TRACK', 'WBR'];
const VOID: ReadonlySet<string> = new Set(VOID_TAGS);
const MEANINGFUL_WHEN_BLANK_TAGS = ['A', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TH', 'TD', 'IFRAME', 'SCRIPT', 'AUDIO', 'VIDEO'];
const MEANINGFUL_WHEN_BLANK: ReadonlySet<string> = new Set(MEANINGFUL_WHEN_BLANK_TAGS);
/** Turndown's `hasVoid` and `hasMeaningfulWhenBlank` ask for these 27 names below a blank element. */
const NOT_BLANK_INSIDE: ReadonlySet<string> = new Set([...VOID_TAGS, ...MEANINGFUL_WHEN_BLANK_TAGS]);

const BLANK = /^\s*$/;
/** Text that `replace(/[ \r\n\t]+/g, ' ')` changes: a tab or line break, or two spaces in a row. */
const COLLAPSIBLE = /[\r\n\t]| {2}/;
const WHITE = /\s/;

interface Flanking {
  leading: string;
  trailing: string;
}

/** What Turndown's `Node` sets on every node it converts and is read after it: by its rules and the rule lookup. */
interface Annotated extends HTMLElement {
  isBlock: boolean;
  isBlank: boolean;
}

/** The service's rules as the loop uses them (Turndown's typings leave out `forNode` and a rule's `append`). */
interface Rules {
  forNode(node: HTMLElement): TurndownService.Rule;
  forEach(callback: (rule: TurndownService.Rule & { append?: (options: TurndownService.Options) => string }) => void): void;
}

const NO_FLANKS: Readonly<Flanking> = Object.freeze({ leading: '', trailing: '' });

/** Converts `root` (changed: white space is collapsed in place) as `service.turndown(root)` would, without its copy. */
export function convertTree(service: TurndownService, root: HTMLElement): string {
  collapseWhitespace(root);
  const rules = service.rules as unknown as Rules;
  const output = processChildren(service, rules, root, false);
  rules.forEach((rule) => {
    if (typeof rule.append === 'function') join(output, rule.append(service.options));
  });
  // `trimEnd` strips what Turndown's `/[\t\r\n\s]+$/` strips (JavaScript's `\s` is its white space and line
  // terminators), without the pattern's retries at each white-space run of the whole document.
  return output.join('').replace(/^[\t\r\n]+/, '').trimEnd();
}

/** The children's replacements, joined as Turndown joins them; `parentIsCode`: `parent` is or is inside `<code>`. */
function processChildren(service: TurndownService, rules: Rules, parent: Node, parentIsCode: boolean): string[] {
  const output: string[] = [];
  // Children by `nextSibling`, not by `reduce` over `childNodes`: the browser makes a NodeList for each element
  // asked, and reading it by index was the loop's largest lines in a Chromium profile of the 1 MB generated article
  //. The same children in the same order: no rule changes the tree while it is converted (rules/*.ts
  // change it in their pre-passes only; their filters and replacements read it).
  for (let node = parent.firstChild; node !== null; node = node.nextSibling) {
    join(output, replacementOf(service, rules, node, parentIsCode));
  }
  return output;
}

function replacementOf(service: TurndownService, rules: Rules, node: Node, parentIsCode: boolean): string {
  const type = node.nodeType;
  if (type === 3) {
    const value = node.nodeValue ?? '';
    return parentIsCode ? value : service.escape(value);
  }
  if (type === 1) {
    const element = node as Annotated;
    const name = element.nodeName;
    const flanking = annotate(element, name);
    return replacementForNode(service, rules, element, name === 'CODE' || parentIsCode, flanking);
  }
  return '';
}

/** Sets `isBlock` and `isBlank` as Turndown does; the element's flanking white space. */
function annotate(node: Annotated, name: string): Flanking {
  node.isBlock = BLOCK.has(name);
  // Turndown's order of tests: the text only when the tag does not decide, the descendants only when it is blank.
  let text: string | null = null;
  if (VOID.has(name) || MEANINGFUL_WHEN_BLANK.has(name)) node.isBlank = false;
  else {
    text = edgeText(node);
    // An element with no child element holds none of those tags: the 27 searches of its tree are skipped (the
    // most common blank element, an icon <span> or spacer <div>; they were 18% of the Markdown step in a
    // Chromium profile of 10 dev-corpus pages). Read through dom/read.ts: a form control named
    // `firstElementChild` must not answer instead.
    node.isBlank = BLANK.test(text)
      && (dom.firstElementChild(node) === null || !hasElementNamed(node, NOT_BLANK_INSIDE));
  }
  return node.isBlock ? NO_FLANKS : flankingWhitespace(node, text ?? edgeText(node));
}

/**
 * Whether an element below `node` has one of these names, as `getElementsByTagName` finds them: by `nodeName`, upper
 * case for HTML elements in an HTML document (an SVG `<a>` is `a`, and not found, in Chromium, jsdom and linkedom).
 * One walk of the subtree, not Turndown's 27 searches of it (each a live collection and a native walk): they were the
 * largest line of the Markdown step in a Chromium profile of 20 scrapinghub pages, warm.
 */
function hasElementNamed(node: Node, names: ReadonlySet<string>): boolean {
  let at: Node | null = node.firstChild;
  while (at !== null) {
    if (at.nodeType === 1 && names.has(at.nodeName)) return true;
    let next: Node | null = at.firstChild;
    while (next === null && at !== null) {
      next = at.nextSibling;
      if (next === null) {
        const parent: Node | null = at.parentNode;
        at = parent === node ? null : parent;
      }
    }
    at = next;
  }
  return false;
}

function flankingWhitespace(node: Node, text: string): Flanking {
  // Nothing flanks a text that neither starts nor ends with white space.
  if (text === '' || (!WHITE.test(text[0]) && !WHITE.test(text[text.length - 1]))) return NO_FLANKS;
  const e = edges(text);
  let leading = text.slice(0, e.leadEnd);
  let trailing = text.slice(e.trailStart);
  // Leading (trailing) ASCII white space goes when the neighbour already ends (starts) with a space.
  if (e.leadAscii > 0 && isFlankedByWhitespace(node.previousSibling, / $/)) leading = text.slice(e.leadAscii, e.leadEnd);
  if (e.trailAscii < text.length && isFlankedByWhitespace(node.nextSibling, /^ /)) trailing = text.slice(e.trailStart, e.trailAscii);
  return { leading, trailing };
}

/** Space, tab, carriage return and line feed: the white space Turndown's edge pattern treats as collapsible. */
function isAsciiSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 13 || code === 10;
}

/**
 * The white-space runs at the text's edges, as Turndown's edge pattern
 * `^(([ \t\r\n]*)(\s*))(?:(?=\S)[\s\S]*\S)?((\s*?)([ \t\r\n]*))$` splits them: the leading run ends at `leadEnd`, its
 * ASCII part at `leadAscii`; the trailing run starts at `trailStart`, its ASCII part at `trailAscii`. A text of white
 * space alone is all leading. Scanned rather than matched: on a page's first call that pattern was compiled and
 * interpreted, 2.3% of the call in a Chromium profile with Markdown (30 scrapinghub pages).
 */
function edges(text: string): { leadAscii: number; leadEnd: number; trailStart: number; trailAscii: number } {
  const n = text.length;
  let leadAscii = 0;
  while (leadAscii < n && isAsciiSpace(text.charCodeAt(leadAscii))) leadAscii++;
  let leadEnd = leadAscii;
  while (leadEnd < n && isSpace(text.charCodeAt(leadEnd))) leadEnd++;
  let trailStart = n;
  while (trailStart > leadEnd && isSpace(text.charCodeAt(trailStart - 1))) trailStart--;
  let trailAscii = n;
  while (trailAscii > trailStart && isAsciiSpace(text.charCodeAt(trailAscii - 1))) trailAscii--;
  return { leadAscii, leadEnd, trailStart, trailAscii };
}

function isFlankedByWhitespace(sibling: Node | null, pattern: RegExp): boolean {
  if (!sibling) return false;
  if (sibling.nodeType === 3) return pattern.test(sibling.nodeValue ?? '');
  if (sibling.nodeType === 1 && !BLOCK.has(sibling.nodeName)) return pattern.test(sibling.textContent ?? '');
  return false;
}

function replacementForNode(service: TurndownService, rules: Rules, node: Annotated, isCode: boolean, whitespace: Flanking): string {
  const rule = rules.forNode(node);
  let content = processChildren(service, rules, node, isCode).join('');
  if (whitespace.leading || whitespace.trailing) content = content.trim();
  return whitespace.leading + rule.replacement!(content, node, service.options) + whitespace.trailing;
}

function trailingNewlines(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return text.length - end;
}

function leadingNewlines(text: string): number {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) === 10) start++;
  return start;
}

/** Appends `replacement`, with the larger of the newline runs on either side of the seam (at most two) between. */
function join(output: string[], replacement: string): void {
  const tail = output.pop() ?? '';
  const tailNewlines = trailingNewlines(tail);
  const headNewlines = leadingNewlines(replacement);
  const s1 = tailNewlines ? tail.slice(0, tail.length - tailNewlines) : tail;
  const s2 = headNewlines ? replacement.slice(headNewlines) : replacement;
  const separator = '\n\n'.substring(0, Math.max(tailNewlines, headNewlines));
  if (s1) output.push(s1);
  if (separator) output.push(separator);
  if (s2) output.push(s2);
}

/**
 * Turndown's white-space collapsing (its `collapseWhitespace` with `isPre` the `<pre>` test: Pith does not set
 * `preformattedCode`): runs of ASCII white space in text become one space, dropped at block edges, in document
 * order; comments go; the inside of a `<pre>` is left as written. Turndown's walk visits an element again when it
 * comes back up from its children; so does this one, in the same order, but it knows when it goes up instead of
 * asking each node whether the previous one was its child: its `next` was most of this pass's lines (three to five
 * DOM reads a step) in a Chromium profile of the 1 MB generated article.
 */
function collapseWhitespace(element: Node): void {
  if (!element.firstChild || element.nodeName === 'PRE') return;
  const run: Run = { prevText: null, keepLeadingWs: false };
  let node: Node | null = element.firstChild;
  while (node !== null) {
    const type = node.nodeType;
    if (type === 1) {
      const name: string = node.nodeName;
      visitElement(run, name);
      const child: Node | null = name === 'PRE' ? null : node.firstChild;
      if (child !== null) {
        node = child;
        continue;
      }
    } else if ((type !== 3 && type !== 4) || !collapseText(run, node as Text)) {
      // Removed (a comment, or text left empty): go on from where it was.
      const sibling: Node | null = node.nextSibling;
      const parent: Node = node.parentNode!;
      parent.removeChild(node);
      node = sibling ?? up(run, parent, element);
      continue;
    }
    node = node.nextSibling ?? up(run, node.parentNode!, element);
  }
  const last = run.prevText;
  if (last) {
    dropTrailingSpace(last);
    if (!last.data) last.parentNode!.removeChild(last);
  }
}

/** What the collapsing carries from one node to the next in document order. */
interface Run {
  /** The text the run of inline content ends with so far, if any. */
  prevText: Text | null;
  /** After an inline void element or `<pre>`: the next text keeps its leading space. */
  keepLeadingWs: boolean;
}

/** Collapses one text node; false when nothing is left of it (the caller removes it). */
function collapseText(run: Run, textNode: Text): boolean {
  const data = textNode.data;
  // Most text has no run to collapse: tested first, it is not copied.
  let text = COLLAPSIBLE.test(data) ? data.replace(/[ \r\n\t]+/g, ' ') : data;
  // The previous text's data (a DOM read) is asked last, only for a text that starts with a space.
  if (text[0] === ' ' && !run.keepLeadingWs && (!run.prevText || run.prevText.data.endsWith(' '))) text = text.substring(1);
  if (!text) return false;
  // Written only when it changed: each write is a DOM mutation.
  if (text !== data) textNode.data = text;
  run.prevText = textNode;
  return true;
}

/** An element met going down or, again, coming back up from its children. */
function visitElement(run: Run, name: string): void {
  if (BLOCK.has(name) || name === 'BR') {
    if (run.prevText) dropTrailingSpace(run.prevText);
    run.prevText = null;
    run.keepLeadingWs = false;
  } else if (VOID.has(name) || name === 'PRE') {
    // Spaces around inline void elements and an inline `<pre>` are kept.
    run.prevText = null;
    run.keepLeadingWs = true;
  } else if (run.prevText) {
    run.keepLeadingWs = false;
  }
}

/**
 * Past the last child of `parent`: visits `parent` again, and each ancestor left the same way, up to the first
 * with a next sibling, which is returned; null at `root`.
 */
function up(run: Run, parent: Node, root: Node): Node | null {
  for (let at = parent; at !== root; at = at.parentNode!) {
    visitElement(run, at.nodeName);
    const sibling = at.nextSibling;
    if (sibling !== null) return sibling;
  }
  return null;
}

/** Turndown's `data.replace(/ $/, '')`, written only when there is a space to drop (each write is a DOM mutation). */
function dropTrailingSpace(text: Text): void {
  const data = text.data;
  if (data.endsWith(' ')) text.data = data.slice(0, -1);
}

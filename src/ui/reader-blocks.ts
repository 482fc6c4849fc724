/**
 * The reader's pass over the article's parsed HTML, in the inert document, before DOMPurify and before it is shown
 * (article-batches.ts): the page's `<main>` becomes a plain block (the reader's own `<main>` is the landmark),
 * a `<div>` holding only a paragraph's text becomes a `<p>` (so it gets a paragraph's spacing), and paragraphs with
 * nothing in them go (with `content-visibility` their margins no longer collapse, so each doubled the gap), and so
 * do wrappers with nothing to show.
 * Then the lines above the lede the reader shows elsewhere: the title's heading (wherever it stands before the
 * lede) and a short line made only of a control's label or of a byline's word without its name.
 * Tests: e2e/reader-layout.spec.ts, test/extension/reader-blocks.test.ts.
 */

/** Inline content: a `<div>` holding only these and text reads as a paragraph. */
const PHRASING = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'img', 'ins', 'kbd',
  'mark', 'picture', 'q', 'ruby', 'rp', 'rt', 's', 'samp', 'small', 'source', 'span', 'strong', 'sub', 'sup', 'time',
  'u', 'var', 'wbr',
]);
/** A `<div>` in these stays a `<div>`: a paragraph's margins have no place in a cell, an item or a caption. */
const NO_PARAGRAPHS_IN = 'td, th, li, dt, dd, figcaption, caption, summary, label, button, pre';
/** Content with no text that still shows something: a paragraph holding one is not empty. */
const MEDIA = 'img, picture, video, audio, iframe, object, embed, svg, canvas, math, input, hr';
/** Where the lead ends: the first block of prose (this many words), or a list, table, quote or code. */
const PROSE_WORDS = 5;
const LEAD_ENDS = 'table, pre, ul, ol, dl, blockquote';
/** Not lines of the lead: a hero image's caption and credit may stand above the title. */
const NOT_LEAD = 'figure, picture, video, audio, svg, math';
/** Blocks that may be a line of the lead. */
const LINES = 'p, div, h1, h2, h3, h4, h5, h6, header, span, a, button';
/** A control or a link: a line whose every word is in one of these is a label (save, share, "read later"). */
const CONTROL = 'a, button, [role=button], [role=link], [role=menuitem]';
/** A short line: at most this many words and characters (a label or a byline's word, not a sentence). */
const SHORT_WORDS = 3;
const SHORT_CHARS = 30;
const BYLINE_WORDS = 2;

const squash = (text: string | null): string => (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
const words = (text: string): number => (text ? text.split(' ').length : 0);
/** Compared without case, punctuation or spacing (a curly and a straight apostrophe are the same title). */
const comparable = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function rename(el: Element, tag: string): Element {
  const next = el.ownerDocument.createElement(tag);
  for (const { name, value } of Array.from(el.attributes)) next.setAttribute(name, value);
  next.append(...Array.from(el.childNodes));
  el.replaceWith(next);
  return next;
}

function readsAsParagraph(div: Element): boolean {
  if (div.closest(NO_PARAGRAPHS_IN)) return false;
  if (!Array.from(div.children).every((child) => PHRASING.has(child.localName))) return false;
  return Array.from(div.childNodes).some((node) => node.nodeType === 3 && squash(node.textContent) !== '');
}

function isBlank(p: Element): boolean {
  return squash(p.textContent) === '' && !p.querySelector(MEDIA);
}

/** Every word of the line is inside a control or a link. */
function isControlLabel(line: Element): boolean {
  if (line.matches(CONTROL)) return true;
  const outermost = Array.from(line.querySelectorAll(CONTROL)).filter((el) => {
    const outer = el.parentElement?.closest(CONTROL);
    return !outer || !line.contains(outer);
  });
  const inControls = squash(outermost.map((el) => el.textContent).join(' '));
  return inControls !== '' && inControls === squash(line.textContent);
}

/**
 * What a byline says without its name ("By", "Written by:"): a line of a word or two with no digit and no
 * sentence's end, none of the authors' names in it, on a page that names its authors.
 */
function isBylineWord(text: string, authors: readonly string[]): boolean {
  if (!authors.length || words(text) > BYLINE_WORDS || /[\p{N}.!?]/u.test(text)) return false;
  const line = comparable(text);
  return line !== '' && !authors.some((name) => comparable(name).split(' ').some((part) => part && line.split(' ').includes(part)));
}

/** The lines of the lead, in order: blocks with text and no block of text inside them. */
function leadLines(body: Element): Element[] {
  const lines: Element[] = [];
  for (const el of Array.from(body.querySelectorAll(`${LEAD_ENDS}, ${LINES}`))) {
    if (el.matches(LEAD_ENDS)) break;
    if (el.closest(NOT_LEAD)) continue;
    const text = squash(el.textContent);
    if (!text || lines.some((line) => line.contains(el))) continue;
    // A line holds no other line with text (a wrapper of lines is not one).
    if (Array.from(el.querySelectorAll(LINES)).some((inner) => inner.matches('p, div, h1, h2, h3, h4, h5, h6, header') && squash(inner.textContent))) continue;
    lines.push(el);
    if (words(text) >= PROSE_WORDS && !/^h[1-6]$/.test(el.localName)) break;
  }
  return lines;
}

/** Removes `el`, and the wrappers it leaves with nothing to show. */
function removeWithEmptyWrappers(el: Element, body: Element): void {
  let parent = el.parentElement;
  el.remove();
  while (parent && parent !== body && isBlank(parent) && parent.children.length === 0) {
    const up: HTMLElement | null = parent.parentElement;
    parent.remove();
    parent = up;
  }
}

export interface Lead {
  /** The title the reader shows above the article. */
  title: string;
  /** The authors the reader's byline names. */
  authors: readonly string[];
}

/** Drops the lines above the lede that the reader shows elsewhere, or that only label a control. */
export function tidyLead(body: Element, lead: Lead): void {
  const title = comparable(lead.title);
  let titleSeen = false;
  for (const line of leadLines(body)) {
    const text = squash(line.textContent);
    if (!titleSeen && title && /^h[1-6]$/.test(line.localName) && comparable(text) === title) {
      titleSeen = true;
      removeWithEmptyWrappers(line, body);
      continue;
    }
    if (words(text) > SHORT_WORDS || text.length > SHORT_CHARS || /^h[1-6]$/.test(line.localName)) continue;
    if (isControlLabel(line) || isBylineWord(text, lead.authors)) removeWithEmptyWrappers(line, body);
  }
}

/** The whole pass, in the order above; `lead` is left out where the reader shows no title (none known). */
export function prepareReaderBlocks(body: Element, lead?: Lead): void {
  for (const main of Array.from(body.querySelectorAll('main'))) rename(main, 'div');
  for (const div of Array.from(body.querySelectorAll('div'))) if (readsAsParagraph(div)) rename(div, 'p');
  for (const p of Array.from(body.querySelectorAll('p'))) if (isBlank(p)) p.remove();
  // Wrappers with nothing to show, innermost first so a wrapper left empty by them goes too: a page nested past the
  // parser's depth leaves many thousands side by side, which the reader would lay out batch after batch for nothing.
  for (const div of Array.from(body.querySelectorAll('div')).reverse()) if (div.children.length === 0 && isBlank(div)) div.remove();
  if (lead) tidyLead(body, lead);
}

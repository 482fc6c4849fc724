/**
 * Plain text in the benchmark's gold format: headings on their own line, paragraphs separated by a blank line,
 * list items as `- item` (`1. item` in ordered lists), table rows one per line with cells separated by
 * ` | `, so words of adjacent blocks or cells never run together. Iterative walk with an explicit stack.
 * Figures and captions are in the content (HTML, Markdown) but not in the text, as in the gold (dom/figures.ts).
 */
import { BLOCK_TAGS } from '../dom/tags';
import type { Deadline } from '../dom/deadline';
import { hiddenMathSource } from '../dom/hidden';
import { isCaption, widgetCaption } from '../dom/figures';
import { normalizedText } from '../dom/walk';
import * as dom from '../dom/read';

type BlockKind = 'para' | 'item' | 'row' | 'pre';
interface Block { kind: BlockKind; text: string }

/** No text of these reaches the output; IFRAME and VIDEO are kept by cleaning only for Markdown (dom/kept-tags.ts KEEP_TAGS). */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'SVG', 'IFRAME', 'VIDEO', 'AUDIO']);
const CELL = new Set(['TD', 'TH']);
/** Text that `replace(/\s+/g, ' ')` changes: white space other than a space, or two white space characters in a row. */
const COLLAPSIBLE = /[^\S ]|\s{2}/;

interface State {
  blocks: Block[];
  buffer: string;
  /** Prefix of the list item whose text is being collected (`- `, `1. `), consumed by the next flush. */
  prefix: string;
  kind: BlockKind;
  listDepth: number;
  inCell: number;
  inPre: number;
}

/** How the text is read besides the tree; every field is optional. */
export interface TextOptions {
  /** Captions may be item cards (rule read-captions-as-cards): their words are text when they hold most of it; unset = false. */
  cardCaptions?: boolean;
}

/**
 * With `cardCaptions`, captions' words are text when leaving them out would keep less than this share of it: the
 * content is then a grid of cards whose names and prices sit in a <figure> or a `.caption` (192 of
 * 4,795 characters without them). Where captions are a part of the content (a gallery of swatch names, an Etsy card's
 * `wt-text-caption` seller line) they stay out, as on articles.
 */
export const CARD_CAPTIONS_TEXT_SHARE = 0.5;

/**
 * Serializes `content`; when `deadline` passes mid-walk the text stops there (the caller warns). With `cardCaptions`
 * the walk that leaves captions out also counts their characters, so the text is serialized a second time, with its
 * captions, only where they hold most of it (before, every collection page was serialized twice).
 */
export function toText(content: Element | null, deadline?: Deadline, options: TextOptions = {}): string {
  const cards = options.cardCaptions === true;
  const captions = cards ? { chars: 0 } : undefined;
  const text = serialize(content, { skipCaptions: true, widgetCaptions: cards }, deadline, captions);
  if (!captions || text.length >= (text.length + captions.chars) * CARD_CAPTIONS_TEXT_SHARE) return text;
  return serialize(content, { skipCaptions: false, widgetCaptions: cards }, deadline);
}

interface CaptionReading {
  /** Captions' words stay out of the text. */
  skipCaptions: boolean;
  /** ...except a caption-named block far from any picture, a widget's spelled-out label (dom/figures `widgetCaption`). */
  widgetCaptions: boolean;
}

/** Leaves captions out as `reading` says, adding their characters to `captions` when given. */
function serialize(content: Element | null, reading: CaptionReading, deadline?: Deadline, captions?: { chars: number }): string {
  if (!content) return '';
  const state: State = { blocks: [], buffer: '', prefix: '', kind: 'para', listDepth: 0, inCell: 0, inPre: 0 };
  // Stack entries: a node to enter, or an element to exit (marked by `exit`).
  const stack: Array<{ node: Node; exit: boolean }> = [{ node: content, exit: false }];
  const counters: number[] = [];
  while (stack.length > 0) {
    if (deadline?.tick()) break;
    const { node, exit } = stack.pop()!;
    if (dom.nodeType(node) === 3) {
      appendText(state, (node as Text).data);
      continue;
    }
    if (dom.nodeType(node) !== 1) continue;
    const el = node as Element;
    const tag = dom.tagName(el);
    if (exit) {
      leave(state, el, counters);
      continue;
    }
    if (SKIP.has(tag) || hiddenMathSource(el)) continue; // hidden TeX/MathML kept by cleaning for the Markdown only
    if (reading.skipCaptions && isCaption(el, textLength) && !(reading.widgetCaptions && widgetCaption(el))) {
      if (captions) captions.chars += textLength(el);
      continue;
    }
    enter(state, el, counters);
    stack.push({ node: el, exit: true });
    for (let child = dom.lastChild(el); child; child = dom.previousSibling(child)) stack.push({ node: child, exit: false });
  }
  flush(state);
  return join(state.blocks);
}

const textLength = (el: Element): number => normalizedText(el).length;

function appendText(state: State, data: string): void {
  if (state.inPre > 0) { state.buffer += data; return; }
  // Most text has no run to collapse: tested first, it is not copied.
  const collapsed = COLLAPSIBLE.test(data) ? data.replace(/\s+/g, ' ') : data;
  if (collapsed === ' ' && (state.buffer === '' || state.buffer.endsWith(' '))) return;
  state.buffer += state.buffer.endsWith(' ') ? collapsed.replace(/^ /, '') : collapsed;
}

function enter(state: State, el: Element, counters: number[]): void {
  const tag = dom.tagName(el);
  if (tag === 'BR') { breakLine(state); return; }
  if (CELL.has(tag)) {
    if (state.buffer.trim() !== '') state.buffer = `${state.buffer.trimEnd()} | `;
    state.inCell++;
    return;
  }
  if (state.inCell > 0) { if (BLOCK_TAGS.has(tag)) appendText(state, ' '); return; }
  if (tag === 'TR') { flush(state); state.kind = 'row'; return; }
  if (tag === 'PRE') { flush(state); state.kind = 'pre'; state.inPre++; return; }
  if (tag === 'UL' || tag === 'OL') {
    flush(state);
    state.listDepth++;
    counters.push(tag === 'OL' ? Number(dom.getAttribute(el, 'start') ?? 1) || 1 : 0);
    return;
  }
  if (tag === 'LI') {
    flush(state);
    const n = counters.length > 0 ? counters[counters.length - 1] : 0;
    const indent = '  '.repeat(Math.max(0, state.listDepth - 1));
    state.prefix = n > 0 ? `${indent}${n}. ` : `${indent}- `;
    if (n > 0) counters[counters.length - 1] = n + 1;
    state.kind = 'item';
    return;
  }
  if (BLOCK_TAGS.has(tag)) {
    flush(state);
    if (state.listDepth > 0) state.kind = 'item';
  }
}

function leave(state: State, el: Element, counters: number[]): void {
  const tag = dom.tagName(el);
  if (CELL.has(tag)) { state.inCell--; return; }
  if (state.inCell > 0) return;
  if (tag === 'PRE') { flushPre(state); state.inPre--; return; }
  if (tag === 'UL' || tag === 'OL') { flush(state); state.listDepth--; counters.pop(); return; }
  if (tag === 'TR') { flush(state); state.kind = 'para'; return; }
  if (BLOCK_TAGS.has(tag)) {
    flush(state);
    state.kind = state.listDepth > 0 ? 'item' : 'para';
  }
}

function breakLine(state: State): void {
  if (state.inPre > 0) { state.buffer += '\n'; return; }
  state.buffer = `${state.buffer.trimEnd()}\n`;
}

function flush(state: State): void {
  if (state.inPre > 0) return;
  const text = state.buffer.split('\n').map((line) => line.trim()).filter(Boolean).join('\n');
  state.buffer = '';
  if (!text) return;
  state.blocks.push({ kind: state.kind, text: state.prefix + text });
  state.prefix = '';
}

function flushPre(state: State): void {
  const text = state.buffer.replace(/^\n+|\s+$/g, '');
  state.buffer = '';
  if (text) state.blocks.push({ kind: 'pre', text });
  state.kind = state.listDepth > 0 ? 'item' : 'para';
}

/** Items of one list and rows of one table stay on consecutive lines; everything else is a paragraph. */
function join(blocks: Block[]): string {
  let out = '';
  for (let i = 0; i < blocks.length; i++) {
    if (i > 0) {
      const tight = (blocks[i].kind === 'item' && blocks[i - 1].kind === 'item') || (blocks[i].kind === 'row' && blocks[i - 1].kind === 'row');
      out += tight ? '\n' : '\n\n';
    }
    out += blocks[i].text;
  }
  return out;
}

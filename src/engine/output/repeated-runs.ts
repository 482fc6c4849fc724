/**
 * A section whose blocks repeat, word for word, an earlier section of the content is a second copy of it: a
 * responsive variant the page hides with a media query (Framer's `ssr-variant hidden-…` copies of a whole article,
 *), or a template rendered twice. Where the page's CSS is not applied (Node, or a variant shown at
 * the reader's width) both copies reach the result; the later copy goes.
 *
 * Single repeated blocks stay: API references repeat a parameter's description, pricing tiers and packages
 * repeat their feature bullets, and a thread's log is pasted twice on purpose. A run goes only when it is
 * several blocks long, long in text, holds prose (a run of list items alone is such a feature list), and is the
 * whole of its container, as its original is. Quotes are one block each, so a reply quoting a post never matches
 * the post's paragraphs.
 */
import type { Removal } from '../types';
import { BLOCK_TAGS } from '../dom/tags';
import { describe, walkElements } from '../dom/walk';
import * as dom from '../dom/read';
import { MIN_REPEATS } from '../shared/facts';
import { SUBSTANTIAL_PARAGRAPH } from '../dom/stats';

/** The characters of text a repeated run (MIN_REPEATS blocks at least) must hold together. */
export const MIN_RUN_CHARS = 400;

/** Blocks read whole: their inner blocks are one text (a quote, a code listing). */
const WHOLE_BLOCK_TAGS = new Set(['BLOCKQUOTE', 'PRE', 'TABLE']);

interface TextBlock { el: Element; text: string }

/** Removes, from the engine's copy of the content, every later copy of a section, recording each in `removed`. */
export function dropRepeatedRuns(content: Element, removed: Removal[]): void {
  const blocks = textBlocks(content);
  const first = new Map<string, number>();
  blocks.forEach((block, i) => { if (!first.has(block.text)) first.set(block.text, i); });
  for (let i = 0; i < blocks.length;) {
    const earlier = first.get(blocks[i].text)!;
    const length = repeatLength(blocks, earlier, i);
    const run = blocks.slice(i, i + length);
    const copy = length >= MIN_REPEATS && isSubstantial(run) ? wholeContainer(blocks, i, length, content) : null;
    if (copy && wholeContainer(blocks, earlier, length, content)) {
      removed.push({ step: 'output', rule: 'drop-repeated-runs', selector: describe(copy), reason: `repeats an earlier section of ${length} blocks`, chars: charsOf(run) });
      copy.remove();
      i += length;
    } else {
      i++;
    }
  }
}

/**
 * The element holding exactly the blocks `from`..`from + length` (the nearest ancestor of all of them, when no other
 * block is inside it), or null. A second copy is a whole section: plans or tiers that share most of their lines
 * differ somewhere inside each section (six meal plans repeating their schedule lines), so
 * their shared stretches are no section's whole.
 */
function wholeContainer(blocks: TextBlock[], from: number, length: number, content: Element): Element | null {
  const last = blocks[from + length - 1].el;
  let container: Element | null = blocks[from].el;
  while (container && container !== content && !dom.contains(container, last)) container = dom.parentElement(container);
  if (!container || container === content) return null;
  const before = blocks[from - 1];
  const after = blocks[from + length];
  if ((before && dom.contains(container, before.el)) || (after && dom.contains(container, after.el))) return null;
  return container;
}

/** How many blocks from `at` repeat, one for one, the blocks from `earlier` (a copy never overlaps its original). */
function repeatLength(blocks: TextBlock[], earlier: number, at: number): number {
  let length = 0;
  while (earlier + length < at && at + length < blocks.length && blocks[at + length].text === blocks[earlier + length].text) length++;
  return length;
}

function isSubstantial(run: TextBlock[]): boolean {
  return charsOf(run) >= MIN_RUN_CHARS && run.some((block) => block.text.length >= SUBSTANTIAL_PARAGRAPH && !dom.closest(block.el, 'li'));
}

function charsOf(run: TextBlock[]): number {
  return run.reduce((sum, block) => sum + block.text.length, 0);
}

/**
 * The content's innermost blocks with text, in document order, their text with white space collapsed. A block
 * is innermost when the next block in document order is not inside it.
 */
function textBlocks(content: Element): TextBlock[] {
  const candidates: Element[] = [];
  walkElements(content, (el) => {
    const tag = dom.tagName(el);
    if (BLOCK_TAGS.has(tag)) candidates.push(el);
    return !WHOLE_BLOCK_TAGS.has(tag);
  });
  const blocks: TextBlock[] = [];
  candidates.forEach((el, i) => {
    const next = candidates[i + 1];
    if (next && dom.contains(el, next)) return;
    const text = (dom.textContent(el) ?? '').replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ el, text });
  });
  return blocks;
}

/**
 * Cuts Markdown or text to a size budget (characters or tokens) at a block boundary: whole blocks are kept while
 * they fit, then the marker. Only when not even the first block fits is it cut inside: a list or table at a line
 * (a table keeps its header and delimiter rows, else nothing), a paragraph at a space; a code block never.
 */
import { BLOCK_SEPARATOR, splitBlocks, type Block } from './blocks';

/** Size of a piece of text in the budget's unit (characters, or tokens of a tokenizer). */
export type Measure = (text: string) => number;

export interface Cut { text: string; cut: boolean }

/** `marker` is appended as its own block when anything is left out; the result, marker included, fits `limit`. */
export function cutToBudget(body: string, limit: number, measure: Measure, marker: string): Cut {
  if (measure(body) <= limit) return { text: body, cut: false };
  const room = limit - measure(`${BLOCK_SEPARATOR}${marker}`);
  const kept = room > 0 ? wholeBlocks(splitBlocks(body), room, measure) : [];
  const text = kept.length ? `${kept.join(BLOCK_SEPARATOR)}${BLOCK_SEPARATOR}${marker}` : marker;
  return { text, cut: true };
}

/**
 * The longest run of leading blocks that fits `room`. Block sizes are summed (a tokenizer's counts are nearly
 * additive across a blank line), then the joined text is measured and trimmed until it truly fits.
 */
function wholeBlocks(blocks: Block[], room: number, measure: Measure): string[] {
  const separator = measure(BLOCK_SEPARATOR);
  const kept: string[] = [];
  let size = 0;
  for (const block of blocks) {
    const grown = size + (kept.length ? separator : 0) + measure(block.text);
    if (grown > room) break;
    kept.push(block.text);
    size = grown;
  }
  while (kept.length && measure(kept.join(BLOCK_SEPARATOR)) > room) kept.pop();
  if (kept.length === 0 && blocks.length) {
    const part = partOf(blocks[0], room, measure);
    if (part) kept.push(part);
  }
  return kept;
}

/** The beginning of a block too large to keep whole, cut where the reader loses no half row, line or word. */
function partOf(block: Block, room: number, measure: Measure): string {
  if (block.kind === 'code') return '';
  const lines = block.text.split('\n');
  if (lines.length > 1) {
    const head = block.kind === 'table' ? 2 : 1;
    const fitting = longestFit(lines.length, (n) => measure(lines.slice(0, n).join('\n')) <= room);
    return fitting >= head ? lines.slice(0, fitting).join('\n') : block.kind === 'table' ? '' : wordsOf(lines[0], room, measure);
  }
  return wordsOf(block.text, room, measure);
}

function wordsOf(line: string, room: number, measure: Measure): string {
  const ends = [...line.matchAll(/\S(?=\s)/g)].map((m) => m.index + 1);
  const fitting = longestFit(ends.length, (n) => measure(line.slice(0, ends[n - 1])) <= room);
  return fitting ? line.slice(0, ends[fitting - 1]) : '';
}

/** The largest n in [0, count] with fits(n) true, for a `fits` true up to some n and false after (binary search). */
function longestFit(count: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Markdown (or the text output) as a list of blocks, the only places a size budget may cut: blank lines outside
 * fenced code. A fenced code block is one block whatever blank lines it holds; a table or a list without blank
 * lines is one block whose lines (rows, items) are the next places to cut.
 */

/** An opening or closing code fence (CommonMark: three or more backticks or tildes, indented at most 3). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A GFM table's delimiter row, the second line of a table block. */
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

export type BlockKind = 'code' | 'table' | 'lines';

export interface Block { kind: BlockKind; text: string }

export function splitBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (lines.length) blocks.push({ kind: kindOf(lines), text: lines.join('\n') });
    lines = [];
  };
  for (const line of body.split('\n')) {
    if (fence) {
      lines.push(line);
      const close = FENCE.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length && line.trim() === close[1]) fence = null;
      continue;
    }
    const open = FENCE.exec(line);
    if (open && lines.length === 0) {
      fence = open[1];
      lines.push(line);
      continue;
    }
    if (line.trim() === '') flush();
    else lines.push(line);
  }
  flush();
  return blocks;
}

function kindOf(lines: string[]): BlockKind {
  if (FENCE.test(lines[0])) return 'code';
  if (lines.length >= 2 && lines[0].includes('|') && TABLE_DELIMITER.test(lines[1])) return 'table';
  return 'lines';
}

/** Blocks are written back separated by one blank line. */
export const BLOCK_SEPARATOR = '\n\n';

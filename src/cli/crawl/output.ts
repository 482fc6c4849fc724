/**
 * A crawl's `.jsonl` files: written line by line as pages finish (so memory does not grow with the crawl), and read
 * back by `--resume` for the records they already hold. A run stopped in the middle of a line leaves that line cut:
 * resuming cuts it off and extracts its page again.
 */
import { createWriteStream, existsSync, openSync, readSync, closeSync, statSync, truncateSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';

/** The record ids a `.jsonl` file holds, after cutting off a last line left unfinished. */
export function recordsWritten(path: string): Set<string> {
  const done = new Set<string>();
  if (!existsSync(path)) return done;
  let complete = 0;
  let offset = 0;
  let carry = '';
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, offset)) > 0; offset += read) {
      const lines = (carry + buffer.subarray(0, read).toString('utf8')).split('\n');
      carry = lines.pop()!;
      for (const line of lines) {
        complete += Buffer.byteLength(line) + 1;
        const id = recordIdOf(line);
        if (id !== undefined) done.add(id);
      }
    }
  } finally {
    closeSync(fd);
  }
  if (complete < statSync(path).size) truncateSync(path, complete);
  return done;
}

function recordIdOf(line: string): string | undefined {
  try {
    const id = (JSON.parse(line) as { recordId?: unknown }).recordId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Appends lines to a file (or stdout), waiting when the stream's buffer is full rather than holding lines in memory. */
export class LineWriter {
  private constructor(private readonly stream: WriteStream | undefined, private readonly print?: (text: string) => void) {}

  static file(path: string, append: boolean): LineWriter {
    return new LineWriter(createWriteStream(path, { flags: append ? 'a' : 'w' }));
  }

  /** The command's stdout (one input and no --out). */
  static to(print: (text: string) => void): LineWriter {
    return new LineWriter(undefined, print);
  }

  async write(line: string): Promise<void> {
    if (!this.stream) return this.print!(line);
    if (!this.stream.write(line)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    if (!this.stream) return;
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

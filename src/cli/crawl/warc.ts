/**
 * The HTML pages of a WARC file (`.warc` or `.warc.gz`), read as a stream with webrecorder's warcio: one record in
 * memory at a time. A record that is not an HTML response with status 200 is passed over.
 *
 * warcio reads what is well formed and goes quiet on what is not: a gzip member cut short makes it stop as if the file
 * had ended, and a wrong Content-Length makes it read the next record's bytes as this one's. So every record is
 * checked before its page is handed out (`checkEnd`, `complete`), a broken one becomes a `broken` item naming its
 * offset, and reading starts again at the next record boundary found in the bytes after it (`nextBoundary`): the
 * next gzip member in a `.warc.gz`, the next `WARC/1.x` line in a `.warc`. Only when no boundary follows is the rest
 * of the file lost, and the item says so.
 */
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { WARCParser, type LimitReader, type WARCRecord } from 'warcio';

/** An HTML response of the crawl: the payload as sent (content and transfer encodings undone), not yet decoded to text. */
export interface WarcPage {
  kind: 'page';
  /** Where the record starts in the file (of its gzip member in a .warc.gz). */
  offset: number;
  recordId: string;
  url: string;
  /** WARC-Date: when the page was fetched. */
  date: string;
  /** The HTTP Content-Type header (its charset, when any, decodes the page). */
  contentType: string;
  body: Uint8Array;
}

/** A record that could not be read whole; what its headers said, where they could be read. */
export interface WarcBroken {
  kind: 'broken';
  offset: number;
  reason: string;
  recordId?: string;
  url?: string;
  date?: string;
}

export type WarcItem = WarcPage | WarcBroken;

/** Media types read as HTML pages. */
const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);
const WARC_LINES = [Buffer.from('WARC/1.0\r\n'), Buffer.from('WARC/1.1\r\n')];

export async function* readWarc(path: string): AsyncGenerator<WarcItem> {
  const size = statSync(path).size;
  const gzip = startsWith(path, 0, GZIP_MAGIC.subarray(0, 2));
  let start = 0;
  let resyncing = false;
  while (start < size) {
    const failure = yield* readFrom(path, start, gzip, size, resyncing);
    if (!failure) return;
    const next = nextBoundary(path, failure.offset + 1, gzip);
    if (failure.item) {
      // warcio could not inflate a broken member at all: its headers are read from what inflates of it.
      if (gzip && failure.item.recordId === undefined) Object.assign(failure.item, headersInMember(path, failure.offset, next ?? size));
      if (next === undefined) failure.item.reason += `; no record follows it, so the rest of the file (from offset ${failure.offset}) is lost`;
      yield failure.item;
    }
    if (next === undefined) return;
    start = next;
    // A boundary found by its bytes may be a chance match inside compressed data: if nothing reads there, say nothing.
    resyncing = true;
  }
}

interface Failure { offset: number; item?: WarcBroken }

/**
 * Reads records from `start` until the file ends (undefined) or a record is broken (where, and the item to report).
 * After a resync nothing is reported until a record there has read whole: the boundary may have been a chance match.
 */
async function* readFrom(path: string, start: number, gzip: boolean, size: number, resyncing: boolean): AsyncGenerator<WarcItem, Failure | undefined> {
  const parser = new WARCParser(createReadStream(path, { start }));
  /** In a .warc.gz, a record is known whole only once the parser has moved past its gzip member. */
  let pending: { offset: number; item: WarcItem | undefined; known: Known } | undefined;
  let confirmed = !resyncing;
  const fail = (offset: number, reason: string, known: Known = {}): Failure => {
    if (!confirmed) return { offset: start };
    return { offset, item: { kind: 'broken', offset, reason: `offset ${offset}: ${reason}`, ...known } };
  };
  for (;;) {
    let record: WARCRecord | null;
    let warning: string | undefined;
    try {
      ({ record, warning } = await parseQuietly(parser));
    } catch (error) {
      return fail(pending?.offset ?? start + parser.offset, `unreadable record: ${(error as Error).message}`, pending?.known);
    }
    const offset = start + parser.offset;
    if (pending) {
      // Whole when its member ended (the raw offset moves on only at the end of a member that inflated without error)
      // and warcio found the length right.
      // (warcio's own offset turns into a count of inflated bytes once the gzip stream fails: its raw count is read.)
      const inflatedTo = start + parser._reader._rawOffset;
      const ended = record || !parser._reader.compressed ? inflatedTo > pending.offset : inflatedTo === size;
      const problem = warning ?? (ended ? undefined : parser._reader.compressed ? 'truncated gzip member' : 'corrupt gzip member');
      if (problem) return fail(pending.offset, problem, pending.known);
      confirmed = true;
      if (pending.item) yield pending.item;
      pending = undefined;
    }
    // The inflater reads ahead: a broken member after a whole one shows as soon as the next record is read.
    if (gzip && !parser._reader.compressed) return fail(start + parser._reader._rawOffset, 'corrupt or truncated gzip member');
    if (!record) return warning ? fail(offset, warning) : confirmed || offset === size ? undefined : { offset: start };
    const headerProblem = checkHeaders(record);
    if (headerProblem) return fail(offset, headerProblem, headersOf(record));
    const endProblem = gzip ? undefined : checkEnd(path, start + parser._warcHeadersLength + record.warcContentLength, size);
    if (endProblem) return fail(offset, endProblem, headersOf(record));
    let item: WarcItem | undefined;
    try {
      const body = isHtmlResponse(record) ? await record.readFully(false) : await drain(record);
      if (blockReader(record).limit > 0) return fail(offset, 'record cut short: the file ends inside it', headersOf(record));
      // The content encoding (gzip, br) and chunking undone, from the payload read above.
      if (body) item = page(record, offset, await record.readFully(true));
    } catch (error) {
      return fail(offset, `unreadable record: ${(error as Error).message}`, headersOf(record));
    }
    if (gzip) {
      pending = { offset, item, known: headersOf(record) };
    } else {
      confirmed = true;
      if (item) yield item;
    }
  }
}

/** The reader of a record's block, whose `limit` is what is left of the declared length. */
function blockReader(record: WARCRecord): LimitReader {
  return (record as unknown as { _reader: LimitReader })._reader;
}

/** What a record's headers say of it, as far as they could be read. */
type Known = Pick<WarcBroken, 'recordId' | 'url' | 'date'>;

/** warcio reports a record whose length does not end at the next record with console.warn: caught as the record's problem. */
async function parseQuietly(parser: WARCParser): Promise<{ record: WARCRecord | null; warning?: string }> {
  const warn = console.warn;
  let warning: string | undefined;
  console.warn = (...args: unknown[]) => { warning ??= `bad record length: the record does not end where its Content-Length says (warcio: ${args.map(String).join(' ')})`; };
  try {
    return { record: await parser.parse(), warning };
  } finally {
    console.warn = warn;
  }
}

/** The headers every record has: a `WARC/` line, one type, one id, a length in digits. */
function checkHeaders(record: WARCRecord): string | undefined {
  const { statusline } = record.warcHeaders;
  if (!statusline?.startsWith('WARC/')) return `no WARC record starts here (read "${statusline?.slice(0, 40) ?? ''}")`;
  const type = record.warcType ?? '';
  const id = record.warcHeader('WARC-Record-ID') ?? '';
  const length = record.warcHeader('Content-Length') ?? '';
  // Two records' headers run together (one cut short) read as one record with two values.
  if (!type || type.includes(',')) return `bad WARC-Type "${type}"`;
  if (!id || id.includes(',')) return `bad WARC-Record-ID "${id}"`;
  for (const name of ['WARC-Target-URI', 'WARC-Date']) {
    if (record.warcHeader(name)?.includes(', ')) return `two ${name} values: the headers of two records run together`;
  }
  if (!/^\d+$/.test(length.trim())) return `bad Content-Length "${length}"`;
  return undefined;
}

/** In an uncompressed WARC a record's length is checked before it is read: its block ends with two CRLFs and the next record or the file's end. */
function checkEnd(path: string, end: number, size: number): string | undefined {
  if (end + 4 > size) return `bad record length: the file ends inside the record (it declares ${end - size + 4} bytes more than there are)`;
  const bytes = readAt(path, end, 4 + 5);
  const followed = bytes.subarray(0, 4).toString('latin1') === '\r\n\r\n' && (end + 4 === size || bytes.subarray(4).toString('latin1') === 'WARC/');
  return followed ? undefined : 'bad record length: the record does not end where its Content-Length says';
}

function isHtmlResponse(record: WARCRecord): boolean {
  if (record.warcType !== 'response') return false;
  const info = record.getResponseInfo();
  return Number(info?.status) === 200 && HTML_TYPES.test(info?.headers.get('content-type') ?? '');
}

/** Reads a record's block to its end without keeping it (warcio's own skip waits forever on a block the file cuts short). */
async function drain(record: WARCRecord): Promise<undefined> {
  for await (const _chunk of record.reader) { /* discarded */ }
  record.consumed = 'skipped';
  return undefined;
}

function page(record: WARCRecord, offset: number, body: Uint8Array): WarcPage {
  const { recordId = '', url = '', date = '' } = headersOf(record);
  return { kind: 'page', offset, recordId, url, date, contentType: record.getResponseInfo()?.headers.get('content-type') ?? '', body };
}

function headersOf(record: WARCRecord): Known {
  const out: Known = {};
  const recordId = record.warcHeader('WARC-Record-ID');
  if (recordId) out.recordId = recordId;
  if (record.warcTargetURI) out.url = record.warcTargetURI;
  if (record.warcDate) out.date = record.warcDate;
  return out;
}

/** The WARC headers at the start of a gzip member cut short or run into the next one (zlib gives what inflates before the damage). */
function headersInMember(path: string, from: number, to: number): Known {
  let text: string;
  try {
    const bytes = readAt(path, from, Math.min(to - from, MEMBER_HEADERS_BYTES));
    text = gunzipSync(bytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).subarray(0, MEMBER_HEADERS_BYTES).toString('utf8');
  } catch {
    return {};
  }
  const end = text.indexOf('\r\n\r\n');
  // Headers cut short: the last line may be cut too, and is not read.
  const block = end >= 0 ? text.slice(0, end) : text.slice(0, Math.max(0, text.lastIndexOf('\r\n')));
  if (!block.startsWith('WARC/')) return {};
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.+?)\\r?$`, 'im').exec(block)?.[1];
  const known: Known = {};
  const [recordId, url, date] = [field('WARC-Record-ID'), field('WARC-Target-URI'), field('WARC-Date')];
  if (recordId) known.recordId = recordId;
  if (url) known.url = url.replace(/^<(.*)>$/, '$1');
  if (date) known.date = date;
  return known;
}

/** Enough of a member for its WARC headers. */
const MEMBER_HEADERS_BYTES = 64 * 1024;

/** How much of the file the boundary search reads at a time. */
const SCAN_CHUNK = 1 << 20;

/** The first offset at or after `from` where a record may start: a gzip member's magic, or a `WARC/1.x` line. */
function nextBoundary(path: string, from: number, gzip: boolean): number | undefined {
  const needles = gzip ? [GZIP_MAGIC] : WARC_LINES;
  const overlap = Math.max(...needles.map((n) => n.length)) - 1;
  const size = statSync(path).size;
  for (let at = from; at < size; at += SCAN_CHUNK) {
    const chunk = readAt(path, at, SCAN_CHUNK + overlap);
    const found = needles.map((n) => chunk.indexOf(n)).filter((i) => i >= 0);
    if (found.length > 0) return at + Math.min(...found);
  }
  return undefined;
}

function startsWith(path: string, at: number, bytes: Buffer): boolean {
  return readAt(path, at, bytes.length).equals(bytes);
}

function readAt(path: string, at: number, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, readSync(fd, buffer, 0, length, at));
  } finally {
    closeSync(fd);
  }
}

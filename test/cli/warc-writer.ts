// Writes small WARC files for the crawl tests with warcio's serializer: a warcinfo record first, then per page a
// request record and its response, as a crawler writes them. Pages are hand-written HTML made from a number.
import { writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { WARCRecord, WARCSerializer } from 'warcio';

export interface TestPage {
  url: string;
  html: string;
  status?: number;
  contentType?: string;
}

/** A page with a title, a heading and enough paragraphs for the engine to read as an article. */
export function articlePage(n: number, host = 'example.org'): TestPage {
  const paragraphs = Array.from({ length: 4 }, (_, i) =>
    `<p>Paragraph ${i + 1} of article ${n}: the river rose after the long rain, and the town council met on the bridge to decide what should be done about the mill, the road and the footpath along the water.</p>`).join('\n');
  return {
    url: `https://${host}/articles/${n}`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Article number ${n}</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Article number ${n}</h1>${paragraphs}</article>
<footer>Copyright the example town paper</footer></body></html>`,
  };
}

const encoder = new TextEncoder();

async function* bytes(text: string): AsyncGenerator<Uint8Array> {
  yield encoder.encode(text);
}

/** One serialized record per element, in file order: warcinfo, then request and response per page. */
export async function warcRecords(pages: TestPage[], gzip: boolean): Promise<Uint8Array[]> {
  const records: WARCRecord[] = [WARCRecord.createWARCInfo({ filename: 'test.warc', warcVersion: 'WARC/1.1' }, { software: 'pith tests' })];
  for (const page of pages) {
    const { pathname } = new URL(page.url);
    records.push(WARCRecord.create({
      url: page.url, type: 'request', warcVersion: 'WARC/1.1', statusline: `GET ${pathname} HTTP/1.1`,
      httpHeaders: { Host: new URL(page.url).host, 'User-Agent': 'test' },
    }, bytes('')));
    const status = page.status ?? 200;
    records.push(WARCRecord.create({
      url: page.url, type: 'response', warcVersion: 'WARC/1.1', date: '2026-03-01T10:00:00Z', statusline: `HTTP/1.1 ${status} ${status === 200 ? 'OK' : 'Other'}`,
      httpHeaders: { 'Content-Type': page.contentType ?? 'text/html; charset=utf-8' },
    }, bytes(page.html)));
  }
  return Promise.all(records.map((record) => WARCSerializer.serialize(record, { gzip })));
}

export function writeWarc(path: string, records: Uint8Array[]): void {
  writeFileSync(path, Buffer.concat(records));
}

/** The record ids of serialized records, in order (the WARC-Record-ID header of each, gunzipped if needed). */
export function recordIdOf(record: Uint8Array): string {
  const plain = record[0] === 0x1f && record[1] === 0x8b ? gunzipSync(record) : Buffer.from(record);
  return /WARC-Record-ID: (<[^>]+>)/.exec(plain.toString('latin1'))?.[1] ?? '';
}

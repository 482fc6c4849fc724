// Intent: `pith extract` over WARC files, as a child process through the real launcher: every HTML response (status
// 200) becomes one JSON line and every other record is passed over; worker threads give the same lines as one
// thread (which run a prebuilt bundle of the engine, the command's own thread tsx's loader); a cut gzip member or a
// wrong Content-Length is an error line for that record while the rest still comes out (exit 1, the files named on
// stderr); --resume after a killed run writes each page once. Each case is one run of the CLI where one suffices:
// starting it is most of a test's time.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, recordIdOf, warcRecords, writeWarc, type TestPage } from './warc-writer';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
// Child processes start tsx, the engine and worker threads on a machine that may be busy.
const SLOW = 300_000;

interface Result { code: number; stdout: string; stderr: string }

function pith(args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'extract', ...args], { cwd: ROOT, maxBuffer: 50 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

interface Line { url: string; recordId: string; fetched?: string; title?: string; text?: string; markdown?: string; error?: string }

function lines(path: string): Line[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line);
}

/** Serialized records of pages: [warcinfo, request 0, response 0, request 1, response 1, ...]. */
const responseIndex = (page: number): number => 2 + page * 2;

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'pith-crawl-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pith extract on WARC files', () => {
  it('writes one JSON line with url and text per HTML response of a 120-page crawl, and passes over every other record', async () => {
    const pages: TestPage[] = Array.from({ length: 120 }, (_, i) => articlePage(i));
    // Responses that are no page to read: an image, a 404 page, a redirect.
    const others: TestPage[] = [
      { url: 'https://example.org/logo.png', html: 'PNG bytes', contentType: 'image/png' },
      { ...articlePage(900), status: 404 },
      { ...articlePage(901), status: 301 },
    ];
    const records = await warcRecords([...pages.slice(0, 60), ...others, ...pages.slice(60)], true);
    const warc = join(dir, 'crawl-120.warc.gz');
    writeWarc(warc, records);
    const out = join(dir, 'out-120');
    const { code, stderr } = await pith([warc, '--out', out, '--jobs', '2']);
    expect(stderr).toContain('120 pages');
    expect(code).toBe(0);
    const written = lines(join(out, 'crawl-120.jsonl'));
    expect(written).toHaveLength(120);
    expect(new Set(written.map((l) => l.url))).toEqual(new Set(pages.map((p) => p.url)));
    for (const line of written) {
      const n = Number(line.url.split('/').pop());
      expect(line.error).toBeUndefined();
      expect(line.title).toBe(`Article number ${n}`);
      expect(line.text).toContain(`Paragraph 1 of article ${n}:`);
      expect(line.text).not.toContain('Copyright');
      expect(line.fetched).toBe('2026-03-01T10:00:00Z');
    }
    const responseIds = new Set(records.map(recordIdOf).filter((_, i) => i >= 2 && i % 2 === 0));
    for (const line of written) expect(responseIds.has(line.recordId)).toBe(true);
  }, SLOW);

  it('gives the same lines with --jobs 2 as with --jobs 1 (in any order), from a plain .warc to stdout, decoding by the HTTP charset', async () => {
    // The page's own meta says UTF-8: the HTTP header, which browsers follow first, must win.
    const html = '<html><head><meta charset="utf-8"><title>Caf\u00e9 na\u00efve</title></head><body><article><h1>Caf\u00e9 na\u00efve</h1>' +
      `<p>${'Cr\u00e8me br\u00fbl\u00e9e, d\u00e9j\u00e0 vu and a fa\u00e7ade of old stone along the river. '.repeat(6)}</p></article></body></html>`;
    const records = await warcRecords([...Array.from({ length: 12 }, (_, i) => articlePage(i, 'example.com')),
      { url: 'https://example.fr/cafe', html: 'PLACEHOLDER', contentType: 'text/html; charset=windows-1252' }], false);
    // The last payload in windows-1252 bytes, its length fixed to match.
    const last = records.length - 1;
    const text = Buffer.from(records[last]).toString('latin1');
    const body = iconv.encode(html, 'windows-1252').toString('latin1');
    const block = text.slice(text.indexOf('\r\n\r\n') + 4, -4).replace('PLACEHOLDER', body);
    const headers = text.slice(0, text.indexOf('\r\n\r\n')).replace(/Content-Length: \d+/, `Content-Length: ${Buffer.byteLength(block, 'latin1')}`)
      .replace(/WARC-(Block|Payload)-Digest: [^\r]+\r\n/g, '');
    records[last] = Buffer.from(`${headers}\r\n\r\n${block}\r\n\r\n`, 'latin1');
    const warc = join(dir, 'small.warc');
    writeWarc(warc, records);
    const [one, two] = await Promise.all([pith([warc, '--jobs', '1']), pith([warc, '--jobs', '2'])]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const parsed = (stdout: string) => stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
    const content = (stdout: string) => parsed(stdout)
      .map(({ url, recordId, title, text, markdown }) => JSON.stringify({ url, recordId, title, text, markdown })).sort();
    expect(content(one.stdout)).toHaveLength(13);
    expect(content(two.stdout)).toEqual(content(one.stdout));
    const cafe = parsed(two.stdout).find((l) => l.url === 'https://example.fr/cafe')!;
    expect(cafe.title).toBe('Caf\u00e9 na\u00efve');
    expect(cafe.text).toContain('Cr\u00e8me br\u00fbl\u00e9e, d\u00e9j\u00e0 vu');
  }, SLOW);
});

describe('many WARC files', () => {
  it('reads a folder of WARCs and the paths of an --input-list, one .jsonl per WARC', async () => {
    const folder = join(dir, 'shards');
    const other = join(dir, 'elsewhere');
    for (const f of [folder, other]) mkdirSync(f, { recursive: true });
    writeWarc(join(folder, 'a.warc.gz'), await warcRecords([articlePage(1, 'a.example')], true));
    writeWarc(join(folder, 'b.warc'), await warcRecords([articlePage(2, 'b.example')], false));
    // The same name as the folder's first shard: its output must not overwrite that one's.
    writeWarc(join(other, 'a.warc'), await warcRecords([articlePage(3, 'c.example')], false));
    const list = join(dir, 'list.txt');
    writeFileSync(list, `# shards elsewhere\n${join(other, 'a.warc')}\n\n`);
    const out = join(dir, 'out-many');
    const { code } = await pith([folder, '--input-list', list, '--out', out, '--jobs', '1']);
    expect(code).toBe(0);
    expect(lines(join(out, 'a.jsonl')).map((l) => l.url)).toEqual(['https://a.example/articles/1']);
    expect(lines(join(out, 'b.jsonl')).map((l) => l.url)).toEqual(['https://b.example/articles/2']);
    expect(lines(join(out, 'a-2.jsonl')).map((l) => l.url)).toEqual(['https://c.example/articles/3']);
  }, SLOW);
});

describe('broken WARC files', () => {
  it('writes an error line for a cut gzip member or a wrong Content-Length (.warc and .warc.gz) and every other page; exit 1 names the files', async () => {
    const pages = Array.from({ length: 6 }, (_, i) => articlePage(i));
    const gzipped = await warcRecords(pages, true);
    const plain = await warcRecords(pages, false);
    const lengthened = (record: Uint8Array, delta: number) => Buffer.from(Buffer.from(record).toString('latin1')
      .replace(/Content-Length: (\d+)/, (_, n: string) => `Content-Length: ${Number(n) + delta}`), 'latin1');
    const cases = [
      { name: 'cut', file: 'cut.warc.gz', page: 2, error: /gzip member/, records: gzipped.map((r, i) => (i === responseIndex(2) ? r.subarray(0, Math.floor(r.length / 2)) : r)) },
      { name: 'long', file: 'long.warc', page: 1, error: /Content-Length/, records: plain.map((r, i) => (i === responseIndex(1) ? lengthened(r, 40) : r)) },
      { name: 'short', file: 'short.warc', page: 1, error: /Content-Length/, records: plain.map((r, i) => (i === responseIndex(1) ? lengthened(r, -40) : r)) },
      { name: 'long-gz', file: 'long-gz.warc.gz', page: 1, error: /Content-Length/, records: plain.map((r, i) => gzipSync(i === responseIndex(1) ? lengthened(r, 4000) : r)) },
    ];
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    const paths = cases.map(({ file, records }) => {
      const path = join(broken, file);
      writeWarc(path, records);
      return path;
    });
    // One run over all of them, in worker threads: each file is its own output, and each is named at the end.
    const out = join(dir, 'out-broken');
    const { code, stderr } = await pith([...paths, '--out', out, '--jobs', '2']);
    expect(code).toBe(1);
    expect(stderr).toContain(`unreadable records or files in 4 inputs: ${paths.join(', ')}`);
    for (const { name, page, error } of cases) {
      const written = lines(join(out, `${name}.jsonl`));
      expect(written, name).toHaveLength(6);
      const failed = written.filter((l) => l.error);
      expect(failed.map((l) => l.recordId), name).toEqual([recordIdOf((name === 'cut' ? gzipped : plain)[responseIndex(page)])]);
      expect(failed[0].url, name).toBe(pages[page].url);
      expect(failed[0].error, name).toMatch(error);
      expect(written.filter((l) => l.text).map((l) => l.url).sort(), name).toEqual(pages.filter((_, i) => i !== page).map((p) => p.url).sort());
    }
  }, SLOW);
});

describe('--resume', () => {
  it('after a run killed midway, writes each page of the crawl once', async () => {
    const pages = Array.from({ length: 120 }, (_, i) => articlePage(i, 'example.net'));
    const warc = join(dir, 'resume.warc.gz');
    writeWarc(warc, await warcRecords(pages, true));
    const out = join(dir, 'out-resume');
    const file = join(out, 'resume.jsonl');
    const child = spawn(process.execPath, [BIN, 'extract', warc, '--out', out, '--jobs', '1'], { cwd: ROOT, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once some pages are written, wherever it is (possibly in the middle of a line).
    while (!(existsSync(file) && readFileSync(file, 'utf8').split('\n').length > 10)) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGKILL');
    await exited;
    const before = readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
    expect(before).toBeLessThan(120);
    // A line cut in the middle, as a kill during a write leaves it.
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"url":"https://example.net/articles/`);
    const { code } = await pith([warc, '--out', out, '--resume', '--jobs', '2']);
    expect(code).toBe(0);
    const written = lines(file);
    expect(written).toHaveLength(120);
    expect(new Set(written.map((l) => l.recordId)).size).toBe(120);
    expect(new Set(written.map((l) => l.url))).toEqual(new Set(pages.map((p) => p.url)));
    expect(written.every((l) => l.text)).toBe(true);
  }, SLOW);
});

// Intent: `pith extract` end to end, run as a child process through the real launcher (src/cli/bin.mjs):
// the sample page with no argument, charset detection, gzip, --url/--urls, formats, batches that go on after
// a bad file, and clear failures (exit codes, messages) for unreadable input and invalid options.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
const FIXTURE = join(__dirname, 'fixtures', 'article--relative-links.html');
// Child processes start tsx and the engine: generous, the machine may be busy.
const SLOW = 120_000;

interface Result { code: number; stdout: string; stderr: string }

function pith(args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'pith-cli-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pith extract', () => {
  it('extracts the shipped sample page as Markdown when given no input', async () => {
    const { code, stdout } = await pith(['extract']);
    expect(code).toBe(0);
    expect(stdout).toContain('## How much can a shed roof really catch?');
    expect(stdout).toContain('| July | 22 | 76 | 340 | 17 |');
    expect(stdout).toContain('```');
    // Page furniture stays out: sidebar, comment form, cookie banner.
    expect(stdout).not.toContain('Popular this month');
    expect(stdout).not.toContain('Leave a reply');
    expect(stdout).not.toContain('single cookie');
  }, SLOW);

  it('decodes a windows-1252 file that declares no charset', async () => {
    const source = readFileSync(FIXTURE, 'utf8').replace('Notes on a cold frame</h1>', 'Notes on a cold frame</h1><p>Prices in € — “rough” figures, naïve estimates, déjà vu.</p>');
    const file = join(dir, 'latin.html');
    writeFileSync(file, iconv.encode(source, 'windows-1252'));
    const { code, stdout } = await pith(['extract', file, '--format', 'text']);
    expect(code).toBe(0);
    expect(stdout).toContain('behind the Café on the corner');
    expect(stdout).toContain('Prices in € — “rough” figures, naïve estimates, déjà vu.');
    expect(stdout).not.toContain('\uFFFD');
  }, SLOW);

  it('reads .html.gz and resolves relative links against --url', async () => {
    const file = join(dir, 'frame.html.gz');
    writeFileSync(file, gzipSync(readFileSync(FIXTURE)));
    const { code, stdout } = await pith(['extract', file, '--url', 'https://garden.example/notes/frame', '--format', 'markdown']);
    expect(code).toBe(0);
    expect(stdout).toContain('(https://garden.example/guides/venting)');
    expect(stdout).toContain('https://garden.example/notes/img/frame.jpg');
  }, SLOW);

  it('prints the Extraction as JSON without DOM objects', async () => {
    const { code, stdout } = await pith(['extract', FIXTURE, '--format', 'json', '--mode', 'precision']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.mode).toBe('precision');
    expect(json.text).toContain('The important detail is ventilation.');
    expect(json).not.toHaveProperty('content');
    expect(json.markdown).toContain('ventilation'); // the JSON carries every output (issue 12 item 7: it was always "")
  }, SLOW);

  it('writes one file per input in a batch, goes on after a bad file and reports it', async () => {
    const input = join(dir, 'batch');
    const out = join(dir, 'batch-out');
    mkdirSync(input);
    writeFileSync(join(input, 'alpha.html'), readFileSync(FIXTURE));
    writeFileSync(join(input, 'beta.page.html.gz'), gzipSync(readFileSync(FIXTURE)));
    writeFileSync(join(input, 'broken.html.gz'), Buffer.from('this is not gzip data at all'));
    writeFileSync(join(input, 'notes.txt'), 'not an HTML file: skipped');
    const urls = join(dir, 'urls.json');
    writeFileSync(urls, JSON.stringify({ alpha: 'https://alpha.example/a/b' }));
    const { code, stderr } = await pith(['extract', input, '--out', out, '--format', 'markdown', '--urls', urls]);
    expect(code).toBe(1);
    expect(readFileSync(join(out, 'alpha.md'), 'utf8')).toContain('(https://alpha.example/guides/venting)');
    expect(readFileSync(join(out, 'beta.md'), 'utf8')).toContain('ventilation');
    expect(existsSync(join(out, 'broken.md'))).toBe(false);
    expect(existsSync(join(out, 'notes.md'))).toBe(false);
    expect(stderr).toMatch(/broken\.html\.gz: FAILED: not valid gzip/);
    expect(stderr).toMatch(/\[1\/3\]/);
    expect(stderr.trim().split('\n').at(-1)).toMatch(/^extracted 2 of 3 into .*; 1 failed: .*broken\.html\.gz$/);
  }, SLOW);

  it('fetches a URL argument, decoding by the HTTP charset and resolving links against the final URL', async () => {
    // A local server stands in for the web: windows-1252 bytes, declared only in the Content-Type header.
    const body = iconv.encode(readFileSync(FIXTURE, 'utf8'), 'windows-1252');
    const server = createServer((request, response) => {
      if (request.url === '/old') { response.writeHead(301, { location: '/notes/frame' }).end(); return; }
      response.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { code, stdout } = await pith(['extract', `${base}/old`, '--format', 'markdown']);
      expect(code).toBe(0);
      expect(stdout).toContain('behind the Café on the corner');
      expect(stdout).toContain(`(${base}/guides/venting)`);
      expect(stdout).toContain(`${base}/notes/img/frame.jpg`);
    } finally {
      server.close();
    }
  }, SLOW);

  it('fails clearly on unreadable input', async () => {
    const { code, stdout, stderr } = await pith(['extract', join(dir, 'missing.html')]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('no such file');
  }, SLOW);

  it('fails with exit code 2 on invalid options', async () => {
    const [mode, format, unknown] = await Promise.all([
      pith(['extract', FIXTURE, '--mode', 'turbo']),
      pith(['extract', FIXTURE, '--format', 'pdf']),
      pith(['extract', FIXTURE, '--colour']),
    ]);
    expect(mode.code).toBe(2);
    // The engine's OptionsError, passed through as is.
    expect(mode.stderr).toContain('option "mode" must be one of standard, fast, precision, recall');
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('--format must be one of text, markdown, json, html');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--colour'");
  }, SLOW);
});

// Intent: the CLI side of issue 14 through the real launcher: --max-chars and --max-tokens on the sample page,
// --format tei and csv on the sample page and on a folder (one CSV of rows), --log FILE.sqlite appending one
// record per page across runs, and `pith stats` printing the per-domain table of that log.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokenCounter } from '../../src/engine';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
const SAMPLE = join(ROOT, 'test', 'sample', 'sample-article.html');
const FIXTURE = join(__dirname, 'fixtures', 'article--relative-links.html');
const SLOW = 120_000;

function pith(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

const body = (markdown: string) => markdown.replace(/^---\n[\s\S]*?\n---\n\n/, '').trimEnd();

let dir: string;
let folder: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pith-notes-'));
  folder = join(dir, 'pages');
  mkdirSync(folder);
  copyFileSync(SAMPLE, join(folder, 'sample.html'));
  copyFileSync(FIXTURE, join(folder, 'frame.html'));
  writeFileSync(join(dir, 'urls.json'), JSON.stringify({ sample: 'https://ledger.example/rain', frame: 'https://garden.example/frame' }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('size budget', () => {
  it('--max-chars cuts the sample page at a block boundary, with the marker and the original size', async () => {
    const { code, stdout } = await pith(['extract', '--max-chars', '1000']);
    expect(code).toBe(0);
    const cut = body(stdout);
    expect(cut.length).toBeLessThanOrEqual(1000);
    expect(cut).toMatch(/\n\n\[…\] Cut to fit 1000 characters; the whole is (\d+) characters\.$/);
    const whole = Number(/the whole is (\d+)/.exec(cut)![1]);
    expect(stdout).toContain(`originalChars: ${whole}`);
    // What precedes the marker is a run of whole blocks of the uncut page.
    const full = body((await pith(['extract'])).stdout);
    expect(full.length).toBe(whole);
    expect(full.startsWith(`${cut.split('\n\n[…]')[0]}\n\n`)).toBe(true);
  }, SLOW);

  it('--max-tokens counts tokens with the tokenizer', async () => {
    const { code, stdout } = await pith(['extract', '--max-tokens', '200', '--format', 'text']);
    expect(code).toBe(0);
    const countTokens = await loadTokenCounter();
    expect(countTokens(stdout.trimEnd())).toBeLessThanOrEqual(200);
    expect(stdout).toMatch(/\[…\] Cut to fit 200 tokens; the whole is \d+ tokens\.\n$/);
  }, SLOW);

  it('refuses a budget that is not a whole number of at least 1', async () => {
    expect((await pith(['extract', '--max-chars', '0'])).code).toBe(2);
    expect((await pith(['extract', '--max-tokens', 'many'])).stderr).toContain('--max-tokens must be a whole number');
  }, SLOW);
});

describe('TEI and CSV', () => {
  it('--format tei writes well-formed TEI of the sample page', async () => {
    const { code, stdout } = await pith(['extract', '--format', 'tei']);
    expect(code).toBe(0);
    const names = new Set<string>();
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => names.add(tag.local));
    parser.write(stdout).close();
    expect([...names]).toEqual(expect.arrayContaining(['TEI', 'teiHeader', 'body', 'div', 'head', 'p', 'list', 'table', 'code', 'quote', 'figure']));
  }, SLOW);

  it('--format csv on a folder writes one pages.csv, one row per page; --log records both; pith stats tables them', async () => {
    const out = join(dir, 'csv-out');
    const log = join(dir, 'log.sqlite');
    const batch = await pith(['extract', folder, '--format', 'csv', '--out', out, '--urls', join(dir, 'urls.json'), '--log', log]);
    expect(batch.code).toBe(0);
    const rows = readFileSync(join(out, 'pages.csv'), 'utf8').split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('"url","title","author","date","site","language","pageType","stage","quality","words","text"');
    expect(rows.slice(1).map((r) => r.split(',')[0]).sort()).toEqual(['"https://garden.example/frame"', '"https://ledger.example/rain"']);
    expect(existsSync(log)).toBe(true);
    // A second run appends to the same log.
    expect((await pith(['extract', FIXTURE, '--url', 'https://garden.example/other', '--log', log])).code).toBe(0);
    const stats = await pith(['stats', log]);
    expect(stats.code).toBe(0);
    const lines = stats.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^domain\s+pages\s+median quality\s+median ms\s+low value\s+stages$/);
    expect(lines[1]).toMatch(/^garden\.example\s+2\s+0\.\d{3}\s+\d+\s+0\s+rules 2$/);
    expect(lines[2]).toMatch(/^ledger\.example\s+1\s/);
    expect(lines.at(-1)).toBe('3 extractions, 2 domains');
  }, SLOW);

  it('pith stats refuses a missing file', async () => {
    const { code, stderr } = await pith(['stats', join(dir, 'none.sqlite')]);
    expect(code).toBe(2);
    expect(stderr).toContain('no such log file');
  }, SLOW);
});

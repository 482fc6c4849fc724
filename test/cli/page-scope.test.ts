// Intent: `--scope page` through the CLI: all visible text of scope--page-all-text, and a profile's keep selectors
// that match nothing reported in the JSON (`unmatchedKeep`) and on stderr, for one page and for a crawl's lines.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warcRecords, writeWarc } from './warc-writer';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
const PAGE = join(ROOT, 'test', 'engine', 'fixtures', 'scope--page-all-text.html');
const URL_OF_PAGE = 'https://harbour.example/timetable';
const SLOW = 180_000;

function pith(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'extract', ...args], { cwd: ROOT }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

let dir: string;
let profile: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pith-page-scope-'));
  profile = join(dir, 'harbour.json');
  writeFileSync(profile, JSON.stringify({ site: 'harbour.example', scope: 'page', keep: ['.article-body'], dropLines: ['^share this$'] }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--scope page', () => {
  it('prints every visible text of the page, one block a line', async () => {
    const { code, stdout } = await pith([PAGE, '--scope', 'page', '--format', 'text', '--url', URL_OF_PAGE]);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    for (const line of ['Harbour news', 'Weather', 'Island line', '07:30', 'Tide tables for the week', 'Harbour office, Quay Street 1']) expect(lines).toContain(line);
    expect(stdout).not.toContain('Hidden');
  }, SLOW);

  it('reports a keep selector that matches nothing in the JSON and on stderr', async () => {
    const { code, stdout, stderr } = await pith([PAGE, '--profile', profile, '--format', 'json', '--url', URL_OF_PAGE]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as { scope: string; unmatchedKeep?: string[]; text: string };
    expect(json.scope).toBe('page');
    expect(json.unmatchedKeep).toEqual(['.article-body']);
    expect(json.text).not.toContain('Share this');
    expect(stderr).toContain('keep selectors matched nothing: .article-body');
  }, SLOW);

  it('puts the report in a crawl\'s lines and says it once on stderr', async () => {
    const html = readFileSync(PAGE, 'utf8');
    const warc = join(dir, 'harbour.warc');
    writeWarc(warc, await warcRecords([{ url: URL_OF_PAGE, html }, { url: `${URL_OF_PAGE}/2`, html }], false));
    const { code, stdout, stderr } = await pith([warc, '--profile', profile, '--jobs', '1']);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as { unmatchedKeep?: string[]; text: string });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.unmatchedKeep).toEqual(['.article-body']);
      expect(line.text).toContain('Tide tables for the week');
    }
    expect(stderr.match(/keep selectors matched nothing: \.article-body/g)).toHaveLength(1);
  }, SLOW);
});

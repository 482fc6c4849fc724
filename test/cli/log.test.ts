// Intent: the CLI's SQLite log (`--log FILE.sqlite`) loses no row: two `pith extract` runs logging to one file at
// the same time keep every row of both, and a row that cannot be written is a failure, never a silent success.
// Run as child processes through the real launcher (src/cli/bin.mjs), as two terminals would.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteLog } from '../../src/cli/log/sqlite';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
const PAGES = 15;
const PROSE = 'The ferry left at dawn, and the island slowly disappeared behind the grey morning mist over the bay. ';

interface Result { code: number; stdout: string; stderr: string }

function pith(args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pith-log-'));
  for (const run of ['a', 'b']) {
    mkdirSync(join(dir, run));
    for (let i = 0; i < PAGES; i++) {
      writeFileSync(join(dir, run, `page-${i}.html`), `<!doctype html><html><head><title>Page ${run}${i}</title></head><body><article><h1>Page ${run}${i}</h1><p>${PROSE.repeat(4)}</p></article></body></html>`);
    }
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rows(path: string): Promise<string[]> {
  const log = await SqliteLog.open(path);
  try {
    return log.records().map((r) => r.url);
  } finally {
    log.close();
  }
}

describe('pith extract --log', () => {
  it(`two runs of ${PAGES} pages each logging to one file at once keep all ${2 * PAGES} rows`, async () => {
    const log = join(dir, 'shared.sqlite');
    const [a, b] = await Promise.all(['a', 'b'].map((run) => pith(['extract', join(dir, run), '--out', join(dir, `out-${run}`), '--format', 'text', '--log', log])));
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    const urls = await rows(log);
    expect(urls).toHaveLength(2 * PAGES);
    expect(new Set(urls).size).toBe(2 * PAGES);
  }, 240_000);

  it('a row that cannot be written (another process holds the log) fails the page, it is not reported as extracted', async () => {
    const log = join(dir, 'held.sqlite');
    expect((await pith(['extract', join(dir, 'a', 'page-0.html'), '--format', 'text', '--log', log])).code).toBe(0);
    // The lock of a live Pith process: refreshed the way its holder refreshes it, so it never goes stale.
    mkdirSync(`${log}.lock`);
    const refresh = setInterval(() => utimesSync(`${log}.lock`, new Date(), new Date()), 1000);
    try {
      const run = await pith(['extract', join(dir, 'a', 'page-1.html'), '--format', 'text', '--log', log]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/lock/);
      expect(await rows(log)).toHaveLength(1);
    } finally {
      clearInterval(refresh);
      rmSync(`${log}.lock`, { recursive: true });
    }
  }, 120_000);
});

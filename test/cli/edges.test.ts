// Intent: the CLI's small edges. An unknown command named like an Object property is a usage error (exit 2); a
// reader that closes the pipe early (`pith extract x | head -c1`) ends the run quietly, with no stack trace; the
// standalone HTML output forbids scripts by its own Content-Security-Policy; `npm ci --omit=dev` installs without
// the development tools its postinstall step would run.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pith } from './run-in-process';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
const PROSE = 'The ferry left at dawn, and the island slowly disappeared behind the grey morning mist over the bay. ';


let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'pith-edges-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('CLI edges', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('pith %s is an unknown command (exit 2)', async (name) => {
    const run = await pith(name);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown command/);
  });

  it('a closed pipe ends the run quietly', async () => {
    const page = join(dir, 'long.html');
    // Far more text than a pipe buffers, so writes go on after the reader has gone.
    writeFileSync(page, `<!doctype html><html><body><article><h1>Long</h1>${`<p>${PROSE.repeat(5)}</p>`.repeat(3000)}</article></body></html>`);
    // A shell pipe, as a user types it: the child's stdout is a real pipe whose reader exits after one byte.
    const child = spawn('sh', ['-c', `"${process.execPath}" "${BIN}" extract "${page}" --format text | head -c1 >/dev/null`], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stderr).toBe('');
  }, 120_000);

  it('the HTML output carries a Content-Security-Policy that allows no script', async () => {
    const page = join(dir, 'article.html');
    writeFileSync(page, `<!doctype html><html><head><title>Ferry</title></head><body><article><h1>Ferry</h1><p>${PROSE.repeat(4)}</p></article></body></html>`);
    const run = await pith('extract', page, '--format', 'html');
    expect(run.code).toBe(0);
    const { document } = new JSDOM(run.stdout).window;
    const policy = document.querySelector('head > meta[http-equiv="Content-Security-Policy" i]')?.getAttribute('content') ?? '';
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).not.toMatch(/script-src/);
    expect(document.head.firstElementChild?.outerHTML).toMatch(/charset/);
  });

  it('the postinstall step succeeds where the development tools are not installed (npm ci --omit=dev)', async () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const bare = mkdtempSync(join(tmpdir(), 'pith-omit-dev-'));
    try {
      writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'bare', private: true, scripts: { postinstall: scripts.postinstall } }));
      const code = await new Promise<number>((resolve) => {
        execFile('npm', ['run', '-s', 'postinstall'], { cwd: bare, env: { ...process.env, PATH: '/usr/bin:/bin' } }, (error) => resolve(error ? (typeof error.code === 'number' ? error.code : 1) : 0));
      });
      expect(code).toBe(0);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  }, 120_000);
});

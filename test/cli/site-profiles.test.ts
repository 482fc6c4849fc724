// Intent: the CLI's part of issue 13, as a child process through the real launcher: `--profile FILE` (one profile or
// a list; a bad selector, pattern, key or file is exit 2 before any page is read), `--scope full`, and low-value
// pages (reported on stderr; with `--reject-low-value` nothing written and exit 1).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
const FIXTURES = join(ROOT, 'test', 'engine', 'fixtures');
const ARTICLE = join(FIXTURES, 'siteprofile--keep-drop-lines.html');
const SLOW = 120_000;

interface Result { code: number; stdout: string; stderr: string }

function pith(args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'extract', ...args], { cwd: ROOT }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'pith-profiles-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function profileFile(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('pith extract --profile', () => {
  it('applies the profiles naming the page host (a list in one file, one profile in another)', async () => {
    const list = profileFile('list.json', [{ site: '*.example.org', drop: ['.tip'] }, { site: 'other.org', drop: ['p'] }]);
    const one = profileFile('one.json', { site: 'example.org', keep: ['.author-box'], dropLines: ['^listen to this'] });
    const { code, stdout } = await pith([ARTICLE, '--url', 'https://example.org/a', '--format', 'text', '--profile', list, '--profile', one]);
    expect(code).toBe(0);
    expect(stdout).toContain('Mara Quist');
    expect(stdout).toContain('The oldest of them');
    expect(stdout).not.toMatch(/Special offer|Listen to this article/);
  }, SLOW);

  it.each([
    ['bad-selector.json', [{ site: 'example.org', keep: ['div[data-x'] }], /site profile "example.org": keep: invalid selector "div\[data-x"/],
    ['bad-pattern.json', { site: 'example.org', dropLines: ['share (this'] }, /site profile "example.org": dropLines: invalid pattern "share \(this"/],
    ['unknown-key.json', { site: 'example.org', drops: ['.x'] }, /unknown key "drops"/],
    ['not-json.json', '{site: example.org}', /--profile .*not-json\.json: .*JSON/],
    // A quantified group holding a quantifier can backtrack for ever on a line that almost matches: refused.
    ['nested-quantifier.json', { site: 'example.org', dropLines: ['(a+)+$'] }, /dropLines: invalid pattern "\(a\+\)\+\$": a quantified group holds a quantifier/],
  ])('%s is a usage error (exit 2) before any page is read', async (name, content, message) => {
    const { code, stdout, stderr } = await pith([ARTICLE, '--profile', profileFile(name, content)]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  }, SLOW);
});

describe('pith extract --scope', () => {
  it('full takes every section; an unknown scope is exit 2', async () => {
    const page = join(FIXTURES, 'scope--full-page-sections.html');
    const full = await pith([page, '--format', 'text', '--scope', 'full']);
    expect(full.code).toBe(0);
    expect(full.stdout).toContain('Opening hours');
    expect(full.stdout).not.toContain('registered charity');
    const bad = await pith([page, '--scope', 'everything']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--scope must be one of article, full, page');
  }, SLOW);
});

describe('pith extract and low-value pages', () => {
  const wall = join(FIXTURES, 'lowvalue--paywall.html');

  it('extracts a low-value page and says so on stderr', async () => {
    const { code, stdout, stderr } = await pith([wall, '--format', 'text']);
    expect(code).toBe(0);
    expect(stdout).toContain('Farmers across the plains');
    expect(stderr).toMatch(/lowvalue--paywall\.html: low value \(paywall: declared "isAccessibleForFree": false/);
  }, SLOW);

  it('with --reject-low-value writes nothing and exits 1; a real article still passes', async () => {
    const rejected = await pith([wall, '--reject-low-value']);
    expect(rejected.code).toBe(1);
    expect(rejected.stdout).toBe('');
    expect(rejected.stderr).toContain('rejected as low value (paywall');
    const article = await pith([ARTICLE, '--reject-low-value', '--format', 'text']);
    expect(article.code).toBe(0);
    expect(article.stdout).toContain('The oldest of them');
  }, SLOW);
});

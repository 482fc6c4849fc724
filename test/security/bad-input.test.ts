// Intent (issue 12 items 5 and 7): the CLI's bad-input table. Exit 0 only when something was extracted; 1 when
// nothing was (empty, only images, too large) or the input is unreadable (binary), with the reason on stderr;
// 2 for usage. Batches count such inputs as failures. Also what reaches a terminal or a note app: no control
// characters, no script URL from --url or a canonical link, JSON with its Markdown, UTF-16 without a BOM decoded,
// inherited option names refused. Run in process through main(), as `pith` runs it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/app';
import { OptionsError, resolveOptions } from '../../src/engine';

const PROSE = 'The ferry left at dawn, and the island slowly disappeared behind the grey morning mist over the bay. ';
const ARTICLE = `<article><h1>The ferry</h1><p>${PROSE.repeat(4)}</p><p>${PROSE.repeat(3)}</p></article>`;
const page = (body: string, head = '<title>The ferry</title>') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

interface Run { code: number; stdout: string; stderr: string }

async function pith(...args: string[]): Promise<Run> {
  const run = { code: 0, stdout: '', stderr: '' };
  run.code = await main(['extract', ...args], { stdout: (t) => { run.stdout += t; }, stderr: (t) => { run.stderr += t; } });
  return run;
}

let dir: string;
const file = (name: string, content: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'pith-bad-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BINARY = Uint8Array.from({ length: 4096 }, (_, i) => (i < 8 ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a][i] : (i * 7919) % 256));

describe('bad-input table: exit codes and reasons', () => {
  it.each([
    ['empty file', () => '', /nothing extracted/],
    ['a page of only images', () => page('<article><img src="a.jpg"><img src="b.jpg"><figure><img src="c.png"></figure></article>'), /nothing extracted/],
    ['a page refused as too large', () => page(`<div>${'<p>x</p>'.repeat(210_000)}</div>`), /too large/],
    ['binary data', () => BINARY, /binary/],
  ] as [string, () => string | Uint8Array, RegExp][])('%s: exit 1, the reason on stderr, nothing on stdout', async (name, content, reason) => {
    const run = await pith(file(`${name.replace(/\W+/g, '-')}.html`, content()), '--format', 'text');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(reason);
    expect(run.stdout).toBe('');
  }, 120_000);

  it.each([
    ['a very deep page', () => page(`${'<div>'.repeat(1200)}${ARTICLE}${'</div>'.repeat(1200)}`)],
    ['UTF-16LE without a byte-order mark', () => iconv.encode(page(ARTICLE), 'utf-16le')],
    ['UTF-16BE without a byte-order mark', () => iconv.encode(page(ARTICLE), 'utf-16be')],
    ['stray tags between </head> and <body>', () => `<html><head><title>t</title></head><script>x=1</script><body>${ARTICLE}</body></html>`],
  ] as [string, () => string | Uint8Array][])('%s: exit 0 with the article', async (name, content) => {
    const run = await pith(file(`${name.replace(/\W+/g, '-')}.html`, content()), '--format', 'text');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The ferry left at dawn');
    expect(run.stdout).not.toContain('\u0000');
  }, 120_000);

  it('a batch counts an input with nothing extracted as failed, with its reason', async () => {
    const folder = join(dir, 'batch');
    mkdirSync(folder);
    writeFileSync(join(folder, 'good.html'), page(ARTICLE));
    writeFileSync(join(folder, 'empty.html'), '');
    const run = await pith(folder, '--out', join(dir, 'batch-out'));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/empty\.html: FAILED: nothing extracted/);
    expect(run.stderr).toMatch(/extracted 1 of 2 .*1 failed: .*empty\.html/);
  });

  it('usage errors exit 2: a javascript: --url', async () => {
    const run = await pith(file('ok.html', page(ARTICLE)), '--url', 'javascript:alert(1)');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/http\(s\) or file/);
  });
});

describe('what reaches a terminal or a note app', () => {
  const controls = '\u001b]52;c;ZXZpbA==\u0007\u001b[2J\u009b31m\u0008';
  it.each(['text', 'markdown', 'html', 'json'])('--format %s holds no terminal control character', async (format) => {
    const path = file('controls.html', page(`<article><h1>Ti${controls}tle</h1><p>${PROSE.repeat(3)}${controls}</p><p>${PROSE.repeat(3)}</p></article>`, `<title>Bad${controls}</title>`));
    const run = await pith(path, '--format', format);
    expect(run.code).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });

  it('a javascript: canonical URL reaches neither <link rel=canonical> nor front matter', async () => {
    const path = file('canonical.html', page(ARTICLE, '<title>The ferry</title><link rel="canonical" href="javascript:alert(1)"><meta property="og:url" content="javascript:alert(2)">'));
    for (const format of ['html', 'markdown', 'json']) {
      const run = await pith(path, '--format', format);
      expect(run.code).toBe(0);
      expect(run.stdout).not.toMatch(/javascript:/i);
    }
  });

  it('--format json carries the Markdown', async () => {
    const run = await pith(file('json.html', page(ARTICLE)), '--format', 'json');
    expect(JSON.parse(run.stdout).markdown).toContain('The ferry left at dawn');
  });

  it('a batch file named after an Object property gets no inherited URL', async () => {
    const folder = join(dir, 'proto');
    mkdirSync(folder);
    writeFileSync(join(folder, 'constructor.html'), page(`${ARTICLE}<p><a href="rel/link.html">a relative link</a></p>`));
    const run = await pith(folder, '--out', join(dir, 'proto-out'), '--format', 'text');
    expect(run.code).toBe(0);
  });

  it.each(['__proto__', 'hasOwnProperty', 'toString', 'constructor'])('option "%s" is unknown to the engine', (name) => {
    expect(() => resolveOptions(JSON.parse(`{"${name}": 1}`))).toThrow(OptionsError);
  });
});

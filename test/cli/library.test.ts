// Intent: the library for pipelines that bring their own crawler: `import { extractHtml } from 'pith'`, resolved by
// the package's own name through package.json `exports` in a plain Node process, gives the CLI's JSON for a page.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
const FIXTURE = join(__dirname, 'fixtures', 'article--relative-links.html');
const URL_OF_PAGE = 'https://example.org/blog/post.html';
const SLOW = 180_000;

function run(args: string[], input?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, args, { cwd: ROOT, maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
    if (input !== undefined) child.stdin!.end(input);
  });
}

/** The result without what differs between two runs of one page: its timings. */
function comparable(json: string): unknown {
  const { timings: _timings, ...rest } = JSON.parse(json) as { timings: unknown };
  return rest;
}

describe("import { extractHtml } from 'pith'", () => {
  it('returns what `pith extract --format json` prints for the same page and URL', async () => {
    const script = `
      import { readFileSync } from 'node:fs';
      import { extractHtml } from 'pith';
      const result = await extractHtml(readFileSync(${JSON.stringify(FIXTURE)}, 'utf8'), { url: ${JSON.stringify(URL_OF_PAGE)} });
      process.stdout.write(JSON.stringify(result));`;
    const [library, cli] = await Promise.all([
      run(['--input-type=module', '-'], script), run([BIN, 'extract', FIXTURE, '--format', 'json', '--url', URL_OF_PAGE]),
    ]);
    expect(library.stderr).toBe('');
    expect(library.code).toBe(0);
    expect(cli.code).toBe(0);
    const result = comparable(library.stdout) as { text: string; metadata: { url: string } };
    expect(result.text.length).toBeGreaterThan(200);
    expect(result.metadata.url).toBe(URL_OF_PAGE);
    expect(result).toEqual(comparable(cli.stdout));
  }, SLOW);

  it('refuses an unknown option with the engine\'s OptionsError', async () => {
    const script = `
      import { extractHtml, OptionsError } from 'pith';
      try { await extractHtml('<p>x</p>', { colour: 'red' }); } catch (error) { console.log(error instanceof OptionsError, error.message); }`;
    const { stdout } = await run(['--input-type=module', '-'], script);
    expect(stdout.trim()).toBe('true unknown option "colour"');
  }, SLOW);

  it('takes a partial Markdown style, and finds and rewrites the image links of its Markdown', async () => {
    const script = `
      import { extractHtml, imagesIn, rewriteImages } from 'pith';
      const html = '<article><h2>Part</h2><p>' + 'Words of the article go on here. '.repeat(20) + '</p><img src="/a.png" alt="A"><ul><li>x</li></ul></article>';
      const { markdown } = await extractHtml(html, { url: 'https://example.org/p', frontMatter: false, markdownStyle: { headings: 'setext', bullet: '+' } });
      const urls = imagesIn(markdown).map((link) => link.url);
      console.log(JSON.stringify({ setext: markdown.includes('Part\\n----'), plus: markdown.includes('+ x'), urls, local: rewriteImages(markdown, new Map([[urls[0], 'p/image-1.png']])).includes('![A](p/image-1.png)') }));`;
    const { stdout, stderr } = await run(['--input-type=module', '-'], script);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({ setext: true, plus: true, urls: ['https://example.org/a.png'], local: true });
  }, SLOW);
});

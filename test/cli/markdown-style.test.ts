// Intent: `pith extract` takes the Markdown style flags (--headings, --bullet, --code, --links, --images), refuses
// a wrong value with exit 2 and the allowed words, and `--images beside` writes each image into <stem>/ beside
// <stem>.md with the links pointing there. Hand-made page; its images are files next to it (no network).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pith } from './run-in-process';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PAGE = `<!doctype html><html><head><title>Style page</title></head><body><article>
<h1>Style page</h1><p>${'A paragraph of the article that is long enough to be read as content. '.repeat(6)}<a href="https://example.org/x">a link</a>.</p>
<h2>Part two</h2><ul><li>first</li><li>second</li></ul>
<pre><code class="language-py">print("hi")</code></pre>
<figure><img src="pic.png" alt="A picture"><figcaption>Its caption</figcaption></figure>
<p>${'More text of the article, which goes on for a while to be sure. '.repeat(6)}</p>
</article></body></html>`;

function page(): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pith-style-'));
  writeFileSync(join(dir, 'pic.png'), PNG);
  writeFileSync(join(dir, 'page.html'), PAGE);
  return { dir, file: join(dir, 'page.html') };
}

describe('pith extract Markdown style flags', () => {
  it('writes the chosen style', async () => {
    const run = await pith('extract', page().file, '--headings', 'setext', '--bullet', '+', '--code', 'tildes', '--links', 'referenced');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Part two\n--------');
    expect(run.stdout).toContain('+ first\n+ second');
    expect(run.stdout).toContain('~~~py\nprint("hi")\n~~~');
    expect(run.stdout).toMatch(/\[a link\]\[1\]/);
    expect(run.stdout).toContain('[1]: https://example.org/x');
  });

  it('removes images with --images remove', async () => {
    const run = await pith('extract', page().file, '--images', 'remove');
    expect(run.stdout).not.toContain('![');
    expect(run.stdout).toContain('Its caption');
  });

  it.each([
    [['--bullet', '>'], /--bullet must be one of -, \*, \+, got ">"/],
    [['--code', '```'], /--code must be one of backticks, tildes, indented/],
    [['--images', 'beside'], /--images beside .* needs --out DIR and --format markdown/],
  ])('refuses %j with exit 2', async (flags, message) => {
    const run = await pith('extract', page().file, ...flags);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('saves images beside the note with --images beside', async () => {
    const { file } = page();
    const out = mkdtempSync(join(tmpdir(), 'pith-style-out-'));
    const run = await pith('extract', file, '--images', 'beside', '--out', out);
    expect(run.code).toBe(0);
    expect(readdirSync(join(out, 'page'))).toEqual(['image-1.png']);
    expect(readFileSync(join(out, 'page', 'image-1.png'))).toEqual(PNG);
    expect(readFileSync(join(out, 'page.md'), 'utf8')).toContain('![A picture](page/image-1.png)');
  });
});

/** Images beside the note (markdown/local-images.ts): the image links Pith writes are found and rewritten, code is not. */
import { describe, expect, it } from 'vitest';
import { imageFileName, imagesIn, rewriteImages } from '../../src/engine/markdown/local-images';
import { toMarkdown } from '../../src/engine/markdown';
import { DOMS, FIXTURE_URL, metadata } from './dom';

const HTML = `<article><p>Text \`![not](an image)\` and ![escaped](text)</p>
<p><img src="/a b.png" alt="First [one]" title="T"> and <a href="/x"><img src="/two.jpg?w=1&amp;h=2" alt="Second"></a></p>
<pre><code>![in code](https://example.com/code.png)</code></pre>
<p>Inline <code>![inline](https://example.com/inline.png)</code> code.</p>
<img src="/a b.png" alt="Again"></article>`;

function pithMarkdown(): string {
  const doc = DOMS.linkedom(`<!doctype html><html><body>${HTML}</body></html>`, FIXTURE_URL);
  return toMarkdown(doc.querySelector('article')!, { baseUrl: FIXTURE_URL, metadata: metadata(), frontMatter: false });
}

describe('images beside the note', () => {
  it('finds the image links Pith writes, not image-like text or code', () => {
    expect(imagesIn(pithMarkdown()).map((link) => link.url)).toEqual([
      'https://example.com/a%20b.png', 'https://example.com/two.jpg?w=1&h=2', 'https://example.com/a%20b.png',
    ]);
  });

  it('skips indented code blocks at the top level', () => {
    const md = 'Para\n\n    ![code](https://example.com/c.png)\n\n- item\n\n    ![kept](https://example.com/k.png)\n';
    expect(imagesIn(md).map((link) => link.url)).toEqual(['https://example.com/k.png']);
  });

  it('rewrites each named image to its local path, leaving the rest', () => {
    const paths = new Map([['https://example.com/a%20b.png', 'My note/image-1.png'], ['https://example.com/two.jpg?w=1&h=2', 'My note/image-2.jpg']]);
    const out = rewriteImages(pithMarkdown(), paths);
    expect(out).toContain('![First \\[one\\]](My%20note/image-1.png "T")');
    expect(out).toContain('[![Second](My%20note/image-2.jpg)](https://example.com/x)');
    expect(out).toContain('![Again](My%20note/image-1.png)');
    expect(out).toContain('![in code](https://example.com/code.png)');
    expect(out).toContain('`![inline](https://example.com/inline.png)`');
  });

  it('names files by the type the server gave, else by the URL', () => {
    expect(imageFileName(1, 'image/jpeg; charset=binary', 'https://e.com/p')).toBe('image-1.jpg');
    expect(imageFileName(2, null, 'https://e.com/p/photo.WEBP?x=1')).toBe('image-2.webp');
    expect(imageFileName(3, 'application/octet-stream', 'https://e.com/p')).toBe('image-3.img');
  });
});

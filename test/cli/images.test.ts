// Intent: the images section counts an expected image as found when any of its candidate URLs (src, data-src,
// every srcset/data-srcset candidate, resolved against the page URL) is among the output's image URLs, in HTML and
// in Markdown as a CommonMark reader sees it (image nodes, reference definitions, raw <img>; not an indented code
// block, not a plain link). Hand-made examples only.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/cli/dom';
import { countFound, htmlImageUrls, imageCandidates, imagesOf, markdownImageUrls } from '../../tools/bench/images';

const PAGE = 'https://garden.example/notes/page.html';
const body = (html: string): Element => parseDocument(`<!doctype html><html><body>${html}</body></html>`, PAGE).body;
const img = (attributes: string): Element => body(`<img ${attributes}>`).querySelector('img')!;

describe('imageCandidates', () => {
  it('resolves src, data-src and every srcset and data-srcset candidate against the page', () => {
    expect(imageCandidates(img('src="a.jpg" data-src="/b.jpg" srcset="c-1x.jpg 1x, c-2x.jpg 2x" data-srcset="https://cdn.example/d.jpg 640w"'), PAGE)).toEqual([
      'https://garden.example/notes/a.jpg', 'https://garden.example/b.jpg',
      'https://garden.example/notes/c-1x.jpg', 'https://garden.example/notes/c-2x.jpg', 'https://cdn.example/d.jpg',
    ]);
  });
  it('leaves out data: placeholders and empty attributes', () => {
    expect(imageCandidates(img('src="data:image/gif;base64,R0lGOD" data-src=""'), PAGE)).toEqual([]);
  });
  it('keeps commas inside a srcset URL', () => {
    expect(imageCandidates(img('srcset="https://img.example/c_fill,w_320/x.jpg 320w, https://img.example/c_fill,w_640/x.jpg 640w"'), PAGE))
      .toEqual(['https://img.example/c_fill,w_320/x.jpg', 'https://img.example/c_fill,w_640/x.jpg']);
  });
});

describe('countFound', () => {
  const expected = imagesOf(body('<img src="one.jpg"><img src="two-small.jpg" srcset="two-large.jpg 2x"><img src="three.jpg">'), PAGE);

  it('finds an image by any of its candidates in the HTML', () => {
    const output = htmlImageUrls(body('<p><img src="https://garden.example/notes/one.jpg"><img src="two-large.jpg"></p>'), PAGE);
    expect(countFound(expected, output)).toEqual({ items: 3, found: 2 });
  });
  it('counts the <picture> sources of an expected image as its candidates', () => {
    const pictured = imagesOf(body('<picture><source srcset="p-800.jpg 800w, p-1600.jpg 1600w"><img src="p-400.jpg"></picture>'), PAGE);
    expect(countFound(pictured, htmlImageUrls(body('<img src="p-1600.jpg">'), PAGE))).toEqual({ items: 1, found: 1 });
  });
  it('reads <picture> sources of the output', () => {
    const output = htmlImageUrls(body('<picture><source srcset="three.jpg 1x"><img src="other.jpg"></picture>'), PAGE);
    expect(countFound(expected, output)).toEqual({ items: 3, found: 1 });
  });
  it('reads Markdown images, reference images and raw <img>, decoding escapes', () => {
    const markdown = [
      '![one](https://garden.example/notes/one.jpg)', '', '![two][t]', '', '[t]: two-large.jpg', '',
      '<div><img src="three.jpg"></div>',
    ].join('\n');
    expect(countFound(expected, markdownImageUrls(markdown, PAGE, body))).toEqual({ items: 3, found: 3 });
    expect(countFound(imagesOf(body('<img src="a (1).jpg">'), PAGE), markdownImageUrls('![](a%20%281%29.jpg)', PAGE, body))).toEqual({ items: 1, found: 1 });
  });
  it('finds a formula image in Markdown by its TeX, not in HTML', () => {
    const formula = imagesOf(body('<img class="mwe-math-fallback-image-inline" src="/math/render/svg/abc" alt="{\\displaystyle a^{2}+b}">'), PAGE);
    expect(countFound(formula, markdownImageUrls('so $a^{2} + b$ holds', PAGE, body), 'so $a^{2} + b$ holds')).toEqual({ items: 1, found: 1 });
    expect(countFound(formula, markdownImageUrls('so $a^{3}$ holds', PAGE, body), 'so $a^{3}$ holds')).toEqual({ items: 1, found: 0 });
    expect(countFound(formula, htmlImageUrls(body('<p>a^{2}+b</p>'), PAGE))).toEqual({ items: 1, found: 0 });
    // The same TeX spelled otherwise: braces, and a '<' the Markdown writes as \lt.
    const short = imagesOf(body('<img class="mwe-math-fallback-image-inline" src="/math/render/svg/d" alt="\\lambda_\\min<k">'), PAGE);
    const written = 'is $\\lambda _{\\min }\\lt k$';
    expect(countFound(short, markdownImageUrls(written, PAGE, body), written)).toEqual({ items: 1, found: 1 });
    expect(countFound(short, markdownImageUrls('is $\\lambda_\\max$', PAGE, body), 'is $\\lambda_\\max$')).toEqual({ items: 1, found: 0 });
  });
  it('does not count a link to the image or an image inside an indented code block', () => {
    const markdown = '[one](one.jpg)\n\n    ![two](two-large.jpg)\n';
    expect(countFound(expected, markdownImageUrls(markdown, PAGE, body))).toEqual({ items: 3, found: 0 });
  });
});

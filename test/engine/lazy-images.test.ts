/**
 * Lazy images whose only real source is the <noscript> after them (clean/lazy-images.ts): the real image
 * survives in the HTML and the Markdown, in the parsed form (linkedom, jsdom) and in the text form a browser
 * with scripting on holds; images with a source of their own are not written twice.
 * Fixture: clean--lazy-image-noscript-fallback.
 */
import { describe, expect, it } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import { extract } from '../../src/engine';
import { DOMS, PAGE_URL, fixture, parse } from './helpers';

const HTML = fixture('clean--lazy-image-noscript-fallback');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** jsdom with scripting on keeps <noscript> content as one text node, as a browser with JavaScript on does. */
function scriptingOn(html: string): Document {
  const options = { url: PAGE_URL, runScripts: 'dangerously', virtualConsole: new VirtualConsole() };
  return new JSDOM(html, options).window.document;
}

const documents: [string, () => Document][] = [
  ...DOMS.map((dom) => [dom, () => parse(HTML, dom)] as [string, () => Document]),
  ['jsdom, scripting on (noscript as text)', () => scriptingOn(HTML)],
];

describe('lazy-image fixture', () => {
  it('holds its <noscript>s as text with scripting on, as elements without', () => {
    expect(scriptingOn(HTML).querySelector('noscript')!.firstElementChild).toBeNull();
    expect(parse(HTML, 'jsdom').querySelector('noscript')!.firstElementChild).not.toBeNull();
  });
});

describe.each(documents)('lazy-image <noscript> fallbacks (%s)', (_name, load) => {
  const result = extract(load(), { frontMatter: false });

  it('the placeholder-only image gets its real source from the <noscript>', () => {
    expect(result.markdown).toContain('![Boats at the quay](https://example.org/photos/only-in-noscript.jpg)');
    expect(count(result.html, 'only-in-noscript.jpg')).toBe(1);
    expect(result.html).not.toContain('data:image');
  });

  it('an image with its own src or data-src is written once', () => {
    expect(count(result.markdown, 'own-src.jpg')).toBe(1);
    expect(count(result.markdown, 'data-src.jpg')).toBe(1);
    expect(count(result.html, '<img')).toBe(3);
  });

  it('no markup leaks into the text', () => {
    expect(result.text).not.toContain('<img');
    expect(result.text).toContain('The market closes at nine');
  });
});

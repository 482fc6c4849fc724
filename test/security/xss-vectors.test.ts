/** The vector set itself: big enough, ids unique, each payload carries its own number, batches cover the set. */
import { describe, expect, it } from 'vitest';
import { XSS_VECTORS, payloadCode, xssArticlePage, xssBatches } from './xss-vectors';

describe('XSS vector set', () => {
  it('has at least 300 vectors with unique ids, numbered by position', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(XSS_VECTORS.map((v) => v.id)).size).toBe(XSS_VECTORS.length);
    XSS_VECTORS.forEach((v, i) => expect(v.n).toBe(i));
  });

  it('a vector that carries script carries its own number, and no template placeholder is left', () => {
    for (const v of XSS_VECTORS) {
      expect(v.html).not.toMatch(/@B64@/);
      const code = payloadCode(v.n);
      if (v.html.includes('__pithXss')) expect(v.html.includes(code) || v.html.includes('base64,'), v.id).toBe(true);
    }
  });

  it('batches cover every vector once, and a page holds its batch inside <article>', () => {
    const batches = xssBatches(25);
    expect(batches.flat().map((v) => v.n)).toEqual(XSS_VECTORS.map((v) => v.n));
    const page = xssArticlePage(batches[0]);
    expect(page.indexOf('<article>')).toBeLessThan(page.indexOf(batches[0][0].html));
    expect(page.indexOf('</article>')).toBeGreaterThan(page.lastIndexOf(batches[0][24].html));
  });
});

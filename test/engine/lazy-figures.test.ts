/**
 * Lazy figures whose picture is named only in an attribute of the <figure> (clean/lazy-images.ts
 * takeFigureSource): the output's figure shows it, once; a figure that shows something already is left alone.
 * Fixture: clean--lazy-figure-attribute.
 */
import { describe, expect, it } from 'vitest';
import { extract, MODES } from '../../src/engine';
import { DOMS, PAGE_URL, fixture, parse } from './helpers';

const LAZY = 'https://images.example.org/2019/02/15/main-break-articleLarge.jpg?quality=90&auto=webp';
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe.each(DOMS)('lazy figures (%s)', (dom) => {
  it.each(MODES)('the figure shows the picture its attribute names, with its caption (%s)', (mode) => {
    const r = extract(parse(fixture('clean--lazy-figure-attribute'), dom), { url: PAGE_URL, mode, frontMatter: false });
    expect(count(r.html, 'images.example.org/2019/02/15/main-break-articleLarge.jpg')).toBe(1);
    expect(r.markdown).toContain(`](${LAZY})`);
    expect(r.html).toContain('LAZY-FIGURE-CAPTION');
    expect(r.text).not.toContain('LAZY-FIGURE-CAPTION');
  });

  it('a figure with an image or a drawing of its own gets no second picture', () => {
    const r = extract(parse(fixture('clean--lazy-figure-attribute'), dom), { url: PAGE_URL, frontMatter: false });
    expect(count(r.html, '<img')).toBe(2);
    expect(r.html).not.toContain('breaks-by-month.png');
    expect(r.markdown).not.toContain('breaks-by-month.png');
  });
});

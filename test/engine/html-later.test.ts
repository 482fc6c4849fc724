// Intent: `deferHtml` (issue 15, the copy gesture's clipboard written before the HTML is made) changes only when the
// HTML and the quality read from it are made: `htmlLater()` gives exactly the HTML and quality one read without the
// option gives, on every engine fixture and with a read that keeps its content for the Markdown, and the rest of
// the result (text, Markdown, metadata, stage) is the same at once.
import { describe, expect, it } from 'vitest';
import { extract, type Options } from '../../src/engine';
import { DOMS, fixture, fixtureNames, parse } from './helpers';

/** No time budget: a loaded machine must not cut one read and not the other. */
const PAGE = { timeBudgetMs: 3_600_000 };

function bothWays(html: string, dom: (typeof DOMS)[number], options: Partial<Options> = {}) {
  const once = extract(parse(html, dom), { ...PAGE, ...options });
  const first = extract(parse(html, dom), { ...PAGE, ...options, deferHtml: true });
  return { once, first };
}

describe('HTML made after the Markdown', () => {
  const same = (name: string, dom: (typeof DOMS)[number], options: Partial<Options> = {}) => {
    const { once, first } = bothWays(fixture(name), dom, options);
    expect(first.html).toBe('');
    for (const key of ['text', 'markdown', 'metadata', 'stage', 'warning', 'lowValue', 'removed', 'attempts'] as const) {
      expect(first[key]).toEqual(once[key]);
    }
    const later = first.htmlLater!();
    expect(later.html).toBe(once.html);
    expect(later.quality).toEqual(once.quality);
    expect(first.htmlLater!()).toBe(later);
  };
  it.each(fixtureNames())('is the one read\'s on %s', (name) => same(name, 'linkedom'));
  it.each(['clean--keeps-mathjax-tex', 'clean--lazy-image-noscript-fallback'])('is the one read\'s on %s (jsdom)', (name) => same(name, 'jsdom'));
  it('is the one read\'s beside a copy kept for the Markdown', () => {
    same('clean--keeps-mathjax-tex', 'linkedom', { markdown: false, keepForMarkdown: true });
  });

  it('counts its time in the output stage and the total', () => {
    const { first } = bothWays(fixture('clean--keeps-mathjax-tex'), 'linkedom');
    const { output, total } = first.timings;
    const later = first.htmlLater!();
    expect(later.timings.output).toBeGreaterThanOrEqual(output);
    expect(later.timings.total - total).toBeCloseTo(later.timings.output - output, 1);
  });

  it('is offered only when asked for', () => {
    expect(extract(parse(fixture('clean--keeps-mathjax-tex')), PAGE).htmlLater).toBeUndefined();
  });
});

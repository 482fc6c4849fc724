// Intent: `keepForMarkdown` (issue 15, the reader's Markdown without a second read) makes, from the first read's
// kept copy, exactly the Markdown and the warning one read with Markdown makes: on every engine fixture (MathJax TeX
// scripts and <noscript> images, which sanitizing drops, among them), with a site profile's drop lines, and past the
// depth where the Markdown is the text, with its warning.
import { describe, expect, it } from 'vitest';
import { extract, type Options } from '../../src/engine';
import { deepPage } from '../../tools/bench-browser/synthetic';
import { MAX_MARKDOWN_DEPTH } from '../../src/engine/output';
import { DOMS, fixture, fixtureNames, parse } from './helpers';

/** No time budget: a loaded machine must not cut one read and not the other. */
const PAGE = { timeBudgetMs: 3_600_000 };

/** One read with Markdown against one without, then its Markdown from the kept copy. */
function bothWays(html: string, dom: (typeof DOMS)[number], options: Partial<Options> = {}) {
  const once = extract(parse(html, dom), { ...PAGE, ...options });
  const first = extract(parse(html, dom), { ...PAGE, ...options, markdown: false, keepForMarkdown: true });
  return { once, first, later: first.markdownLater!() };
}

describe('Markdown from the kept content', () => {
  const same = (name: string, dom: (typeof DOMS)[number]) => {
    const { once, first, later } = bothWays(fixture(name), dom);
    expect(first.markdown).toBe('');
    expect(first.html).toBe(once.html);
    expect(later.markdown).toBe(once.markdown);
    expect(later.warning).toBe(once.warning);
  };
  it.each(fixtureNames())('is the one read\'s on %s', (name) => same(name, 'linkedom'));
  // The constructs whose source sanitizing drops, in the DOM closest to a browser's as well.
  it.each(['clean--keeps-mathjax-tex', 'clean--lazy-image-noscript-fallback', 'clean--keeps-structured-noscript'])('is the one read\'s on %s (jsdom)', (name) => same(name, 'jsdom'));

  it('writes the front matter when asked, and keeps a site profile\'s drop lines out', () => {
    const options = { frontMatter: true, siteProfiles: [{ site: 'example.org', dropLines: ['^listen to this article$', '^printed edition\\b'] }] };
    const { once, later } = bothWays(fixture('siteprofile--keep-drop-lines'), 'linkedom', options);
    expect(once.markdown).toMatch(/^---\n/);
    expect(once.markdown).not.toMatch(/listen to this article/i);
    expect(later.markdown).toBe(once.markdown);
  });

  it('gives the depth warning on content nested too deep, from the first read on (its copy is flattened)', () => {
    const { once, first, later } = bothWays(deepPage(MAX_MARKDOWN_DEPTH + 100), 'linkedom');
    expect(once.warning).toContain('levels deep');
    expect(first.warning).toBe(once.warning);
    expect(later).toEqual({ markdown: once.markdown, warning: once.warning });
  });

  it('answers a second call the same (the kept copy is converted in place, once)', () => {
    const { once, first, later } = bothWays(fixture('clean--lazy-image-noscript-fallback'), 'linkedom');
    expect(first.markdownLater!()).toEqual(later);
    expect(later.markdown).toBe(once.markdown);
  });

  it('is offered only when asked for and without Markdown', () => {
    const html = fixture('clean--keeps-mathjax-tex');
    expect(extract(parse(html), { markdown: false }).markdownLater).toBeUndefined();
    expect(extract(parse(html), { keepForMarkdown: true }).markdownLater).toBeUndefined();
  });

  it('converts a copy taken before sanitizing: the TeX script the HTML drops is in the Markdown', () => {
    const { first, later } = bothWays(fixture('clean--keeps-mathjax-tex'), 'linkedom');
    expect(first.html).not.toContain('math/tex');
    expect(later.markdown).toContain('$');
  });
});

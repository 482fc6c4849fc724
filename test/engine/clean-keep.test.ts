// Intent: cleaning keeps what the Markdown converter needs (dom/kept-tags.ts KEEP_TAGS) without the text output gaining
// anything from it: fixtures clean--keeps-video-embed and clean--keeps-mathjax-tex.
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

describe.each(DOMS)('cleaning keeps video embeds for Markdown (%s)', (dom) => {
  it('keeps a YouTube iframe in the content, removes an ad iframe, and adds no text', () => {
    const result = extract(parse(fixture('clean--keeps-video-embed'), dom), { markdown: false });
    expect(result.html).toContain('youtube.com/embed/abc123');
    expect(result.html).not.toContain('ads.example.net');
    expect(result.text).toContain('The opening paragraph');
    expect(result.text).not.toContain('cannot show frames');
    expect(result.text).not.toContain('ad fallback');
  });
});

describe.each(DOMS)('cleaning keeps MathJax TeX for Markdown (%s)', (dom) => {
  it('keeps script[type^="math/tex"] for the Markdown, removes other scripts, and the TeX is not in the text', () => {
    const result = extract(parse(fixture('clean--keeps-mathjax-tex'), dom));
    expect(result.markdown).toContain('E = mc^2');
    expect(result.markdown).not.toContain('TRACKER_MARKER');
    // The HTML output holds no script at all (output/sanitize.ts, issue 12), TeX source included.
    expect(result.html).not.toContain('<script');
    expect(result.html).not.toContain('TRACKER_MARKER');
    expect(result.text).toContain('Energy is');
    expect(result.text).not.toContain('mc^2');
  });
});

/**
 * Site chrome of the common engines leaves no trace in text, HTML and Markdown (issue 11), found by position,
 * link targets and repetition (src/engine/rules/chrome.ts, output/in-page-links.ts). Fixtures: chrome--*.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], url: string, mode: 'standard' | 'precision' = 'standard') =>
  extract(parse(fixture(name), dom, url), { mode, url, frontMatter: false });
const formats = (r: ReturnType<typeof run>) => ({ text: r.text, html: r.html, markdown: r.markdown });

describe.each(DOMS)('site chrome (%s)', (dom) => {
  const wiki = (mode: 'standard' | 'precision' = 'standard') => run('chrome--mediawiki-article', dom, 'https://en.wikipedia.org/wiki/Quillon', mode);

  it.each(['standard', 'precision'] as const)('MediaWiki: no skip links, site-sub line or repeated title (%s)', (mode) => {
    const result = wiki(mode);
    for (const [format, out] of Object.entries(formats(result))) {
      expect(out, format).toContain('QUILLON-END-MARKER');
      for (const gone of ['Jump to', 'From Wikipedia', 'free encyclopedia']) expect(out, `${format}: ${gone}`).not.toContain(gone);
    }
    expect(result.html).not.toMatch(/<h1[^>]*>\s*Quillon\s*<\/h1>/);
    expect(result.markdown).not.toMatch(/^# Quillon$/m);
  });

  it('MediaWiki: the list inside an infobox cell is kept', () => {
    const { html, markdown, text } = wiki();
    expect(html).toMatch(/<td[^>]*>(<div[^>]*>)?<ul><li><a [^>]*>INFOBOX-LIST-ONE/);
    expect(markdown).toMatch(/<td>(<div>)?<ul><li><a [^>]*>INFOBOX-LIST-ONE Arming sword<\/a><\/li><li><a [^>]*>INFOBOX-LIST-TWO/);
    expect(text).toContain('INFOBOX-LIST-TWO');
  });

  it.each(['standard', 'precision'] as const)('news: no "By" stub, action row or tag line; the story stays whole (%s)', (mode) => {
    const result = run('chrome--news-article', dom, 'https://example.org/harbour', mode);
    for (const [format, out] of Object.entries(formats(result))) {
      expect(out, format).toContain('STORY-START');
      expect(out, format).toContain('STORY-END');
      expect(out, format).toContain('share the inner harbour');
      for (const gone of ['Read later', 'Filed under', 'Harbours', '>By<', 'Email']) expect(out, `${format}: ${gone}`).not.toContain(gone);
    }
    expect(result.text).not.toMatch(/^By$/m);
    expect(result.markdown).not.toMatch(/^#+ \*?By\*?$/m);
    expect(result.html).not.toContain('getpocket');
  });
});

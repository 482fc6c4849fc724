/**
 * In-page links whose target is not in the content (output/in-page-links.ts): note markers dropped, other
 * links unwrapped to their text, links to kept anchors untouched, in the HTML, the text and the Markdown.
 * Fixture: output--dangling-in-page-links.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, PAGE_URL, fixture, parse } from './helpers';

describe.each(DOMS)('in-page links to targets left out (%s)', (dom) => {
  const result = extract(parse(fixture('output--dangling-in-page-links'), dom), { frontMatter: false });

  it('the reference list is not in the content (the case this covers)', () => {
    expect(result.text).not.toContain('County report');
  });

  it('drops note markers whose notes are gone, written as #id or as the page URL plus a fragment', () => {
    for (const output of [result.html, result.text, result.markdown]) {
      expect(output).not.toMatch(/\[[12]\]/);
      expect(output).not.toContain('cite_note');
    }
    expect(result.html).not.toContain('<sup');
  });

  it('unwraps an ordinary link to a missing anchor to its text', () => {
    expect(result.html).not.toContain('#gauges');
    expect(result.markdown).toContain('See the gauge readings for the week.');
    expect(result.text).toContain('See the gauge readings for the week.');
  });

  it('keeps, as text, a marker that opens its block: the label of a note whose reference is gone', () => {
    expect(result.text).toMatch(/(^|\n)7\n+NOTE-LABEL/);
    expect(result.markdown).toMatch(/(^|\n)7\n+NOTE-LABEL/);
    expect(result.html).not.toContain('footnote-anchor-7');
  });

  it('keeps a link to an anchor that is in the content', () => {
    expect(result.html).toContain('<a href="#history">history</a>');
    expect(result.markdown).toContain(`[history](${PAGE_URL}#history)`);
  });
});

describe.each(DOMS)('in-page links with includeLinks off (%s)', (dom) => {
  it('still drops the dangling markers, and unwraps the rest as before', () => {
    const result = extract(parse(fixture('output--dangling-in-page-links'), dom), { frontMatter: false, includeLinks: false });
    expect(result.text).not.toMatch(/\[[12]\]/);
    expect(result.html).not.toContain('<a ');
    expect(result.markdown).toContain('(its history is below)');
  });
});

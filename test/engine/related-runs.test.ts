/**
 * Article pages: a run of teasers for the site's other pages after the story is not the article
 * (src/engine/rules/related-runs.ts); the story's own list of links, and a page whose teasers are its content, stay.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const URL = 'https://gruenes-viertel.example/stadtbaeume-giessen';
const run = (name: string, dom: (typeof DOMS)[number]) =>
  extract(parse(fixture(name), dom, URL), { markdown: false, url: URL, pageType: 'article' });

describe.each(DOMS)('teasers after the story (%s)', (dom) => {
  it('drops the teaser section after the story, heading and all; keeps the story and its own list', () => {
    const result = run('article--related-teasers-after-story', dom);
    for (const kept of ['STORY-ONE-MARKER', 'KEPT-LIST-MARKER', 'Die Karte aller Stadtbäume', 'STORY-TWO-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('TEASER-MARKER');
    expect(result.text).not.toContain('Weiterlesen');
    expect(result.removed.some((r) => r.reason === 'teasers of other pages')).toBe(true);
  });

  it('keeps the teasers when they are the page under a short intro', () => {
    const result = run('article--teasers-are-the-page', dom);
    expect(result.text).toContain('INTRO-MARKER');
    expect(result.text.match(/ITEM-MARKER/g)).toHaveLength(5);
    expect(result.removed.some((r) => r.reason === 'teasers of other pages')).toBe(false);
  });
});

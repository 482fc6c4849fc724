/**
 * A page of many like teasers spread over several sections (a section front) is taken whole: selection lifts to
 * the ancestor holding most of the alternative candidates, not the first one holding three (rules/select.ts
 * liftToCommonAncestor; readability-pages nytimes-5). Fixture: rules--section-front-keeps-every-section.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, PAGE_URL, fixture, parse } from './helpers';

describe.each(DOMS)('section front (%s)', (dom) => {
  it.each(['standard', 'recall'] as const)('keeps every section with its pictures, not the menu (%s)', (mode) => {
    const r = extract(parse(fixture('rules--section-front-keeps-every-section'), dom), { url: PAGE_URL, mode, frontMatter: false });
    for (let i = 0; i < 12; i++) expect(r.html, `teaser ${i}`).toContain(new URL(`/img/teaser-${i}.jpg`, PAGE_URL).href);
    expect(r.text).toContain('TEASER-0-MARKER');
    expect(r.text).toContain('TEASER-11-MARKER');
    expect(r.text).not.toContain('Contact');
  });
});

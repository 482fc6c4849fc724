/** Stage 3b (fallback/second-opinion.ts): Readability's result replaces a small rules' result it contains. */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { measure } from '../../src/engine/fallback/compare';
import { confirms } from '../../src/engine/fallback/second-opinion';
import { DOMS, fixture, parse } from './helpers';

/** One paragraph of each of the fixture's six sections. */
const SECTIONS = ['We start every engagement', 'Our engineers move databases', 'Every platform we build', 'Once the data sits', 'After the launch our operations', 'We leave knowledge behind'];

describe.each(DOMS)('stage 3b, a second opinion on a small share of the page (%s)', (dom) => {
  it('takes Readability\'s result when it holds the rules\' one section and the five others, asking jusText nothing', () => {
    const result = extract(parse(fixture('cascade--sibling-service-sections'), dom), { markdown: false });
    expect(result.attempts.map((a) => a.stage)).toEqual(['rules', 'readability']);
    expect(result.attempts[0].chars).toBeLessThan(result.quality.signals.pageChars * 0.2);
    expect(result.stage).toBe('readability');
    for (const section of SECTIONS) expect(result.text).toContain(section);
    expect(result.text).not.toContain('company number');
  });

  it.each(['fast', 'precision'] as const)('is not asked in %s mode', (mode) => {
    const result = extract(parse(fixture('cascade--sibling-service-sections'), dom), { markdown: false, mode });
    expect(result.timings.fallback).toBeUndefined();
    expect(result.stage).toBe('rules');
  });

  it('is not asked on product pages, whose profile keeps reviews and policies out of the score', () => {
    const result = extract(parse(fixture('cascade--sibling-service-sections'), dom), { markdown: false, pageType: 'product' });
    expect(result.attempts.map((a) => a.stage)).not.toContain('readability');
  });
});

/** One paragraph of each of the fixture's three sections (the page is German: no decision reads its words). */
const QUARTER_SECTIONS = ['Wir schneiden Hecken', 'Unsere Landschaftsarchitektinnen', 'Eine Tropfbewässerung spart'];

describe.each(DOMS)('stage 3b on listing pages, whose groups lie side by side (%s)', (dom) => {
  const run = (pageType: 'listing' | 'article' | 'service') =>
    extract(parse(fixture('cascade--sibling-sections-quarter-of-page'), dom), { markdown: false, pageType });

  it('is asked on a listing page when the rules keep a quarter of it, and takes the three sections', () => {
    const result = run('listing');
    const share = result.attempts[0].chars / result.quality.signals.pageChars;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.6);
    expect(result.stage).toBe('readability');
    for (const section of QUARTER_SECTIONS) expect(result.text).toContain(section);
    expect(result.text).not.toContain('Handelsregister');
  });

  it.each(['article', 'service'] as const)('is not asked on %s pages at that share: the rules\' one section stays', (pageType) => {
    const result = run(pageType);
    expect(result.attempts.map((a) => a.stage)).toEqual(['rules']);
    expect(QUARTER_SECTIONS.filter((section) => result.text.includes(section))).toHaveLength(1);
  });
});

describe('the containment check', () => {
  const doc = parse('<html><body></body></html>');
  const block = (html: string) => {
    const div = doc.createElement('div');
    div.innerHTML = html;
    return div;
  };
  const rules = measure('rules', block('<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p>'));
  const other = (html: string) => measure('readability', block(html));
  const elsewhere = '<p>Ferry timetables for the winter season are published in October and stay valid until the end of March.</p><p>Tickets bought online can be changed free of charge up to two hours before departure.</p>';

  it('takes a much longer result that holds the rules\' text', () => {
    const holding = other(`<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p>${elsewhere}`);
    expect(confirms(rules, holding, holding.chars)).toBe(true);
  });

  it('refuses one that is longer but holds other text', () => {
    expect(confirms(rules, other(`${elsewhere}${elsewhere}`), 10_000)).toBe(false);
  });

  it('refuses one that holds the rules\' text but is not much longer', () => {
    expect(confirms(rules, other('<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p><p>More on Monday.</p>'), 10_000)).toBe(false);
  });

  it('takes a result a third longer when the profile asks that little gain, not at the default gain', () => {
    const more = other('<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p><p>Pilots are on call from six.</p>');
    expect(more.chars).toBeLessThan(rules.chars * 2);
    expect(confirms(rules, more, 10_000)).toBe(false);
    expect(confirms(rules, more, 10_000, { gain: 1.1 })).toBe(true);
  });

  it('refuses one holding four in five of the rules\' triples when the profile asks more', () => {
    const rules5 = measure('rules', block('<p>One two three four five six seven.</p>'));
    const partly = other(`<p>One two three four five six eight.</p>${elsewhere}`);
    expect(confirms(rules5, partly, 10_000)).toBe(true);
    expect(confirms(rules5, partly, 10_000, { contained: 0.85 })).toBe(false);
  });

  it('refuses one longer than the text cleaning left (it holds what cleaning removed)', () => {
    const holding = other(`<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p>${elsewhere}`);
    expect(confirms(rules, holding, holding.chars / 2)).toBe(false);
  });

  it('refuses one that holds the rules\' text among mostly links', () => {
    const menu = Array.from({ length: 30 }, (_, i) => `<li><a href="/p/${i}">Harbour news item number ${i}</a></li>`).join('');
    expect(confirms(rules, other(`<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p><ul>${menu}</ul>`), 10_000)).toBe(false);
  });
});

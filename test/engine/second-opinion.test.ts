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

  it('refuses one longer than the text cleaning left (it holds what cleaning removed)', () => {
    const holding = other(`<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p>${elsewhere}`);
    expect(confirms(rules, holding, holding.chars / 2)).toBe(false);
  });

  it('refuses one that holds the rules\' text among mostly links', () => {
    const menu = Array.from({ length: 30 }, (_, i) => `<li><a href="/p/${i}">Harbour news item number ${i}</a></li>`).join('');
    expect(confirms(rules, other(`<p>The harbour master said the channel would reopen on Friday once the divers had finished.</p><ul>${menu}</ul>`), 10_000)).toBe(false);
  });
});

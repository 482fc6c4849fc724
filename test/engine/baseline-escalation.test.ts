import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { baselineCandidate } from '../../src/engine/baseline';
import { RELAXATIONS, isShort, relax } from '../../src/engine/escalation';
import { tuningFor } from '../../src/engine/registry';
import { DOMS, fixture, parse } from './helpers';

describe.each(DOMS)('stage 4, baseline rescue (%s)', (dom) => {
  it('collects list items from the original tree', () => {
    const doc = parse(fixture('baseline--list-items-rescued'), dom);
    const content = baselineCandidate(doc, doc)!;
    expect(content.querySelectorAll('li')).toHaveLength(4);
    expect(content.textContent).toContain('BASELINE-MARKER');
  });

  it('a page of short list items still yields its items', () => {
    const result = extract(parse(fixture('baseline--list-items-rescued'), dom), { markdown: false });
    expect(result.text).toContain('BASELINE-MARKER');
    expect(result.text).toContain('- Know your evacuation route');
  });

  it("leaves out a list item's script and dropdown text (a shop card's variant JSON and size options)", () => {
    const doc = parse('<html><body><ul><li><a href="/p/1">ITEM-MARKER Dark roast</a>, a whole bag of our darkest coffee, $19.99'
      + '<select><option>OPTION-MARKER one bag</option></select><script type="application/json">{"SCRIPT-MARKER": 1}</script></li></ul></body></html>', dom);
    const text = baselineCandidate(doc, doc)!.textContent!;
    expect(text).toContain('ITEM-MARKER');
    expect(text).not.toContain('SCRIPT-MARKER');
    expect(text).not.toContain('OPTION-MARKER');
  });

  it('skips navigation lists', () => {
    const doc = parse('<html><body><nav><ul><li>Home page of the site</li></ul></nav><p>A paragraph that is long enough.</p></body></html>', dom);
    const content = baselineCandidate(doc, doc)!;
    expect(content.textContent).not.toContain('Home page');
  });
});

describe('stage 5, recall escalation', () => {
  it('relaxations are ordered data, each relaxing the previous', () => {
    expect(RELAXATIONS.map((r) => r.name)).toEqual(['link-density', 'class-vocabulary', 'regions-and-hidden']);
    const standard = tuningFor({ mode: 'standard', includeComments: false });
    let tuning = standard;
    for (const relaxation of RELAXATIONS) {
      const next = relax(tuning, relaxation);
      expect(next).not.toEqual(tuning);
      tuning = next;
    }
    expect(tuning.maxLinkDensity).toBeGreaterThan(standard.maxLinkDensity);
    expect(tuning.rules.has('drop-small-regions')).toBe(false);
  });

  it('a result is short only when small both absolutely and against the page', () => {
    expect(isShort(100, 5000)).toBe(true);
    expect(isShort(100, 500)).toBe(false);
    expect(isShort(5000, 100_000)).toBe(false);
  });

  it.each(DOMS)('records each attempt when a page hides its text in link-dense navigation (%s)', (dom) => {
    const items = Array.from({ length: 30 }, (_, i) => `<li><a href="/p${i}">Product ${i} with a long descriptive name</a> in stock, ships today</li>`).join('');
    const intro = '<p>Short intro paragraph of this product page, which lists what is in stock today.</p>';
    const doc = parse(`<html><body>${intro}<nav><ul>${items}</ul></nav></body></html>`, dom);
    // A tiny minimum keeps stages 3 and 4 out of the way: the short rules result goes straight to escalation.
    const result = extract(doc, { markdown: false, minExtractedChars: 5 });
    expect(result.stage).toBe('escalated');
    const relaxed = result.attempts.filter((a) => a.relaxation);
    expect(relaxed.map((a) => a.relaxation)).toEqual(['link-density', 'class-vocabulary', 'regions-and-hidden']);
    expect(result.text).toContain('Product 12');
  });
});

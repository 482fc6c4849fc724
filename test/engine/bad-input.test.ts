import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, parse } from './helpers';

/**
 * Generous ceilings for "does not hang" on a shared 2-core machine: a hang is minutes, these pages take a
 * fraction of a second on an idle machine. jsdom is several times slower than linkedom at everything.
 */
const LIMIT_MS: Record<string, number> = { jsdom: 60_000, linkedom: 20_000 };

function timed<T>(fn: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t0 };
}

describe.each(DOMS)('bad input gives a clear result (%s)', (dom) => {
  it('empty document', () => {
    const r = extract(parse('', dom), { markdown: false });
    expect(r.stage).toBe('none');
    expect(r.text).toBe('');
    expect(r.content).toBeNull();
    expect(r.warning).toMatch(/no main content/i);
  });

  it('document without a body element', () => {
    const doc = parse('<html><head><title>t</title></head></html>', dom);
    doc.body?.remove();
    const r = extract(doc, { markdown: false });
    expect(r.stage).toBe('none');
    expect(r.warning).toBeTruthy();
  });

  it('text only, no markup', () => {
    const words = 'Plain words with no markup at all, just a sentence that goes on for a while. ';
    const r = extract(parse(words.repeat(10), dom), { markdown: false });
    // jsdom wraps bare text in html/body; linkedom keeps it as a bare text node with no root element.
    if (dom === 'jsdom') expect(r.text).toContain('Plain words with no markup');
    else expect(r.warning).toMatch(/no main content/i);
  });

  it('binary junk', () => {
    const junk = Array.from({ length: 20_000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');
    const { value: r, ms } = timed(() => extract(parse(junk, dom), { markdown: false }));
    expect(ms).toBeLessThan(LIMIT_MS[dom]);
    // Junk bytes decode to characters; whatever survives is returned as text, never an exception.
    expect(typeof r.text).toBe('string');
    expect(r.timings.total).toBeGreaterThan(0);
  });

  it('a 50,000-node page completes fast', () => {
    const para = '<p>Paragraph of the big page, with enough words to count as content here.</p>';
    const rows = Array.from({ length: 12_500 }, (_, i) => `<div><span>${i}</span>${para}</div>`).join('');
    const doc = parse(`<html><body>${rows}</body></html>`, dom);
    const { value: r, ms } = timed(() => extract(doc, { markdown: false }));
    expect(ms).toBeLessThan(LIMIT_MS[dom]);
    expect(r.text.length).toBeGreaterThan(1000);
  });

  it('5,000-deep nesting completes without overflowing the stack', () => {
    const depth = 5000;
    const html = `<html><body>${'<div>'.repeat(depth)}<p>${'Deep text that is the only content of this page. '.repeat(8)}</p>${'</div>'.repeat(depth)}</body></html>`;
    const { value: r, ms } = timed(() => extract(parse(html, dom), { markdown: false }));
    expect(ms).toBeLessThan(LIMIT_MS[dom]);
    expect(r.text).toContain('Deep text');
  });

  it('more elements than maxElements is refused as too large, with nothing extracted', () => {
    const html = `<html><body>${'<p>x</p>'.repeat(200)}</body></html>`;
    const r = extract(parse(html, dom), { maxElements: 100, markdown: false });
    expect(r.stage).toBe('none');
    expect(r.warning).toMatch(/page too large/i);
  });

  it('a time budget of 0 stops after the first stage with a warning', () => {
    const html = `<html><body><p>${'Some words here. '.repeat(5)}</p></body></html>`;
    const r = extract(parse(html, dom), { timeBudgetMs: 0, markdown: false, minExtractedChars: 10_000 });
    expect(r.warning).toMatch(/page too large/i);
    expect(r.timings.fallback).toBeUndefined();
  });
});

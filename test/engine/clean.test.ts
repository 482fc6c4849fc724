import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { clean } from '../../src/engine/clean';
import { tuningFor } from '../../src/engine/registry';
import { COMMENT_PATTERN, REMOVE_PATTERNS } from '../../src/engine/clean/tables';
import type { Removal } from '../../src/engine/types';
import { DOMS, fixture, parse } from './helpers';

describe.each(DOMS)('stage 1, cleaning (%s)', (dom) => {
  it('removes a contact form with a long consent notice, keeping the service text', () => {
    const result = extract(parse(fixture('clean--contact-form-consent-notice'), dom), { markdown: false });
    expect(result.text).toContain('Long-term care can cost more');
    expect(result.text).toContain('The first consultation is free.');
    expect(result.text).not.toContain('By checking this box');
    expect(result.removed.some((r) => r.step === 'clean' && r.selector.startsWith('form') && r.reason.startsWith('form to fill in'))).toBe(true);
  });

  it('removes boilerplate elements with their content', () => {
    const result = extract(parse(fixture('clean--removes-boilerplate-elements'), dom), { markdown: false });
    expect(result.text).toContain('The river had risen');
    for (const marker of ['NAVIGATION-MARKER', 'COOKIE-MARKER', 'SCRIPT_MARKER', 'SHARE-MARKER', 'ASIDE-MARKER', 'SEARCH-MARKER', 'FOOTER-MARKER']) {
      expect(result.text, marker).not.toContain(marker);
    }
    const reasons = new Set(result.removed.filter((r) => r.step === 'clean').map((r) => r.reason));
    expect(reasons).toContain('navigation');
    expect(reasons).toContain('cookie banner');
    expect(reasons).toContain('footer');
  });

  it('removes a consent tool\'s dialog whatever its size', () => {
    const result = extract(parse(fixture('clean--consent-tool-dialog'), dom), { markdown: false });
    expect(result.text).toContain('STORY-END-MARKER');
    expect(result.text).not.toContain('CONSENT-MARKER');
    expect(result.text).not.toContain('Privacy Preference Center');
  });

  it('drops hidden content', () => {
    const result = extract(parse(fixture('clean--drops-hidden-content'), dom), { markdown: false });
    expect(result.text).toContain('Officials said');
    expect(result.text).not.toContain('HIDDEN-ATTR-MARKER');
    expect(result.text).not.toContain('ARIA-HIDDEN-MARKER');
    expect(result.text).not.toContain('INLINE-NONE-MARKER');
  });

  it("keeps a card's second link that is aria-hidden and out of the tab order (shown to the eye); drops an aria-hidden container", () => {
    const url = 'https://cronica.example/tema/auriculares';
    const text = extract(parse(fixture('clean--redundant-links-shown'), dom, url), { markdown: false, url, pageType: 'listing' }).text;
    for (const kept of ['SUMMARY-ONE', 'SUMMARY-TWO', 'SUMMARY-FOUR']) expect(text, kept).toContain(kept);
    expect(text).not.toContain('PANEL-MARKER');
  });

  it('keeps a block hidden by markup that holds most of the page (shown by a script); drops a small hidden block inside it', () => {
    const text = extract(parse(fixture('clean--page-hidden-until-script'), dom), { markdown: false }).text;
    expect(text).toContain('ARTICLE-MARKER');
    expect(text).not.toContain('DRAWER-MARKER');
  });

  it('prunes comment sections unless includeComments', () => {
    const html = fixture('clean--prunes-comment-section');
    expect(extract(parse(html, dom), { markdown: false }).text).not.toContain('COMMENT-MARKER');
    expect(extract(parse(html, dom), { markdown: false, includeComments: true }).text).toContain('COMMENT-MARKER');
  });

  it('keeps a <noscript> with real markup, drops a tracking-pixel one', () => {
    const result = extract(parse(fixture('clean--keeps-structured-noscript'), dom), { markdown: false });
    expect(result.text).toContain('The river had risen');
    expect(result.text).not.toContain('PIXEL-MARKER');
  });

  it('unwraps presentational tags, keeping their text', () => {
    const result = extract(parse(fixture('clean--unwraps-presentational-tags'), dom), { markdown: false });
    expect(result.text).toContain('The river had risen');
    expect(result.text).toContain('Officials said');
    expect(result.html).not.toMatch(/<(font|center)\b/i);
  });

  it('records what it removed: step, selector, reason, characters', () => {
    const result = extract(parse(fixture('clean--removes-boilerplate-elements'), dom), { markdown: false });
    const nav = result.removed.find((r) => r.reason === 'navigation')!;
    expect(nav).toMatchObject({ step: 'clean', selector: 'nav' });
    expect(nav.chars).toBeGreaterThan(10);
  });
});

describe('stage 1, computed style on a live page', () => {
  it('reads visibility on the page itself and drops what it hides, without touching the page', () => {
    // jsdom has no layout; give this one document a fake one, as a live page would have.
    const original = parse(`<html><body><p id="a">visible text here</p><p id="b" class="js-hidden">HIDDEN-BY-STYLESHEET</p></body></html>`);
    const view = original.defaultView!;
    Object.defineProperty(original.body, 'getBoundingClientRect', { value: () => ({ width: 800, height: 600 }) });
    const real = view.getComputedStyle.bind(view);
    Object.defineProperty(view, 'getComputedStyle', {
      value: (el: Element) => (el.id === 'b' ? { display: 'none', visibility: 'visible' } : real(el)),
    });
    const removed: Removal[] = [];
    const before = original.documentElement.outerHTML;
    const { dropped } = clean({ document: original, tuning: tuningFor({ mode: 'standard', includeComments: false }), removed })!;
    expect(dropped.has(original.getElementById('b')!)).toBe(true);
    expect(dropped.has(original.getElementById('a')!)).toBe(false);
    expect(removed.map((r) => r.reason)).toContain('computed display:none');
    expect(original.documentElement.outerHTML).toBe(before);
  });
});

describe('the class and id patterns', () => {
  // Cleaning tests a whole class attribute against every pattern at once, each stripped of its anchors
  // (clean/index.ts ANY_PATTERN_IN_CLASS): that is sound only for a pattern that is one group from `^` to `$`.
  it.each([COMMENT_PATTERN, ...REMOVE_PATTERNS].map((rule) => [rule.reason, rule.token] as const))('%s is one anchored group', (_reason, token) => {
    const inner = /^\^\((.*)\)\$$/.exec(token.source)?.[1] ?? '';
    let depth = 0;
    for (let i = 0; i < inner.length; i++) {
      if (inner[i] === '\\') i++;
      else if (inner[i] === '(') depth++;
      else if (inner[i] === ')' && --depth < 0) break;
    }
    expect(inner).not.toBe('');
    expect(depth).toBe(0);
    expect(token.flags).toBe('');
  });
});

/** Low-value pages (issue 13): each kind found by its mechanism or its language's words; real content is not. */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { countWords } from '../../src/engine/low-value';
import { DOMS, fixture, fixtureNames, parse } from './helpers';

const KINDS: ReadonlyArray<[string, string, RegExp]> = [
  ['lowvalue--login-wall', 'login', /password field/],
  ['lowvalue--paywall', 'paywall', /isAccessibleForFree/],
  ['lowvalue--consent-wall', 'consent', /"nous utilisons des cookies"/],
  ['lowvalue--not-found', 'error', /"seite nicht gefunden" in the title/],
  ['lowvalue--empty-app', 'empty-app', /#root/],
  ['lowvalue--captcha', 'captcha', /human check/],
  ['lowvalue--too-little-text', 'too-little-text', /\d+ words of text/],
];

describe.each(DOMS)('low-value pages (%s)', (domName) => {
  it.each(KINDS)('%s is "%s"', (name, reason, evidence) => {
    const r = extract(parse(fixture(name), domName));
    expect(r.lowValue?.reason).toBe(reason);
    expect(r.lowValue?.evidence).toMatch(evidence);
  });

  // Every other fixture is real content, however short (a four-item checklist: baseline--list-items-rescued).
  it.each(fixtureNames().filter((n) => !n.startsWith('lowvalue--')))('%s is not flagged', (name) => {
    expect(extract(parse(fixture(name), domName)).lowValue).toBeUndefined();
  });
});

describe('a result cut short', () => {
  it('is not judged: a page refused as too large is not "too little text"', () => {
    const r = extract(parse(fixture('rules--picks-article-over-sidebar'), 'linkedom'), { maxElements: 5 });
    expect(r.warning).toMatch(/too large/);
    expect(r.lowValue).toBeUndefined();
  });
});

describe('countWords', () => {
  it('counts spaced words, and characters of unspaced scripts as half a word', () => {
    expect(countWords("It's a well-known fact, 42 times.")).toBe(6);
    expect(countWords('灯台は海岸にある')).toBe(4);
  });
});

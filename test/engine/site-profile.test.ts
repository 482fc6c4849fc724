/** Site profiles (issue 13): validation before anything runs, matching by host, keep / drop / drop lines, scope. */
import { describe, expect, it } from 'vitest';
import { extract, OptionsError } from '../../src/engine';
import { checkSiteProfiles, describeProblem, rulesFor, selectorError, siteMatches, type SiteProfile } from '../../src/engine/site-profile';
import { compileLinePattern } from '../../src/engine/site-profile/line-pattern';
import { DOMS, fixture, parse, serialize } from './helpers';

const URL = 'https://example.org/2024/lighthouses.html';
const PROFILE: SiteProfile = {
  site: 'example.org', keep: ['.author-box', 'ul.sources'], drop: ['.tip'], dropLines: ['^listen to this article$', '^printed edition\\b'],
};

describe('site profile validation', () => {
  const probe = parse('<p>x</p>');

  it('accepts a whole profile and a list', () => {
    expect(checkSiteProfiles(PROFILE, probe)).toEqual([]);
    expect(checkSiteProfiles([PROFILE, { site: '*.example.com', scope: 'full', pageType: 'forum' }], probe)).toEqual([]);
  });

  it.each([
    [{ site: 'example.org', keep: ['div['] }, 'keep', 'div['],
    [{ site: 'example.org', drop: ['a >> b'] }, 'drop', 'a >> b'],
    [{ site: 'example.org', dropLines: ['(unclosed'] }, 'dropLines', '(unclosed'],
  ])('names the bad selector or pattern and its profile: %j', (profile, field, value) => {
    const [problem] = checkSiteProfiles([{ site: 'ok.org' }, profile], probe);
    expect(problem).toMatchObject({ profile: 1, site: 'example.org', field, value });
    expect(describeProblem(problem)).toContain(`site profile "example.org": ${field}: invalid`);
    expect(describeProblem(problem)).toContain(value);
  });

  it.each([
    [{ site: 'example.org', keeps: ['p'] }, /unknown key "keeps"/],
    [{ site: 'example.org', ['__proto__']: {} }, /unknown key "__proto__"/],
    [{ keep: ['p'] }, /site: is required/],
    [{ site: 'https://example.org/' }, /not a host/],
    [{ site: 'example.org', scope: 'pages' }, /scope: must be one of article, full, page/],
    [{ site: 'example.org', keep: '.a' }, /keep: must be a list of strings/],
    [{ site: 'example.org', pageType: 'blog' }, /pageType: must be one of/],
  ])('refuses %j', (profile, message) => {
    const problems = checkSiteProfiles(JSON.parse(JSON.stringify(profile)) as unknown, probe);
    expect(problems.map(describeProblem).join('\n')).toMatch(message);
  });

  it.each(['div[data-x', 'a:not(.b', 'a[title="x]', "p[lang='en]"])('refuses %s as unclosed, with or without a page to try it on', (selector) => {
    expect(selectorError(selector)).toMatch(/^unclosed /);
    expect(selectorError(selector, probe)).toMatch(/^unclosed /);
  });

  it.each(['a[title="]"]', 'a[title=\'(\']', 'p:is(.a, .b) > span', 'a\\[b'])('accepts %s, whose brackets close', (selector) => {
    expect(selectorError(selector, probe)).toBeUndefined();
  });

  it('extract() throws an OptionsError before reading the page', () => {
    const page = parse('<p>x</p>');
    expect(() => extract(page, { siteProfiles: [{ site: 'example.org', keep: ['div['] }] })).toThrow(OptionsError);
    expect(() => extract(page, { siteProfiles: [{ site: 'example.org', dropLines: ['['] }] })).toThrow(/dropLines: invalid pattern "\["/);
    expect(() => extract(page, { siteProfiles: [{ site: 'example.org', keepp: [] } as never] })).toThrow(/unknown key "keepp"/);
  });
});

describe('site profile matching', () => {
  it.each([
    ['example.org', 'example.org', true],
    ['example.org', 'www.example.org', false],
    ['*.example.org', 'example.org', true],
    ['*.example.org', 'news.example.org', true],
    ['*.example.org', 'badexample.org', false],
    ['Example.ORG', 'example.org', true],
  ])('%s names %s: %s', (site, host, expected) => {
    expect(siteMatches(site, host)).toBe(expected);
  });

  it('merges every matching profile, the exact host first for scope and page type', () => {
    const rules = rulesFor([
      { site: '*.example.org', scope: 'full', drop: ['.a'] }, { site: 'news.example.org', scope: 'article', drop: ['.b'] }, { site: 'other.org', drop: ['.c'] },
    ], 'https://news.example.org/x', () => compileLinePattern)!;
    expect(rules.sites).toEqual(['news.example.org', '*.example.org']);
    expect(rules.scope).toBe('article');
    expect(rules.drop.map((d) => d.value)).toEqual(['.b', '.a']);
    expect(rulesFor([{ site: 'other.org' }], 'https://example.org/', () => compileLinePattern)).toBeUndefined();
  });
});

describe.each(DOMS)('a kept block outside the selection joins in document order (%s)', (domName) => {
  it('puts a standfirst kept deep in a wrapper before the article before it', () => {
    const page = () => parse(fixture('siteprofile--kept-block-before-article'), domName, URL);
    expect(extract(page(), {}).text).not.toContain('ninety years');
    const text = extract(page(), { siteProfiles: [{ site: 'example.org', keep: ['.standfirst'] }] }).text;
    expect(text).toContain('ninety years');
    expect(text.indexOf('ninety years')).toBeLessThan(text.indexOf('The night ferry leaves'));
  });
});

describe.each(DOMS)('site profile keep, drop and drop lines (%s)', (domName) => {
  const html = fixture('siteprofile--keep-drop-lines');
  const run = (profiles: SiteProfile[]) => extract(parse(html, domName, URL), { siteProfiles: profiles });

  it('without a profile, the author box and sources are removed and the promo and lines stay', () => {
    const r = run([]);
    expect(r.text).not.toContain('Mara Quist');
    expect(r.text).not.toContain("Keepers' logbooks");
    expect(r.text).toContain('Special offer');
    expect(r.text).toMatch(/^Listen to this article$/m);
    expect(r.siteProfiles).toBeUndefined();
  });

  it('keeps, drops and takes lines out of every output, recording each removal with its rule', () => {
    const r = run([PROFILE]);
    expect(r.siteProfiles).toEqual(['example.org']);
    for (const out of [r.text, r.markdown, r.html]) {
      expect(out).toContain('Mara Quist');
      expect(out).toContain("Keepers' logbooks");
      expect(out).not.toContain('Special offer');
      expect(out).not.toMatch(/Listen to this|Printed edition/);
    }
    const byProfile = r.removed.filter((x) => x.step === 'site-profile');
    expect(byProfile.map((x) => x.reason)).toEqual(expect.arrayContaining([
      'drop .tip (site profile example.org)', 'drop line ^listen to this article$ (site profile example.org)', 'drop line ^printed edition\\b (site profile example.org)',
    ]));
    expect(byProfile.find((x) => x.reason.startsWith('drop line ^listen'))?.text).toBe('Listen to this article');
    // Kept blocks are not listed as removed by cleaning or pruning.
    expect(r.removed.some((x) => /author-box|sources/.test(x.selector))).toBe(false);
  });

  it('applies to the host it names only', () => {
    const r = run([{ ...PROFILE, site: 'elsewhere.org' }]);
    expect(r.text).toContain('Special offer');
    expect(r.siteProfiles).toBeUndefined();
  });

  it('never changes the page', () => {
    const page = parse(html, domName, URL);
    const before = serialize(page);
    extract(page, { siteProfiles: [PROFILE], locateRemovals: true });
    expect(serialize(page)).toBe(before);
  });
});

describe.each(DOMS)('scope (%s)', (domName) => {
  const html = fixture('scope--full-page-sections');
  const run = (options: Parameters<typeof extract>[1]) => extract(parse(html, domName, 'https://museum.example/'), options);

  it('article keeps the article; full adds every section, without navigation or footer', () => {
    const article = run({});
    expect(article.scope).toBe('article');
    expect(article.text).toContain('herring boat');
    expect(article.text).not.toContain('Opening hours');
    for (const mode of ['standard', 'precision', 'recall', 'fast'] as const) {
      const full = run({ scope: 'full', mode });
      expect(full.scope).toBe('full');
      expect(full.text).toContain('herring boat');
      expect(full.text).toContain('Opening hours');
      expect(full.text).toContain('The winter of ice');
      expect(full.text).not.toMatch(/Shop|Contact|registered charity|Privacy/);
    }
  });

  it('a site profile chooses the scope; the option overrides it', () => {
    expect(run({ siteProfiles: [{ site: 'museum.example', scope: 'full' }] }).text).toContain('Opening hours');
    expect(run({ scope: 'article', siteProfiles: [{ site: 'museum.example', scope: 'full' }] }).text).not.toContain('Opening hours');
  });
});

describe('locateRemovals', () => {
  it('gives removals the start of their text and a selector naming the block alone', () => {
    const page = parse(fixture('siteprofile--keep-drop-lines'), 'jsdom', URL);
    const r = extract(page, { locateRemovals: true });
    const aside = r.removed.find((x) => x.selector === 'aside.author-box')!;
    expect(aside.text).toBe('Written by Mara Quist, who has visited every lighthouse on the coast.');
    expect(aside.keep).toBe('aside.author-box');
    expect(page.querySelectorAll(aside.keep!)).toHaveLength(1);
    expect(extract(page, {}).removed.every((x) => x.keep === undefined)).toBe(true);
  });
});

describe('site profiles on a clobbering page', () => {
  it('keeps, drops and locates through form controls named like DOM properties', () => {
    const html = `<html><body><article><p>${'Words of the article, long enough to be the content of the page. '.repeat(8)}</p>
      <form class="keepme"><input name="parentNode"><input name="getAttribute"><input name="remove"><p>Kept form text that is here.</p></form>
      <form class="dropme"><input name="textContent"><input name="querySelectorAll"><p>Dropped form text.</p></form></article></body></html>`;
    for (const domName of DOMS) {
      const r = extract(parse(html, domName, URL), { siteProfiles: [{ site: 'example.org', keep: ['form.keepme'], drop: ['form.dropme'], dropLines: ['^nothing$'] }], locateRemovals: true });
      expect(r.warning).toBeUndefined();
      expect(r.text).toContain('Kept form text');
      expect(r.text).not.toContain('Dropped form text');
    }
  });
});

// A drop-line pattern a backtracking engine takes exponential or high polynomial time on, against a long line that
// almost matches: RE2's linear-time engine matches it in time with the line (site-profile/profile.ts). These are
// not nested quantifiers, which are refused: no syntax check catches every such pattern.
describe('drop-line patterns on a line that almost matches', () => {
  const line = `${'a'.repeat(20_000)}!`;
  const html = `<!doctype html><html><body><article><h1>Ledger</h1><p>${'The harbour ledger counts crates and barrels at the pier. '.repeat(8)}</p><p>${line}</p></article></body></html>`;
  it.each(['(a|aa)+$', '(.*a){12}$', '(\\w|a)+!x'])('%s: matched within the budget, the page read', (pattern) => {
    const page = parse(html, 'linkedom', 'https://example.org/ledger');
    const started = performance.now();
    const result = extract(page, { siteProfiles: [{ site: 'example.org', dropLines: [pattern] }], timeBudgetMs: 5000 });
    expect(performance.now() - started).toBeLessThan(5000 + 5000);
    expect(result.text).toContain('harbour ledger');
    expect(result.text).toContain(line);
  }, 60_000);
  it('a pattern RE2 cannot run (a back-reference) is refused with its name', () => {
    const page = parse(html, 'linkedom', 'https://example.org/ledger');
    expect(() => extract(page, { siteProfiles: [{ site: 'example.org', dropLines: ['(a)\\1'] }] })).toThrow(/dropLines: invalid pattern "\(a\)\\1"/);
  });
});

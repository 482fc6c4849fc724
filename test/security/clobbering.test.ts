/**
 * Issue 12, item 1: a page's forms cannot freeze or break the extraction by naming their controls after DOM
 * properties. jsdom has no named form properties, so they are added as a browser has them (clobberForms);
 * linkedom is read as the CLI reads it. Before the engine read nodes through dom/read.ts, parentNode,
 * parentElement and nextElementSibling never returned, and most other names made the extraction fail.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { parse, serialize, type Dom } from '../engine/helpers';
import { ARTICLE_MARK, CLOBBERED_NAMES, clobberedPage, clobberForms } from './clobbered-names';

const CASES: Array<[Dom, string]> = (['jsdom', 'linkedom'] as const).flatMap((dom) => CLOBBERED_NAMES.map((name) => [dom, name] as [Dom, string]));

describe('a form control named after a DOM property', () => {
  it.each(CASES)('%s, name="%s": the article comes out and the page is unchanged', (dom, name) => {
    const document = parse(clobberedPage([name]), dom);
    if (dom === 'jsdom') clobberForms(document);
    const before = serialize(document);
    const result = extract(document, { timeBudgetMs: 10_000 });
    expect(result.warning).toBeUndefined();
    expect(result.stage).not.toBe('none');
    expect(result.text).toContain(ARTICLE_MARK);
    expect(result.markdown).toContain(ARTICLE_MARK);
    expect(serialize(document)).toBe(before);
  });
});

describe('a hidden form control named after a DOM property', () => {
  // Cleaning asks of each hidden block whether it is a formula's source (markdown/math/sources.ts), which read
  // its only child's `localName` and `textContent` as plain properties: a hidden block holding such a form threw.
  it.each(CASES)('%s, name="%s": the article comes out', (dom, name) => {
    const hiddenForm = clobberedPage([name]).replace(/<form>.*?<\/form>/, (form) => `<div hidden>${form}</div>`);
    const document = parse(hiddenForm, dom);
    if (dom === 'jsdom') clobberForms(document);
    const result = extract(document, { timeBudgetMs: 10_000 });
    expect(result.warning).toBeUndefined();
    expect(result.text).toContain(ARTICLE_MARK);
  });
});

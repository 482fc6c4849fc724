// Intent: extraction never throws into the page (issue 5): when something inside fails, `extract()` returns a
// result whose `warning` says so (stage "none"), so the content script and the UI get data, not an exception.
// Faults are injected into the input document; each test also checks its fault was reached, so an engine that
// simply stopped using the faulty method cannot pass (or fail) by accident.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/cli/dom';
import { extract, OptionsError } from '../../src/engine';
import { failedExtraction } from '../../src/engine/pipeline';
import type { Extraction } from '../../src/engine';

function page(): Document {
  return parseDocument('<!doctype html><html><head><title>T</title></head><body><article><p>'
    + 'Some article text that is long enough to be kept as the main content of this page. '.repeat(10)
    + '</p></article></body></html>', 'https://example.org/a');
}

/** Makes each named member of `target` throw when used; returns a counter of how often a fault fired. */
function breakMembers(target: object, names: string[]): { fired: number } {
  const counter = { fired: 0 };
  for (const name of names) {
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        counter.fired += 1;
        throw new TypeError(`broken DOM: ${name}`);
      },
    });
  }
  return counter;
}

function expectErrorResult(run: () => Extraction, counter: { fired: number }): void {
  let result: Extraction | undefined;
  expect(() => { result = run(); }).not.toThrow();
  expect(counter.fired, 'the injected fault was never reached').toBeGreaterThan(0);
  expect(result!.stage).toBe('none');
  expect(result!.warning).toEqual(expect.any(String));
  expect(result!.warning!.length).toBeGreaterThan(0);
}

describe('extract never throws', () => {
  it('returns an error result when every way into the document throws', () => {
    const document = page();
    const counter = breakMembers(document, ['documentElement', 'body', 'cloneNode', 'importNode', 'querySelector',
      'querySelectorAll', 'getElementsByTagName', 'childNodes', 'firstChild', 'children', 'firstElementChild']);
    expectErrorResult(() => extract(document), counter);
  });

  it('returns an error result when the tree fails midway (the article element throws when read)', () => {
    const document = page();
    const article = document.querySelector('article')!;
    const counter = breakMembers(article, ['childNodes', 'firstChild', 'children', 'firstElementChild', 'textContent', 'cloneNode', 'innerHTML', 'outerHTML']);
    let result: Extraction | undefined;
    expect(() => { result = extract(document); }).not.toThrow();
    // Reaching the fault must end in an error result; not reaching it (the engine read a clone) is fine too.
    if (counter.fired > 0) {
      expect(result!.stage).toBe('none');
      expect(result!.warning).toEqual(expect.any(String));
    }
  });

  it('still extracts normally from the same page when nothing fails (the tests can tell the difference)', () => {
    const result = extract(page());
    expect(result.stage).not.toBe('none');
    expect(result.text).toContain('Some article text');
  });
});

describe('the boundary between the caller\'s mistakes and the page\'s faults', () => {
  it('still throws an OptionsError for invalid options (the caller\'s mistake, not the page\'s)', () => {
    expect(() => extract(page(), { mode: 'fastest' as never })).toThrow(OptionsError);
  });

  it('names the error in the warning of the error result', () => {
    const document = page();
    breakMembers(document, ['documentElement']);
    const result = extract(document, { mode: 'precision' });
    expect(result.warning).toMatch(/failed.*TypeError: broken DOM: documentElement/);
    expect(result.mode).toBe('precision');
    expect(result.text).toBe('');
    expect(result.timings.total).toEqual(expect.any(Number));
  });

  it('failedExtraction builds the same shape without a document (used by the in-page bundle)', () => {
    const result = failedExtraction(new RangeError('too deep'), { url: 'https://example.org/x' });
    expect(result).toMatchObject({ stage: 'none', text: '', html: '', markdown: '', content: null, metadata: { url: 'https://example.org/x' } });
    expect(result.warning).toContain('RangeError: too deep');
  });
});

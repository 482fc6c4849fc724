// Intent: extraction never throws into the page (issue 5): when something inside fails, `extract()` returns a
// result whose `warning` says so (stage "none"), so the content script and the UI get data, not an exception.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/cli/dom';
import { extract } from '../../src/engine';
import type { Extraction } from '../../src/engine';

function page(): Document {
  return parseDocument('<!doctype html><html><head><title>T</title></head><body><article><p>'
    + 'Some article text that is long enough to be kept as the main content of this page. '.repeat(10)
    + '</p></article></body></html>', 'https://example.org/a');
}

function expectErrorResult(run: () => Extraction): void {
  let result: Extraction | undefined;
  expect(run).not.toThrow();
  result = run();
  expect(result.stage).toBe('none');
  expect(result.warning).toEqual(expect.any(String));
  expect(result.warning!.length).toBeGreaterThan(0);
}

describe('extract never throws', () => {
  it('returns an error result when the document cannot be cloned', () => {
    const document = page();
    Object.defineProperty(document, 'cloneNode', { value: () => { throw new Error('clone refused'); } });
    expectErrorResult(() => extract(document));
  });

  it('returns an error result when reading the tree fails midway', () => {
    const document = page();
    // A hostile or broken DOM: every query throws (a page cannot do this to an isolated world, a bug can).
    Object.defineProperty(document, 'querySelectorAll', { value: () => { throw new TypeError('broken DOM'); } });
    Object.defineProperty(document, 'getElementsByTagName', { value: () => { throw new TypeError('broken DOM'); } });
    expectErrorResult(() => extract(document));
  });

  it('still extracts normally from the same page when nothing fails (the test can tell the difference)', () => {
    const result = extract(page());
    expect(result.stage).not.toBe('none');
    expect(result.text).toContain('Some article text');
  });
});

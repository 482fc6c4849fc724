import { describe, expect, it } from 'vitest';
import { countWords } from '../../src/engine/metadata/reading-stats';
import { extract } from '../../src/engine';
import type { Mode } from '../../src/engine';
import { toJson } from '../../src/engine/output';
import { DOMS, fixture, fixtureNames, parse, serialize } from './helpers';

const MODES: Mode[] = ['standard', 'fast', 'precision', 'recall'];

describe.each(DOMS)('the input document is never mutated (%s)', (dom) => {
  it.each(fixtureNames())('%s, every mode', (name) => {
    const doc = parse(fixture(name), dom);
    const before = serialize(doc);
    for (const mode of MODES) {
      extract(doc, { mode, markdown: true, includeLinks: false, includeImages: false, minExtractedChars: 100_000 });
      expect(serialize(doc)).toBe(before);
    }
  });
});

describe.each(DOMS)('the Extraction (%s)', (dom) => {
  const result = extract(parse(fixture('rules--picks-article-over-sidebar'), dom));

  it('carries stage, quality, timings, removals and attempts', () => {
    expect(result.stage).toBe('rules');
    expect(result.mode).toBe('standard');
    expect(result.quality.score).toBeGreaterThan(0);
    expect(result.quality.score).toBeLessThanOrEqual(1);
    expect(result.quality.signals.length).toBe(result.text.length);
    expect(result.quality.signals.substantialParagraphs).toBe(4);
    expect(result.timings.total).toBeGreaterThanOrEqual(result.timings.rules);
    expect(result.attempts[0]).toMatchObject({ stage: 'rules' });
    expect(result.warning).toBeUndefined();
  });

  it('content is a detached element the caller does not own', () => {
    expect(result.content).not.toBeNull();
    expect(result.content!.ownerDocument).not.toBe(null);
    expect(result.content!.textContent).toContain('The river had risen');
  });

  it('produces Markdown when asked, and not otherwise', () => {
    expect(result.markdown).toContain('The river had risen');
    expect(extract(parse(fixture('rules--picks-article-over-sidebar'), dom), { markdown: false }).markdown).toBe('');
  });

  it('fills word count and reading time from the text', () => {
    expect(result.metadata.wordCount).toBeGreaterThan(50);
    // One word count for the whole product: the metadata module's, shown by the badge and the reader alike.
    expect(result.metadata.wordCount).toBe(countWords(result.text));
    expect(result.metadata.readingMinutes).toBeGreaterThanOrEqual(1);
  });

  it('the JSON view is everything but the DOM and survives JSON round trip', () => {
    const json = toJson(result);
    expect('content' in json).toBe(false);
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

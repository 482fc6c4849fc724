// Intent: the output fingerprint (tools/fingerprint) tells a change that alters no output from one that alters any:
// the same page gives the same line, a page whose article or title changes gives another, and the comparison names
// the pages changed, added or gone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { parseDocument } from '../../src/cli/dom';
import { differingKeys, FINGERPRINT_FIELDS, fingerprintLine } from '../../tools/fingerprint/fingerprint';

const SAMPLE = readFileSync('test/sample/sample-article.html', 'utf8');
const URL_ = 'https://example.org/sample';
const lineOf = (html: string): string => fingerprintLine('sample', extract(parseDocument(html, URL_), { url: URL_ }));

describe('the output fingerprint', () => {
  it('gives the same line for the same page, read twice', () => {
    const line = lineOf(SAMPLE);
    expect(line.split('\t')).toHaveLength(1 + FINGERPRINT_FIELDS.length);
    expect(lineOf(SAMPLE)).toBe(line);
  });

  it('gives another line when a word of the article or of its heading changes', () => {
    const line = lineOf(SAMPLE);
    const word = /<p>\s*(\w+)/.exec(SAMPLE)![1];
    expect(lineOf(SAMPLE.replace(`<p>${word}`, `<p>${word}x`))).not.toBe(line);
    expect(lineOf(SAMPLE.replace('<h1>', '<h1>New '))).not.toBe(line);
  });

  it('names the pages of the new run that differ or are new, whatever else the earlier file holds', () => {
    const before = 'a\t1\tx\nb\t2\tx\nc\t3\tx\n';
    const after = 'a\t1\tx\nb\t2\ty\nd\t4\tx\n';
    expect(differingKeys(before, after)).toEqual(['b', 'd']);
    expect(differingKeys(before, 'c\t3\tx\n')).toEqual([]);
    expect(differingKeys(before, before)).toEqual([]);
  });
});

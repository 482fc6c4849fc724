/**
 * A page's output fingerprint: short hashes of what the engine gives for it (HTML, text, Markdown, metadata) with
 * its page type and stage, one tab-separated line per page. Two fingerprint files of the same pages tell whether a
 * change altered any output: a change meant only to be faster must leave every line as it was.
 */
import { createHash } from 'node:crypto';
import type { Extraction } from '../../src/engine/types';

/** The fields of a line after the page's key, in order. */
export const FINGERPRINT_FIELDS = ['html', 'text', 'markdown', 'metadata', 'pageType', 'stage'] as const;

const shortHash = (value: string): string => createHash('sha1').update(value).digest('hex').slice(0, 12);

/** One line: `key`, then the fields. Reading time is left out of the metadata: it follows from the text already. */
export function fingerprintLine(key: string, result: Extraction): string {
  const { readingMinutes: _minutes, ...metadata } = result.metadata;
  return [
    key, shortHash(result.html), shortHash(result.text), shortHash(result.markdown), shortHash(JSON.stringify(metadata)),
    metadata.pageType ?? '', result.stage,
  ].join('\t');
}

/**
 * Keys of `after` whose line differs in `before` or is not there, in `after`'s order. Only `after`'s pages are
 * compared, so a run over part of the corpora (`--every`, `--corpus`) can be checked against a file of all of them.
 */
export function differingKeys(before: string, after: string): string[] {
  const lines = (file: string) => new Map(file.split('\n').filter(Boolean).map((line) => [line.split('\t')[0], line]));
  const earlier = lines(before);
  return [...lines(after)].filter(([key, line]) => earlier.get(key) !== line).map(([key]) => key);
}

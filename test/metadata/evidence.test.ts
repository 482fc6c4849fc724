/** Evidence weighed together (evidence.ts): agreeing sources add up, each source votes once, a switched-off source is silent. */
import { describe, expect, it } from 'vitest';
import { pick } from '../../src/engine/metadata/evidence';
import { SOURCE_WEIGHTS } from '../../src/engine/metadata/weights';

const day = (iso: string) => iso.slice(0, 10);

describe('pick', () => {
  it('takes the heaviest source when sources disagree', () => {
    expect(pick('published', [{ source: 'url', value: '2020-01-01' }, { source: 'json-ld', value: '2021-02-02' }], day)?.value).toBe('2021-02-02');
  });

  it('adds up the weights of sources that agree, so two agreeing sources can outweigh a heavier one', () => {
    const w = SOURCE_WEIGHTS.author;
    const [a, b, heavy] = (['meta', 'author-markup', 'json-ld'] as const);
    const agree = (w[a] ?? 0) + (w[b] ?? 0);
    const choice = pick('author', [{ source: heavy, value: 'X' }, { source: a, value: 'Jane' }, { source: b, value: 'jane' }], (v) => v.toLowerCase());
    expect(choice?.value).toBe(agree > (w[heavy] ?? 0) ? 'Jane' : 'X');
    const agreeing = pick('author', [{ source: a, value: 'Jane' }, { source: b, value: 'jane' }], (v) => v.toLowerCase());
    expect(agreeing?.weight).toBe(agree);
    expect(agreeing?.sources).toEqual([a, b]);
  });

  it('lets each source vote once, for its first value (meta keys repeat each other)', () => {
    const choice = pick('published', [
      { source: 'meta', value: '2015-09-17' }, { source: 'meta', value: '2016-05-08' }, { source: 'microdata', value: '2016-05-08' },
    ], day);
    expect(choice?.value).toBe('2015-09-17');
  });

  it('ignores a switched-off source and empty values', () => {
    const candidates = [{ source: 'json-ld', value: '' }, { source: 'json-ld', value: '2021-02-02' }, { source: 'url', value: '2020-01-01' }] as const;
    expect(pick('published', candidates, day)?.value).toBe('2021-02-02');
    expect(pick('published', candidates, day, new Set(['json-ld']))?.value).toBe('2020-01-01');
    expect(pick('published', [], day)).toBeUndefined();
  });
});

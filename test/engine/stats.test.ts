/**
 * dom/stats.ts counts a text node's collapsed length and punctuation in one pass over its characters (issue 15:
 * the regex replace, two trims and a match per text node were the largest self time on a 1 MB page). Its counts
 * must be exactly those of the string operations it replaced, for every kind of white space JavaScript knows.
 */
import { describe, expect, it } from 'vitest';
import { scanText } from '../../src/engine/dom/stats';

/** The definition the scan replaced, kept here as the reference. */
function reference(data: string): { length: number; punctuation: number } {
  return { length: data.replace(/\s+/g, ' ').trim().length, punctuation: (data.match(/[,.;:!?，。、；：！？]/g) ?? []).length };
}

const SPACES = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2000', '\u2005', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const NOT_SPACES = ['a', 'Z', '7', ',', '.', '!', '，', '。', '、', '？', 'é', '\u200b', '\u180e', '😀', '\u0085', '~'];

describe('scanText', () => {
  it('counts like collapse-trim-match on hand-picked strings', () => {
    for (const data of ['', ' ', '  \n\t ', 'a', ' a ', 'a  b', '\u00a0a\u3000b\ufeff', 'Hello, world. Fine!', '你好，世界。', '\u200b', ' \u0085 ']) {
      expect(scanText(data), JSON.stringify(data)).toEqual(reference(data));
    }
  });

  it('counts like collapse-trim-match on generated strings of every white space', () => {
    let state = 7;
    const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let n = 0; n < 2000; n++) {
      let data = '';
      const length = Math.floor(random() * 12);
      for (let i = 0; i < length; i++) {
        const pool = random() < 0.5 ? SPACES : NOT_SPACES;
        data += pool[Math.floor(random() * pool.length)];
      }
      expect(scanText(data), JSON.stringify(data)).toEqual(reference(data));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fileStem } from '../../src/ui/file-name';
import { badgeCount } from '../../src/extension/words';

describe('fileStem: download names from titles', () => {
  it.each([
    ['The Quiet Life of Lighthouse Keepers', 'The Quiet Life of Lighthouse Keepers'],
    ['A/B testing: why? <2024>', 'A B testing why 2024'],
    ['  ..hidden.  ', 'hidden'],
    ['', 'page'],
    ['\u0000\u0001', 'page'],
    ['Crème brûlée', 'Crème brûlée'],
  ])('%j -> %j', (title, stem) => {
    expect(fileStem(title)).toBe(stem);
  });

  it('cuts long titles at a word boundary within 80 characters', () => {
    const stem = fileStem('word '.repeat(40));
    expect(stem.length).toBeLessThanOrEqual(80);
    expect(stem.endsWith('word')).toBe(true);
  });
});

describe('badgeCount fits the 4-character badge', () => {
  it.each([[0, '0'], [950, '950'], [1234, '1.2k'], [9999, '10.0k'], [12_345, '12k']])('%d -> %s', (words, text) => {
    expect(badgeCount(words)).toBe(text);
  });
});

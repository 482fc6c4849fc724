/** Download names must be valid on Windows, macOS and Linux whatever the title holds. */
import { describe, expect, it } from 'vitest';
import { MAX_STEM_BYTES, safeFileName, safeStem } from '../../src/engine/metadata/file-name';

// eslint-disable-next-line no-control-regex
const WINDOWS_FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f]/;

describe('safeFileName', () => {
  it.each([
    ['Why Bees Dance', '2024-03-01T10:00:00Z', 'md', '2024-03-01 Why Bees Dance.md'],
    ['Title: a/b\\c <d> "e" | f? g*', undefined, 'md', 'Title - a - b - c d e - f g.md'],
    ['...hidden', undefined, 'txt', 'hidden.txt'],
    ['ends with dots...', undefined, 'txt', 'ends with dots.txt'],
    ['CON', undefined, 'md', '_CON.md'],
    ['lpt1', undefined, 'md', '_lpt1.md'],
    ['', undefined, 'md', 'untitled.md'],
    ['   ', '2025-01-02', 'json', '2025-01-02.json'],
    ['zero\u200bwidth\u202eRTL', undefined, 'md', 'zerowidthRTL.md'],
    ['line\nbreak\ttab', undefined, '.html', 'line break tab.html'],
  ])('%j -> %j', (title, date, ext, expected) => {
    expect(safeFileName(title, date, ext)).toBe(expected);
  });

  it('bounds the length in UTF-8 bytes without splitting a character', () => {
    const stem = safeStem('日本語のとても長いタイトル'.repeat(20));
    expect(new TextEncoder().encode(stem).length).toBeLessThanOrEqual(MAX_STEM_BYTES);
    expect(stem).not.toMatch(/\ufffd/);
    const latin = safeStem('word '.repeat(100));
    expect(latin.length).toBeLessThanOrEqual(MAX_STEM_BYTES);
    expect(latin.endsWith('word')).toBe(true);
  });

  it('never yields a forbidden character, trailing dot or space, for hostile input', () => {
    const hostile = ['a:b', 'a<b>', '..', '. .', 'x.', 'x ', '\u0000\u0001', 'aux.txt', '/etc/passwd', 'C:\\Windows', '🐝'.repeat(80)];
    for (const title of hostile) {
      const name = safeFileName(title, undefined, 'md');
      const stem = name.slice(0, -3);
      expect(stem, title).not.toMatch(WINDOWS_FORBIDDEN);
      expect(stem, title).not.toMatch(/[. ]$/);
      expect(stem, title).not.toMatch(/^\./);
      expect(stem.length, title).toBeGreaterThan(0);
    }
  });
});

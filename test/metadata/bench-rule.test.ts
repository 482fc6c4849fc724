/** The metadata benchmark's matching rule (issue 6), checked without a corpus. */
import { describe, expect, it } from 'vitest';
import { authorSet, calendarDay, fieldMatches } from '../../tools/bench/metadata';

describe('fieldMatches', () => {
  it('normalises case, spaces, typographic quotes and dashes', () => {
    expect(fieldMatches('title', 'It’s a  “Test” – Part 1', "it's a \"test\" - part 1")).toBe(true);
    expect(fieldMatches('title', 'Headline', 'Headline | Site')).toBe(false);
  });

  it('counts an empty gold as a match only for empty output', () => {
    expect(fieldMatches('author', '', '')).toBe(true);
    expect(fieldMatches('author', '', 'Jane Doe')).toBe(false);
    expect(fieldMatches('published', '', undefined)).toBe(true);
    expect(fieldMatches('published', '2024-01-01', '')).toBe(false);
  });

  it('compares dates by calendar day as the page wrote them', () => {
    expect(fieldMatches('published', '2024-10-09', '2024-10-09T22:15:00-04:00')).toBe(true);
    expect(fieldMatches('published', '2024-10-09', '2024-10-10')).toBe(false);
    expect(calendarDay('Wed, 09 Oct 2024 10:00:00 GMT')).toBe('2024-10-09');
  });

  it('compares authors as sets of names', () => {
    expect(fieldMatches('author', 'Jane Doe and John Roe', 'John Roe, Jane Doe')).toBe(true);
    expect(fieldMatches('author', 'Jane Doe and John Roe', 'Jane Doe')).toBe(false);
    expect(authorSet('A & B; C')).toEqual(new Set(['a', 'b', 'c']));
  });
});

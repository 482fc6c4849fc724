/**
 * The month-name patterns match any letter run and keep the first one that names a month (dates.ts `accepts`):
 * these pin that they find what the names-in-the-regex patterns found, and no more.
 */
import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from '../../src/engine/metadata/dates';

const NOW = Date.UTC(2026, 0, 1);

describe('month-name date search', () => {
  it.each([
    // A word that is no month in the same shape before the date: the search goes on past it.
    ['Issue 5, 2024 and March 6, 2024', '2024-03-06'],
    ['5 de foo 2024, 6 de marzo de 2024', '2024-03-06'],
    // A letter outside the Basic Multilingual Plane (a surrogate pair) before the date.
    ['\u{1D400} 5, 2024 then March 7, 2024', '2024-03-07'],
    ['Sept. 5th, 2024 at 3:15 pm UTC', '2024-09-05T15:15:00Z'],
    ['MÄRZ 3, 2025', '2025-03-03'],
    // Month names glued to other letters are no month names.
    ['Marchx 5, 2024', undefined],
    ['xmar 5, 2024', undefined],
  ])('%s -> %s', (text, iso) => {
    expect(parseDate(text, NOW)).toBe(iso);
  });

  it('a long-s month name ("ſept", which the case-insensitive names matched) ends that pattern, as before', () => {
    // "ſept" folds to "sept": the month-first pattern took it and month() refused it, so it found no date here.
    expect(findDates('ſept 5, 2024 then March 6, 2024', NOW)).toEqual([]);
    // The day-first pattern is separate: its own first match decides.
    expect(findDates('12 ſeptembre 2024 13 septembre 2024', NOW)).toEqual([]);
  });

  it('every date of a text, in order, past words that are no months', () => {
    expect(findDates('Vol 3, 2020 · Published Jan 2, 2024 · Updated Mar 5, 2024', NOW).map((d) => d.iso)).toEqual(['2024-01-02', '2024-03-05']);
  });
});

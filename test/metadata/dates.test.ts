/** Date formats and languages pages use, and the dates that must be refused. */
import { describe, expect, it } from 'vitest';
import { dateFromUrl, findDates, parseDate } from '../../src/engine/metadata/dates';

const NOW = Date.UTC(2026, 0, 1);

describe('parseDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T22:15:00-04:00', '2024-03-05T22:15:00-04:00'],
    ['2024-03-05T22:15:00.123Z', '2024-03-05T22:15:00Z'],
    ['2024-03-05 08:00', '2024-03-05T08:00:00'],
    ['Tue, 05 Mar 2024 10:00:00 GMT', '2024-03-05T10:00:00Z'],
    ['20240305', '2024-03-05'],
    ['1709632800', '2024-03-05T10:00:00Z'],
    ['March 5, 2024', '2024-03-05'],
    ['Mar 5th, 2024', '2024-03-05'],
    ['5 March 2024', '2024-03-05'],
    ['Sept. 5, 2024', '2024-09-05'],
    ['Posted on March 5, 2024 at 3:30 pm', '2024-03-05T15:30:00'],
    ['14. Februar 2025', '2025-02-14'],
    ['Veröffentlicht am 3. März 2025', '2025-03-03'],
    ['14 février 2025', '2025-02-14'],
    ['le 1er août 2023', '2023-08-01'],
    ['14 de febrero de 2025', '2025-02-14'],
    ['3 de septiembre, 2024', '2024-09-03'],
    ['14 febbraio 2025', '2025-02-14'],
    ['14 de março de 2025', '2025-03-14'],
    ['14 maart 2025', '2025-03-14'],
    ['14.02.2025', '2025-02-14'],
    ['02/14/2025', '2025-02-14'],
    ['14/02/2025', '2025-02-14'],
    ['2025/02/14', '2025-02-14'],
  ])('%j -> %j', (text, expected) => {
    expect(parseDate(text, NOW)).toBe(expected);
  });

  it.each([
    ['in the future', '2027-05-01'],
    ['before the web', '1989-11-09'],
    ['an impossible day', '2023-02-30'],
    ['no date at all', 'Updated recently'],
    ['a month without a day', 'March 2024'],
    ['empty', ''],
  ])('refuses %s', (_why, text) => {
    expect(parseDate(text, NOW)).toBeUndefined();
  });
});

describe('findDates', () => {
  it('finds each date with the words before it', () => {
    expect(findDates('Published Jan 2, 2024 · Updated Mar 5, 2025', NOW)).toEqual([
      { iso: '2024-01-02', label: 'Published ' },
      { iso: '2025-03-05', label: ' · Updated ' },
    ]);
  });
});

describe('dateFromUrl', () => {
  it.each([
    ['https://x.example/2023/07/14/slug/', '2023-07-14'],
    ['https://x.example/news/2023-07-14-slug', '2023-07-14'],
    ['https://x.example/20230714/slug', '2023-07-14'],
    ['https://x.example/2023/07/slug', undefined],
    ['https://x.example/products/2023', undefined],
    ['https://x.example/2030/01/01/future', undefined],
    ['not a url', undefined],
  ])('%s -> %s', (url, expected) => {
    expect(dateFromUrl(url, NOW)).toBe(expected);
  });
});

// The month-name patterns match any letter run and keep the first one that names a month (dates.ts `accepts`):
// these pin that they find what the names-in-the-regex patterns found, and no more.
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

describe('dates in more languages (CLDR month names, CJK markers)', () => {
  it.each([
    ['15 января 2021', '2021-01-15'],
    ['Опубликовано: 3 марта 2024', '2024-03-03'],
    ['3 marca 2024', '2024-03-03'],
    ['12. října 2023', '2023-10-12'],
    ['14. Jänner 2025', '2025-01-14'],
    ['2025年2月14日 10:30', '2025-02-14T10:30:00'],
    ['2025년 2월 14일', '2025-02-14'],
  ])('%j -> %j', (text, expected) => {
    expect(parseDate(text, NOW)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { languageName, localDate, localNumber } from '../../src/ui/format';

describe('metadata in the user locale', () => {
  it('writes a calendar day as the locale does, never as the day before', () => {
    expect(localDate('2024-03-05', 'en-US')).toBe('Mar 5, 2024');
    expect(localDate('2024-03-05', 'de-DE')).toBe('05.03.2024');
  });
  it('writes a date-time as its day', () => {
    expect(localDate('2024-03-05T12:00:00Z', 'en-GB')).toBe('5 Mar 2024');
  });
  it('leaves what is not a date as it is', () => {
    expect(localDate('last Tuesday', 'en-US')).toBe('last Tuesday');
  });
  it('names languages, keeping the tag', () => {
    expect(languageName('de', 'en')).toBe('German (de)');
    expect(languageName('ja', 'fr')).toBe('japonais (ja)');
    expect(languageName('not a tag', 'en')).toBe('not a tag');
  });
  it('groups digits', () => {
    expect(localNumber(12345, 'en-US')).toBe('12,345');
    expect(localNumber(12345, 'de-DE')).toBe('12.345');
  });
});

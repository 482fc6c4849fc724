/** The reader's byline (src/ui/byline.ts): each name once, even when a site signs its own stories (issue 11). */
import './i18n-stub';
import { describe, expect, it } from 'vitest';
import { byline } from '../../src/ui/byline';
import type { Metadata } from '../../src/engine/types';

const meta = (extra: Partial<Metadata>): Metadata => ({ title: 't', author: [], tags: [], categories: [], wordCount: 0, readingMinutes: 0, ...extra });

describe('reader byline', () => {
  it('shows a site that is also the author once', () => {
    expect(byline(meta({ author: ['BBC News'], siteName: 'BBC News', readingMinutes: 3 }))).toBe('BBC News · 3 min read');
    expect(byline(meta({ author: ['The Verge'], siteName: 'the verge' }))).toBe('The Verge');
  });

  it('shows author, site, date and reading time when they differ', () => {
    expect(byline(meta({ author: ['Ada Lovelace', 'Ada  Lovelace'], siteName: 'Coastal Notes', readingMinutes: 4 }))).toBe('Ada Lovelace · Coastal Notes · 4 min read');
    expect(byline(meta({ url: 'https://example.org/a' }))).toBe('example.org');
  });
});

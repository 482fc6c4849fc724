/** The made-up page the options page previews templates with (the user's own pages are not stored). */
import type { ExtractionJson } from '../engine';

export const SAMPLE_URL = 'https://example.org/2024/03/lighthouse-keepers';

export const SAMPLE_EXTRACTION = {
  markdown: '# The Quiet Life of Lighthouse Keepers\n\nFor two centuries the keepers trimmed wicks at dusk…\n',
  metadata: {
    title: 'The Quiet Life of Lighthouse Keepers', author: ['Ada Lovelace'], published: '2024-03-14T09:00:00Z',
    siteName: 'Coastal Notes', description: 'How the keepers lived, season by season.', language: 'en',
    tags: ['history', 'sea life'], categories: ['Features'], wordCount: 1240, readingMinutes: 6, pageType: 'article',
  },
} as unknown as ExtractionJson;

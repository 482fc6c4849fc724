/** The two Node DOMs every Markdown fixture runs under: Pith must give the same Markdown on both. */
import { parseHTML } from 'linkedom';
import { JSDOM } from 'jsdom';
import type { Metadata } from '../../src/engine/types';

export const FIXTURE_URL = 'https://example.com/blog/post.html';

export const DOMS: Record<'linkedom' | 'jsdom', (html: string, url: string) => Document> = {
  linkedom: (html) => parseHTML(html).document as unknown as Document,
  jsdom: (html, url) => new JSDOM(html, { url }).window.document,
};

export function metadata(title = 'Fixture title'): Metadata {
  return { title, author: [], tags: [], categories: [], wordCount: 0, readingMinutes: 0 };
}

/** The template variables, `{{name}}`: a table of name -> where its value comes from, with what it means. */
import type { ExtractionJson } from '../../engine';
import { obsidianTag } from '../../engine/metadata/front-matter';
import type { Value } from './filters';

/** What a template is filled from: the extraction, the page's address and the moment of clipping. */
export interface TemplateInput {
  extraction: ExtractionJson;
  url: string;
  /** ISO date-time of the clip. */
  now: string;
  /** The Markdown of the content, without front matter. */
  content: string;
}

export interface Variable { about: string; value(input: TemplateInput): Value }

const host = (url: string): string => {
  try { return new URL(url).hostname.replace(/^www\./, ''); } catch { return ''; }
};

export const VARIABLES: Readonly<Record<string, Variable>> = {
  title: { about: 'the headline', value: ({ extraction }) => extraction.metadata.title ?? '' },
  author: { about: 'the authors (a list)', value: ({ extraction }) => extraction.metadata.author ?? [] },
  published: { about: 'publication date (ISO)', value: ({ extraction }) => extraction.metadata.published ?? '' },
  modified: { about: 'last modified (ISO)', value: ({ extraction }) => extraction.metadata.modified ?? '' },
  site: { about: 'the site name', value: ({ extraction, url }) => extraction.metadata.siteName ?? host(url) },
  url: { about: 'the page address', value: ({ extraction, url }) => extraction.metadata.canonicalUrl ?? url },
  domain: { about: 'the host, without www.', value: ({ url }) => host(url) },
  description: { about: 'the summary the page declares', value: ({ extraction }) => extraction.metadata.description ?? '' },
  language: { about: 'language tag', value: ({ extraction }) => extraction.metadata.language ?? '' },
  image: { about: 'the lead image URL', value: ({ extraction }) => extraction.metadata.image ?? '' },
  pageType: { about: 'article, forum, product…', value: ({ extraction }) => extraction.metadata.pageType ?? '' },
  tags: {
    about: 'keywords as Obsidian tags (a list)',
    value: ({ extraction }) => [...new Set((extraction.metadata.tags ?? []).map(obsidianTag).filter(Boolean))],
  },
  categories: { about: 'sections (a list)', value: ({ extraction }) => extraction.metadata.categories ?? [] },
  words: { about: 'word count', value: ({ extraction }) => Math.round(extraction.metadata.wordCount) },
  readingMinutes: { about: 'reading time in minutes', value: ({ extraction }) => Math.round(extraction.metadata.readingMinutes) },
  now: { about: 'when you clipped it (ISO)', value: ({ now }) => now },
  // Obsidian Web Clipper's name for the same moment, so its templates work here.
  date: { about: 'same as now', value: ({ now }) => now },
  content: { about: 'the page as Markdown', value: ({ content }) => content },
};

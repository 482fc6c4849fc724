/** The template variables, `{{name}}`: a table of name -> where its value comes from, with what it means. */
import type { ExtractionJson } from '../../engine';
import { obsidianTag } from '../../engine/metadata/front-matter';
import type { MessageKey } from '../i18n';
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

export interface Variable { /** What it holds, a message of public/_locales. */ about: MessageKey; value(input: TemplateInput): Value }

const host = (url: string): string => {
  try { return new URL(url).hostname.replace(/^www\./, ''); } catch { return ''; }
};

export const VARIABLES: Readonly<Record<string, Variable>> = {
  title: { about: 'varTitle', value: ({ extraction }) => extraction.metadata.title ?? '' },
  author: { about: 'varAuthor', value: ({ extraction }) => extraction.metadata.author ?? [] },
  published: { about: 'varPublished', value: ({ extraction }) => extraction.metadata.published ?? '' },
  modified: { about: 'varModified', value: ({ extraction }) => extraction.metadata.modified ?? '' },
  site: { about: 'varSite', value: ({ extraction, url }) => extraction.metadata.siteName ?? host(url) },
  url: { about: 'varUrl', value: ({ extraction, url }) => extraction.metadata.canonicalUrl ?? url },
  domain: { about: 'varDomain', value: ({ url }) => host(url) },
  description: { about: 'varDescription', value: ({ extraction }) => extraction.metadata.description ?? '' },
  language: { about: 'varLanguage', value: ({ extraction }) => extraction.metadata.language ?? '' },
  image: { about: 'varImage', value: ({ extraction }) => extraction.metadata.image ?? '' },
  pageType: { about: 'varPageType', value: ({ extraction }) => extraction.metadata.pageType ?? '' },
  tags: {
    about: 'varTags',
    value: ({ extraction }) => [...new Set((extraction.metadata.tags ?? []).map(obsidianTag).filter(Boolean))],
  },
  categories: { about: 'varCategories', value: ({ extraction }) => extraction.metadata.categories ?? [] },
  words: { about: 'varWords', value: ({ extraction }) => Math.round(extraction.metadata.wordCount) },
  readingMinutes: { about: 'varReadingMinutes', value: ({ extraction }) => Math.round(extraction.metadata.readingMinutes) },
  now: { about: 'varNow', value: ({ now }) => now },
  // Obsidian Web Clipper's name for the same moment, so its templates work here.
  date: { about: 'varDate', value: ({ now }) => now },
  content: { about: 'varContent', value: ({ content }) => content },
};

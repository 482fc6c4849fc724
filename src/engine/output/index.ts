/** Output assembly: finished HTML, text, Markdown, metadata and quality for the chosen content. */
import type { Options } from '../options';
import type { Extraction, Metadata, Quality } from '../types';
import { extractMetadata } from '../metadata';
import { toMarkdown } from '../markdown';
import { assessQuality, substantialParagraphs } from '../quality';
import { finishContent, resolveBaseUrl } from './html';
import { toText } from './text';

export { toText } from './text';
export { toJson } from './json';

export interface Rendered {
  html: string;
  text: string;
  markdown: string;
  metadata: Metadata;
  quality: Quality;
}

const WORDS_PER_MINUTE = 230;

export function render(
  document: Document, content: Element | null, options: Readonly<Options>,
  context: { semantic: boolean; pageChars: number },
): Rendered {
  const baseUrl = resolveBaseUrl(document, options.url ?? document.URL);
  if (content) finishContent(content, { baseUrl, includeImages: options.includeImages, includeTables: options.includeTables, includeLinks: options.includeLinks });
  const html = content ? content.innerHTML : '';
  const text = toText(content);
  const metadata = extractMetadata(document, options.url);
  const words = text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  if (!metadata.wordCount) metadata.wordCount = words;
  if (!metadata.readingMinutes) metadata.readingMinutes = words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
  const markdown = options.markdown && content ? toMarkdown(content, { baseUrl, metadata, frontMatter: options.frontMatter }) : '';
  const quality = assessQuality({
    length: text.length,
    textToMarkup: html.length === 0 ? 0 : Math.round((text.length / html.length) * 1000) / 1000,
    semanticContainer: context.semantic,
    headings: content ? content.querySelectorAll('h1, h2, h3, h4, h5, h6').length : 0,
    substantialParagraphs: substantialParagraphs(text),
    pageShare: context.pageChars === 0 ? 0 : Math.min(1, Math.round((text.length / context.pageChars) * 1000) / 1000),
  });
  return { html, text, markdown, metadata, quality };
}

export type { Extraction };

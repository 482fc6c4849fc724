/** Output assembly: finished HTML, text, Markdown, metadata and quality for the chosen content. */
import type { Options } from '../options';
import type { Extraction, Metadata, Quality } from '../types';
import { extractMetadata } from '../metadata';
import { toMarkdown } from '../markdown';
import { assessQuality, substantialParagraphs } from '../quality';
import { finishContent, resolveBaseUrl } from './html';
import { toText } from './text';
import { measureTree } from '../dom/walk';
import type { Deadline } from '../dom/deadline';
import { toFrontMatter } from '../metadata/front-matter';
import { withReadingStats } from '../metadata/reading-stats';
import * as dom from '../dom/read';

export { toText } from './text';
export { toJson } from './json';

export interface Rendered {
  html: string;
  text: string;
  markdown: string;
  metadata: Metadata;
  quality: Quality;
  /** Set when the output had to be cut short or simplified; a sentence for the user. */
  warning?: string;
}

/**
 * Turndown converts recursively, one stack frame chain per level: 5,000 nested <div>s threw RangeError
 * (test/budget/large-pages). Past this depth the Markdown is built from the text output instead. Real articles
 * nest well under 100 levels; 500 leaves Turndown's stack far from its limit in Chromium and Node.
 */
export const MAX_MARKDOWN_DEPTH = 500;

function renderTextOnly(document: Document, content: Element | null, options: Readonly<Options>, deadline?: Deadline): Rendered {
  const text = toText(content, deadline);
  const metadata = withReadingStats(basicMetadata(dom.title(document) ?? '', options.url ?? dom.documentUrl(document)), text);
  const markdown = options.markdown && text ? (options.frontMatter ? `${toFrontMatter(metadata)}\n${text}\n` : `${text}\n`) : '';
  const quality = assessQuality({
    length: text.length, textToMarkup: 0, semanticContainer: false, headings: 0,
    substantialParagraphs: substantialParagraphs(text), pageShare: 0,
  });
  return { html: '', text, markdown, metadata, quality };
}

/** Metadata that needs no scan of the page: for a page over budget, and for an error result (title ''). */
export function basicMetadata(title: string, url: string | undefined): Metadata {
  const metadata: Metadata = { title, author: [], tags: [], categories: [], wordCount: 0, readingMinutes: 0 };
  if (url && url !== 'about:blank') metadata.url = url;
  return metadata;
}

export function render(
  document: Document, content: Element | null, options: Readonly<Options>,
  context: { semantic: boolean; pageChars: number; deadline?: Deadline; budgetWarning?: () => string; overBudget?: boolean },
): Rendered {
  const warnings: string[] = [];
  // Over budget (called with a short grace deadline), only the text of what was found is rendered: finishing the
  // HTML (URL fixes, serialization) and scanning the page for metadata are walks of the whole tree again.
  if (context.overBudget) return renderTextOnly(document, content, options, context.deadline);
  const baseUrl = resolveBaseUrl(document, options.url ?? dom.documentUrl(document));
  if (content) finishContent(content, { baseUrl, includeImages: options.includeImages, includeTables: options.includeTables, includeLinks: options.includeLinks });
  const html = content ? dom.innerHTML(content) : '';
  const text = toText(content, context.deadline);
  if (context.deadline?.passed() && context.budgetWarning) warnings.push(context.budgetWarning());
  // Past the budget the full metadata scan (the whole page again) is skipped: title and URL are what is safe.
  const metadata = withReadingStats(context.deadline?.passed()
    ? basicMetadata(dom.title(document) ?? '', options.url ?? dom.documentUrl(document))
    : extractMetadata(document, options.url, { declaredOnly: options.mode === 'fast' }), text);
  let markdown = '';
  if (options.markdown && content) {
    const { depth } = measureTree(content);
    if (context.deadline?.passed() || depth > MAX_MARKDOWN_DEPTH) {
      // The text output is already Markdown-shaped (paragraphs, `- item`); it stands in when Turndown cannot run.
      markdown = options.frontMatter ? `${toFrontMatter(metadata)}\n${text}\n` : `${text}\n`;
      if (depth > MAX_MARKDOWN_DEPTH) warnings.push(`The content nests ${depth} levels deep (more than ${MAX_MARKDOWN_DEPTH}); its Markdown is plain text without formatting.`);
    } else {
      markdown = toMarkdown(content, { baseUrl, metadata, frontMatter: options.frontMatter });
    }
  }
  const quality = assessQuality({
    length: text.length,
    textToMarkup: html.length === 0 ? 0 : Math.round((text.length / html.length) * 1000) / 1000,
    semanticContainer: context.semantic,
    headings: content ? dom.querySelectorAll(content, 'h1, h2, h3, h4, h5, h6').length : 0,
    substantialParagraphs: substantialParagraphs(text),
    pageShare: context.pageChars === 0 ? 0 : Math.min(1, Math.round((text.length / context.pageChars) * 1000) / 1000),
  });
  const rendered: Rendered = { html, text, markdown, metadata, quality };
  if (warnings.length > 0) rendered.warning = warnings.join(' ');
  return rendered;
}

export type { Extraction };

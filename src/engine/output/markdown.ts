/**
 * The Markdown output, from what the rest of the output stage has made: the finished content (before sanitizing:
 * the Markdown reads MathJax's TeX scripts and `<noscript>` images, which the allow-lists drop), its text and its
 * metadata. One function for a read with Markdown and for `markdownLater()` (the option `keepForMarkdown`), so the
 * two cannot come out differently.
 */
import type { LaterMarkdown, Metadata } from '../types';
import { toMarkdown } from '../markdown';
import { toFrontMatter } from '../metadata/front-matter';
import { measureTree } from '../dom/walk';
import { stripControls } from './sanitize';
import type { MarkdownStyle } from '../markdown/style';

/**
 * Turndown converts recursively, one stack frame chain per level: 5,000 nested <div>s threw RangeError
 * (test/budget/large-pages). Past this depth the Markdown is built from the text output instead. Real articles
 * nest well under 100 levels; 500 leaves Turndown's stack far from its limit in Chromium and Node.
 */
export const MAX_MARKDOWN_DEPTH = 500;

export interface MarkdownSource {
  /** The finished content; null when only its text was rendered (over budget before the output), or when there is
   *  none (its text is then empty, and so is the Markdown). */
  content: Element | null;
  baseUrl: string | undefined;
  metadata: Metadata;
  frontMatter: boolean;
  style: Readonly<MarkdownStyle>;
  /** The text output, which stands in when Turndown cannot run. */
  text: string;
  /** The time budget ran out during the output: the Markdown is the text. */
  pastBudget: boolean;
  /** `content` is a copy kept for this Markdown alone (markdownLater): converted in place, not copied again. */
  ownCopy?: boolean;
}

export function renderMarkdown(source: MarkdownSource): LaterMarkdown {
  const { content, text, metadata, frontMatter } = source;
  const asText = (): string => (frontMatter ? `${toFrontMatter(metadata)}\n${text}\n` : `${text}\n`);
  if (!content) return { markdown: text ? asText() : '' };
  const { depth } = measureTree(content);
  // The text output is already Markdown-shaped (paragraphs, `- item`); it stands in when Turndown cannot run.
  if (depth > MAX_MARKDOWN_DEPTH) {
    return { markdown: asText(), warning: `The content nests ${depth} levels deep (more than ${MAX_MARKDOWN_DEPTH}); its Markdown is plain text without formatting.` };
  }
  if (source.pastBudget) return { markdown: asText() };
  return { markdown: stripControls(toMarkdown(content, { baseUrl: source.baseUrl, metadata, frontMatter, style: source.style, inPlace: source.ownCopy })) };
}

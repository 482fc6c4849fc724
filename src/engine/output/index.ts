/** Output assembly: text, metadata, Markdown, then the finished HTML and the quality signals for the chosen content. */
import type { Options } from '../options';
import type { Extraction, LaterMarkdown, Metadata, QualitySignals } from '../types';
import { extractMetadata } from '../metadata';
import { substantialParagraphs } from '../quality';
import { finishContent, resolveBaseUrl } from './html';
import { partGluedSiblings } from './glued-siblings';
import { toText, type TextOptions } from '../shared/text';
import { escapeHtml } from '../shared/escape-html';
import { renderMarkdown, type MarkdownSource } from './markdown';
import { linkShare } from './link-share';
import { Deadline } from '../dom/deadline';
import type { Scan } from '../metadata/sources/scan';
import type { PageType } from '../page-type';
import { withReadingStats } from '../metadata/reading-stats';
import { sanitizeContent, stripControls } from './sanitize';
import { safeUrl } from '../dom/url-policy';
import * as dom from '../dom/read';
import type { OptionalStages } from '../stages';
import { GRACE_MS } from '../shared/facts';

export { toText } from '../shared/text';
export { toJson } from './json';
export { MAX_MARKDOWN_DEPTH } from './markdown';

export interface Rendered {
  text: string;
  markdown: string;
  metadata: Metadata;
  /**
   * The HTML, made last (the Markdown reads what its allow-lists drop): sanitizes the content in place and
   * serializes it. Called once, by the pipeline, at once or, with the option `deferHtml`, when its caller asks.
   */
  finishHtml: () => HtmlOutput;
  /** Set when the output had to be cut short or simplified; a sentence for the user. */
  warning?: string;
  /** With `keepForMarkdown` and without `markdown`: the Markdown and its warning (if any), made from a kept copy. */
  markdownLater?: () => LaterMarkdown;
}

export interface HtmlOutput {
  html: string;
  /** What the quality score is predicted from, with the stage and attempts the pipeline knows (pipeline.ts). */
  signals: QualitySignals;
}

function renderTextOnly(document: Document, content: Element | null, options: Readonly<Options>, deadline?: Deadline): Rendered {
  // Glued words are parted on the copy (one walk of the content, not of the page), as finishContent does for a full read.
  if (content) partGluedSiblings(content);
  const text = stripControls(toText(content, deadline));
  const metadata = cleanMetadata(withReadingStats(basicMetadata(dom.title(document) ?? '', options.url ?? dom.documentUrl(document)), text));
  const signals: QualitySignals = {
    length: text.length, textToMarkup: 0, semanticContainer: false, headings: 0,
    substantialParagraphs: substantialParagraphs(text), pageShare: 0, pageChars: 0, linkDensity: 0,
  };
  const source: MarkdownSource = { content: null, baseUrl: undefined, metadata, frontMatter: options.frontMatter, style: options.markdownStyle, text, pastBudget: true };
  return { text, metadata, finishHtml: () => ({ html: textAsHtml(text), signals }), ...markdownOutput(source, options, []) };
}

/**
 * The text output as paragraphs of escaped text: the HTML of a read past its budget, whose content is not finished or
 * sanitized (walks of the whole tree again), so surfaces that show HTML (the reader) still show what was read.
 */
function textAsHtml(text: string): string {
  return text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean).map((part) => `<p>${escapeHtml(part)}</p>`).join('\n');
}

/**
 * The Markdown now (its warning joins `warnings`), or, with `keepForMarkdown`, the means to make it later from a
 * copy of the content taken now, before sanitizing changes it; or neither.
 */
function markdownOutput(source: MarkdownSource, options: Readonly<Options>, warnings: string[]): Pick<Rendered, 'markdown' | 'markdownLater'> {
  if (options.markdown) {
    const made = renderMarkdown(source);
    if (made.warning) warnings.push(made.warning);
    return { markdown: made.markdown };
  }
  if (!options.keepForMarkdown) return { markdown: '' };
  // The copy is the one a read with Markdown makes inside toMarkdown, made earlier: converted in place, once, and
  // let go (a second call answers the same).
  let kept: MarkdownSource | null = { ...source, content: source.content?.cloneNode(true) as Element | null, ownCopy: true };
  let made: LaterMarkdown | undefined;
  return {
    markdown: '',
    markdownLater: () => {
      if (kept) [made, kept] = [renderMarkdown(kept), null];
      return made!;
    },
  };
}

/** Metadata that needs no scan of the page: for a page over budget, and for an error result (title ''). */
export function basicMetadata(title: string, url: string | undefined): Metadata {
  const metadata: Metadata = { title, author: [], tags: [], categories: [], wordCount: 0, readingMinutes: 0 };
  if (url && url !== 'about:blank' && safeUrl(url)) metadata.url = url;
  return metadata;
}

export function render(
  document: Document, content: Element | null, options: Readonly<Options>,
  context: {
    semantic: boolean; pageChars: number; deadline?: Deadline; budgetWarning?: () => string; overBudget?: boolean;
    /** The pipeline's scan of the page and the page type it chose (metadata reuses them). */
    scan?: Scan; pageType?: PageType;
    /** The host's language detector, when it supplied one (stages.ts). */
    detectLanguage?: OptionalStages['detectLanguage'];
    /** How the text output reads captions (the page type's profile: rule read-captions-as-cards). */
    text?: TextOptions;
    /** Metadata from the page's declared sources only (rule read-text-metadata off: fast mode). */
    declaredOnly?: boolean;
  },
): Rendered {
  const warnings: string[] = [];
  // Over budget (called with a short grace deadline), only the text of what was found is rendered, and the HTML is
  // made from it: finishing the HTML (URL fixes, sanitizing, serialization) and scanning the page for metadata are
  // walks of the whole tree again.
  if (context.overBudget) return renderTextOnly(document, content, options, context.deadline);
  const baseUrl = resolveBaseUrl(document, options.url ?? dom.documentUrl(document));
  if (content) finishContent(content, { baseUrl, includeImages: options.includeImages, includeTables: options.includeTables, includeLinks: options.includeLinks });
  const text = stripControls(toText(content, context.deadline, context.text));
  if (context.deadline?.passed() && context.budgetWarning) warnings.push(context.budgetWarning());
  // Past the budget the full metadata scan (the whole page again) is skipped: title and URL are what is safe.
  const metadata = cleanMetadata(withReadingStats(context.deadline?.passed()
    ? basicMetadata(dom.title(document) ?? '', options.url ?? dom.documentUrl(document))
    : extractMetadata(document, options.url, {
      declaredOnly: context.declaredOnly === true, scan: context.scan, pageType: context.pageType, detectLanguage: context.detectLanguage,
    }), text));
  const source: MarkdownSource = { content, baseUrl, metadata, frontMatter: options.frontMatter, style: options.markdownStyle, text, pastBudget: Boolean(context.deadline?.passed()) };
  const { markdown, markdownLater } = markdownOutput(source, options, warnings);
  const finishHtml = (): HtmlOutput => {
    // Last, as the Markdown reads what the allow-lists drop (MathJax's TeX scripts, <noscript> images). Within the
    // budget: called later for a deferred HTML, or with the budget spent, it gets a short grace of its own.
    const deadline = context.deadline?.passed() ? new Deadline(performance.now() + GRACE_MS) : context.deadline;
    if (content) sanitizeContent(content, deadline);
    const html = content ? content.innerHTML : '';
    const signals: QualitySignals = {
      length: text.length,
      textToMarkup: html.length === 0 ? 0 : Math.round((text.length / html.length) * 1000) / 1000,
      semanticContainer: context.semantic,
      headings: content ? dom.querySelectorAll(content, 'h1, h2, h3, h4, h5, h6').length : 0,
      substantialParagraphs: substantialParagraphs(text),
      pageShare: context.pageChars === 0 ? 0 : Math.min(1, Math.round((text.length / context.pageChars) * 1000) / 1000),
      pageChars: context.pageChars,
      linkDensity: content ? linkShare(content) : 0,
    };
    return { html, signals };
  };
  const rendered: Rendered = { text, markdown, metadata, finishHtml };
  if (markdownLater) rendered.markdownLater = markdownLater;
  if (warnings.length > 0) rendered.warning = warnings.join(' ');
  return rendered;
}

export type { Extraction };

/**
 * A page declares what it likes: 200,000 authors, a megabyte of title. Lists keep their first MAX_METADATA_ITEMS
 * and a string its first MAX_METADATA_CHARS, far above any real byline, title or description; an address that long
 * is dropped rather than cut into another (the page's own `url` is the caller's, kept as given).
 */
const MAX_METADATA_ITEMS = 100;
const MAX_METADATA_CHARS = 2_000;
const ADDRESS_KEYS = new Set(['canonicalUrl', 'image']);

/** The metadata's strings, and strings in its lists, without control or invisible characters (./sanitize.ts), bounded. */
function cleanMetadata(metadata: Metadata): Metadata {
  const clean: Record<string, unknown> = { ...metadata };
  const cut = (value: string) => stripControls(value.length > MAX_METADATA_CHARS ? value.slice(0, MAX_METADATA_CHARS) : value);
  for (const [key, value] of Object.entries(clean)) {
    if (typeof value === 'string') {
      if (key === 'url') clean[key] = stripControls(value);
      else if (ADDRESS_KEYS.has(key) && value.length > MAX_METADATA_CHARS) delete clean[key];
      else clean[key] = cut(value);
    } else if (Array.isArray(value)) {
      clean[key] = value.slice(0, MAX_METADATA_ITEMS).map((item: unknown) => (typeof item === 'string' ? cut(item) : item));
    }
  }
  return clean as unknown as Metadata;
}

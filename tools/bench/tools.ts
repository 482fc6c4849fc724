/**
 * The extractors the benchmark compares, each reduced to "document in, text out". Only the call inside
 * `extractText` is timed by the runner: parsing is done before, identically for every tool.
 */
import { Readability } from '@mozilla/readability';
import { extract } from '../../src/engine/index';
import type { Attempt, Mode, Quality, Stage } from '../../src/engine/types';
import type { PageType } from '../../src/engine/page-type';
import type { Options } from '../../src/engine/options';

export interface ToolOutput {
  text: string;
  stage?: Stage;
  /** Pith only: what the quality model read and predicted, kept per page so `npm run train:quality` can learn from it. */
  quality?: Quality;
  attempts?: Attempt[];
  /** Pith only: `metadata.language` (declared, else detected from the text). */
  language?: string;
  /** Pith only: `metadata.pageType`, the engine's own reading of the page (not the corpus's gold type). */
  enginePageType?: string;
  /** Pith only: `lowValue.reason` when the engine judged the page low value (every corpus page is real content). */
  lowValue?: string;
}

export interface Tool {
  /** Column name in reports, e.g. `pith:standard`, `readability`. */
  name: string;
  extractText(document: Document, url: string): ToolOutput;
}

/** Engine options a run adds for a page (`--no-budget`'s time budget). */
export type PageOptions = (url: string) => Partial<Options>;

/**
 * Pith in one mode (with the page types `pageTypeOf` gives, else its own classification, and the options
 * `pageOptions` adds per page; `variant` names a second run of one mode). `markdown: false` because Readability produces no Markdown: timing Turndown on one
 * side only would not compare like with like (the report says so).
 */
export function pithTool(
  mode: Mode, pageTypeOf: (url: string) => PageType | undefined = () => undefined, pageOptions: PageOptions = () => ({}),
  variant?: string,
): Tool {
  return {
    name: variant ? `pith:${mode} ${variant}` : `pith:${mode}`,
    extractText(document, url) {
      const result = extract(document, { ...pageOptions(url), mode, url, markdown: false, pageType: pageTypeOf(url) });
      const output: ToolOutput = { text: result.text, stage: result.stage, quality: result.quality, attempts: result.attempts };
      if (result.metadata.language) output.language = result.metadata.language;
      if (result.metadata.pageType) output.enginePageType = result.metadata.pageType;
      if (result.lowValue) output.lowValue = result.lowValue.reason;
      return output;
    },
  };
}

/**
 * Readability.js as published benchmarks run it: `parse().textContent`. It mutates the document it is given,
 * so it parses a clone, and the clone is inside the timing because Pith also never touches its input.
 */
export const readabilityTool: Tool = {
  name: 'readability',
  extractText(document) {
    const article = new Readability(document.cloneNode(true) as Document).parse();
    return { text: article?.textContent ?? '' };
  },
};

/**
 * The extractors the benchmark compares, each reduced to "document in, text out". Only the call inside
 * `extractText` is timed by the runner: parsing is done before, identically for every tool.
 */
import { Readability } from '@mozilla/readability';
import { extract } from '../../engine/index';
import type { Mode, Stage } from '../../engine/types';
import type { Options } from '../../engine/options';

export interface ToolOutput {
  text: string;
  stage?: Stage;
}

export interface Tool {
  /** Column name in reports, e.g. `pith:standard`, `readability`. */
  name: string;
  extractText(document: Document, url: string): ToolOutput;
}

/** Engine options a run adds for a page (the block scorer's fold model: ./block-scorer.ts). */
export type PageOptions = (url: string) => Partial<Options>;

/**
 * Pith in one mode. `markdown: false` because Readability produces no Markdown: timing Turndown on one side
 * only would not compare like with like (the report says so).
 */
export function pithTool(mode: Mode, pageOptions: PageOptions = () => ({})): Tool {
  return {
    name: `pith:${mode}`,
    extractText(document, url) {
      const result = extract(document, { ...pageOptions(url), mode, url, markdown: false });
      return { text: result.text, stage: result.stage };
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

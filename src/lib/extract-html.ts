/**
 * The engine for pipelines that bring their own crawler: HTML text in, the CLI's JSON result out (`pith extract
 * --format json`), parsed with linkedom as the CLI parses. `import { extractHtml } from 'pith'`.
 */
import { extract, loadTokenCounter, type ExtractTools } from '../engine/index';
import type { ExtractionJson } from '../engine/types';
import type { OptionsInput } from '../engine/options';
import { parseDocument } from '../cli/dom';
import { toJson } from '../cli/extract/format';

/** The engine's options (README, "Library"); `url` is the page's address, for links and metadata. */
export type ExtractHtmlOptions = OptionsInput;

/**
 * Extracts the main content of one page. Invalid options throw an `OptionsError`; a page the engine cannot read
 * comes back with stage `none` and a `warning`, as in the CLI. Async only to load the tokenizer for `maxTokens`.
 */
export async function extractHtml(html: string, options: ExtractHtmlOptions = {}): Promise<ExtractionJson> {
  const tools: ExtractTools = options.maxTokens === undefined ? {} : { countTokens: await loadTokenCounter() };
  return extractHtmlWith(html, options, tools);
}

/** `extractHtml` with the tools already loaded: what the CLI's workers call once per page. */
export function extractHtmlWith(html: string, options: ExtractHtmlOptions, tools: ExtractTools): ExtractionJson {
  const document = parseDocument(html, options.url);
  return toJson(extract(document, options, tools));
}

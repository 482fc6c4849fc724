// PLACEHOLDER until the engine issue lands: Readability only, so CLI, bench and extension can be built against
// the real `extract()` signature. Replaced by the cascade.
import { Readability } from '@mozilla/readability';
import { resolveOptions, type Options } from './options';
import type { Extraction } from './types';
import { extractMetadata } from './metadata';
import { toMarkdown } from './markdown';

export function extract(document: Document, input: Partial<Options> = {}): Extraction {
  const options = resolveOptions(input);
  const started = performance.now();
  const clone = document.cloneNode(true) as Document;
  const article = new Readability(clone).parse();
  const out = document.implementation.createHTMLDocument('');
  const content = out.createElement('div');
  content.innerHTML = article?.content ?? '';
  const text = (article?.textContent ?? '').trim();
  const metadata = extractMetadata(document, options.url);
  const markdown = options.markdown ? toMarkdown(content, { baseUrl: options.url ?? document.URL, metadata, frontMatter: options.frontMatter }) : '';
  return {
    content, html: content.innerHTML, text, markdown, metadata,
    stage: text ? 'readability' : 'none', mode: options.mode,
    quality: { score: text ? 0.5 : 0, signals: { length: text.length, textToMarkup: 0, semanticContainer: false, headings: 0, substantialParagraphs: 0, pageShare: 0 } },
    timings: { total: performance.now() - started }, removed: [], attempts: [],
  };
}

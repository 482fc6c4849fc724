/** Renders an `Extraction` in the format the user asked for. */
import type { Extraction, ExtractionJson } from '../../engine/types';
import type { Format } from './args';

export const RENDERERS: Record<Format, (extraction: Extraction) => string> = {
  text: (e) => `${e.text}\n`,
  markdown: (e) => (e.markdown.endsWith('\n') ? e.markdown : `${e.markdown}\n`),
  json: (e) => `${JSON.stringify(toJson(e), null, 2)}\n`,
  html: renderHtml,
};

export function toJson(extraction: Extraction): ExtractionJson {
  const { content: _content, ...json } = extraction;
  return json;
}

/** A standalone page: the extracted content under its title, readable when opened from disk. */
function renderHtml(e: Extraction): string {
  const { title, language, url } = e.metadata;
  return [
    '<!DOCTYPE html>',
    `<html${language ? ` lang="${escapeHtml(language)}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    '</head>',
    '<body>',
    '<article>',
    // The title heads the page unless the content brings its own h1.
    title && !/<h1[\s>]/i.test(e.html) ? `<h1>${escapeHtml(title)}</h1>` : '',
    e.html,
    '</article>',
    '</body>',
    '</html>',
    '',
  ].filter((line) => line !== '').join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

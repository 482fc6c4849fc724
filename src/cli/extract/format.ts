/**
 * Renders an `Extraction` in the format the user asked for. What reaches a terminal holds no control character
 * it acts on (ESC, BEL, OSC 52 clipboard writes): the engine strips them from its outputs, and
 * here from the page's metadata too (title, author); JSON escapes C0 itself, C1 and DEL are escaped here.
 */
import type { Extraction, ExtractionJson } from '../../engine/types';
import { stripControls } from '../../engine/output/sanitize';
import { safeUrl } from '../../engine/dom/url-policy';
import { toTei } from '../../engine/output/tei';
import { toCsv } from '../../engine/output/csv';
import type { Format } from './args';

/** A batch's CSV is one file of rows (command.ts); one page's is its header and its row. */
export const RENDERERS: Record<Format, (extraction: Extraction) => string> = {
  text: (e) => stripControls(`${e.text}\n`),
  markdown: (e) => stripControls(e.markdown.endsWith('\n') ? e.markdown : `${e.markdown}\n`),
  json: (e) => `${JSON.stringify(toJson(e), null, 2).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`,
  html: (e) => stripControls(renderHtml(e)),
  tei: (e) => toTei(e.content, e.metadata),
  csv: (e) => toCsv([toJson(e)]),
};

export function toJson(extraction: Extraction): ExtractionJson {
  const { content: _content, ...json } = extraction;
  return json;
}

/**
 * What the standalone page may load: images, media and the video embeds the content keeps, inline styles; never a
 * script, a plugin, a form target or a base URL. The content is sanitized already (engine/output/sanitize.ts):
 * this is the browser's own second line, should a vector ever pass the first.
 */
const CONTENT_SECURITY_POLICY = "default-src 'none'; img-src * data:; media-src *; frame-src https:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** A standalone page: the extracted content under its title, readable when opened from disk. */
function renderHtml(e: Extraction): string {
  const { title, language, url } = e.metadata;
  return [
    '<!DOCTYPE html>',
    `<html${language ? ` lang="${escapeHtml(language)}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    url && safeUrl(url) ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
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

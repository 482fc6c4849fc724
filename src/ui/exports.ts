/** The export formats: what each contains, its name (a message), extension and MIME type. */
import type { PageResult } from '../extension/page-result';
import type { MessageKey } from './i18n';
import { toTei } from '../engine/output/tei';
import { toCsv } from '../engine/output/csv';
import { loadSettings } from '../extension/settings';
import { noteWithImages } from './note-files';

export type ExportFormat = 'markdown' | 'text' | 'json' | 'tei' | 'csv';

/** The content's HTML as an element again, in an inert document (DOMParser runs no script and loads nothing). */
function contentOf(result: PageResult): Element {
  return new DOMParser().parseFromString(result.extraction.html, 'text/html').body;
}

export const EXPORTS: Record<ExportFormat, { label: MessageKey; ext: string; mime: string; body(result: PageResult): string }> = {
  markdown: { label: 'formatMarkdown', ext: 'md', mime: 'text/markdown', body: (r) => r.extraction.markdown },
  text: { label: 'formatText', ext: 'txt', mime: 'text/plain', body: (r) => `${r.extraction.text}\n` },
  json: { label: 'formatJson', ext: 'json', mime: 'application/json', body: (r) => `${JSON.stringify(r.extraction, null, 2)}\n` },
  tei: { label: 'formatTei', ext: 'tei.xml', mime: 'application/tei+xml', body: (r) => toTei(contentOf(r), r.extraction.metadata) },
  csv: { label: 'formatCsv', ext: 'csv', mime: 'text/csv', body: (r) => toCsv([r.extraction]) },
};

/** The user's file-name template made the stem when the page was read (`2024-03-14 Title` by default). */
export function fileNameFor(result: PageResult, format: ExportFormat): string {
  return `${result.fileStem}.${EXPORTS[format].ext}`;
}

export function download(result: PageResult, format: ExportFormat): void {
  if (format === 'markdown') void downloadMarkdown(result);
  else saveFile(fileNameFor(result, format), EXPORTS[format].body(result), EXPORTS[format].mime);
}

/** The note, or with the images-beside setting a .zip of the note and its images (note-files.ts). */
async function downloadMarkdown(result: PageResult): Promise<void> {
  const settings = await loadSettings();
  if (settings.markdownImages !== 'beside') {
    saveFile(fileNameFor(result, 'markdown'), EXPORTS.markdown.body(result), EXPORTS.markdown.mime);
    return;
  }
  const { zip } = await noteWithImages(result, settings, result.fileStem);
  saveFile(`${result.fileStem}.zip`, zip, 'application/zip');
}

/** A download from an extension page needs no `downloads` permission: an <a download> on a blob URL. */
export function saveFile(name: string, body: string | Uint8Array, mime: string): void {
  const type = typeof body === 'string' ? `${mime};charset=utf-8` : mime;
  const url = URL.createObjectURL(new Blob([body as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function copy(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

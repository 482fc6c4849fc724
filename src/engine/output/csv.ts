/**
 * CSV of extractions, one row per page (Trafilatura's CSV output): RFC 4180 (every field quoted, quotes doubled,
 * CRLF between records) with a guard against formula injection: a cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return is prefixed with `'`, so a spreadsheet shows a page's "=HYPERLINK(...)" title as text (OWASP).
 * Cells hold no control character a terminal acts on (the shared filter), as the file may be printed to one.
 */
import type { ExtractionJson } from '../types';
import { stripControls } from './sanitize';

/** The columns, in order, and how each is read from an extraction. */
export const CSV_COLUMNS: ReadonlyArray<readonly [string, (e: ExtractionJson) => string | number]> = [
  ['url', (e) => e.metadata.url ?? ''],
  ['title', (e) => e.metadata.title],
  ['author', (e) => e.metadata.author.join('; ')],
  ['date', (e) => e.metadata.published ?? ''],
  ['site', (e) => e.metadata.siteName ?? ''],
  ['language', (e) => e.metadata.language ?? ''],
  ['pageType', (e) => e.metadata.pageType ?? ''],
  ['stage', (e) => e.stage],
  ['quality', (e) => Math.round(e.quality.score * 1000) / 1000],
  ['words', (e) => e.metadata.wordCount],
  ['text', (e) => e.text],
];

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = stripControls(String(value));
  const guarded = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${guarded.replace(/"/g, '""')}"`;
}

export function csvHeader(): string {
  return CSV_COLUMNS.map(([name]) => csvCell(name)).join(',');
}

export function csvRow(extraction: ExtractionJson): string {
  return CSV_COLUMNS.map(([, read]) => csvCell(read(extraction))).join(',');
}

/** A whole file: the header and one row per extraction, CRLF line ends (RFC 4180). */
export function toCsv(extractions: readonly ExtractionJson[]): string {
  return [csvHeader(), ...extractions.map(csvRow)].map((line) => `${line}\r\n`).join('');
}

/**
 * One line of `--format jsonl`: what a text collection keeps of a page, or why the page has no text. Lines are
 * flat JSON objects, one per page, written as pages finish; `recordId` (a WARC record's id, else the file read) is
 * the key `--resume` skips by.
 */
import type { ExtractionJson } from '../../engine/types';

export interface PageLine {
  url: string;
  recordId: string;
  /** When the crawler fetched the page (WARC-Date); absent for a file. */
  fetched?: string;
  title: string;
  author: string[];
  /** The page's date of publication (else of modification), ISO 8601. */
  date?: string;
  language?: string;
  pageType?: string;
  stage: string;
  quality: number;
  words: number;
  text: string;
  markdown: string;
  /** Set when the page is a login wall, paywall, error page...: `reason: evidence`. */
  lowValue?: string;
  /** `keep` selectors of the page's site profiles that matched nothing on it. */
  unmatchedKeep?: string[];
}

export interface ErrorLine {
  url: string;
  recordId: string;
  fetched?: string;
  error: string;
}

export type Line = PageLine | ErrorLine;

export function pageLine(json: ExtractionJson, source: { url: string; recordId: string; fetched?: string }): PageLine {
  const { metadata } = json;
  const line: PageLine = {
    url: source.url, recordId: source.recordId, ...(source.fetched ? { fetched: source.fetched } : {}),
    title: metadata.title, author: metadata.author, date: metadata.published ?? metadata.modified, language: metadata.language,
    pageType: metadata.pageType, stage: json.stage, quality: json.quality.score, words: metadata.wordCount,
    text: json.text, markdown: json.markdown,
  };
  if (json.lowValue) line.lowValue = `${json.lowValue.reason}: ${json.lowValue.evidence}`;
  if (json.unmatchedKeep) line.unmatchedKeep = json.unmatchedKeep;
  return line;
}

/** One line of JSON: C1 controls and DEL escaped as the CLI's JSON escapes them, so no terminal acts on a page's bytes. */
export function serializeLine(line: Line): string {
  return `${JSON.stringify(line).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

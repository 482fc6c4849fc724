/**
 * One page of a crawl, from its bytes to its JSON line: decoded as the CLI decodes files (charset from the HTTP
 * header, the page, else the bytes), parsed with linkedom, extracted. The same function runs in the command's own
 * thread (`--jobs 1`) and in each worker thread (./worker.ts), so the lines do not depend on the number of jobs.
 */
import type { ExtractTools } from '../../engine/index';
import type { Options } from '../../engine/options';
import { charsetOfContentType, decodeHtml, isBinary } from '../extract/decode';
import { extractHtmlWith } from '../../lib/extract-html';
import { pageLine, serializeLine, type Line } from './line';

export interface PageTask {
  url: string;
  recordId: string;
  fetched?: string;
  /** The HTTP Content-Type, for its charset. */
  contentType?: string;
  /** The page as fetched (a WARC record's payload), or `html` already decoded (a file read by the extract command's loader). */
  body?: Uint8Array;
  html?: string;
}

/** What every page of a run is extracted with (structured-cloned into each worker once). */
export interface PageSettings {
  options: Partial<Options>;
  rejectLowValue: boolean;
}

export interface PageResult {
  line: string;
  failed: boolean;
  /** Said on stderr (once per run for each distinct note: a crawl repeats them page after page), when anything. */
  note?: string;
}

export function extractPage(task: PageTask, settings: PageSettings, tools: ExtractTools): PageResult {
  const source = { url: task.url, recordId: task.recordId, ...(task.fetched ? { fetched: task.fetched } : {}) };
  const error = (reason: string): PageResult => ({ line: serializeLine({ ...source, error: reason } satisfies Line), failed: true });
  try {
    const text = task.html ?? decodeHtml(task.body ?? new Uint8Array(), charsetOfContentType(task.contentType ?? null)).text;
    if (isBinary(text)) return error('unreadable: binary data, not an HTML page');
    const json = extractHtmlWith(text, { ...settings.options, url: task.url }, tools);
    if (json.lowValue && settings.rejectLowValue) return error(`rejected as low value (${json.lowValue.reason}: ${json.lowValue.evidence})`);
    if (json.stage === 'none' || !json.text.trim()) return error(`nothing extracted: ${json.warning ?? 'the page has no text'}`);
    const note = json.unmatchedKeep ? `keep selectors matched nothing: ${json.unmatchedKeep.join(', ')}` : undefined;
    return { line: serializeLine(pageLine(json, source)), failed: false, ...(note ? { note } : {}) };
  } catch (caught) {
    return error(caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught));
  }
}

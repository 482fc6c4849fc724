/**
 * One line of the extraction log, the same in the extension (IndexedDB) and the CLI (SQLite):
 * when, which page, how (mode, stage), how well (quality), how much (characters, words), how long. The page's text
 * only when the user asks for it (`withText`).
 */
import type { ExtractionJson, Mode, Stage } from '../types';

export interface LogRecord {
  /** ISO 8601, UTC. */
  time: string;
  url: string;
  /** The URL's host without `www.`; `file` for local files, `` when the URL has none. */
  domain: string;
  mode: Mode;
  stage: Stage;
  /** The engine's predicted F1, [0, 1], three decimals. */
  quality: number;
  chars: number;
  words: number;
  /** The engine's own time (its `total`), milliseconds. */
  ms: number;
  /** Why the engine judged the page of low value, when it did (a field the engine may not set). */
  lowValue?: string;
  /** What asked for it: `copy`, `reader`, `panel`, `popup`, `batch`, `cli`. */
  gesture?: string;
  text?: string;
}

/** The log's columns in order, for SQLite, CSV and the stats: one table, so the three agree. */
export const LOG_COLUMNS = ['time', 'url', 'domain', 'mode', 'stage', 'quality', 'chars', 'words', 'ms', 'lowValue', 'gesture', 'text'] as const satisfies readonly (keyof LogRecord)[];

export function domainOf(url: string): string {
  if (!URL.canParse(url)) return '';
  const parsed = new URL(url);
  if (parsed.protocol === 'file:') return 'file';
  return parsed.hostname.replace(/^www\./, '');
}

export interface RecordInfo { url: string; gesture?: string; withText?: boolean; now?: Date }

export function logRecord(extraction: ExtractionJson, info: RecordInfo): LogRecord {
  const record: LogRecord = {
    time: (info.now ?? new Date()).toISOString(),
    url: info.url,
    domain: domainOf(info.url),
    mode: extraction.mode,
    stage: extraction.stage,
    quality: Math.round(extraction.quality.score * 1000) / 1000,
    chars: extraction.text.length,
    words: extraction.metadata.wordCount,
    ms: Math.round(extraction.timings.total ?? 0),
  };
  const lowValue = lowValueReason(extraction);
  if (lowValue) record.lowValue = lowValue;
  if (info.gesture) record.gesture = info.gesture;
  if (info.withText) record.text = extraction.text;
  return record;
}

/** `lowValue` is not part of every engine build yet: read as a reason string or `{reason}` when present. */
function lowValueReason(extraction: ExtractionJson): string | undefined {
  const value = (extraction as { lowValue?: unknown }).lowValue;
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object' && typeof (value as { reason?: unknown }).reason === 'string') return (value as { reason: string }).reason;
  return undefined;
}

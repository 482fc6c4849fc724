/** `pith stats FILE.sqlite`: the per-domain table of a log written by `pith extract --log`. */
import { existsSync } from 'node:fs';
import { domainStats, stagesLine } from '../../engine/log/stats';
import { UsageError } from '../extract/args';
import type { Io } from '../extract/command';
import { SqliteLog } from './sqlite';

export const STATS_USAGE = `usage: pith stats FILE.sqlite
  Per-domain statistics of an extraction log written by pith extract --log: pages, median quality,
  stages used, median engine time.`;

const HEADER = ['domain', 'pages', 'median quality', 'median ms', 'low value', 'stages'];

export async function statsCommand(argv: string[], io: Io): Promise<number> {
  if (argv.length !== 1) throw new UsageError('give one log file: pith stats FILE.sqlite');
  const [path] = argv;
  if (!existsSync(path)) throw new UsageError(`no such log file: ${path}`);
  const log = await SqliteLog.open(path);
  const records = log.records();
  log.close();
  const rows = domainStats(records).map((s) => [
    s.domain || '(none)', String(s.pages), s.medianQuality.toFixed(3), s.medianMs.toFixed(0), String(s.lowValue), stagesLine(s.stages),
  ]);
  io.stdout(`${table([HEADER, ...rows])}\n${records.length} extractions, ${rows.length} domains\n`);
  return 0;
}

/** Columns padded to their widest cell; numbers right-aligned. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((row) => row.map((cell, i) => (i >= 1 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd()).join('\n');
}

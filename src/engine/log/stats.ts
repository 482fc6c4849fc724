/** Per-domain statistics of the extraction log: pages, median quality, stages used, median time. */
import type { LogRecord } from './record';

export interface DomainStats {
  domain: string;
  pages: number;
  medianQuality: number;
  /** Stage name -> how many pages it produced, most used first. */
  stages: Record<string, number>;
  medianMs: number;
  /** Pages the engine judged of low value. */
  lowValue: number;
}

/** Most pages first, then by name. */
export function domainStats(records: readonly Pick<LogRecord, 'domain' | 'quality' | 'stage' | 'ms' | 'lowValue'>[]): DomainStats[] {
  const groups = new Map<string, typeof records[number][]>();
  for (const record of records) groups.set(record.domain, [...(groups.get(record.domain) ?? []), record]);
  return [...groups].map(([domain, rows]) => {
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.stage] = (counts[row.stage] ?? 0) + 1;
    const stages = Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
    return {
      domain, pages: rows.length, medianQuality: median(rows.map((r) => r.quality)), stages,
      medianMs: median(rows.map((r) => r.ms)), lowValue: rows.filter((r) => r.lowValue).length,
    };
  }).sort((a, b) => b.pages - a.pages || a.domain.localeCompare(b.domain));
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "rules 3, readability 1" */
export function stagesLine(stages: Record<string, number>): string {
  return Object.entries(stages).map(([stage, n]) => `${stage} ${n}`).join(', ');
}

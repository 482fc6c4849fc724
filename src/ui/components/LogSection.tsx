/**
 * Options page: the local extraction log (extension/log/store.ts). Per-domain statistics, export as JSON or CSV,
 * clear, and the switches for logging and for keeping page text in it.
 */
import { useEffect, useState } from 'preact/hooks';
import { LOG_COLUMNS, type LogRecord } from '../../engine/log/record';
import { domainStats, stagesLine } from '../../engine/log/stats';
import { csvCell } from '../../engine/output/csv';
import { clearLog, readLog } from '../../extension/log/store';
import { saveSetting, type Settings } from '../../extension/settings';
import { saveFile } from '../exports';

const STRINGS = {
  heading: 'Extraction log',
  intro: 'Each extraction is recorded in this browser only (time, URL, mode, stage, quality, size, time taken); the page text only if you ask for it.',
  enabled: 'Record extractions',
  withText: 'Also keep the page text',
  empty: 'No extractions recorded.',
  count: (n: number) => `${n} extraction${n === 1 ? '' : 's'} recorded.`,
  columns: ['Domain', 'Pages', 'Median quality', 'Stages', 'Median time (ms)', 'Low value'],
  exportJson: 'Export JSON',
  exportCsv: 'Export CSV',
  clear: 'Clear log',
  refresh: 'Refresh',
  cleared: 'Log cleared.',
  failed: (message: string) => `The log could not be read: ${message}`,
} as const;

function logCsv(records: readonly LogRecord[]): string {
  return [LOG_COLUMNS.map(csvCell).join(','), ...records.map((r) => LOG_COLUMNS.map((c) => csvCell(r[c] ?? '')).join(','))]
    .map((line) => `${line}\r\n`).join('');
}

export function LogSection(props: { settings: Settings }) {
  const [records, setRecords] = useState<LogRecord[] | null>(null);
  const [status, setStatus] = useState('');
  const load = () => readLog().then(setRecords, (error: unknown) => setStatus(STRINGS.failed(String(error))));
  useEffect(() => { void load(); }, []);
  const clear = async () => {
    await clearLog();
    await load();
    setStatus(STRINGS.cleared);
  };
  const stats = records ? domainStats(records) : [];
  return (
    <section data-testid="log-section">
      <h2>{STRINGS.heading}</h2>
      <p class="muted">{STRINGS.intro}</p>
      <p class="row"><label for="logExtractions">{STRINGS.enabled}</label>
        <input id="logExtractions" type="checkbox" checked={props.settings.logExtractions} onChange={(e) => void saveSetting('logExtractions', e.currentTarget.checked)} /></p>
      <p class="row"><label for="logText">{STRINGS.withText}</label>
        <input id="logText" type="checkbox" checked={props.settings.logText} onChange={(e) => void saveSetting('logText', e.currentTarget.checked)} /></p>
      <p data-testid="log-count">{records === null ? '' : records.length ? STRINGS.count(records.length) : STRINGS.empty}</p>
      {stats.length > 0 && (
        <table data-testid="log-stats">
          <thead><tr>{STRINGS.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>{stats.map((s) => (
            <tr key={s.domain}>
              <td>{s.domain || '—'}</td><td>{s.pages}</td><td>{s.medianQuality.toFixed(2)}</td><td>{stagesLine(s.stages)}</td>
              <td>{Math.round(s.medianMs)}</td><td>{s.lowValue}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
      <p class="row">
        <button type="button" data-testid="log-refresh" onClick={() => void load()}>{STRINGS.refresh}</button>
        <button type="button" data-testid="log-export-json" disabled={!records?.length} onClick={() => saveFile('pith-log.json', `${JSON.stringify(records, null, 2)}\n`, 'application/json')}>{STRINGS.exportJson}</button>
        <button type="button" data-testid="log-export-csv" disabled={!records?.length} onClick={() => saveFile('pith-log.csv', logCsv(records ?? []), 'text/csv')}>{STRINGS.exportCsv}</button>
        <button type="button" data-testid="log-clear" disabled={!records?.length} onClick={() => void clear()}>{STRINGS.clear}</button>
      </p>
      <p class="status muted" role="status" data-testid="log-status">{status}</p>
    </section>
  );
}

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
import { t, type MessageKey } from '../i18n';

const COLUMNS: MessageKey[] = ['logColDomain', 'logColPages', 'logColQuality', 'logColStages', 'logColTime', 'logColLowValue'];

function logCsv(records: readonly LogRecord[]): string {
  return [LOG_COLUMNS.map(csvCell).join(','), ...records.map((r) => LOG_COLUMNS.map((c) => csvCell(r[c] ?? '')).join(','))]
    .map((line) => `${line}\r\n`).join('');
}

export function LogSection(props: { settings: Settings }) {
  const [records, setRecords] = useState<LogRecord[] | null>(null);
  const [status, setStatus] = useState('');
  const load = () => readLog().then(setRecords, (error: unknown) => setStatus(t('logFailed', String(error))));
  useEffect(() => { void load(); }, []);
  const clear = async () => {
    await clearLog();
    await load();
    setStatus(t('logCleared'));
  };
  const stats = records ? domainStats(records) : [];
  return (
    <section data-testid="log-section">
      <h2>{t('logHeading')}</h2>
      <p class="muted">{t('logIntro')}</p>
      <p class="row"><label for="logExtractions">{t('logEnabled')}</label>
        <input id="logExtractions" type="checkbox" checked={props.settings.logExtractions} onChange={(e) => void saveSetting('logExtractions', e.currentTarget.checked)} /></p>
      <p class="row"><label for="logText">{t('logWithText')}</label>
        <input id="logText" type="checkbox" checked={props.settings.logText} onChange={(e) => void saveSetting('logText', e.currentTarget.checked)} /></p>
      <p data-testid="log-count">{records === null ? '' : records.length ? t('logCount', records.length) : t('logEmpty')}</p>
      {stats.length > 0 && (
        <table data-testid="log-stats">
          <thead><tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(c)}</th>)}</tr></thead>
          <tbody>{stats.map((s) => (
            <tr key={s.domain}>
              <td>{s.domain || '—'}</td><td>{s.pages}</td><td>{s.medianQuality.toFixed(2)}</td><td>{stagesLine(s.stages)}</td>
              <td>{Math.round(s.medianMs)}</td><td>{s.lowValue}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
      <p class="row">
        <button type="button" data-testid="log-refresh" onClick={() => void load()}>{t('logRefresh')}</button>
        <button type="button" data-testid="log-export-json" disabled={!records?.length} onClick={() => saveFile('pith-log.json', `${JSON.stringify(records, null, 2)}\n`, 'application/json')}>{t('logExportJson')}</button>
        <button type="button" data-testid="log-export-csv" disabled={!records?.length} onClick={() => saveFile('pith-log.csv', logCsv(records ?? []), 'text/csv')}>{t('logExportCsv')}</button>
        <button type="button" data-testid="log-clear" disabled={!records?.length} onClick={() => void clear()}>{t('logClear')}</button>
      </p>
      <p class="status muted" role="status" data-testid="log-status">{status}</p>
    </section>
  );
}

import { useEffect, useState } from 'preact/hooks';
import type { PageResult } from '../../extension/page-result';
import { copy, download, EXPORTS, type ExportFormat } from '../exports';
import { t } from '../i18n';
import { Icon } from './Icon';

/** The result's actions in one row: copy, download, and the format both use, with a status line for the outcome. */
export function ExportBar(props: { result: PageResult; format: ExportFormat; onFormat(format: ExportFormat): void }) {
  const [status, setStatus] = useState('');
  // "Text copied." must not stay beside a JSON view: an outcome belongs to the format it was about.
  useEffect(() => setStatus(''), [props.format]);
  const { label, ext } = EXPORTS[props.format];
  const onCopy = async () => {
    try {
      await copy(EXPORTS[props.format].body(props.result));
      setStatus(t('copiedFormat', t(label)));
    } catch (error) {
      setStatus(t('copyFailed', error instanceof Error ? error.message : String(error)));
    }
  };
  return (
    <div>
      <div class="actions row">
        <button type="button" class="primary" data-testid="copy" onClick={onCopy}><Icon name="copy" />{t('copyFormat', t(label))}</button>
        <button type="button" data-testid={`download-${ext}`} onClick={() => download(props.result, props.format)}>
          <Icon name="download" />{t('downloadExt', ext)}
        </button>
        <select aria-label={t('formatLabel')} data-testid="format" value={props.format}
          onChange={(e) => props.onFormat(e.currentTarget.value as ExportFormat)}>
          {(Object.keys(EXPORTS) as ExportFormat[]).map((format) => <option key={format} value={format}>{t(EXPORTS[format].label)}</option>)}
        </select>
      </div>
      <p class="status muted" role="status" data-testid="status">{status}</p>
    </div>
  );
}

/**
 * Popup: the highlighted tabs of this window at once (background/tab-batch.ts): copy them as one Markdown text,
 * download them as one file or one file per tab. Tabs Pith may not read yet are named with the reason, and a
 * button asks for access to them (the optional `<all_urls>`, requested on that click only) and runs the batch again.
 */
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { send } from '../../extension/messaging';
import type { TabBatch } from '../../extension/protocol';
import { joinNotes } from '../../extension/tab-notes';
import { copy, download, saveFile } from '../exports';
import { t } from '../i18n';

type Action = 'copy' | 'one' | 'each';

async function deliver(batch: TabBatch, action: Action): Promise<string> {
  const n = batch.results.length;
  if (action === 'copy') {
    await copy(joinNotes(batch));
    return t('tabsCopied', n);
  }
  if (action === 'each') {
    for (const result of batch.results) download(result, 'markdown');
    return t('tabsDownloaded', n);
  }
  saveFile(t('tabsFileName', new Date().toISOString().slice(0, 10)), joinNotes(batch), 'text/markdown');
  return t('tabsDownloaded', n);
}

export function TabsBatch(props: { tabId: number }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [batch, setBatch] = useState<TabBatch | null>(null);
  const [last, setLast] = useState<Action>('copy');
  const run = async (action: Action) => {
    setBusy(true);
    setLast(action);
    setStatus(t('tabsReading'));
    try {
      const answer = await send('extractSelectedTabs', { tabId: props.tabId });
      if (!answer.ok) return setStatus(t('tabsFailed', answer.error.message));
      setBatch(answer.value);
      setStatus(answer.value.results.length ? await deliver(answer.value, action) : t('tabsNoneRead'));
    } catch (error) {
      setStatus(t('tabsFailed', error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };
  // Requested on this click (a user gesture), only when a tab said Pith lacks access to it.
  const allow = async () => {
    if (await browser.permissions.request({ origins: ['<all_urls>'] })) void run(last);
  };
  const needsAccess = batch?.failures.some((f) => f.code === 'no-access');
  return (
    <details data-testid="tabs-batch">
      <summary>{t('tabsHeading')}</summary>
      <p class="muted">{t('tabsHint')}</p>
      <p class="row">
        <button type="button" data-testid="tabs-copy" disabled={busy} onClick={() => void run('copy')}>{t('tabsCopy')}</button>
        <button type="button" data-testid="tabs-download-one" disabled={busy} onClick={() => void run('one')}>{t('tabsDownloadOne')}</button>
        <button type="button" data-testid="tabs-download-each" disabled={busy} onClick={() => void run('each')}>{t('tabsDownloadEach')}</button>
      </p>
      <p class="status muted" role="status" data-testid="tabs-status">{status}</p>
      {batch && batch.failures.length > 0 && (
        <ul data-testid="tabs-failures">
          {batch.failures.map((f) => <li key={f.tabId}><strong>{f.label}</strong>: {f.message}</li>)}
        </ul>
      )}
      {needsAccess && <button type="button" data-testid="tabs-allow" onClick={() => void allow()}>{t('tabsAllow')}</button>}
    </details>
  );
}

/** Answers to the UI's messages, one handler per protocol entry (protocol.ts). */
import { browser } from 'wxt/browser';
import type { Handlers } from '../messaging';
import { latestResult, pageTabFor, saveResult } from '../results-store';
import { fail, ok } from '../result';
import { t } from '../i18n';
import { extractTab } from './extract-tab';
import { openReader } from './actions';
import { extractSelectedTabs } from './tab-batch';

export const handlers: Handlers = {
  async extractTab({ tabId, mode, settle, scope, restore }) {
    const result = await extractTab(await pageTabFor(tabId), 'page', mode, { settle, scope, restore, gesture: 'panel' });
    // The panel shows the answer it gets here; a result that could not be stored only misses the popup's later look.
    if (result.ok) await saveResult(result.value).catch((error: unknown) => console.warn('Pith: the result could not be stored', error));
    return result;
  },
  async latestForTab({ tabId }) {
    return ok(await latestResult(await pageTabFor(tabId)));
  },
  async openReader({ tabId }) {
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    return tab ? openReader(tab) : fail('no-tab', t('errorTabGone'));
  },
  async extractSelectedTabs({ tabId }) {
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    return tab ? extractSelectedTabs(tab) : fail('no-tab', t('errorTabGone'));
  },
};

/** Answers to the UI's messages, one handler per protocol entry (protocol.ts). */
import { browser } from 'wxt/browser';
import type { Handlers } from '../messaging';
import { latestResult, pageTabFor, saveResult } from '../results-store';
import { fail, ok } from '../result';
import { extractTab } from './extract-tab';
import { openReader } from './actions';

export const handlers: Handlers = {
  async extractTab({ tabId, mode, settle, scope, restore }) {
    const result = await extractTab(await pageTabFor(tabId), 'page', mode, { settle, scope, restore });
    if (result.ok) await saveResult(result.value);
    return result;
  },
  async latestForTab({ tabId }) {
    return ok(await latestResult(await pageTabFor(tabId)));
  },
  async openReader({ tabId }) {
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    return tab ? openReader(tab) : fail('no-tab', 'The tab is gone (closed or replaced).');
  },
};

/** Visible outcome of a shortcut or menu action on the toolbar button: word count on success, `!` and the reason on failure. */
import { browser } from 'wxt/browser';
import type { PithError } from '../result';
import { badgeCount } from '../words';
import { t } from '../i18n';

const COLORS = { done: '#1b7f3b', error: '#c62828', progress: '#1d4ed8' } as const;

export async function showDone(tabId: number, words: number, what: string): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ tabId, color: COLORS.done });
  await browser.action.setBadgeText({ tabId, text: badgeCount(words) });
  await browser.action.setTitle({ tabId, title: t('badgeDone', what, words) });
}

/** A batch under way: "2/3" while the third of three tabs is read. */
export async function showProgress(tabId: number, done: number, total: number): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ tabId, color: COLORS.progress });
  await browser.action.setBadgeText({ tabId, text: `${done + 1}/${total}`.slice(0, 4) });
  await browser.action.setTitle({ tabId, title: t('badgeReadingTab', done + 1, total) });
}

export async function showError(tabId: number | undefined, error: PithError): Promise<void> {
  if (tabId === undefined) return;
  await browser.action.setBadgeBackgroundColor({ tabId, color: COLORS.error });
  await browser.action.setBadgeText({ tabId, text: '!' });
  await browser.action.setTitle({ tabId, title: t('badgeError', error.message) });
}

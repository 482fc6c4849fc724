/**
 * Many tabs at once: the tabs highlighted in the invoking tab's window, each extracted in its own
 * tab by `extractTab`, in tab order, with progress on the badge ("2/3"). A tab that cannot be read is a named
 * failure, never a gap. "Copy selected tabs as Markdown" joins the notes (each with its front matter) and copies
 * them through the invoking tab; the popup downloads the same batch as one file or one file per tab.
 *
 * Access: `activeTab` covers only the tab the user invoked Pith on. The other tabs need host access, so the
 * gestures ask for the optional `<all_urls>` at the moment of use (the user sees the browser's prompt) and give it
 * back after the batch unless it was already granted (the side panel's "read every tab" uses the same grant).
 */
import { browser } from 'wxt/browser';
import type { PageResult } from '../page-result';
import type { TabBatch, TabFailure } from '../protocol';
import { failureLine, joinNotes } from '../tab-notes';
import { fail, ok, type Result } from '../result';
import { extractTab } from './extract-tab';
import { writeClipboard } from './clipboard';
import { showDone, showError, showProgress } from './badge';
import type { Tab } from './actions';
import { t } from '../i18n';

export const ALL_SITES = { origins: ['<all_urls>'] };

/** What the gesture's permission request answered, and whether the grant was there before it. */
export interface Access { granted: Promise<boolean>; hadBefore: Promise<boolean> }

/** Starts the request synchronously, inside the user's gesture (a menu click, the popup's button). */
export function askForAllSites(): Access {
  return { hadBefore: browser.permissions.contains(ALL_SITES), granted: browser.permissions.request(ALL_SITES).catch(() => false) };
}

async function selectedTabs(windowId: number): Promise<Tab[]> {
  return (await browser.tabs.query({ windowId, highlighted: true })).sort((a, b) => a.index - b.index);
}

/** Extracts every highlighted tab of `tab`'s window; progress and the outcome show on `tab`'s badge. */
export async function extractSelectedTabs(tab: Tab, access?: Access): Promise<Result<TabBatch>> {
  if (tab.id === undefined || tab.windowId === undefined) return fail('no-tab', t('errorNoWindow'));
  await access?.granted;
  try {
    const tabs = await selectedTabs(tab.windowId);
    const results: PageResult[] = [];
    const failures: TabFailure[] = [];
    for (const [i, each] of tabs.entries()) {
      await showProgress(tab.id, i, tabs.length);
      const result = each.id === undefined ? fail<PageResult>('no-tab', t('errorTabGone')) : await extractTab(each.id, 'page', undefined, { gesture: 'tabs' });
      if (result.ok) results.push(result.value);
      else failures.push({ tabId: each.id ?? -1, label: each.title || each.url || t('tabLabel', i + 1), code: result.error.code, message: result.error.message });
    }
    return ok({ results, failures });
  } finally {
    if (access && !(await access.hadBefore) && (await access.granted)) await browser.permissions.remove(ALL_SITES).catch(() => false);
  }
}

/** "Copy selected tabs as Markdown": the joined notes on the clipboard, failures named on the badge. */
export async function copySelectedTabs(tab: Tab | undefined, access?: Access): Promise<Result<TabBatch>> {
  if (!tab) return fail('no-tab', t('errorNoTabToRead'));
  const batch = await extractSelectedTabs(tab, access);
  if (!batch.ok) {
    await showError(tab.id, batch.error);
    return batch;
  }
  const { results, failures } = batch.value;
  if (results.length === 0) {
    const error = { code: 'no-content' as const, message: `${t('tabsNoneRead')} ${failureLine(failures)}` };
    await showError(tab.id, error);
    return { ok: false, error };
  }
  const copied = await writeClipboard(joinNotes(batch.value));
  if (!copied.ok) {
    await showError(tab.id, copied.error);
    return copied;
  }
  const words = results.reduce((sum, r) => sum + r.extraction.metadata.wordCount, 0);
  const copiedTabs = t('tabsCopied', results.length);
  const what = failures.length ? t('tabsNotRead', copiedTabs, failureLine(failures)) : copiedTabs;
  if (failures.length) await showError(tab.id, { code: 'unknown', message: what });
  else await showDone(tab.id!, words, what);
  return batch;
}

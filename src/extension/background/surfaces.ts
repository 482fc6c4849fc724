/** Opening Pith's pages: reader tab, side panel (Chrome) or sidebar (Firefox), popup as a small window. */
import { browser } from 'wxt/browser';
import { errorMessage, fail, ok, type Result } from '../result';
import { t } from '../i18n';
import { rememberReader } from '../results-store';

export function readerUrl(tabId: number): string {
  return `${browser.runtime.getURL('/reader.html')}?tab=${tabId}`;
}

/**
 * Asks the reader shown in place of its page (tab `tabId`) to go back: its own `history.back()`, because Chrome
 * skips, in the tab's Back, a page left without a click in it (its history intervention), which the toolbar's
 * navigation to the reader is. Falls back to the tab's Back when no reader answers.
 */
export const READER_BACK = 'pithReaderBack';
export async function readerInPlaceBack(tabId: number): Promise<void> {
  const answered = await browser.runtime.sendMessage({ [READER_BACK]: tabId }).then((answer) => answer === true, () => false);
  if (!answered) await browser.tabs.goBack(tabId);
}

/** The reader opens beside the page, so "back to the page" is closing it and the page keeps its state. */
export async function openReaderTab(source: { id: number; index: number; windowId: number }): Promise<number> {
  // Created in the background and activated only once it is recorded as standing for its page, so a side panel
  // that follows the activation already finds the page behind it.
  const reader = await browser.tabs.create({ url: readerUrl(source.id), index: source.index + 1, windowId: source.windowId, openerTabId: source.id, active: false });
  if (reader.id === undefined) return -1;
  await rememberReader(reader.id, source.id);
  await browser.tabs.update(reader.id, { active: true });
  return reader.id;
}

/** Back from a reader: its page comes forward (if still open), the reader closes. */
export async function closeReaderTab(readerTabId: number, pageTabId: number): Promise<void> {
  await browser.tabs.update(pageTabId, { active: true }).catch(() => undefined);
  await browser.tabs.remove(readerTabId);
}

interface FirefoxSidebar { sidebarAction?: { open(): Promise<void> } }

/**
 * Must be called synchronously inside the user's gesture (menu click, command, button): both browsers refuse
 * to open the panel after an `await`.
 */
export function openSidePanel(windowId: number): Promise<Result<true>> {
  const sidebar = (browser as unknown as FirefoxSidebar).sidebarAction;
  const opening = sidebar ? sidebar.open() : browser.sidePanel.open({ windowId });
  return opening.then(() => ok(true as const), (error) => fail<true>('unknown', t('errorSidePanel', errorMessage(error))));
}

/**
 * The popup's content in a small window: reachable when the toolbar click opens the reader, in every browser
 * (`action.openPopup` needs a user gesture Chrome does not always see through a menu or command).
 */
export async function openPopupWindow(tabId: number): Promise<void> {
  await browser.windows.create({ url: `${browser.runtime.getURL('/popup.html')}?tab=${tabId}`, type: 'popup', width: 440, height: 640 });
}

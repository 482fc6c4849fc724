/**
 * What the user's gestures do, one function each. Commands, context menus, the toolbar button and the test
 * hooks all call these, so every entry point behaves the same.
 */
import type { Browser } from 'wxt/browser';
import type { PageResult } from '../page-result';
import { finishPendingRead, pageTabFor, saveResult, startPendingRead } from '../results-store';
import { errorMessage, fail, ok, type Result } from '../result';
import { t } from '../i18n';
import { checkUrl } from '../page-access';
import type { ReaderOutcome } from '../protocol';
import { checkTab, extractTab, type ExtractHow } from './extract-tab';
import { prepareClipboard, writeClipboard } from './clipboard';
import { markdownFromKept } from './reader-markdown';
import { showDone, showError } from './badge';
import { closeReaderTab, openPopupWindow, openReaderTab, openSidePanel, readerInPlaceBack, readerUrl } from './surfaces';
import { browser } from 'wxt/browser';
import { settingItems } from '../settings';

export type Tab = Browser.tabs.Tab;

/** Failures that mean no script may run in the page (page-access.ts), as opposed to a page read without result. */
const OFF_LIMITS: ReadonlySet<string> = new Set(['restricted-page', 'no-access']);

function tabIdOf(tab: Tab | undefined): Result<number> {
  return tab?.id === undefined || tab.id < 0 ? fail('no-tab', t('errorNoTabToRead')) : { ok: true, value: tab.id };
}

/** The copy gestures: logged as such, and cut to the user's size budget if one is set. */
const COPY: ExtractHow = { gesture: 'copy', budget: true };

/** Extracts the page and puts its Markdown on the clipboard; the badge shows the word count or the error. */
export async function copyPageMarkdown(tab: Tab | undefined): Promise<Result<PageResult>> {
  const id = tabIdOf(tab);
  if (!id.ok) return id;
  return copyGesture(id.value, 'page', t('badgeMarkdownCopied'));
}

/** Converts the selection, copies it and stores it where the side panel shows it. */
export async function copySelectionMarkdown(tab: Tab | undefined): Promise<Result<PageResult>> {
  const id = tabIdOf(tab);
  if (!id.ok) return id;
  return copyGesture(id.value, 'selection', t('badgeSelectionCopied'));
}

/**
 * The copy gestures answer once the clipboard is written and the badge shows it. A page's HTML is made only after
 * that (extract-tab.ts `deliver`: on the 1 MB generated article sanitizing and serializing it, its quality
 * signals and carrying it back held the clipboard up for a result the copy does not use), and the complete result
 * is stored for the side panel and popup after the answer. Pith's reader is an extension page no script may be
 * injected into: the copy gestures there say where to copy from instead of calling it a browser page.
 */
async function copyGesture(tabId: number, kind: PageResult['kind'], what: string): Promise<Result<PageResult>> {
  if (await pageTabFor(tabId) !== tabId) return finishCopy(tabId, fail('restricted-page', t('errorInReader')), what);
  prepareClipboard();
  return new Promise((answer, refuse) => {
    let delivered = false;
    const deliver = async (first: PageResult) => {
      delivered = true;
      answer(await finishCopy(tabId, ok(first), what, { store: false }));
    };
    extractTab(tabId, kind, undefined, { ...COPY, deliver }).then(async (result) => {
      if (!delivered) answer(await finishCopy(tabId, result, what));
      else if (result.ok) await saveResult(result.value);
      // The clipboard has the Markdown and the badge says so; only the side panel's copy of the result is missing.
      else console.warn('Pith: the copied page\'s HTML could not be made', result.error);
    }).catch(refuse);
  });
}

async function finishCopy(tabId: number, result: Result<PageResult>, what: string, { store = true } = {}): Promise<Result<PageResult>> {
  if (!result.ok) {
    await showError(tabId, result.error);
    return result;
  }
  // The clipboard first: storing the result for the side panel (megabytes on a long page, converted on this thread
  // when the call is made) went first and held up the clipboard message behind it. It is stored after.
  const copied = await writeClipboard(result.value.extraction.markdown);
  const saved = store ? saveResult(result.value) : undefined;
  if (!copied.ok) {
    await Promise.all([saved, showError(tabId, copied.error)]);
    return copied;
  }
  await Promise.all([saved, showDone(tabId, result.value.extraction.metadata.wordCount, what)]);
  return result;
}

/**
 * Opens the reader tab beside the page at once, in its loading state, while the page is read; the reader fills
 * in when the result is stored, or shows why reading failed (on a 1 MB page the click showed nothing
 * for seconds). A page no script may run in is told apart first: the popup window opens instead and says why in
 * full (a badge alone is easy to miss after a click).
 * On a reader tab the same gesture (toolbar, Alt+Shift+V) toggles back: the page comes forward, the reader closes.
 */
export async function openReader(tab: Tab | undefined): Promise<Result<ReaderOutcome>> {
  const id = tabIdOf(tab);
  if (!id.ok || !tab) return id as Result<never>;
  // A page whose URL the click's tab already shows as readable is no reader tab (Pith's own pages are off
  // limits), so the tab opens without a round trip to storage first: the loading state is the click's answer.
  if (!isReadablePage(tab)) {
    // A reader shown in place of its page goes back to it, as the browser's Back button does.
    if ((tab.url ?? tab.pendingUrl) === readerUrl(id.value)) {
      await readerInPlaceBack(id.value);
      return { ok: true, value: { readerTabId: id.value, backToPage: true } };
    }
    const page = await pageTabFor(id.value);
    if (page !== id.value) {
      await closeReaderTab(id.value, page);
      return { ok: true, value: { readerTabId: id.value, backToPage: true } };
    }
    const readable = await checkTab(id.value);
    if (!readable.ok) {
      await showError(id.value, readable.error);
      await openPopupWindow(id.value);
      return readable;
    }
  }
  if (await settingItems.readerPlacement.getValue() === 'same-tab') return openReaderInPlace(id.value);
  // The pending read is written before the tab is asked for: the reader reads it only once its page has loaded.
  const pending = startPendingRead(id.value);
  const opening = openReaderTab({ id: id.value, index: tab.index, windowId: tab.windowId });
  // Reading and opening the tab overlap: the page's renderer works while the browser opens the reader.
  const reading = extractTab(id.value, 'page', undefined, { ...READER, markdown: false });
  const [startedAt, readerTabId, result] = await Promise.all([pending, opening, reading]);
  if (!result.ok) {
    await showError(id.value, result.error);
    await finishPendingRead(id.value, startedAt, result.error);
    // A page whose URL the browser hides (chrome://, without the tabs permission) is found off limits only when
    // the injection is refused: it gets the popup window like the pages told apart above, not a reader.
    if (OFF_LIMITS.has(result.error.code)) {
      await closeReaderTab(readerTabId, id.value);
      await openPopupWindow(id.value);
    }
    return result;
  }
  const stored = await saveResult(result.value).then(() => null, (error: unknown) => error);
  if (stored) {
    // Said in plain words in the reader, which otherwise would wait for the result for ever.
    const error = { code: 'unknown' as const, message: t('errorResultNotKept', errorMessage(stored)) };
    await showError(id.value, error);
    await finishPendingRead(id.value, startedAt, error);
    return { ok: false, error };
  }
  await finishPendingRead(id.value, startedAt);
  await completeMarkdown(result.value);
  return { ok: true, value: { readerTabId, backToPage: false } };
}

const READER: ExtractHow = { gesture: 'reader' };

/**
 * The reader in the page's own tab: the page is read whole (with its Markdown, as the page is gone once the tab
 * shows the reader), then the tab goes to the reader, so the browser's Back returns to the page.
 */
async function openReaderInPlace(tabId: number): Promise<Result<ReaderOutcome>> {
  const startedAt = await startPendingRead(tabId);
  const result = await extractTab(tabId, 'page', undefined, READER);
  const error = !result.ok ? result.error
    : await saveResult(result.value).then(() => undefined, (e: unknown) => ({ code: 'unknown' as const, message: t('errorResultNotKept', errorMessage(e)) }));
  await finishPendingRead(tabId, startedAt, error);
  if (error) {
    await showError(tabId, error);
    if (OFF_LIMITS.has(error.code)) await openPopupWindow(tabId);
    return { ok: false, error };
  }
  await browser.tabs.update(tabId, { url: readerUrl(tabId) });
  return { ok: true, value: { readerTabId: tabId, backToPage: false } };
}

/**
 * The reader's first answer comes without Markdown: the reader paints HTML and needs Markdown only to copy or
 * download (on the 1 MB page of the browser benchmark, Markdown was about a third of the extraction).
 * It is made right after from the content that read kept in the page (reader-markdown.ts), and the answer with it
 * is stored again under its id, which the reader takes as its completion (ui/reader-result.ts). When the page no
 * longer keeps it (it navigated), the page is read again with Markdown and only that read's Markdown and file name
 * go into the first answer: the article shown stays as it is, even when the second read comes out otherwise.
 */
async function completeMarkdown(first: PageResult): Promise<void> {
  const kept = await markdownFromKept(first);
  if (kept) {
    await saveResult(kept);
    return;
  }
  const full = await extractTab(first.tabId, 'page', first.mode, { ...READER, unlogged: true });
  if (!full.ok) {
    await showError(first.tabId, full.error);
    return;
  }
  const { markdownPending: _pending, markdownTicket: _ticket, ...shown } = first;
  await saveResult({ ...shown, extraction: { ...first.extraction, markdown: full.value.extraction.markdown }, fileStem: full.value.fileStem });
}

/** The click's tab has a URL and it is one a script may run in (page-access.ts). */
function isReadablePage(tab: Tab): boolean {
  const url = tab.url ?? tab.pendingUrl;
  return url !== undefined && url !== '' && checkUrl(url) === undefined;
}

/** Synchronous start: the side panel must open inside the gesture. */
export function openPanelFor(tab: Tab | undefined): Promise<Result<true>> {
  if (tab?.windowId === undefined) return Promise.resolve(fail('no-tab', t('errorNoWindow')));
  return openSidePanel(tab.windowId);
}

/** "Open side panel" from a menu: a refusal shows on the badge, like every other gesture's failure. */
export function openPanelFromMenu(tab: Tab | undefined): Promise<Result<true>> {
  return openPanelFor(tab).then(async (opened) => {
    if (!opened.ok) await showError(tab?.id, opened.error);
    return opened;
  });
}

export async function openPopupFor(tab: Tab | undefined): Promise<Result<true>> {
  const id = tabIdOf(tab);
  if (!id.ok) return id;
  await openPopupWindow(id.value);
  return { ok: true, value: true };
}

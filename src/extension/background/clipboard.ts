/**
 * The clipboard write for the copy gestures, out of the page's reach. The page never sees the text: writing
 * through the tab fell back, when the tab was unfocused, to a `copy` event the page could intercept, so the page
 * chose what landed on the clipboard while the badge said "Markdown copied".
 * - Chrome: the MV3 service worker has no clipboard, so an offscreen document writes it (entrypoints/offscreen).
 * - Firefox: the background is a page, and `clipboardWrite` lets it call `navigator.clipboard` directly.
 */
import { browser } from 'wxt/browser';
import { errorMessage, fail, ok, type Result } from '../result';
import type { OffscreenCopy, OffscreenCopyAnswer } from './offscreen-message';
import { t } from '../i18n';

const OFFSCREEN_PATH = '/offscreen.html';

export async function writeClipboard(text: string): Promise<Result<true>> {
  try {
    const answer = browser.offscreen ? await copyOffscreen(text) : await copyInBackground(text);
    return answer.ok ? ok(true) : fail('clipboard', t('errorClipboard', answer.error ?? t('errorClipboardNoAnswer')));
  } catch (error) {
    return fail('clipboard', t('errorClipboard', errorMessage(error)));
  }
}

/**
 * Opens the offscreen document while the page is read, so the first copy after the browser starts does not wait
 * for it after the extraction. A failure here is the write's to report.
 */
export function prepareClipboard(): void {
  if (browser.offscreen) ensureOffscreenDocument().catch(() => undefined);
}

async function copyInBackground(text: string): Promise<OffscreenCopyAnswer> {
  await navigator.clipboard.writeText(text);
  return { ok: true };
}

async function copyOffscreen(text: string): Promise<OffscreenCopyAnswer> {
  await ensureOffscreenDocument();
  const message: OffscreenCopy = { pithOffscreen: 'copy', text };
  return (await browser.runtime.sendMessage(message)) as OffscreenCopyAnswer;
}

/** One creation at a time: two quick copies must not both create the document (Chrome allows one). */
let creating: Promise<void> | undefined;

/** The document stays open once made: creating it costs more than the copy, and it holds nothing. */
async function ensureOffscreenDocument(): Promise<void> {
  const documentUrls = [browser.runtime.getURL(OFFSCREEN_PATH)];
  const open = await browser.runtime.getContexts({ contextTypes: [browser.runtime.ContextType.OFFSCREEN_DOCUMENT], documentUrls });
  if (open.length > 0) return;
  creating ??= browser.offscreen
    .createDocument({ url: OFFSCREEN_PATH, reasons: [browser.offscreen.Reason.CLIPBOARD], justification: 'Write the extracted Markdown to the clipboard.' })
    .finally(() => { creating = undefined; });
  await creating;
}

/**
 * Chrome's offscreen document: the one place the MV3 background can write the clipboard without going through
 * the user's page (issue 12 item 3: a page could catch the in-page fallback's `copy` event and put its own text on
 * the clipboard). It has no focus, so `navigator.clipboard` refuses; `execCommand('copy')`, with the text set in its own
 * `copy` event, works under the `clipboardWrite` permission.
 */
import { browser } from 'wxt/browser';
import { isOffscreenCopy, type OffscreenCopyAnswer } from '@/src/extension/background/offscreen-message';

/**
 * The text goes in through the `copy` event's own data, not a text field: putting 765,000 characters (the 1 MB page
 * of the browser benchmark) into a field and selecting them cost more than the copy (issue 15).
 */
function copy(text: string): OffscreenCopyAnswer {
  let written = false;
  const onCopy = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
    written = true;
  };
  document.addEventListener('copy', onCopy);
  try {
    return document.execCommand('copy') && written ? { ok: true } : { ok: false, error: 'the browser refused the copy' };
  } finally {
    document.removeEventListener('copy', onCopy);
  }
}

browser.runtime.onMessage.addListener((message: unknown, _sender, sendResponse: (answer: OffscreenCopyAnswer) => void) => {
  if (!isOffscreenCopy(message)) return false;
  sendResponse(copy(message.text));
  return false;
});

/**
 * Chrome's offscreen document: the one place the MV3 background can write the clipboard without going through
 * the user's page (issue 12 item 3: a page could catch the in-page fallback's `copy` event and put its own text on
 * the clipboard). It has no focus, so `navigator.clipboard` refuses; `execCommand('copy')` on its own text field
 * works under the `clipboardWrite` permission.
 */
import { browser } from 'wxt/browser';
import { isOffscreenCopy, type OffscreenCopyAnswer } from '@/src/extension/background/offscreen-message';

function copy(text: string): OffscreenCopyAnswer {
  const field = document.createElement('textarea');
  field.value = text;
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy') ? { ok: true } : { ok: false, error: 'the browser refused the copy' };
  } finally {
    field.remove();
  }
}

browser.runtime.onMessage.addListener((message: unknown, _sender, sendResponse: (answer: OffscreenCopyAnswer) => void) => {
  if (!isOffscreenCopy(message)) return false;
  sendResponse(copy(message.text));
  return false;
});

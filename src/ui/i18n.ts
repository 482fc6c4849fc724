/** The UI's strings: `t` and `MessageKey` from src/extension/i18n.ts, and the page's own language and title. */
import { browser } from 'wxt/browser';
import { t, type MessageKey } from '../extension/i18n';

export { t, type MessageKey };

/**
 * The page's `lang` is the language of the strings shown (the translation's own `locale` message), not the
 * browser's: a browser in Portuguese gets the English strings, which must not be announced as Portuguese.
 */
export function localizeDocument(title: MessageKey): void {
  document.documentElement.lang = t('locale');
  document.documentElement.dir = uiDirection();
  document.title = t(title);
}

/** The direction of the UI's strings (the browser's predefined `@@bidi_dir` of the locale shown). */
export function uiDirection(): 'ltr' | 'rtl' {
  return browser.i18n.getMessage('@@bidi_dir' as never) === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * Every string of Pith's pages comes from public/_locales/<lang>/messages.json through browser.i18n, which picks
 * the browser's UI language (English when there is no translation). `MessageKey` is read from the English file, so
 * a key missing there fails the typecheck; test/extension/locales.test.ts checks the other locales hold the same keys.
 */
import { browser } from 'wxt/browser';
import type english from '../../public/_locales/en/messages.json';

export type MessageKey = keyof typeof english;

/** The message in the browser's language; `$1`, `$2`… in it take the substitutions. */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  return browser.i18n.getMessage(key, substitutions.map(String));
}

/**
 * The page's `lang` is the language of the strings shown (the translation's own `locale` message), not the
 * browser's: a browser in Portuguese gets the English strings, which must not be announced as Portuguese.
 */
export function localizeDocument(title: MessageKey): void {
  document.documentElement.lang = t('locale');
  document.title = t(title);
}

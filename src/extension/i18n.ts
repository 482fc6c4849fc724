/**
 * Every string Pith shows — its pages, menus, error messages, notes — comes from public/_locales/<lang>/messages.json
 * through browser.i18n, which picks the browser's UI language (English when there is no translation). `MessageKey`
 * is read from the English file, so a key missing there fails the typecheck; test/extension/locales.test.ts checks
 * the other locales hold the same keys.
 */
import { browser } from 'wxt/browser';
import type english from '../../public/_locales/en/messages.json';

export type MessageKey = keyof typeof english;

/** The message in the browser's language; `$1`, `$2`… in it take the substitutions. */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  return browser.i18n.getMessage(key, substitutions.map(String));
}

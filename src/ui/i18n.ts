/** The UI's strings: `t` and `MessageKey` from src/extension/i18n.ts, and the page's own language and title. */
import { t, type MessageKey } from '../extension/i18n';

export { t, type MessageKey };

/**
 * The page's `lang` is the language of the strings shown (the translation's own `locale` message), not the
 * browser's: a browser in Portuguese gets the English strings, which must not be announced as Portuguese.
 */
export function localizeDocument(title: MessageKey): void {
  document.documentElement.lang = t('locale');
  document.title = t(title);
}

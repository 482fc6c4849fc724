/**
 * Pith's pages take their strings from browser.i18n (src/ui/i18n.ts); Node has no browser, so UI tests import this
 * first: a `chrome.i18n.getMessage` that answers from the English messages, `$1`… substituted as the browser does.
 */
import english from '../../public/_locales/en/messages.json';

const messages = english as Record<string, { message: string }>;

(globalThis as { chrome?: unknown }).chrome = {
  runtime: { id: 'pith-test' },
  i18n: {
    getMessage: (key: string, substitutions: string[] = []) =>
      messages[key]?.message.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? '') ?? '',
  },
};

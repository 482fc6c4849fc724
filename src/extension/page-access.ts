/**
 * Why a tab cannot be read, as tables: URL patterns where no extension may inject, and the browser's
 * executeScript error messages mapped to sentences a user understands (messages of public/_locales).
 */
import { t, type MessageKey } from './i18n';
import type { ErrorCode } from './result';

interface Rule { test: RegExp; code: ErrorCode; message: MessageKey }
interface Reason { code: ErrorCode; message: string }

const BROWSER_PAGE: MessageKey = 'accessBrowserPage';
const STORE_PAGE: MessageKey = 'accessStorePage';
const PDF_PAGE: MessageKey = 'accessPdfPage';
const VIEW_SOURCE: MessageKey = 'accessViewSource';

/** URL prefixes (checked before injecting) where injection is forbidden by the browser. */
export const RESTRICTED_URLS: readonly Rule[] = [
  { test: /^view-source:/i, code: 'restricted-page', message: VIEW_SOURCE },
  { test: /^(chrome|edge|brave|opera|vivaldi|about|chrome-untrusted|chrome-search|devtools|resource|moz-extension|chrome-extension):/i, code: 'restricted-page', message: BROWSER_PAGE },
  { test: /^https:\/\/(chromewebstore\.google\.com|chrome\.google\.com\/webstore|addons\.mozilla\.org|microsoftedge\.microsoft\.com\/addons)(\/|$)/i, code: 'restricted-page', message: STORE_PAGE },
  { test: /^[^?#]+\.pdf([?#]|$)/i, code: 'restricted-page', message: PDF_PAGE },
];

/** `scripting.executeScript` rejections, Chrome and Firefox wording. */
export const INJECTION_ERRORS: readonly Rule[] = [
  { test: /chrome:\/\/ URL|chrome-extension:\/\/ URL|about:|privileged|edge:\/\//i, code: 'restricted-page', message: BROWSER_PAGE },
  { test: /gallery cannot be scripted|webstore/i, code: 'restricted-page', message: STORE_PAGE },
  { test: /No tab with id|Invalid tab ID|tab was closed/i, code: 'no-tab', message: 'accessTabGone' },
  // Chromium's answer for view-source: tabs (whose URL Pith cannot see without access) and for error pages.
  { test: /Frame with ID 0 was removed|frame was removed|error page/i, code: 'restricted-page', message: 'accessFrameRemoved' },
  { test: /Cannot access contents|Missing host permission|must request permission/i, code: 'no-access', message: 'accessNotGranted' },
];

export function checkUrl(url: string | undefined): Reason | undefined {
  const rule = url ? RESTRICTED_URLS.find((r) => r.test.test(url)) : undefined;
  return rule && { code: rule.code, message: t(rule.message) };
}

export function explainInjectionError(message: string): Reason {
  const rule = INJECTION_ERRORS.find((r) => r.test.test(message));
  return rule ? { code: rule.code, message: t(rule.message) } : { code: 'unknown', message: t('accessUnknown', message) };
}

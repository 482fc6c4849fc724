/**
 * Why a tab cannot be read, as tables: URL patterns where no extension may inject, and the browser's
 * executeScript error messages mapped to sentences a user understands.
 */
import type { ErrorCode } from './result';

interface Rule { test: RegExp; code: ErrorCode; message: string }

const BROWSER_PAGE = 'This is a browser page (settings, history, new tab, about:…). Browsers do not let any extension read these pages.';
const STORE_PAGE = 'Extension stores do not allow extensions to run on their pages, so Pith cannot read this one.';
const PDF_PAGE = 'This is a PDF shown by the browser\'s PDF viewer, which extensions cannot read. Save the PDF and open it with a PDF tool instead.';
const VIEW_SOURCE = 'This is a view-source page. Open the page itself and try again.';

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
  { test: /No tab with id|Invalid tab ID|tab was closed/i, code: 'no-tab', message: 'The tab is gone (closed or replaced).' },
  // Chromium's answer for view-source: tabs (whose URL Pith cannot see without access) and for error pages.
  { test: /Frame with ID 0 was removed|frame was removed|error page/i, code: 'restricted-page', message: 'Pith cannot run on this tab: it shows a view-source page or an error page, or it is still loading. Open the page itself and try again.' },
  { test: /Cannot access contents|Missing host permission|must request permission/i, code: 'no-access', message: 'Pith may only read a tab after you ask it to there: press the Pith button or Alt+Shift+M on that tab (or allow Pith to follow every tab in the side panel).' },
];

export function checkUrl(url: string | undefined): Rule | undefined {
  return url ? RESTRICTED_URLS.find((rule) => rule.test.test(url)) : undefined;
}

export function explainInjectionError(message: string): { code: ErrorCode; message: string } {
  const rule = INJECTION_ERRORS.find((r) => r.test.test(message));
  return rule ? { code: rule.code, message: rule.message } : { code: 'unknown', message: `Pith could not run on this page: ${message}` };
}

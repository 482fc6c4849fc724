import { describe, expect, it } from 'vitest';
import './i18n-stub';
import { checkUrl, explainInjectionError } from '../../src/extension/page-access';

describe('checkUrl: pages no extension may script get a clear reason before injecting', () => {
  it.each([
    ['chrome://version', 'browser page'],
    ['about:addons', 'browser page'],
    ['edge://settings', 'browser page'],
    ['view-source:https://example.org/', 'view-source'],
    ['https://chromewebstore.google.com/detail/x', 'Extension stores'],
    ['https://chrome.google.com/webstore/category/extensions', 'Extension stores'],
    ['https://addons.mozilla.org/en-US/firefox/', 'Extension stores'],
    ['https://example.org/paper.pdf', 'PDF'],
    ['https://example.org/paper.PDF?download=1', 'PDF'],
  ])('%s', (url, phrase) => {
    const rule = checkUrl(url);
    expect(rule?.code).toBe('restricted-page');
    expect(rule?.message).toContain(phrase);
  });

  it.each(['https://example.org/article', 'http://127.0.0.1:8080/a.html', 'https://example.org/pdf-tips', undefined])('lets %s through', (url) => {
    expect(checkUrl(url)).toBeUndefined();
  });
});

describe('explainInjectionError: the browser\'s executeScript errors become sentences', () => {
  it.each([
    ['Cannot access a chrome:// URL', 'restricted-page'],
    ['The extensions gallery cannot be scripted.', 'restricted-page'],
    ['No tab with id: 12.', 'no-tab'],
    ['Cannot access contents of the page. Extension manifest must request permission to access the respective host.', 'no-access'],
    ['Missing host permission for the tab', 'no-access'],
  ])('%s', (message, code) => {
    expect(explainInjectionError(message).code).toBe(code);
  });

  it('keeps an unknown message visible rather than hiding it', () => {
    expect(explainInjectionError('Something new')).toEqual({ code: 'unknown', message: 'Pith could not run on this page: Something new' });
  });
});

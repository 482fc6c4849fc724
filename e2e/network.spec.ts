import { test, expect } from './fixtures';

test('no request leaves the extension: only the 127.0.0.1 test server and the extension itself are hit', async ({ pith, openPage, openExtensionPage, hook }) => {
  // The route really sees both page and extension-worker traffic: these two probes must be caught and aborted.
  const { page, tabId } = await openPage('reader--article.html');
  await page.evaluate(() => fetch('https://probe-from-page.invalid/').catch(() => undefined));
  await pith.worker.evaluate(() => fetch('https://probe-from-worker.invalid/').catch(() => undefined));
  await expect.poll(() => pith.blocked.filter((url) => url.includes('probe-from')).length).toBe(2);
  pith.blocked.splice(0, pith.blocked.length);
  const start = pith.requests.length;

  // Every surface once: reader (with its images), popup, side panel, copy, selection, downloads' blob URLs.
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  await hook('toolbarClick', tabId);
  const reader = await readerOpened;
  await expect(reader.getByTestId('article').locator('img').first()).toBeVisible();
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await hook('command', 'copy-markdown', tabId);
  await page.evaluate(() => getSelection()!.selectAllChildren(document.querySelector('article')!));
  await hook('menu', 'extract-selection', tabId);
  await reader.close();

  const seen = pith.requests.slice(start);
  expect(seen.length).toBeGreaterThan(3);
  expect(pith.blocked).toEqual([]);
  for (const url of seen) expect(url.startsWith(pith.server.origin) || url.startsWith(`chrome-extension://${pith.extensionId}/`), url).toBe(true);
});

/**
 * The reader in place of the page (a setting, as Firefox's Reader View): the toolbar click turns the page's own
 * tab into the reader, no tab is added, and Back (the reader's button, the browser's, or the toolbar click again)
 * returns to the page.
 */
import { test, expect } from './fixtures';

const KEYS = ['settings.readerPlacement', 'settings.readerPlacement$'];

test.afterEach(async ({ pith }) => {
  await pith.worker.evaluate((keys) => chrome.storage.local.remove(keys), KEYS);
});

test('the reader opens in the page\'s tab and Back returns to the page', async ({ pith, openPage, hook, openExtensionPage }) => {
  // Chosen in the options page, as a user would.
  const options = await openExtensionPage('options.html');
  await options.locator('#readerPlacement').selectOption('same-tab');
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.readerPlacement'))).toEqual({ 'settings.readerPlacement': 'same-tab' });
  await options.close();

  const { page, tabId } = await openPage('reader--article.html');
  const pageUrl = page.url();
  const tabs = pith.context.pages().length;
  await hook('toolbarClick', tabId);
  await page.waitForURL(/\/reader\.html\?tab=/);
  await expect(page.getByTestId('reader')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
  expect(pith.context.pages().length).toBe(tabs);
  // The page is gone from the tab: reading it again in another mode is not offered.
  await expect(page.getByTestId('mode-switch')).toBeDisabled();

  // The reader's back button is the tab's Back.
  await page.getByTestId('back').click();
  await page.waitForURL(pageUrl);
  await expect(page.locator('h1')).toHaveText('The Quiet Life of Lighthouse Keepers');

  // The tab's Back (Playwright's, not Chrome's Back button: see docs/reader.md), and the toolbar click on the reader,
  // return to the page too.
  await hook('toolbarClick', tabId);
  await page.waitForURL(/\/reader\.html/);
  await expect(page.getByTestId('reader')).toHaveAttribute('data-state', 'done');
  await page.goBack();
  await page.waitForURL(pageUrl);
  await hook('toolbarClick', tabId);
  await page.waitForURL(/\/reader\.html/);
  await expect(page.getByTestId('reader')).toHaveAttribute('data-state', 'done');
  const answer = await hook<{ ok: boolean; value: { backToPage: boolean } }>('toolbarClick', tabId);
  expect(answer).toEqual({ ok: true, value: { readerTabId: tabId, backToPage: true } });
  await page.waitForURL(pageUrl);
  expect(pith.context.pages().length).toBe(tabs);
});

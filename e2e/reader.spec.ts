import { test, expect } from './fixtures';
import { openReader } from './helpers';

test('toolbar click opens the reader with the article, metadata and working images and links', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--article.html');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  const answer = await hook<{ ok: boolean }>('toolbarClick', tabId);
  expect(answer.ok).toBe(true);
  const reader = await readerOpened;
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done');
  await expect(reader.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
  await expect(reader.getByTestId('article')).toContainText('trimming wicks at dusk');
  // Byline: author, site, date and reading time, from the page's metadata.
  await expect(reader.getByTestId('byline')).toHaveText(/^Ada Lovelace · Coastal Notes · .*2024.* · \d+ min read$/);
  // Links are absolute and point at the page's server.
  await expect(reader.locator('[data-testid=article] a', { hasText: 'full history' })).toHaveAttribute('href', `${pith.server.origin}/reader--link-target.html`);
  // The image loads (naturalWidth > 0 only once the bytes arrived and decoded).
  const img = reader.locator('[data-testid=article] img').first();
  await expect(img).toHaveAttribute('src', `${pith.server.origin}/img/lighthouse.svg`);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.close();
  await reader.close();
});

test('the reader sets the article in the language and direction of the page', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--arabic.html');
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('reader-article')).toHaveAttribute('lang', 'ar');
  await expect.poll(() => reader.getByTestId('article').locator('p').first().evaluate((p) => getComputedStyle(p).direction)).toBe('rtl');
  await page.close();
  await reader.close();
});

test('no script of the page runs in the reader', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--article.html');
  // The planted scripts do run on the page itself, so the test would see them if the reader let them through.
  await expect(page.locator('html')).toHaveAttribute('data-planted-in-article', 'ran');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  await hook('toolbarClick', tabId);
  const reader = await readerOpened;
  await expect(reader.getByTestId('article')).toContainText('A keeper\'s duties');
  const article = reader.getByTestId('article');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onload], [onclick], [onerror]')).toHaveCount(0);
  await article.locator('p', { hasText: 'The last keepers left' }).click();
  const flags = await reader.evaluate(() => ({
    planted: (window as any).__planted, onload: (window as any).__pwnedByOnload, click: (window as any).__pwnedByClick,
    pageScript: document.documentElement.dataset.pageScript, inArticle: document.documentElement.dataset.plantedInArticle,
  }));
  expect(flags).toEqual({ planted: undefined, onload: undefined, click: undefined, pageScript: undefined, inArticle: undefined });
  await page.close();
  await reader.close();
});

test('Esc in the reader goes back to the page and closes the reader', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--article.html');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  await hook('toolbarClick', tabId);
  const reader = await readerOpened;
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done');
  // The reader closes itself on keydown, so the key press itself may find its page gone: wait for the close.
  const closed = reader.waitForEvent('close');
  await Promise.all([closed, reader.keyboard.press('Escape').catch(() => undefined)]);
  const active = await pith.worker.evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id);
  expect(active).toBe(tabId);
  await page.close();
});

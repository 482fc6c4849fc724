/**
 * The reader's layout of page content: a wide table scrolls inside its own box at 600 px (the page never scrolls
 * sideways), the title is shown once, paragraphs keep one rhythm, and the page's landmarks and captions are
 * read as the reader's own.
 */
import { test, expect } from './fixtures';
import { openReader } from './helpers';

test('a table wider than the window scrolls inside its own box, not the page', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--wide-table.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 600, height: 700 });
  const table = reader.getByTestId('article').locator('table');
  await expect(table).toContainText('Station 5');
  const sizes = await table.evaluate((el) => ({
    page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth,
    tableScroll: el.scrollWidth, tableBox: el.clientWidth, right: el.getBoundingClientRect().right,
  }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.window);
  expect(sizes.right).toBeLessThanOrEqual(sizes.window);
  expect(sizes.tableScroll).toBeGreaterThan(sizes.tableBox);
  // The keyboard reaches it and scrolls it.
  await table.focus();
  await reader.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.close();
  await reader.close();
});

/**
 * Longer words than English's must fit: with the browser in German, every choice of the reader's settings
 * popover shows whole (the theme row's "Sepia" was cut off), at the 600 px window the toolbar is laid out for.
 */
import { test, expect } from './fixtures';
import { openReader, readerSettings } from './helpers';

test.use({ browserLanguage: 'de' });

test('German: the reader settings popover shows every choice whole', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 600, height: 700 });
  const popover = await readerSettings(reader);
  await expect(popover.locator('[data-choice-input=theme-sepia] + span')).toHaveText('Sepia');
  const clipped = await popover.evaluate((box) => {
    const outer = box.getBoundingClientRect();
    return Array.from(box.querySelectorAll<HTMLElement>('.segments, .segments span, .setting, button, select, legend'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return el.scrollWidth > el.clientWidth + 1 || r.left < outer.left - 0.5 || r.right > outer.right + 0.5 || r.right > innerWidth;
      })
      .map((el) => el.textContent?.trim() || el.className);
  });
  expect(clipped).toEqual([]);
  await page.close();
  await reader.close();
});

test('German: at 600 px the reader\'s toolbar, contents and read aloud buttons included, fits the window', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--sections.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 600, height: 700 });
  await expect(reader.getByTestId('show-contents')).toBeVisible();
  await expect(reader.getByTestId('read-aloud')).toBeVisible();
  const outside = await reader.evaluate(() => Array.from(document.querySelectorAll('.reader-bar button, .reader-bar select'))
    .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
    .map((el) => el.getAttribute('aria-label') ?? el.className));
  expect(outside).toEqual([]);
  expect(await reader.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.close();
  await reader.close();
});

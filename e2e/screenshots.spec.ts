/** Screenshots for the README, made from the real extension on the sample article: docs/*.png. */
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));

test('screenshots of the reader (light, dark), popup and side panel', async ({ pith, openPage, openExtensionPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  await hook('toolbarClick', tabId);
  const reader = await readerOpened;
  await reader.setViewportSize({ width: 1000, height: 760 });
  await expect(reader.getByTestId('article').locator('img').first()).toBeVisible();
  await expect.poll(() => reader.locator('[data-testid=article] img').first().evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  for (const theme of ['light', 'dark'] as const) {
    await reader.locator(`[data-theme-choice=${theme}]`).click();
    await expect(reader.locator('html')).toHaveAttribute('data-theme', theme);
    const background = await reader.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(23, 24, 26)');
    await reader.screenshot({ path: `${DOCS}reader-${theme}.png` });
  }
  await reader.locator('[data-theme-choice=system]').click();
  await reader.close();

  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.setViewportSize({ width: 420, height: 600 });
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await popup.screenshot({ path: `${DOCS}popup.png` });

  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await panel.setViewportSize({ width: 400, height: 800 });
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await panel.locator('[data-view=preview]').click();
  await expect.poll(() => panel.getByTestId('preview').locator('img').first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await panel.screenshot({ path: `${DOCS}side-panel.png` });
});

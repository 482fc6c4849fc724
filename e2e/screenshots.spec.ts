/**
 * Screenshots for the README, made from the real extension on the sample article. Every run renders and checks
 * them; they are written to docs/ only with PITH_UPDATE_SCREENSHOTS=1 (README "Extension" has the command), else
 * into this test's output folder, so `npm test` leaves the working tree clean.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { chooseTheme } from './helpers';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
const UPDATE = process.env.PITH_UPDATE_SCREENSHOTS === '1';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Takes the screenshot, checks it is a real picture of the viewport's size, and that docs/ holds one of that size. */
async function shoot(page: Page, name: string): Promise<Buffer> {
  const png = await page.screenshot({ path: UPDATE ? `${DOCS}${name}` : test.info().outputPath(name) });
  expect(pngSize(png)).toEqual(page.viewportSize());
  expect(png.length, `${name} looks blank`).toBeGreaterThan(10_000);
  expect(pngSize(readFileSync(`${DOCS}${name}`)), `committed docs/${name}`).toEqual(page.viewportSize());
  return png;
}

test('screenshots of the reader (light, dark), popup and side panel', async ({ pith, openPage, openExtensionPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  await hook('toolbarClick', tabId);
  const reader = await readerOpened;
  await reader.setViewportSize({ width: 1000, height: 760 });
  await expect(reader.getByTestId('article').locator('img').first()).toBeVisible();
  await expect.poll(() => reader.locator('[data-testid=article] img').first().evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const shots: Buffer[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await chooseTheme(reader, theme);
    await reader.keyboard.press('Escape');
    await expect(reader.locator('html')).toHaveAttribute('data-theme', theme);
    const background = await reader.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(23, 24, 26)');
    shots.push(await shoot(reader, `reader-${theme}.png`));
  }
  expect(shots[0].equals(shots[1])).toBe(false);
  await chooseTheme(reader, 'system');
  await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.theme', 'settings.theme$']));
  await reader.close();

  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.setViewportSize({ width: 420, height: 600 });
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await shoot(popup, 'popup.png');

  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await panel.setViewportSize({ width: 400, height: 800 });
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await panel.locator('[data-view=preview]').click();
  await expect.poll(() => panel.getByTestId('preview').locator('img').first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await shoot(panel, 'side-panel.png');
});

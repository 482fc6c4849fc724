/**
 * Screenshots for the README, made from the real extension on the sample article. Every run renders and checks
 * them; they are written to docs/ only with PITH_UPDATE_SCREENSHOTS=1 (README "Extension" has the command), else
 * into this test's output folder, so `npm test` leaves the working tree clean.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { chooseTheme, openReader } from './helpers';

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

/** Waits until every image of the area has loaded, so a screenshot never shows a half-drawn page. */
async function imagesLoaded(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`${selector} img`).first()).toBeVisible();
  await expect.poll(() => page.locator(`${selector} img`).evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

test('screenshots of the reader (light, dark, figures), popup, side panel and options', async ({ pith, openPage, openExtensionPage, hook }) => {
  test.setTimeout(120_000);
  const { tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 1000, height: 760 });
  await imagesLoaded(reader, '[data-testid=article]');
  const shots: Buffer[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await chooseTheme(reader, theme);
    await reader.keyboard.press('Escape');
    await expect(reader.getByTestId('reader-settings-popover')).toBeHidden();
    await reader.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // no focus ring in the picture
    await expect(reader.locator('html')).toHaveAttribute('data-theme', theme);
    const background = await reader.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(23, 24, 26)');
    shots.push(await shoot(reader, `reader-${theme}.png`));
  }
  expect(shots[0].equals(shots[1])).toBe(false);
  await chooseTheme(reader, 'light');
  await reader.close();

  // A page built around figures, in sepia, scrolled to its first figure, with the settings popover open.
  const figures = await openPage('reader--figures.html');
  const figuresReader = await openReader(pith, hook, figures.tabId);
  await figuresReader.setViewportSize({ width: 1000, height: 760 });
  await imagesLoaded(figuresReader, '[data-testid=article]');
  await chooseTheme(figuresReader, 'sepia');
  await figuresReader.evaluate(() => scrollTo(0, 140));
  await shoot(figuresReader, 'reader-figures.png');
  await figuresReader.close();
  await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.theme', 'settings.theme$']));

  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.setViewportSize({ width: 420, height: 600 });
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  // The token count fills in once the tokenizer has loaded: the picture shows the finished line.
  await expect(popup.getByTestId('size-line')).toHaveAttribute('data-tokens', /^\d+$/);
  await shoot(popup, 'popup.png');

  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await panel.setViewportSize({ width: 400, height: 800 });
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await panel.locator('[data-view=preview]').click();
  await imagesLoaded(panel, '[data-testid=preview]');
  await expect(panel.getByTestId('size-line')).toHaveAttribute('data-tokens', /^\d+$/);
  await shoot(panel, 'side-panel.png');

  const options = await openExtensionPage('options.html');
  await options.setViewportSize({ width: 900, height: 900 });
  await expect(options.getByTestId('template-preview')).toBeVisible();
  await shoot(options, 'options.png');
});

test('screenshot of the reader with its contents list open', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--sections.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 1000, height: 760 });
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true');
  await reader.keyboard.press('j');
  await reader.keyboard.press('j');
  await reader.keyboard.press('c');
  await expect(reader.getByTestId('contents').locator('[aria-current=location]')).toHaveText('The pull of the moon');
  await shoot(reader, 'reader-contents.png');
  await reader.close();
});

test('screenshot of the reader reading aloud, with its contents list open', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--sections.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 1000, height: 760 });
  // Headless Chromium has no voice: the speech double (e2e/speech-double.js, see there) stands for the engine.
  await reader.addInitScript({ path: fileURLToPath(new URL('./speech-double.js', import.meta.url)) });
  await reader.reload();
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true');
  await reader.getByTestId('read-aloud').click();
  await expect(reader.getByTestId('aloud-play')).toHaveAccessibleName('Pause');
  // On to the first section's first paragraph, into its second sentence, as a voice's boundary events would tell.
  const speech = () => reader.evaluate(() => (window as unknown as { __speech: { spoken: { text: string }[] } }).__speech.spoken.at(-1)!.text);
  await reader.getByTestId('aloud-next').click();
  await reader.getByTestId('aloud-next').click();
  await reader.getByTestId('aloud-next').click();
  await expect.poll(speech).toMatch(/^The water rises/);
  await reader.evaluate(() => {
    const double = (window as unknown as { __speech: { spoken: { text: string }[]; boundary(i: number): void } }).__speech;
    double.boundary(double.spoken.at(-1)!.text.indexOf('Each sentence'));
  });
  await expect.poll(() => reader.evaluate(() => CSS.highlights.get('pith-aloud-sentence')?.size ?? 0)).toBe(1);
  await reader.keyboard.press('c');
  await expect(reader.getByTestId('contents')).toBeVisible();
  await reader.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shoot(reader, 'reader-aloud.png');
  await reader.close();
});

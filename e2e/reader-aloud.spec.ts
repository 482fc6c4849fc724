/**
 * Read aloud in the reader: the toolbar button loads the bar on demand and starts reading with a device voice of
 * the article's language; the sentence being read is highlighted as the voice's boundary events come; pause and
 * play resume at that sentence; next and previous move by paragraph; the speed reaches the utterance. Without a
 * voice the bar says so. The speech engine is e2e/speech-double.js (why: see there), installed only where a test
 * needs voices; the no-voice test uses the browser's own engine.
 */
import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { chooseTheme, openReader } from './helpers';

const DOUBLE = fileURLToPath(new URL('./speech-double.js', import.meta.url));

interface Spoken { text: string; rate: number; lang: string; voice: string | null }

test.afterEach(async ({ pith }) => {
  for (const page of pith.context.pages()) if (page.url().includes('/reader.html')) await page.close();
  await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.theme', 'settings.theme$']));
});

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** The reader of the page, with the speech double in place (from its first script on: a reload after it is added). */
async function readerWithVoices(pith: Parameters<typeof openReader>[0], hook: Parameters<typeof openReader>[1], tabId: number): Promise<Page> {
  const reader = await openReader(pith, hook, tabId);
  await reader.addInitScript({ path: DOUBLE });
  await reader.reload();
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true');
  return reader;
}

const spoken = (reader: Page) => reader.evaluate(() => (window as unknown as { __speech: { spoken: Spoken[] } }).__speech.spoken);
const lastSpoken = async (reader: Page) => (await spoken(reader)).at(-1)!;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The text under a CSS custom highlight, or null without one. */
const highlighted = (reader: Page, name: string) => reader.evaluate((highlight) => {
  const ranges = CSS.highlights.get(highlight);
  return ranges ? [...ranges].map((range) => (range as Range).toString().replace(/\s+/g, ' ').trim()).join('|') : null;
}, name);
const boundary = (reader: Page, charIndex: number) => reader.evaluate((i) => (window as unknown as { __speech: { boundary(i: number): void } }).__speech.boundary(i), charIndex);
const endUtterance = (reader: Page) => reader.evaluate(() => (window as unknown as { __speech: { end(): void } }).__speech.end());

test('read aloud: plays the article sentence by sentence, highlights the sentence, pauses, skips and changes speed', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await readerWithVoices(pith, hook, tabId);
  const firstParagraph = squash(await reader.getByTestId('article').locator('p').first().innerText());
  expect(firstParagraph).toMatch(/^For more than two centuries.*storm\. Their days.*night\.$/);

  // The bar's code is not loaded with the reader: only when the button is pressed.
  const barScript = () => pith.requests.filter((url) => /\/chunks\/AloudBar-[^/]*\.js$/.test(url)).length;
  const before = barScript();
  await reader.getByTestId('read-aloud').click();
  await expect(reader.getByTestId('aloud-bar')).toBeVisible();
  expect(barScript()).toBe(before + 1);
  await expect(reader.getByTestId('read-aloud')).toHaveAttribute('aria-expanded', 'true');

  // It starts at once, with the title, in a device voice of the article's language, at the normal speed;
  // the keyboard's focus is on pause.
  await expect.poll(() => spoken(reader)).toEqual([{ text: 'The Quiet Life of Lighthouse Keepers', rate: 1, lang: 'en-US', voice: 'device-en' }]);
  await expect(reader.getByTestId('aloud-play')).toBeFocused();
  await expect(reader.getByTestId('aloud-play')).toHaveAccessibleName('Pause');
  expect(await highlighted(reader, 'pith-aloud-block')).toBe('The Quiet Life of Lighthouse Keepers');

  // The title read, the first paragraph follows: the paragraph is marked, its sentence once the voice says where it is.
  await endUtterance(reader);
  await expect.poll(async () => squash((await lastSpoken(reader)).text)).toBe(firstParagraph);
  await expect.poll(() => highlighted(reader, 'pith-aloud-block')).toBe(firstParagraph);
  expect(await highlighted(reader, 'pith-aloud-sentence')).toBeNull();
  await expect(reader.getByTestId('aloud-where')).toHaveText(/^Paragraph 2 of \d+$/);
  const text = (await lastSpoken(reader)).text;
  await boundary(reader, text.indexOf('more'));
  await expect.poll(() => highlighted(reader, 'pith-aloud-sentence')).toMatch(/^For more than two centuries.*fog and storm\.$/);
  await boundary(reader, text.indexOf('followed'));
  await expect.poll(() => highlighted(reader, 'pith-aloud-sentence')).toMatch(/^Their days followed.*through the night\.$/);
  expect(await violations(reader)).toEqual([]);

  // Pause stops the voice; play goes on from the sentence being read. Both by the keyboard.
  const cancels = await reader.evaluate(() => (window as unknown as { __speech: { cancels: number } }).__speech.cancels);
  await reader.keyboard.press('Enter');
  await expect(reader.getByTestId('aloud-play')).toHaveAccessibleName('Play');
  expect(await reader.evaluate(() => (window as unknown as { __speech: { cancels: number; current: unknown } }).__speech)).toMatchObject({ cancels: cancels + 1, current: null });
  const count = (await spoken(reader)).length;
  await reader.keyboard.press('Enter');
  await expect(reader.getByTestId('aloud-play')).toHaveAccessibleName('Pause');
  await expect.poll(async () => (await spoken(reader)).length).toBe(count + 1);
  expect(squash((await lastSpoken(reader)).text)).toMatch(/^Their days followed.*through the night\.$/);

  // Next and previous paragraph.
  await reader.getByTestId('aloud-next').click();
  await expect.poll(async () => squash((await lastSpoken(reader)).text)).toMatch(/^Keepers were often posted with their families\./);
  await expect(reader.getByTestId('aloud-where')).toHaveText(/^Paragraph 3 of/);
  await reader.getByTestId('aloud-previous').click();
  await expect.poll(async () => squash((await lastSpoken(reader)).text)).toBe(firstParagraph);

  // A new speed reaches the utterance at once, from the sentence being read.
  await boundary(reader, (await lastSpoken(reader)).text.indexOf('Their'));
  await reader.getByTestId('aloud-rate').selectOption('1.5');
  await expect.poll(() => lastSpoken(reader)).toMatchObject({ rate: 1.5, voice: 'device-en' });
  expect(squash((await lastSpoken(reader)).text)).toMatch(/^Their days followed/);

  // Every control of the bar is reached with Tab and shows its focus.
  await reader.getByTestId('aloud-play').focus();
  await reader.keyboard.press('Shift+Tab'); // by the keyboard, so focus-visible applies
  const walked: string[] = [];
  for (let i = 0; i < 6; i++) {
    walked.push(await reader.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return `${el.dataset.testid}:${style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0}`;
    }));
    await reader.keyboard.press('Tab');
  }
  expect(walked).toEqual(['aloud-previous', 'aloud-play', 'aloud-next', 'aloud-rate', 'aloud-voice', 'aloud-close'].map((id) => `${id}:true`));

  // Closing stops the voice and clears the marks.
  await reader.getByTestId('aloud-close').click();
  await expect(reader.getByTestId('aloud-bar')).toHaveCount(0);
  expect(await reader.evaluate(() => (window as unknown as { __speech: { current: unknown } }).__speech.current)).toBeNull();
  expect(await highlighted(reader, 'pith-aloud-block')).toBeNull();
  await expect(reader.getByTestId('read-aloud')).toBeFocused();

  // The n key opens the bar and reads, and closes it again (as Firefox's Narrate).
  const spokenBefore = (await spoken(reader)).length;
  await reader.keyboard.press('n');
  await expect(reader.getByTestId('aloud-bar')).toBeVisible();
  await expect.poll(async () => (await spoken(reader)).length).toBe(spokenBefore + 1);
  await reader.keyboard.press('n');
  await expect(reader.getByTestId('aloud-bar')).toHaveCount(0);
});

test('read aloud picks a device voice of the article\'s language, never an online one', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--arabic.html');
  const reader = await readerWithVoices(pith, hook, tabId);
  const lang = await reader.getByTestId('reader-article').getAttribute('lang');
  expect(lang).toBe('ar');
  await reader.getByTestId('read-aloud').click();
  await expect.poll(async () => (await spoken(reader)).length).toBe(1);
  const first = await lastSpoken(reader);
  expect(first).toMatchObject({ voice: 'device-ar', lang: 'ar-EG' });
  expect(first.lang.split('-')[0]).toBe(lang);
  // The online voice is not offered at all.
  const offered = await reader.getByTestId('aloud-voice').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toEqual(['device-ar', 'device-en', 'device-de']);
  // Another voice chosen reads on at once in it.
  await reader.getByTestId('aloud-voice').selectOption('device-de');
  await expect.poll(() => lastSpoken(reader)).toMatchObject({ voice: 'device-de', lang: 'de-DE' });
  await expect(reader.getByTestId('aloud-note')).toHaveText(/^No Arabic voice on this device: reading with Device German\.$/);
  // The bar and its marks in the dark theme, right to left, at a narrow width.
  await reader.setViewportSize({ width: 600, height: 700 });
  await chooseTheme(reader, 'dark');
  await reader.keyboard.press('Escape');
  expect(await violations(reader)).toEqual([]);
  // The bar fits the window: nothing sticks out sideways.
  expect(await reader.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await reader.screenshot({ path: test.info().outputPath('aloud-dark-600.png') });
});

test('read aloud without a voice on the device says so', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true');
  // The browser's own engine: headless Chromium here has no voice. Were one installed, this test would not be
  // about that case, so it says so instead of passing for the wrong reason.
  const voices = await reader.evaluate(() => new Promise<number>((resolve) => {
    setTimeout(() => resolve(speechSynthesis.getVoices().length), 1500);
  }));
  expect(voices, 'this machine has a speech voice: the no-voice case cannot be seen here').toBe(0);
  await reader.getByTestId('read-aloud').click();
  await expect(reader.getByTestId('aloud-note')).toHaveText(/^No speech voice on this device, so nothing can be read aloud\./);
  await expect(reader.getByTestId('aloud-play')).toHaveCount(0);
  expect(await violations(reader)).toEqual([]);
});

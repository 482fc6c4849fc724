/**
 * The reader's contents and keys: a long article's headings as a contents list (only when it has enough of them),
 * j/k and the side arrows moving by section, `c` opening the contents, `?` listing the keys, and axe on all of it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openReader } from './helpers';

const SECTIONS = ['Why the tides turn', 'The pull of the moon', 'The sun\'s smaller share', 'Reading a tide table', 'Tides around the world', 'The Bay of Fundy', 'What comes next'];

test.afterEach(async ({ pith }) => {
  for (const page of pith.context.pages()) if (page.url().includes('/reader.html')) await page.close();
});

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** The heading that has the focus, and where its top stands under the toolbar. */
const focusedHeading = (reader: Page) => reader.evaluate(() => {
  const el = document.activeElement as HTMLElement;
  const bar = document.querySelector('.reader-bar')!.getBoundingClientRect().bottom;
  return { text: /^H[1-6]$/.test(el.tagName) ? el.textContent : null, belowBar: el.getBoundingClientRect().top - bar };
});

async function openSections(pith: Parameters<typeof openReader>[0], hook: Parameters<typeof openReader>[1], tabId: number): Promise<Page> {
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true');
  return reader;
}

test('a long article gets a contents list of its headings; choosing one moves there', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--sections.html');
  const reader = await openSections(pith, hook, tabId);
  await reader.getByTestId('show-contents').click();
  const contents = reader.getByTestId('contents');
  await expect(contents).toBeVisible();
  const links = contents.getByRole('link');
  await expect(links).toHaveText(SECTIONS);
  // Sub-sections are indented under their section.
  expect(await links.evaluateAll((as) => as.map((a) => a.parentElement!.className))).toEqual(['depth-1', 'depth-2', 'depth-2', 'depth-1', 'depth-1', 'depth-2', 'depth-1']);
  expect(await violations(reader)).toEqual([]);
  await links.filter({ hasText: 'Tides around the world' }).click();
  await expect(contents).toBeHidden();
  const at = await focusedHeading(reader);
  expect(at.text).toBe('Tides around the world');
  expect(Math.abs(at.belowBar)).toBeLessThan(80);
  // Opened again, it marks the section being read.
  await reader.keyboard.press('c');
  await expect(contents.locator('[aria-current=location]')).toHaveText('Tides around the world');
  await reader.keyboard.press('Escape');
  await expect(contents).toBeHidden();
  // Escape closed the dialog only: the reader is still open.
  expect(reader.isClosed()).toBe(false);
});

test('j/k and the side arrows move by section; ? lists the keys', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--sections.html');
  const reader = await openSections(pith, hook, tabId);
  await reader.keyboard.press('j');
  expect((await focusedHeading(reader)).text).toBe(SECTIONS[0]);
  await reader.keyboard.press('j');
  expect((await focusedHeading(reader)).text).toBe(SECTIONS[1]);
  await reader.keyboard.press('ArrowRight');
  expect((await focusedHeading(reader)).text).toBe(SECTIONS[2]);
  await reader.keyboard.press('k');
  expect((await focusedHeading(reader)).text).toBe(SECTIONS[1]);
  await reader.keyboard.press('ArrowLeft');
  const at = await focusedHeading(reader);
  expect(at.text).toBe(SECTIONS[0]);
  expect(Math.abs(at.belowBar)).toBeLessThan(80);
  // Scrolled into the middle of a section, "previous" goes to that section's start first.
  await reader.mouse.wheel(0, 300);
  await expect.poll(() => reader.evaluate(() => document.querySelector('.reader-bar')!.getBoundingClientRect().bottom - document.activeElement!.getBoundingClientRect().top)).toBeGreaterThan(100);
  await reader.keyboard.press('k');
  expect((await focusedHeading(reader)).text).toBe(SECTIONS[0]);
  await expect.poll(() => focusedHeading(reader).then((h) => Math.abs(h.belowBar))).toBeLessThan(80);

  await reader.keyboard.press('?');
  const keys = reader.getByTestId('keys');
  await expect(keys).toBeVisible();
  await expect(keys.locator('dt')).toHaveText(['j →', 'k ←', 'c', 'n', 'Esc', '?']);
  expect(await violations(reader)).toEqual([]);
  await reader.keyboard.press('Escape');
  await expect(keys).toBeHidden();
  // In a dialog the letters are not the reader's: j inside the keys list moves nothing.
  await reader.keyboard.press('?');
  await expect(keys).toBeVisible();
  await reader.keyboard.press('j');
  expect((await focusedHeading(reader)).text).toBe(null);
});

test('a short article offers no contents list, and c opens nothing', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await openSections(pith, hook, tabId);
  await expect(reader.getByTestId('show-contents')).toHaveCount(0);
  await reader.keyboard.press('c');
  await expect(reader.getByTestId('contents')).toBeHidden();
  expect(await violations(reader)).toEqual([]);
});

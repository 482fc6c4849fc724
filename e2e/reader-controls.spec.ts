/**
 * The reader's own controls: back button, themes (system-following by default), typography, and what the issue
 * asks to be reachable from the reader (copy Markdown, download, mode switch, side panel).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { chooseTheme, closeSidePanels, openReader, readerSettings, sidePanels } from './helpers';

const SETTING_KEYS = ['theme', 'fontFamily', 'fontSize', 'lineWidth', 'lineHeight', 'textAlign'].flatMap((key) => [`settings.${key}`, `settings.${key}$`]);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const WHITE = 'rgb(255, 255, 255)';
const DARK = 'rgb(23, 24, 26)';
const SEPIA = 'rgb(244, 236, 216)';

test.afterEach(async ({ pith }) => {
  await pith.worker.evaluate((keys) => chrome.storage.local.remove(keys), SETTING_KEYS);
  for (const page of pith.context.pages()) if (page.url().includes('/reader.html')) await page.close();
});

test('the back button returns to the page and closes the reader', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  const closed = reader.waitForEvent('close');
  await Promise.all([closed, reader.getByTestId('back').click().catch(() => undefined)]);
  const active = await pith.worker.evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id);
  expect(active).toBe(tabId);
});

test('the toolbar button and the reader shortcut, pressed on the reader, go back to the page', async ({ pith, openPage, hook, tabIdOf }) => {
  const { tabId } = await openPage('reader--article.html');
  for (const [kind, ...name] of [['toolbarClick'], ['command', 'open-reader']]) {
    const reader = await openReader(pith, hook, tabId);
    const readerTabId = await tabIdOf(reader);
    const closed = reader.waitForEvent('close');
    const answer = await hook<{ ok: boolean; value: { backToPage: boolean } }>(kind, ...name, readerTabId);
    expect(answer, kind).toEqual({ ok: true, value: { readerTabId, backToPage: true } });
    await closed;
    const active = await pith.worker.evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id);
    expect(active).toBe(tabId);
  }
  expect(pith.context.pages().filter((p) => p.url().includes('/popup.html'))).toEqual([]);
});

test('the copy shortcut and menu on the reader tab say to use the reader\'s button or the page', async ({ pith, openPage, hook, tabIdOf }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  const readerTabId = await tabIdOf(reader);
  for (const [kind, name] of [['command', 'copy-markdown'], ['menu', 'copy-page']]) {
    const answer = await hook<{ ok: boolean; error: { message: string } }>(kind, name, readerTabId);
    expect(answer.ok).toBe(false);
    expect(answer.error.message).toContain('Copy Markdown button');
    expect(await hook('badge', readerTabId)).toEqual({ text: '!', title: `Pith: ${answer.error.message}` });
  }
});

test('the reader theme follows the system by default; light, dark and sepia override it', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.locator('html')).toHaveAttribute('data-theme', 'system');
  await reader.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyBackground(reader)).toBe(DARK);
  await reader.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => bodyBackground(reader)).toBe(WHITE);
  for (const [theme, color] of [['sepia', SEPIA], ['dark', DARK], ['light', WHITE]] as const) {
    await chooseTheme(reader, theme);
    await expect(reader.locator('html')).toHaveAttribute('data-theme', theme);
    await expect.poll(() => bodyBackground(reader)).toBe(color);
  }
  // The choice is a setting: it is stored and a reader opened later starts with it.
  expect(await pith.worker.evaluate(() => chrome.storage.local.get('settings.theme'))).toEqual({ 'settings.theme': 'light' });
  await reader.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyBackground(reader)).toBe(WHITE); // an explicit theme ignores the system
});

test('font, text size, line spacing, alignment and column width change the reader and are kept as settings', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  const column = reader.getByTestId('reader');
  // Line width in characters: the column's max width over the width of one `ch` in its own font.
  const style = () => column.evaluate((el) => {
    const s = getComputedStyle(el);
    const probe = el.appendChild(document.createElement('span'));
    probe.style.cssText = 'display:inline-block;width:1ch';
    const ch = probe.getBoundingClientRect().width;
    probe.remove();
    const align = getComputedStyle(el.querySelector('.article')!).textAlign;
    return { size: s.fontSize, family: s.fontFamily, chars: Math.round(parseFloat(s.maxWidth) / ch), leading: parseFloat(s.lineHeight) / parseFloat(s.fontSize), align };
  });
  const before = await style();
  expect(before).toMatchObject({ size: '19px', chars: 68, align: 'start' });
  expect(before.leading).toBeCloseTo(1.65, 2);
  expect(before.family).toMatch(/Georgia/);
  const settings = await readerSettings(reader);
  await settings.getByRole('combobox', { name: 'Font' }).selectOption('sans');
  await settings.getByTitle('Larger text').click();
  await settings.getByTitle('Larger text').click();
  await settings.getByTitle('Wider column').click();
  await settings.getByTitle('More line spacing').click();
  await settings.getByRole('radio', { name: 'Justified' }).check();
  await expect.poll(async () => (await style()).size).toBe('21px');
  const after = await style();
  expect(after.family).toMatch(/system-ui/);
  expect(after.chars).toBe(74);
  expect(after.leading).toBeCloseTo(1.75, 2);
  expect(after.align).toBe('justify');
  expect(await pith.worker.evaluate(() => chrome.storage.local.get(['settings.fontFamily', 'settings.fontSize', 'settings.lineWidth', 'settings.lineHeight', 'settings.textAlign'])))
    .toEqual({ 'settings.fontFamily': 'sans', 'settings.fontSize': 21, 'settings.lineWidth': 74, 'settings.lineHeight': 1.75, 'settings.textAlign': 'justify' });
  await settings.getByTitle('Smaller text').click();
  await settings.getByTitle('Narrower column').click();
  await expect.poll(async () => (await style()).size).toBe('20px');
  expect((await style()).chars).toBe(68);
});

test('copy Markdown and download from the reader', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--article.html');
  // Every script the background runs in a tab, counted in the test, not the build: the reader's Markdown is made
  // from the content its first read kept, so the page is read once (issue 15: it used to be read again).
  await pith.worker.evaluate(() => {
    type Injection = { files?: string[]; func?: { name: string } };
    const scripting = chrome.scripting as unknown as { executeScript(injection: Injection): Promise<unknown>; calls?: string[] };
    const run = scripting.executeScript.bind(scripting);
    scripting.calls = [];
    scripting.executeScript = (injection) => {
      scripting.calls!.push(injection.files?.join() ?? injection.func?.name ?? '?');
      return run(injection);
    };
  });
  const reader = await openReader(pith, hook, tabId);
  const calls = await pith.worker.evaluate(() => (chrome.scripting as { calls?: string[] }).calls);
  expect(calls?.filter((file) => file === '/extractor.js')).toHaveLength(1);
  await reader.getByTestId('copy-markdown').click();
  await expect(reader.getByTestId('status')).toHaveText('Markdown copied.');
  await page.bringToFront();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(/^---\ntitle:/);
  expect(clipboard).toContain('trimming wicks at dusk');
  // The same Markdown as the copy shortcut's one read with Markdown.
  expect(await hook<{ ok: boolean }>('command', 'copy-markdown', tabId)).toMatchObject({ ok: true });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clipboard);
  const downloading = reader.waitForEvent('download');
  await reader.getByTestId('download-md').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('2024-03-14 The Quiet Life of Lighthouse Keepers.md');
  expect(await readFile((await download.path())!, 'utf8')).toBe(clipboard);
});

test('the mode switch in the reader re-extracts the page', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('panel--modes.html');
  const reader = await openReader(pith, hook, tabId);
  // The reader can still read 'done', with the previous mode's article, for a moment after the switch (the state
  // changes on the next render): the text expectations retry until the new mode's article is in.
  const showIn = async (mode: string) => {
    await reader.getByTestId('mode-switch').selectOption(mode);
    await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done');
    await expect(reader.getByTestId('mode-switch')).toHaveValue(mode);
    const article = reader.getByTestId('article');
    await expect(article).toHaveAttribute('data-complete', 'true');
    return article;
  };
  const precision = await showIn('precision');
  await expect(precision).toContainText('Cycling through the winter');
  await expect(precision).not.toContainText('Lobster gloves');
  const recall = await showIn('recall');
  await expect(recall).toContainText('Lobster gloves');
});

test('the reader opens the side panel', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const reader = await openReader(pith, hook, tabId);
  expect(await sidePanels(pith)).toEqual([]);
  await reader.getByTestId('open-side-panel').click();
  await expect.poll(() => sidePanels(pith)).toEqual([expect.stringMatching(/\/sidepanel\.html$/)]);
  await expect(reader.getByTestId('status')).toHaveText('');
  await closeSidePanels(pith);
});

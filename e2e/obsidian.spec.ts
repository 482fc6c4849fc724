/**
 * Send to Obsidian: the reader's button hands `obsidian://new` to the system with the vault and folder chosen in
 * the options; a short note rides in the URI's `content`, a long one goes by the clipboard (`clipboard`). There is
 * no Obsidian here: the test catches the URI the reader opens (the link's click, before the browser follows it).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openReader } from './helpers';

const KEYS = ['obsidianVault', 'obsidianFolder'].flatMap((key) => [`settings.${key}`, `settings.${key}$`]);

test.afterEach(async ({ pith }) => {
  await pith.worker.evaluate((keys) => chrome.storage.local.remove(keys), KEYS);
  for (const page of pith.context.pages()) if (page.url().includes('/reader.html')) await page.close();
});

/** Clicks "Send to Obsidian" and returns the obsidian: URI the reader opened (kept from the system). */
async function sendToObsidian(reader: Page): Promise<URL> {
  await reader.evaluate(() => {
    const sent: string[] = ((window as unknown as { sent: string[] }).sent = []);
    addEventListener('click', (event) => {
      const link = (event.target as Element).closest?.('a');
      if (link?.href.startsWith('obsidian:')) { sent.push(link.href); event.preventDefault(); }
    }, true);
  });
  await reader.getByTestId('send-obsidian').click();
  await expect.poll(() => reader.evaluate(() => (window as unknown as { sent: string[] }).sent.length)).toBe(1);
  return new URL(await reader.evaluate(() => (window as unknown as { sent: string[] }).sent[0]));
}

test('a short note goes in the URI, into the vault and folder of the options', async ({ pith, openPage, hook, openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  await options.locator('#obsidianVault').fill('Reading Room');
  await options.locator('#obsidianFolder').fill(' Inbox/Web/ ');
  await options.locator('#obsidianFolder').press('Tab');
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get(['settings.obsidianVault', 'settings.obsidianFolder'])))
    .toEqual({ 'settings.obsidianVault': 'Reading Room', 'settings.obsidianFolder': ' Inbox/Web/ ' });

  const { tabId } = await openPage('reader--short-note.html');
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('send-obsidian')).toBeEnabled();
  const uri = await sendToObsidian(reader);
  expect(uri.protocol).toBe('obsidian:');
  expect(uri.host + uri.pathname).toBe('new');
  expect(uri.searchParams.get('vault')).toBe('Reading Room');
  expect(uri.searchParams.get('file')).toMatch(/^Inbox\/Web\/.*A Note on Fog Horns$/);
  expect(uri.searchParams.has('clipboard')).toBe(false);
  const content = uri.searchParams.get('content')!;
  expect(content).toMatch(/^---\ntitle: /);
  expect(content).toContain('Fog horns sound every thirty seconds');
  await expect(reader.getByTestId('status')).toHaveText('Sent to Obsidian.');
});

test('a long note goes by the clipboard, the URI says so', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--sections.html');
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('send-obsidian')).toBeEnabled();
  const uri = await sendToObsidian(reader);
  expect(uri.searchParams.has('clipboard')).toBe(true);
  expect(uri.searchParams.has('content')).toBe(false);
  // No vault chosen: Obsidian takes the one it has open; the folder's default is Clippings.
  expect(uri.searchParams.has('vault')).toBe(false);
  expect(uri.searchParams.get('file')).toMatch(/^Clippings\/.*How Tides Work$/);
  expect(uri.href.length).toBeLessThan(2000);
  await page.bringToFront();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(/^---\ntitle: /);
  expect(clipboard).toContain('## What comes next');
  expect(clipboard.length).toBeGreaterThan(2000);
});

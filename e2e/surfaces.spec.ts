/**
 * Every surface is reachable whatever the toolbar click does: the popup through its shortcut and the button's
 * context menu, the reader and "copy page" through the page's context menu, the side panel from the popup window.
 */
import { test, expect } from './fixtures';
import { closeSidePanels, sidePanels } from './helpers';

const TITLE = 'The Quiet Life of Lighthouse Keepers';

test('the popup opens from its shortcut and from the toolbar button\'s context menu, for the page\'s tab', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  for (const [kind, name] of [['command', 'open-popup'], ['menu', 'open-popup']] as const) {
    const opened = pith.context.waitForEvent('page', (p) => p.url().includes('/popup.html'));
    const answer = await hook<{ ok: boolean }>(kind, name, tabId);
    expect(answer.ok, `${kind} ${name}`).toBe(true);
    const popup = await opened;
    expect(new URL(popup.url()).searchParams.get('tab')).toBe(String(tabId));
    await expect(popup.getByTestId('title')).toHaveText(TITLE);
    await expect(popup.getByTestId('output-markdown')).toContainText('trimming wicks at dusk');
    await popup.close();
  }
});

test('the page\'s context menu copies the page as Markdown and opens the reader', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--article.html');
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const copied = await hook<{ ok: boolean; value: { extraction: { metadata: { wordCount: number } } } }>('menu', 'copy-page', tabId);
  expect(copied.ok).toBe(true);
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(/^---\ntitle:/);
  expect(clipboard).toContain('trimming wicks at dusk');
  expect((await hook<{ text: string }>('badge', tabId)).text).toBe(String(copied.value.extraction.metadata.wordCount));
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  expect((await hook<{ ok: boolean }>('menu', 'open-reader', tabId)).ok).toBe(true);
  const reader = await readerOpened;
  await expect(reader.getByTestId('title')).toHaveText(TITLE);
  await reader.close();
});

test('the popup window\'s side-panel button opens the side panel (in the page\'s window: a popup window has none)', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const opened = pith.context.waitForEvent('page', (p) => p.url().includes('/popup.html'));
  await hook('command', 'open-popup', tabId);
  const popup = await opened;
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  expect(await sidePanels(pith)).toEqual([]);
  await popup.getByTestId('open-side-panel').click();
  await expect.poll(() => sidePanels(pith)).toEqual([expect.stringMatching(/\/sidepanel\.html$/)]);
  await expect(popup.getByTestId('action-status')).toHaveText('');
  await popup.close();
  await closeSidePanels(pith);
});

test('"Open side panel" from a menu opens it or says why on the badge', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const answer = await hook<{ ok: boolean; error?: { message: string } }>('menu', 'open-side-panel', tabId);
  if (answer.ok) {
    await expect.poll(() => sidePanels(pith)).toHaveLength(1);
    await closeSidePanels(pith);
  } else {
    // Headless Chromium gives the test hook no user gesture, so the browser refuses: that must be visible.
    const badge = await hook<{ text: string; title: string }>('badge', tabId);
    expect(badge).toEqual({ text: '!', title: `Pith: ${answer.error!.message}` });
  }
});

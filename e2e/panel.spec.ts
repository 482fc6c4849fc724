import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

test('popup shows the result first, then Markdown, text, preview and folded metadata of the page', async ({ openPage, openExtensionPage }) => {
  const { tabId } = await openPage('reader--article.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await expect(popup.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
  // Site, date in the user's locale and reading time under the title; no engine words in the hint.
  await expect(popup.getByTestId('byline')).toHaveText(/^Ada Lovelace · Coastal Notes · Mar 14, 2024 · \d+ min read$/);
  await expect(popup.getByTestId('quality')).toHaveText(/^(Looks complete|Might be missing parts.*)$/);
  await expect(popup.getByTestId('metadata')).toBeHidden();
  await expect(popup.getByTestId('output-markdown')).toContainText('## A keeper\'s duties');
  await popup.getByTestId('format').selectOption('text');
  await expect(popup.getByTestId('output-text')).toContainText('Polish the lens and the brass every morning.');
  await expect(popup.getByTestId('output-text')).not.toContainText('##');
  await popup.locator('[data-view=preview]').click();
  await expect(popup.getByTestId('preview').locator('h2')).toHaveText('A keeper\'s duties');
  await expect(popup.getByTestId('preview').locator('script')).toHaveCount(0);
  const metadata = popup.getByTestId('metadata');
  await expect(metadata.locator('[data-field=title]')).toHaveText('The Quiet Life of Lighthouse Keepers');
  await expect(metadata.locator('[data-field=words]')).toHaveText(/^\d{3}$/);
  // In the browser's locale (en-US here), not as ISO: 2024-03-14T09:00:00Z.
  await expect(metadata.locator('[data-field=published]')).toHaveText('Mar 14, 2024');
  await expect(metadata.locator('[data-field=language]')).toHaveText('English (en)');
  // The engine's diagnostics are shown as reported, folded: stage, score, the nav, aside and footer removed.
  await popup.getByTestId('diagnostics').locator('summary').click();
  await expect(popup.getByTestId('stage')).not.toHaveText('');
  await expect(popup.getByTestId('score')).toHaveText(/^(0|1)\.\d\d$/);
  await expect(popup.getByTestId('diagnostics').locator('[data-timing=total]')).toHaveText(/^\d+\.\d ms$/);
  await expect(popup.getByTestId('removed')).toContainText(/nav|aside|footer/);
});

test('the mode switch re-extracts and changes the result', async ({ openPage, openExtensionPage }) => {
  const { tabId } = await openPage('panel--modes.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.getByTestId('format').selectOption('text');
  const textIn = async (mode: string) => {
    await popup.getByTestId('mode-switch').selectOption(mode);
    await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
    await expect(popup.getByTestId('mode-switch')).toHaveValue(mode);
    await expect(popup.getByTestId('mode')).toHaveText(mode);
    return popup.getByTestId('output-text').innerText();
  };
  const precision = await textIn('precision');
  const recall = await textIn('recall');
  expect(precision).toContain('Cycling through the winter');
  expect(recall).toContain('Cycling through the winter');
  expect(recall).not.toBe(precision);
  expect(recall.length).toBeGreaterThan(precision.length);
});

test('copy in the popup puts the shown format on the clipboard', async ({ openPage, openExtensionPage }) => {
  const { page, tabId } = await openPage('reader--article.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.getByTestId('format').selectOption('text');
  await popup.getByTestId('copy').click();
  await expect(popup.getByTestId('status')).toHaveText('Text copied.');
  await page.bringToFront();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain('Polish the lens and the brass every morning.');
  expect(clipboard).not.toContain('---\ntitle');
  expect(clipboard).toBe(await popup.getByTestId('output-text').innerText());
  // The outcome belongs to the format it was about: switching to JSON clears "Text copied.".
  await popup.getByTestId('format').selectOption('json');
  await expect(popup.getByTestId('status')).toHaveText('');
  await expect(popup.getByTestId('copy')).toHaveText('Copy JSON');
});

test('download writes .md, .txt and .json files named after the date and title', async ({ openPage, openExtensionPage }) => {
  const { tabId } = await openPage('reader--article.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  const expected = { md: 'trimming wicks at dusk', txt: 'trimming wicks at dusk', json: '"stage":' };
  const formats = { md: 'markdown', txt: 'text', json: 'json' };
  for (const [ext, needle] of Object.entries(expected)) {
    await popup.getByTestId('format').selectOption(formats[ext as keyof typeof formats]);
    const downloading = popup.waitForEvent('download');
    await popup.getByTestId(`download-${ext}`).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`2024-03-14 The Quiet Life of Lighthouse Keepers.${ext}`);
    const body = await readFile((await download.path())!, 'utf8');
    expect(body).toContain(needle);
    if (ext === 'json') expect(JSON.parse(body).metadata.title).toBe('The Quiet Life of Lighthouse Keepers');
    if (ext === 'md') expect(body).toBe(await popup.getByTestId('output-markdown').innerText() + (body.endsWith('\n') && !(await popup.getByTestId('output-markdown').innerText()).endsWith('\n') ? '\n' : ''));
  }
});

test('the side panel follows the active tab and its page changes', async ({ pith, openPage, openExtensionPage }) => {
  const first = await openPage('reader--article.html');
  const second = await openPage('panel--second-tab.html');
  const panel = await openExtensionPage(`sidepanel.html?tab=${first.tabId}`);
  await expect(panel.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
  // The side panel is the popup's app: the same Markdown, text and metadata.
  await expect(panel.getByTestId('output-markdown')).toContainText('## A keeper\'s duties');
  await expect(panel.getByTestId('metadata').locator('[data-field=author]')).toHaveText('Ada Lovelace');
  await panel.getByTestId('format').selectOption('text');
  await expect(panel.getByTestId('output-text')).toContainText('Polish the lens and the brass every morning.');
  // Activate the second tab in the panel's window, as a user's tab switch does.
  const panelWindow = await panel.evaluate(async () => (await chrome.windows.getCurrent()).id);
  await pith.worker.evaluate(async ([tabId, windowId]) => {
    await chrome.tabs.move(tabId, { windowId, index: -1 });
    await chrome.tabs.update(tabId, { active: true });
  }, [second.tabId, panelWindow] as const);
  await expect(panel.getByTestId('title')).toHaveText('Growing Tomatoes on a Balcony');
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-tab', String(second.tabId));
  // A navigation in the followed tab re-extracts once the new page has loaded.
  await second.page.goto(`${pith.server.origin}/panel--modes.html`);
  await expect(panel.getByTestId('title')).toHaveText('Winter Cycling in the City');
});

test('the side panel stays on the page when its reader tab becomes active', async ({ pith, openPage, openExtensionPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  const opened = await hook<{ value: { readerTabId: number } }>('toolbarClick', tabId);
  const reader = await readerOpened;
  const panelWindow = await panel.evaluate(async () => (await chrome.windows.getCurrent()).id);
  await pith.worker.evaluate(async ([readerTabId, windowId]) => {
    await chrome.tabs.move(readerTabId, { windowId, index: -1 });
    await chrome.tabs.update(readerTabId, { active: true });
  }, [opened.value.readerTabId, panelWindow] as const);
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-tab', String(tabId));
  await expect(panel.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
  await reader.close();
});

test('the side panel shows the tab it is on, even when an earlier tab\'s answer comes back last', async ({ pith, openPage, openExtensionPage }) => {
  const first = await openPage('reader--article.html');
  const second = await openPage('panel--second-tab.html');
  const panel = await openExtensionPage(`sidepanel.html?tab=${first.tabId}`);
  await expect(panel.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
  // Hold back the background's answers about the second tab, as a slow page would.
  await panel.evaluate((slowTab) => {
    const runtime = chrome.runtime as unknown as { sendMessage(message: unknown): Promise<unknown> };
    const original = runtime.sendMessage.bind(runtime);
    runtime.sendMessage = async (message: unknown) => {
      const answer = await original(message);
      if ((message as { request?: { tabId?: number } }).request?.tabId === slowTab) await new Promise((r) => setTimeout(r, 1500));
      return answer;
    };
  }, second.tabId);
  const panelWindow = await panel.evaluate(async () => (await chrome.windows.getCurrent()).id);
  const activate = (tabId: number) => pith.worker.evaluate(async ([id, windowId]) => {
    const tab = await chrome.tabs.get(id);
    if (tab.windowId !== windowId) await chrome.tabs.move(id, { windowId, index: -1 });
    await chrome.tabs.update(id, { active: true });
  }, [tabId, panelWindow] as const);
  await activate(second.tabId);
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-tab', String(second.tabId));
  await activate(first.tabId);
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-tab', String(first.tabId));
  await panel.waitForTimeout(2500); // the held-back answer about the second tab has arrived by now
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await expect(panel.getByTestId('title')).toHaveText('The Quiet Life of Lighthouse Keepers');
});

test('a tab Pith was not invoked on gets the no-access message, and the side panel offers to read every tab', async ({ pith, openExtensionPage, tabIdOf }) => {
  // A host outside the test build's 127.0.0.1 permission, served by the test itself (nothing leaves the machine):
  // Pith has neither host access nor activeTab there, as for any tab in the shipped build until the user acts.
  const page = await pith.context.newPage();
  await page.route('http://no-access.pith.test/**', (route) => route.fulfill({
    contentType: 'text/html', body: '<title>Elsewhere</title><article><h1>Elsewhere</h1><p>Some text on another host.</p></article>',
  }));
  await page.goto('http://no-access.pith.test/page.html');
  const tabId = await tabIdOf(page);
  for (const surface of ['popup', 'sidepanel']) {
    const view = await openExtensionPage(`${surface}.html?tab=${tabId}`);
    await expect(view.getByTestId('error')).toHaveAttribute('data-code', 'no-access');
    await expect(view.getByTestId('error')).toContainText('after you ask it to there');
    await expect(view.getByRole('button', { name: 'Let the side panel read every tab' })).toHaveCount(surface === 'sidepanel' ? 1 : 0);
  }
  await page.close();
});

/** Counts the side panel's extraction requests from now on (its `extractTab` messages to the background). */
async function countExtractions(panel: Page): Promise<() => Promise<number>> {
  await panel.evaluate(() => {
    const runtime = chrome.runtime as unknown as { sendMessage(message: unknown): Promise<unknown> };
    const original = runtime.sendMessage.bind(runtime);
    const counter = globalThis as unknown as { extractions: number };
    counter.extractions = 0;
    runtime.sendMessage = (message: unknown) => {
      if ((message as { name?: string }).name === 'extractTab') counter.extractions += 1;
      return original(message);
    };
  });
  return () => panel.evaluate(() => (globalThis as unknown as { extractions: number }).extractions);
}

test('the side panel does not read the page again when only the URL fragment changes', async ({ openPage, openExtensionPage }) => {
  const { page, tabId } = await openPage('panel--sections.html');
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.getByTestId('title')).toHaveText('A Field Guide to Moss');
  const extractions = await countExtractions(panel);
  // The tab's updates reach the panel's listener before this one (registered later), so once this one has seen the
  // fragment change complete, the panel has decided what to do about it.
  await panel.evaluate((id) => {
    chrome.tabs.onUpdated.addListener((updated, change) => {
      if (updated === id && change.status === 'complete') (globalThis as unknown as { fragmentSeen: boolean }).fragmentSeen = true;
    });
  }, tabId);
  await page.getByRole('link', { name: 'How moss drinks' }).click();
  expect(new URL(page.url()).hash).toBe('#section-2');
  await expect.poll(() => panel.evaluate(() => (globalThis as unknown as { fragmentSeen?: boolean }).fragmentSeen === true)).toBe(true);
  await panel.waitForTimeout(500);
  expect(await extractions()).toBe(0);
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await expect(panel.getByTestId('title')).toHaveText('A Field Guide to Moss');
  // A reload is a new document: the panel reads it again (so the count above could have seen a read).
  await page.reload();
  await expect.poll(extractions).toBe(1);
  await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'done');
});

test('the side panel reads a single-page app\'s new route once it has rendered', async ({ openPage, openExtensionPage }) => {
  const { page, tabId } = await openPage('panel--spa.html');
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.getByTestId('title')).toHaveText('Bees in Winter, Part One');
  // Every title the panel shows from now on ('' while it shows none), to catch the first part read again after the
  // route change. It starts from the title shown: other parts of the panel change too (its size line fills in
  // late), and a record starting empty took the unchanged first title for a new one.
  await panel.evaluate(() => {
    const titleNow = () => document.querySelector('[data-testid=title]')?.textContent ?? '';
    const seen: string[] = [titleNow()];
    (globalThis as unknown as { titles: string[] }).titles = seen;
    new MutationObserver(() => {
      if (seen.at(-1) !== titleNow()) seen.push(titleNow());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('link', { name: 'Next part' }).click();
  await expect(page).toHaveURL(/\/page-2$/);
  await expect(panel.getByTestId('title')).toHaveText('Bees in Winter, Part Two', { timeout: 10_000 });
  await expect(panel.getByTestId('output-markdown')).toContainText('cleansing flights');
  await expect(panel.getByTestId('output-markdown')).not.toContainText('shiver their flight muscles');
  const titles = await panel.evaluate(() => (globalThis as unknown as { titles: string[] }).titles);
  expect(titles.filter(Boolean)).toEqual(['Bees in Winter, Part One', 'Bees in Winter, Part Two']);
});

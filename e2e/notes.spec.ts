// Intent: issue 14 in the browser. The extraction log (an entry per gesture, stats on the options page, export,
// clear, logging off records nothing), the copy budget (a long page copied at 2,000 characters ends at a block
// boundary with the marker) and the tab batch (three highlighted tabs, one a browser page: two notes copied and one
// named failure).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The background writes the log beside the gesture, not before answering: refresh until the count is there. */
async function expectCount(options: Page, text: string): Promise<void> {
  await expect(async () => {
    await options.getByTestId('log-refresh').click();
    await expect(options.getByTestId('log-count')).toHaveText(text, { timeout: 1_000 });
  }).toPass();
}

async function clearLog(options: Page): Promise<void> {
  await options.getByTestId('log-refresh').click();
  if (await options.getByTestId('log-clear').isEnabled()) await options.getByTestId('log-clear').click();
  await expect(options.getByTestId('log-count')).toHaveText('No extractions recorded.');
}

test('the log is off until turned on; then it records each gesture, shows per-domain stats, exports, clears, and records nothing when off', async ({ pith, openPage, openExtensionPage, hook }) => {
  const options = await openExtensionPage('options.html');
  await clearLog(options);
  // Opt-in: a fresh profile records nothing.
  await expect(options.locator('#logExtractions')).not.toBeChecked();
  const { tabId } = await openPage('reader--article.html?session=secret#part-2');
  expect((await hook<{ ok: boolean }>('command', 'copy-markdown', tabId)).ok).toBe(true);
  await options.getByTestId('log-refresh').click();
  await expect(options.getByTestId('log-count')).toHaveText('No extractions recorded.');
  await options.locator('#logExtractions').check();
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.logExtractions'))).toEqual({ 'settings.logExtractions': true });
  expect((await hook<{ ok: boolean }>('command', 'copy-markdown', tabId)).ok).toBe(true);
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  // The popup and side panel show the result's size in characters and tokens.
  await expect(popup.getByTestId('size-line')).toContainText(/Characters: [\d,]+ · Tokens: [\d,]+/, { timeout: 20_000 });
  await popup.close();

  await expectCount(options, 'Extractions recorded: 2.');
  const row = options.getByTestId('log-stats').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(0)).toHaveText('127.0.0.1');
  await expect(row.locator('td').nth(1)).toHaveText('2');
  await expect(row.locator('td').nth(3)).toHaveText('rules 2');

  const downloading = options.waitForEvent('download');
  await options.getByTestId('log-export-json').click();
  const records = JSON.parse(await readFile((await (await downloading).path())!, 'utf8'));
  expect(records.map((r: { gesture: string }) => r.gesture)).toEqual(['copy', 'panel']);
  // The address without its query string and fragment.
  expect(records[0]).toMatchObject({ url: `${pith.server.origin}/reader--article.html`, domain: '127.0.0.1', mode: 'standard', stage: 'rules' });
  expect(JSON.stringify(records)).not.toContain('secret');
  expect(records[0].words).toBeGreaterThan(150);
  expect(records[0]).not.toHaveProperty('text'); // the page text only when the user turns it on

  await options.getByTestId('log-clear').click();
  await expect(options.getByTestId('log-count')).toHaveText('No extractions recorded.');
  await options.locator('#logExtractions').uncheck();
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.logExtractions'))).toEqual({ 'settings.logExtractions': false });
  try {
    expect((await hook<{ ok: boolean }>('command', 'copy-markdown', tabId)).ok).toBe(true);
    // Logging back on, one more gesture: exactly one entry, so the gesture made while it was off wrote none.
    await options.locator('#logExtractions').check();
    await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.logExtractions'))).toEqual({ 'settings.logExtractions': true });
    expect((await hook<{ ok: boolean }>('toolbarClick', tabId)).ok).toBe(true);
    await expectCount(options, 'Extractions recorded: 1.');
    const downloading = options.waitForEvent('download');
    await options.getByTestId('log-export-json').click();
    const after = JSON.parse(await readFile((await (await downloading).path())!, 'utf8'));
    expect(after.map((r: { gesture: string }) => r.gesture)).toEqual(['reader']);
  } finally {
    await pith.worker.evaluate(() => chrome.storage.local.remove('settings.logExtractions'));
  }
});

test('the log keeps its last 1,000 entries, the oldest dropped', async ({ pith, openPage, openExtensionPage, hook }) => {
  const options = await openExtensionPage('options.html');
  await clearLog(options);
  // A full log, written straight into the extension's IndexedDB (the options page shares its origin).
  await options.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('pith-log', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('extractions', { autoIncrement: true });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('extractions', 'readwrite');
    for (let i = 0; i < 1000; i++) {
      tx.objectStore('extractions').add({ time: new Date(2020, 0, 1, 0, 0, i).toISOString(), url: `https://old.example/${i}`, domain: 'old.example', mode: 'standard', stage: 'rules', quality: 0.5, chars: 1, words: 1, ms: 1, gesture: `old-${i}` });
    }
    await new Promise((resolve) => { tx.oncomplete = resolve; });
    db.close();
  });
  await options.locator('#logExtractions').check();
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.logExtractions'))).toEqual({ 'settings.logExtractions': true });
  try {
    const { tabId } = await openPage('reader--article.html');
    expect((await hook<{ ok: boolean }>('command', 'copy-markdown', tabId)).ok).toBe(true);
    await expect.poll(async () => {
      await options.getByTestId('log-refresh').click();
      return (await options.getByTestId('log-stats').locator('tbody tr').count());
    }).toBe(2);
    await expectCount(options, 'Extractions recorded: 1000.');
    const downloading = options.waitForEvent('download');
    await options.getByTestId('log-export-json').click();
    const records = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as { gesture: string }[];
    expect(records[0].gesture).toBe('old-1');
    expect(records.at(-1)!.gesture).toBe('copy');
    await clearLog(options);
  } finally {
    await pith.worker.evaluate(() => chrome.storage.local.remove('settings.logExtractions'));
  }
});

test('a v1 log setting (on by default then) is migrated to off: the log is opt-in', async ({ pith, openExtensionPage }) => {
  await pith.worker.evaluate(() => chrome.storage.local.set({ 'settings.logExtractions': true, 'settings.logExtractions$': { v: 1 } }));
  const options = await openExtensionPage('options.html');
  await expect(options.locator('#logExtractions')).not.toBeChecked();
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get(['settings.logExtractions', 'settings.logExtractions$'])))
    .toEqual({ 'settings.logExtractions': false, 'settings.logExtractions$': { v: 2 } });
  await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.logExtractions', 'settings.logExtractions$']));
});

test('a long page copied with a 2,000-character budget ends at a block boundary with the marker', async ({ pith, openPage, openExtensionPage, hook }) => {
  const { page, tabId } = await openPage('notes--long-article.html');
  await hook('command', 'copy-markdown', tabId);
  const whole = (await page.evaluate(() => navigator.clipboard.readText())).replace(/^---\n[\s\S]*?\n---\n\n?/, '').trimEnd();
  expect(whole.length).toBeGreaterThan(3000);
  const options = await openExtensionPage('options.html');
  await options.locator('#copyMaxChars').fill('2000');
  await options.locator('#copyMaxChars').blur();
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.copyMaxChars'))).toEqual({ 'settings.copyMaxChars': 2000 });
  try {
    await hook('command', 'copy-markdown', tabId);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^---\ntitle: "A Season on the Island Survey"/);
    const body = copied.replace(/^---\n[\s\S]*?\n---\n\n?/, '').trimEnd();
    expect(body.length).toBeLessThanOrEqual(2000);
    expect(body).toMatch(new RegExp(`\\n\\n\\[…\\] Cut to fit 2000 characters; the whole is ${whole.length} characters\\.$`));
    // Everything before the marker is whole blocks of the uncut note.
    const kept = body.slice(0, body.lastIndexOf('\n\n[…]'));
    expect(whole.startsWith(`${kept}\n\n`)).toBe(true);
  } finally {
    await pith.worker.evaluate(() => chrome.storage.local.remove('settings.copyMaxChars'));
  }
});

test('three selected tabs, one a browser page: two notes copied, one named failure', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--article.html');
  const windowId = await pith.worker.evaluate((id) => chrome.tabs.get(id).then((t) => t.windowId), tabId);
  // Created in the first page's window, then highlighted together with it: a multi-tab selection.
  const created = await pith.worker.evaluate(async ([origin, win, first]) => {
    const created = await Promise.all([`${origin}/notes--long-article.html`, 'chrome://version/']
      .map((url) => chrome.tabs.create({ windowId: win, url, active: false })));
    await Promise.all(created.map((tab) => new Promise<void>((resolve) => {
      const check = () => chrome.tabs.get(tab.id!).then((t) => (t.status === 'complete' ? resolve() : setTimeout(check, 50)));
      check();
    })));
    const indexes = [first, ...created.map((t) => t.id!)];
    const tabs = await Promise.all(indexes.map((id) => chrome.tabs.get(id)));
    await chrome.tabs.highlight({ windowId: win, tabs: tabs.map((t) => t.index) });
    return created.map((t) => t.id!);
  }, [pith.server.origin, windowId, tabId] as const);
  try {
    const result = await hook<{ ok: boolean; value: { results: { url: string }[]; failures: { label: string; message: string }[] } }>('copySelectedTabs', tabId);
    expect(result.ok).toBe(true);
    expect(result.value.results.map((r) => new URL(r.url).pathname)).toEqual(['/reader--article.html', '/notes--long-article.html']);
    expect(result.value.failures).toHaveLength(1);
    expect(result.value.failures[0].message).toContain('browser page');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toMatch(/^---\ntitle: "The Quiet Life of Lighthouse Keepers"[\s\S]*\n---\ntitle: "A Season on the Island Survey"/);
    const badge = await hook<{ text: string; title: string }>('badge', tabId);
    expect(badge.text).toBe('!');
    expect(badge.title).toContain('Tabs copied as Markdown: 2; not read:');
  } finally {
    await pith.worker.evaluate((ids) => chrome.tabs.remove(ids), created);
  }
});

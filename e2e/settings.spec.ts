import { test, expect } from './fixtures';

test('a v1 font size setting is migrated to pixels when a page reads it', async ({ pith, openExtensionPage }) => {
  // WXT keeps an item's version in `<key>$`; v1 stored a named size.
  await pith.worker.evaluate(() => chrome.storage.local.set({ 'settings.fontSize': 'large', 'settings.fontSize$': { v: 1 } }));
  const options = await openExtensionPage('options.html');
  await expect(options.locator('#fontSize')).toHaveValue('22');
  const stored = await pith.worker.evaluate(() => chrome.storage.local.get(['settings.fontSize', 'settings.fontSize$']));
  expect(stored).toEqual({ 'settings.fontSize': 22, 'settings.fontSize$': { v: 2 } });
  await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.fontSize', 'settings.fontSize$']));
});

test('options change the defaults: mode and front matter apply to the next extraction', async ({ pith, openPage, openExtensionPage, hook }) => {
  const options = await openExtensionPage('options.html');
  await options.locator('#mode').selectOption('precision');
  await options.locator('#frontMatter').uncheck();
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get(['settings.mode', 'settings.frontMatter'])))
    .toEqual({ 'settings.mode': 'precision', 'settings.frontMatter': false });
  try {
    const { page, tabId } = await openPage('reader--article.html');
    const result = await hook<{ ok: boolean; value: { mode: string } }>('command', 'copy-markdown', tabId);
    expect(result.value.mode).toBe('precision');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.startsWith('---')).toBe(false);
    expect(clipboard).toContain('trimming wicks at dusk');
  } finally {
    await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.mode', 'settings.frontMatter']));
  }
});

test('the toolbar setting gives the click to the popup, and back to the reader', async ({ pith, openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  await options.locator('#toolbarAction').selectOption('popup');
  await expect.poll(() => pith.worker.evaluate(() => chrome.action.getPopup({}))).toMatch(/\/popup\.html$/);
  await expect.poll(() => pith.worker.evaluate(() => chrome.action.getTitle({}))).toBe('Pith: open the popup (right-click for the reader view)');
  await options.locator('#toolbarAction').selectOption('reader');
  await expect.poll(() => pith.worker.evaluate(() => chrome.action.getPopup({}))).toBe('');
  await expect.poll(() => pith.worker.evaluate(() => chrome.action.getTitle({}))).toBe('Pith: open the reader view (right-click for the popup)');
});

test('on a fresh profile the browser assigns every suggested shortcut', async ({ pith }) => {
  // Chromium leaves a suggested key unset, silently, when the browser holds it (it did with Alt+Shift+R and P).
  const assigned = await pith.worker.evaluate(async () => Object.fromEntries(
    (await chrome.commands.getAll()).filter((c) => c.name !== '_execute_action').map((c) => [c.name, c.shortcut])));
  expect(assigned).toEqual({ 'copy-markdown': 'Alt+Shift+M', 'open-reader': 'Alt+Shift+V', 'open-popup': 'Alt+Shift+O' });
});

test('the options page has every setting with its default, the shortcuts and a way to change them', async ({ pith, openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  const defaults = { mode: 'standard', format: 'markdown', theme: 'system', fontFamily: 'serif', fontSize: '19', lineWidth: '68', toolbarAction: 'reader' };
  for (const [id, value] of Object.entries(defaults)) await expect(options.locator(`#${id}`), id).toHaveValue(value);
  await expect(options.locator('#frontMatter')).toBeChecked();
  await expect(options.getByTestId('shortcuts')).toContainText('Copy the page as Markdown: Alt+Shift+M');
  await expect(options.getByTestId('shortcuts')).toContainText('Click the toolbar button: no key yet');
  await expect(options.getByTestId('shortcuts')).not.toContainText('_execute_action');
  const opened = pith.context.waitForEvent('page', (p) => p.url().startsWith('chrome://extensions/shortcuts'));
  await options.getByTestId('change-shortcuts').click();
  await (await opened).close();
  await expect(options.getByTestId('shortcuts-status')).toHaveText('');
});

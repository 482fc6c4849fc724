/**
 * Markdown templates (options page): checked as you type with the line of each mistake, saved only when valid,
 * previewed on a sample page, and used by the copy gesture and the download's file name.
 */
import { test, expect } from './fixtures';

test.afterEach(async ({ pith }) => {
  await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.template', 'settings.fileName']));
});

test('the options page checks a template as it is typed and saves only a valid one', async ({ pith, openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  const template = options.locator('#template');
  await expect(template).toHaveValue(/^---\ntitle: \{\{title\}\}\nsource: \{\{url\}\}/);
  await expect(options.getByTestId('template-preview')).toContainText('title: "The Quiet Life of Lighthouse Keepers"');

  await template.fill('---\ntitle: {{titel}}\n---\n{{content}}');
  await expect(options.getByTestId('template-errors')).toHaveText(/Line 2: unknown variable "titel"/);
  await expect(template).toHaveAttribute('aria-invalid', 'true');
  await expect(options.getByTestId('template-preview')).toContainText('Fix the template');
  expect(await pith.worker.evaluate(() => chrome.storage.local.get('settings.template'))).toEqual({});

  await template.fill('---\nsource: {{url}}\nwho: {{author|wikilink}}\n---\n# {{title|upper}}\n\n{{content}}');
  await expect(options.getByTestId('template-errors')).toHaveText('');
  await expect(template).toHaveAttribute('aria-invalid', 'false');
  await expect(options.getByTestId('template-preview')).toContainText('who:\n  - "[[Ada Lovelace]]"');
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.template')))
    .toEqual({ 'settings.template': expect.stringContaining('# {{title|upper}}') });

  await options.locator('#fileName').fill('{{site}} {{title|unknownfilter}}');
  await expect(options.getByTestId('file-name-errors')).toHaveText(/unknown filter "unknownfilter"/);
  await options.locator('#fileName').fill('{{site}} - {{title|truncate:15}}');
  await expect(options.getByTestId('file-name-preview')).toHaveText('Coastal Notes - The Quiet Life….md');

  await options.getByTestId('template-reset').click();
  await expect(template).toHaveValue(/^---\ntitle: \{\{title\}\}/);
});

test('the copy gesture and the download follow the saved templates', async ({ pith, openPage, openExtensionPage, hook }) => {
  await pith.worker.evaluate(() => chrome.storage.local.set({
    'settings.template': '---\nsource: {{url}}\nwords: {{words}}\n---\n# {{title|upper}}\n\n{{content}}',
    'settings.fileName': '{{site}} - {{title}}',
  }));
  const { page, tabId } = await openPage('reader--article.html');
  const copied = await hook<{ ok: boolean }>('command', 'copy-markdown', tabId);
  expect(copied.ok).toBe(true);
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(new RegExp(`^---\\nsource: "${pith.server.origin}/reader--article.html"\\nwords: \\d+\\n---\\n# THE QUIET LIFE OF LIGHTHOUSE KEEPERS\\n`));
  expect(clipboard).toContain('trimming wicks at dusk');

  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  const downloading = popup.waitForEvent('download');
  await popup.getByTestId('download-md').click();
  expect((await downloading).suggestedFilename()).toBe('Coastal Notes - The Quiet Life of Lighthouse Keepers.md');
});

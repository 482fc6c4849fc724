// Intent: the options page's Markdown style group changes the Markdown every gesture writes (here the copy shortcut,
// through the test hook), and "images downloaded beside the note" makes the popup's Markdown download a .zip of the
// note and its images, the links pointing to the files in it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const STYLE_KEYS = ['markdownHeadings', 'markdownBullet', 'markdownCode', 'markdownLinks', 'markdownImages'];

/** Chooses each value on the options page, as a person would, and waits until it is stored. */
async function chooseStyle(options: Page, worker: { evaluate: Page['evaluate'] }, choices: Record<string, string>): Promise<void> {
  await expect(options.getByTestId('markdown-style')).toBeVisible();
  for (const [key, value] of Object.entries(choices)) {
    await options.locator(`#${key}`).selectOption(value);
    await expect.poll(() => worker.evaluate((k: string) => chrome.storage.local.get(`settings.${k}`).then((r) => r[`settings.${k}`]), key)).toBe(value);
  }
}

test.afterEach(async ({ pith }) => {
  await pith.worker.evaluate((keys) => chrome.storage.local.remove(keys.map((k) => `settings.${k}`)), STYLE_KEYS);
});

test('the Markdown style chosen in the options is what the copy shortcut writes', async ({ pith, openPage, openExtensionPage, hook }) => {
  const options = await openExtensionPage('options.html');
  await chooseStyle(options, pith.worker, { markdownHeadings: 'setext', markdownBullet: '*', markdownCode: '~~~', markdownLinks: 'referenced', markdownImages: 'remove' });
  const { page, tabId } = await openPage('reader--article.html');
  const copied = await hook<{ ok: boolean }>('command', 'copy-markdown', tabId);
  expect(copied.ok).toBe(true);
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain("\nA keeper's duties\n-----------------\n");
  expect(markdown).not.toMatch(/^## /m);
  expect(markdown).toContain('* Light the lamp at sunset and extinguish it at sunrise.\n* Polish the lens');
  expect(markdown).toContain('~~~\nlog.write("02:00 wind NW 5, visibility good, lamp trimmed")\n~~~');
  expect(markdown).toContain('[full history of the service][1]');
  expect(markdown).toContain(`\n[1]: ${pith.server.origin}/reader--link-target.html`);
  expect(markdown).not.toContain('![');
  expect(markdown).not.toContain('lighthouse.svg');
  // The popup's Markdown is the same note.
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await expect(popup.getByTestId('output-markdown')).toContainText('~~~\nlog.write(');
  await expect(popup.getByTestId('output-markdown')).toContainText('[full history of the service][1]');
});

test('indented code, + bullets and kept images', async ({ pith, openPage, openExtensionPage, hook }) => {
  const options = await openExtensionPage('options.html');
  await chooseStyle(options, pith.worker, { markdownBullet: '+', markdownCode: 'indented', markdownImages: 'keep' });
  const { page, tabId } = await openPage('reader--article.html');
  await hook('command', 'copy-markdown', tabId);
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('\n\n    log.write("02:00 wind NW 5, visibility good, lamp trimmed")');
  expect(markdown).not.toContain('```');
  expect(markdown).toContain('+ Polish the lens');
  expect(markdown).toContain(`## A keeper's duties`);
  expect(markdown).toContain(`![A lighthouse at dusk](${pith.server.origin}/img/lighthouse.svg)`);
  expect(markdown).toContain(`[full history of the service](${pith.server.origin}/reader--link-target.html)`);
});

test('images downloaded beside the note: the download is a .zip of the note and its images, the links rewritten', async ({ pith, openPage, openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  await chooseStyle(options, pith.worker, { markdownImages: 'beside' });
  const { tabId } = await openPage('reader--figures.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  const downloading = popup.waitForEvent('download');
  await popup.getByTestId('download-md').click();
  const download = await downloading;
  const name = download.suggestedFilename();
  expect(name).toMatch(/Reading the Tides at Pointe Rouge\.zip$/);
  const stem = name.slice(0, -'.zip'.length);
  const files = unzipSync(readFileSync((await download.path())!));
  expect(Object.keys(files).sort()).toEqual([`${stem}.md`, `${stem}/image-1.svg`, `${stem}/image-2.svg`].sort());
  const chart = readFileSync(fileURLToPath(new URL('pages/img/tide-chart.svg', import.meta.url)));
  expect(Buffer.from(files[`${stem}/image-1.svg`])).toEqual(chart);
  const note = strFromU8(files[`${stem}.md`]);
  // As the Markdown writes a destination: a space, a parenthesis or an angle bracket percent-encoded.
  const folder = stem.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  expect(note).toContain(`![A curve of the water level over one day, with two high and two low tides](${folder}/image-1.svg)`);
  expect(note).toContain(`![The lighthouse at Pointe Rouge at dusk](${folder}/image-2.svg)`);
  expect(note).not.toContain(`${pith.server.origin}/img/`);
});

test('images beside the note: an image the page has not loaded is not fetched, and keeps its web address', async ({ pith, openPage, openExtensionPage }) => {
  const prose = Array.from({ length: 5 }, (_, i) => `<p>The harbour's tide book lists each high water of the month, entry ${i + 1}, with the height read at the old pier and the time corrected for summer.</p>`).join('\n');
  pith.server.generated.set('markdown-style/lazy.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tide book</title></head><body>
<main><article><h1>Tide book</h1>
<figure><img src="/img/lighthouse.svg?seen=md" alt="The lighthouse" width="200" height="120"><figcaption>The lighthouse.</figcaption></figure>
${prose}
<figure><img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==" data-src="/img/tide-chart.svg?beacon=md" alt="The tide chart" width="200" height="120"><figcaption>The chart.</figcaption></figure>
</article></main></body></html>`);
  const options = await openExtensionPage('options.html');
  await chooseStyle(options, pith.worker, { markdownImages: 'beside' });
  const { tabId } = await openPage('markdown-style/lazy.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  const downloading = popup.waitForEvent('download');
  await popup.getByTestId('download-md').click();
  const download = await downloading;
  const stem = download.suggestedFilename().slice(0, -'.zip'.length);
  const files = unzipSync(readFileSync((await download.path())!));
  expect(Object.keys(files).sort()).toEqual([`${stem}.md`, `${stem}/image-1.svg`]);
  const note = strFromU8(files[`${stem}.md`]);
  expect(note).toContain(`/image-1.svg)`);
  expect(note).toContain(`![The tide chart](${pith.server.origin}/img/tide-chart.svg?beacon=md)`);
  expect(pith.server.requests.filter((url) => url.includes('beacon=md'))).toEqual([]);
});

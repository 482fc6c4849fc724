/**
 * The extension and the CLI read one saved page alike: the CLI from the file (its file:// URL, as a user runs
 * `pith extract page.html`), the extension from the page shown in Chromium at the path it was saved from (the
 * live page). Page type, title, date and text must be the same: the file's path is not the page's address
 * (src/engine/metadata/page-address.ts).
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures';
import { openReader } from './helpers';

const PAGE = 'consistency--saved-article.html';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The path of the address the saved copy names (its `saved from url` comment), served here as the live page. */
const LIVE_PATH = '2024/03/21/reading-tide-tables/';

interface Reading { pageType?: string; title: string; published?: string; text: string }

function cliReading(): Reading {
  const out = execFileSync('npx', ['tsx', 'src/cli/main.ts', 'extract', `e2e/pages/${PAGE}`, '--format', 'json'], { cwd: ROOT, encoding: 'utf8' });
  const json = JSON.parse(out) as { text: string; metadata: { pageType?: string; title: string; published?: string } };
  return { pageType: json.metadata.pageType, title: json.metadata.title, published: json.metadata.published, text: json.text };
}

test('the CLI and the extension agree on a saved page: type, title, date and text', async ({ pith, openPage, hook }) => {
  test.setTimeout(120_000);
  const cli = cliReading();
  pith.server.generated.set(LIVE_PATH, readFileSync(fileURLToPath(new URL(`pages/${PAGE}`, import.meta.url)), 'utf8'));
  const { page, tabId } = await openPage(LIVE_PATH);
  const reader = await openReader(pith, hook, tabId);
  const stored = await pith.worker.evaluate(async (id) => (await chrome.storage.session.get(`result.page.${id}`))[`result.page.${id}`], tabId) as
    { extraction: { text: string; metadata: { pageType?: string; title: string; published?: string } } };
  const { metadata, text } = stored.extraction;
  const extension: Reading = { pageType: metadata.pageType, title: metadata.title, published: metadata.published, text };
  // The page's date is only in its address: read from both.
  expect(cli.published).toBe('2024-03-21');
  expect(extension).toEqual(cli);
  await page.close();
  await reader.close();
});

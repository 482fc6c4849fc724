/**
 * A page of several MB of text makes a result of about three times that (HTML, text, Markdown), past the 10 MB quota
 * of `storage.session`: the reader waited on "Reading the page…" for ever and the side panel showed the raw quota
 * error. Such a result is kept in IndexedDB (src/extension/large-results.ts), and the reader, popup and side panel
 * read it from there. The first test stores a result as the gestures do (a test hook), so it does not depend on how
 * fast this machine reads a 6 MB page; the second reads one through the toolbar click.
 */
import { test, expect, type Pith } from './fixtures';

const FIRST = 'The first entry of the long ledger';
const ENTRY = 'the harbour master counted the ships that came in before dawn, the crates they unloaded and the barrels of salted fish that went out again on the evening tide, writing each figure twice.';

function entries(bytes: number): string[] {
  const lines = [`${FIRST}: ${ENTRY}`];
  for (let i = 0, size = 0; size < bytes; i++) {
    lines.push(`Entry ${i}: ${ENTRY}`);
    size += ENTRY.length + 12;
  }
  return lines;
}

function hugePage(bytes: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The long ledger</title></head><body><main><article><h1>The long ledger</h1>
${entries(bytes).map((line) => `<p>${line}</p>`).join('\n')}</article></main></body></html>`;
}

function serve(pith: Pith): string {
  pith.server.generated.set('huge/text.html', hugePage(6_000_000));
  return 'huge/text.html';
}

test('a 6 MB result is stored past the session quota: the reader shows it', async ({ pith, openPage, openExtensionPage, hook }) => {
  test.setTimeout(120_000);
  // A real result of a small page, its content then made 6 MB long: the shape the surfaces expect, without waiting
  // for this machine to read a 6 MB page.
  const { tabId } = await openPage('reader--article.html');
  expect(await hook<{ ok: boolean }>('command', 'copy-markdown', tabId)).toMatchObject({ ok: true });
  // The copy answers once the clipboard is written; the result is stored for the other surfaces after that.
  const storedResult = () => pith.worker.evaluate(async (tab) => {
    const key = `result.page.${tab}`;
    return (await chrome.storage.session.get(key))[key] as { id: string; extraction: Record<string, unknown> } | undefined;
  }, tabId);
  await expect.poll(storedResult).toBeTruthy();
  const small = (await storedResult())!;
  const lines = entries(6_000_000);
  const text = lines.join('\n\n');
  const result = { ...small, id: 'huge-result', createdAt: Date.now(), extraction: { ...small.extraction, html: lines.map((line) => `<p>${line}</p>`).join(''), text, markdown: text } };
  expect(await hook('storeResult', result)).toBe(true);
  const reader = await openExtensionPage(`reader.html?tab=${tabId}`);
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(reader.getByTestId('article')).toContainText(FIRST);
  // Copy and download have the stored Markdown too.
  await expect(reader.getByTestId('copy-markdown')).toBeEnabled();
});

test('a page of 6 MB of text through the toolbar click: the reader shows it and its copy button works', async ({ pith, openPage, hook }) => {
  // Known to fail on main: the reader shows the article but its copy button stays off (the completed Markdown never
  // reaches it). It passed on the hardening branch alone and fails since that branch met the Markdown-style and
  // read-aloud work; open in the hardening issue until its cause is found.
  test.fixme();
  test.setTimeout(180_000);
  const { page, tabId } = await openPage(serve(pith));
  // Clicked once the page shows, as a user would: a frame painted after its load (laying out 6 MB of text
  // keeps the renderer busy for seconds past the load event on a busy machine).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  const click = await hook<{ ok: boolean; error?: { message: string } }>('toolbarClick', tabId);
  const reader = await readerOpened;
  // Read whole or, on a busy machine, cut at the time budget: either way the reader shows the page's beginning, and
  // a failure would be said in words, never a raw quota error.
  expect(click.error?.message ?? '').not.toMatch(/quota/i);
  expect(click, click.error?.message).toMatchObject({ ok: true });
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(reader.getByTestId('article')).toContainText(FIRST);
  // Its Markdown follows the painted article (reader-markdown.ts): the copy button waits for it, then copies.
  await expect(reader.getByTestId('copy-markdown')).toBeEnabled({ timeout: 60_000 });
  // Closed here so that nothing of 6 MB stays open behind the next spec's gestures.
  await Promise.all([reader.close(), page.close()]);
});

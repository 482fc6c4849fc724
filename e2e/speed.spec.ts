// Intent (issue 15): the toolbar click answers at once. The reader tab opens in its loading state while the page
// is read and fills in with the article; on a generated article of ~550 KB and ~10,000 elements (half the 1 MB
// page of the benchmark, whose reading can pass the engine's 5 s budget on this shared machine) the loading
// state is visible well before the result (it is in reader.html itself), and the article fills in down to its
// end. A page that cannot be read says why in the reader itself.
import { test, expect } from './fixtures';
import { wikiPage } from '../tools/bench-browser/wiki-page';

test('the reader opens at once in its loading state and fills in, on a large page', async ({ pith, openPage, hook }) => {
  test.setTimeout(120_000);
  pith.server.generated.set('speed/article-large.html', wikiPage({ sections: 22, imageOrigin: pith.server.origin }));
  const { page, tabId } = await openPage('speed/article-large.html');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  const started = Date.now();
  const answer = hook<{ ok: boolean }>('toolbarClick', tabId);
  const reader = await readerOpened;
  await expect(reader.getByTestId('reader-loading')).toBeVisible();
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'loading');
  const loadingMs = Date.now() - started;
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  const doneMs = Date.now() - started;
  expect(await answer).toMatchObject({ ok: true });
  // The article paints from a first answer without Markdown; the click's answer comes once the Markdown is stored
  // too, and the reader's copy button, off until then, is on.
  const stored = await reader.evaluate(async (tab) => {
    const key = `result.page.${tab}`;
    const { storage } = (globalThis as unknown as { chrome: { storage: { session: { get(k: string): Promise<Record<string, { markdownPending?: boolean; extraction: { markdown: string } }>> } } } }).chrome;
    const result = (await storage.session.get(key))[key];
    return { pending: result.markdownPending ?? false, markdownChars: result.extraction.markdown.length };
  }, tabId);
  expect(stored.pending).toBe(false);
  expect(stored.markdownChars).toBeGreaterThan(100_000);
  await expect(reader.getByTestId('copy-markdown')).toBeEnabled();
  await expect(reader.getByTestId('title')).toContainText('A long generated article');
  await expect(reader.getByTestId('reader-loading')).toHaveCount(0);
  // A long article comes in batches (the first ~30,000 characters hold about 20 paragraphs), then all the rest.
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true');
  const paragraphs = await reader.evaluate(async (tab) => {
    const key = `result.page.${tab}`;
    const { storage } = (globalThis as unknown as { chrome: { storage: { session: { get(k: string): Promise<Record<string, { extraction: { html: string } }>> } } } }).chrome;
    const html = (await storage.session.get(key))[key].extraction.html;
    return { stored: html.match(/<p\b/g)?.length ?? 0, shown: document.querySelectorAll('[data-testid="article"] p').length };
  }, tabId);
  expect(paragraphs.stored).toBeGreaterThan(40);
  expect(paragraphs.shown).toBe(paragraphs.stored);
  // The loading state is in reader.html itself, so the tab shows it at its first paint, before any script runs.
  const staticLoading = await reader.evaluate(async () => {
    const html = await (await fetch('/reader.html')).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-testid="reader"] [data-testid="reader-loading"]').length;
  });
  expect(staticLoading).toBe(1);
  test.info().annotations.push({ type: 'timing', description: `loading state visible ${loadingMs} ms after the click, article ${doneMs} ms` });
  expect(loadingMs).toBeLessThan(doneMs);
  await reader.close();
  await page.close();
});

test('a page with nothing to read says so in the reader that opened for it', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('access--no-content.html');
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  const answer = await hook<{ ok: boolean; error: { code: string } }>('toolbarClick', tabId);
  expect(answer.error.code).toBe('no-content');
  const reader = await readerOpened;
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'error');
  await expect(reader.getByTestId('error')).toHaveAttribute('data-code', 'no-content');
  await reader.close();
  await page.close();
});

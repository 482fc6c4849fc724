/**
 * A page nested 100,000 elements deep (a 1 MB page): the reader shows its text and the copy works, within the
 * engine's time budget. The browser's own parser stops nesting at a few hundred levels (Chromium at 512); the
 * engine's copy of the content, the reader's sanitizer and the Markdown must not walk the rest by recursion.
 */
import { test, expect, type Pith } from './fixtures';

const MARK = 'The keeper of the lighthouse wrote one line a night in the deep ledger.';

function deepPage(depth: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deep ledger</title></head><body>${'<div>'.repeat(depth)}<p>${MARK}</p><p>${MARK}</p>${'</div>'.repeat(depth)}</body></html>`;
}

function serve(pith: Pith): string {
  pith.server.generated.set('deep/page.html', deepPage(100_000));
  return 'deep/page.html';
}

test('a page 100,000 elements deep: the reader shows its text and the copy works', async ({ pith, openPage, hook }) => {
  test.setTimeout(90_000);
  const { page, tabId } = await openPage(serve(pith));
  const started = Date.now();
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  const click = hook<{ ok: boolean; error?: { message: string } }>('toolbarClick', tabId);
  const reader = await readerOpened;
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(reader.getByTestId('article')).toContainText(MARK);
  const readerMs = Date.now() - started;
  const clicked = await click;
  expect(clicked, clicked.error?.message).toMatchObject({ ok: true });
  // The engine's budget is 5 s; the reader's own work (storage, DOMPurify, paint) comes on top.
  expect(readerMs, `reader shown after ${readerMs} ms`).toBeLessThan(20_000);
  await expect(reader.getByTestId('copy-markdown')).toBeEnabled({ timeout: 15_000 });
  expect(await hook<{ ok: boolean }>('command', 'copy-markdown', tabId)).toMatchObject({ ok: true });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(MARK);
  await Promise.all([reader.close(), page.close()]);
});

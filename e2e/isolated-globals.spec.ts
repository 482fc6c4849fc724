/**
 * The injected scripts share state in the extension's isolated world (the kept reads, the stage registry, the
 * MathML converter: src/extension/in-page/isolated-global.ts). An element's `id` is a named property of `window`
 * in that world too, so state looked up by a name a page can give an element is the page's to replace (DOM
 * clobbering). This page names an element after each of the names the scripts once used.
 */
import { test, expect, type Pith } from './fixtures';
import { openReader } from './helpers';

const MARK = 'The clobbered keeper wrote every line';
const NAMES = ['__pithKept', '__pithKeptHtml', '__pithStages', '__pithMathML'];

function clobberingPage(): string {
  const prose = Array.from({ length: 6 }, (_, i) => `<p>${MARK} of entry ${i + 1} in the ledger, counting the crates and the barrels that came up from the harbour each morning before the market opened.</p>`).join('\n');
  // No `lang`: the page also needs the language stage, registered through the stage registry.
  return `<!doctype html><html><head><meta charset="utf-8"><title>Clobbered globals</title></head><body>
${NAMES.map((name) => `<div id="${name}"></div>`).join('')}
<form id="__pithKept"></form>
<main><article><h1>The harbour ledger</h1>
${prose}
<math display="block"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>
</article></main></body></html>`;
}

function serve(pith: Pith): string {
  pith.server.generated.set('isolated/clobbered.html', clobberingPage());
  return 'isolated/clobbered.html';
}

test('elements named like the isolated world\'s state break neither the copy nor the reader', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage(serve(pith));
  // The copy gesture keeps its HTML under a ticket and asks for it after the clipboard is written.
  const copied = await hook<{ ok: boolean }>('command', 'copy-markdown', tabId);
  expect(copied).toMatchObject({ ok: true });
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain(MARK);
  expect(markdown).toMatch(/\\frac\{a\}\{b\}/);

  // The reader's Markdown is made later from the read's kept content.
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('article')).toContainText(MARK);
  await expect(reader.getByTestId('copy-markdown')).toBeEnabled();
  const stored = await reader.evaluate(async (tab) => {
    const key = `result.page.${tab}`;
    const { storage } = (globalThis as unknown as { chrome: { storage: { session: { get(k: string): Promise<Record<string, { markdownPending?: boolean; extraction: { markdown: string; html: string } }>> } } } }).chrome;
    const result = (await storage.session.get(key))[key];
    return { pending: result.markdownPending ?? false, markdown: result.extraction.markdown };
  }, tabId);
  expect(stored.pending).toBe(false);
  expect(stored.markdown).toContain(MARK);
  expect(stored.markdown).toMatch(/\\frac\{a\}\{b\}/);
  await reader.close();
});

/**
 * The MathML converter ships apart from extractor.js (src/extension/in-page/mathml-converter.ts): the background
 * injects mathml.js only when the page has MathML the engine must convert. This checks the whole path in the
 * built extension: without the second injection the formulas would come out as their bare text ("x+y1").
 */
import { test, expect } from './fixtures';
import { openReader } from './helpers';

test('native MathML comes out as LaTeX through the second injection', async ({ openPage, hook }) => {
  const { page, tabId } = await openPage('math--native-mathml.html');
  const result = await hook<{ ok: boolean }>('command', 'copy-markdown', tabId);
  expect(result.ok).toBe(true);
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('\\sqrt{x}');
  expect(markdown).toMatch(/\\frac\{a\}\{b\}/);
  expect(markdown).toContain('$$');
});

test('the reader\'s Markdown asks for the converter only when it is made', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('math--native-mathml.html');
  const reader = await openReader(pith, hook, tabId);
  // The first read paints without Markdown and without mathml.js; the Markdown made after from its kept content
  // has the page injected with it then, and the formulas come out as LaTeX.
  const markdown = await reader.evaluate(async (tab) => {
    const key = `result.page.${tab}`;
    const { storage } = (globalThis as unknown as { chrome: { storage: { session: { get(k: string): Promise<Record<string, { markdownPending?: boolean; extraction: { markdown: string } }>> } } } }).chrome;
    const result = (await storage.session.get(key))[key];
    return result.markdownPending ? '' : result.extraction.markdown;
  }, tabId);
  expect(markdown).toContain('\\sqrt{x}');
  expect(markdown).toMatch(/\\frac\{a\}\{b\}/);
  await reader.close();
});

/**
 * The MathML converter ships apart from extractor.js (src/extension/in-page/mathml-converter.ts): the background
 * injects mathml.js only when the page has MathML the engine must convert. This checks the whole path in the
 * built extension: without the second injection the formulas would come out as their bare text ("x+y1").
 */
import { test, expect } from './fixtures';

test('native MathML comes out as LaTeX through the second injection', async ({ openPage, hook }) => {
  const { page, tabId } = await openPage('math--native-mathml.html');
  const result = await hook<{ ok: boolean }>('command', 'copy-markdown', tabId);
  expect(result.ok).toBe(true);
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('\\sqrt{x}');
  expect(markdown).toMatch(/\\frac\{a\}\{b\}/);
  expect(markdown).toContain('$$');
});

/**
 * extractor.js carries only what every call needs (src/extension/in-page/stages.ts): language detection is
 * injected before the call into a page that declares no language, and the fallbacks when the engine asks for
 * them, after which it resumes. One page needs both: without either round trip the copy would fail ("no content")
 * or come back without a language.
 */
import { test, expect } from './fixtures';

test('a page the rules cannot read is rescued by the fallbacks injected on request, its language detected', async ({ openPage, hook }) => {
  const { page, tabId } = await openPage('stages--fallback-rescue.html');
  const result = await hook<{ ok: boolean; value: { extraction: { stage: string; attempts: { stage: string }[]; metadata: { language?: string } } } }>(
    'command', 'copy-markdown', tabId);
  expect(result.ok).toBe(true);
  const { extraction } = result.value;
  expect(['readability', 'justext']).toContain(extraction.stage);
  expect(extraction.attempts.map((a) => a.stage)).toEqual(expect.arrayContaining(['readability', 'justext']));
  expect(extraction.metadata.language).toBe('en');
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('The river had risen three feet overnight');
  expect(markdown).toContain('possible evacuation of the lower streets');
});

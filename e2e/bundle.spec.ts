/**
 * Issue 15: the script every gesture injects stays small (<= 80 KiB gzipped), so a first call in a fresh tab has
 * little to evaluate; the optional stages (fallbacks, language detection, MathML, tokenizer) ship apart. Read from
 * the test build the other specs load, which carries the test hooks too, so the figure is an upper bound.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { EXTENSION_DIR } from './fixtures';

const FIRST_SCRIPT_MAX_GZIP = 80 * 1024;

test('the first injected script is at most 80 KiB gzipped, and the optional stages are apart from it', () => {
  const first = readFileSync(join(EXTENSION_DIR, 'extractor.js'));
  expect(gzipSync(first, { level: 9 }).length).toBeLessThanOrEqual(FIRST_SCRIPT_MAX_GZIP);
  const text = first.toString('utf8');
  expect(text).not.toContain('isProbablyReaderable'); // Readability's own export: fallback.js
  for (const script of ['fallback.js', 'language.js', 'mathml.js', 'tokenizer.js']) {
    expect(readFileSync(join(EXTENSION_DIR, script)).length, script).toBeGreaterThan(0);
  }
});

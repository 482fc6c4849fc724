import { describe, expect, it, vi } from 'vitest';
import './i18n-stub';

// The download module reads the settings when a download starts; their storage items (wxt/storage) need the
// extension's storage API, which Node lacks. These tests name files only, so the settings module stays out.
vi.mock('../../src/extension/settings', () => ({ loadSettings: async () => ({}) }));
import { fileNameFor } from '../../src/ui/exports';
import { badgeCount } from '../../src/extension/words';
import type { PageResult } from '../../src/extension/page-result';
import { applyTemplates } from '../../src/extension/template';
import { DEFAULT_FILE_NAME, DEFAULT_TEMPLATE } from '../../src/extension/template/defaults';
import type { ExtractionJson } from '../../src/engine';

/** A result as the background makes it: the default file-name template applied to the metadata. */
function withMetadata(title: string, published?: string): PageResult {
  const extraction = { markdown: '', metadata: { title, published, author: [], tags: [], categories: [], wordCount: 0, readingMinutes: 0 } } as unknown as ExtractionJson;
  const { fileStem } = applyTemplates({ template: DEFAULT_TEMPLATE, fileName: DEFAULT_FILE_NAME, frontMatter: true }, extraction, 'https://example.org/a', new Date());
  return { extraction, fileStem } as unknown as PageResult;
}

describe('download names from the default file-name template (date first, then title), made safe', () => {
  it.each([
    [withMetadata('The Quiet Life of Lighthouse Keepers', '2024-03-14T09:00:00Z'), 'markdown', '2024-03-14 The Quiet Life of Lighthouse Keepers.md'],
    [withMetadata('A/B testing: why?'), 'text', 'A - B testing - why.txt'],
    [withMetadata(''), 'json', 'untitled.json'],
  ] as const)('%#: %s', (result, format, name) => {
    expect(fileNameFor(result, format)).toBe(name);
  });
});

describe('badgeCount fits the 4-character badge', () => {
  it.each([[0, '0'], [950, '950'], [1234, '1.2k'], [9949, '9.9k'], [9999, '10k'], [12_345, '12k']])('%d -> %s', (words, text) => {
    expect(badgeCount(words)).toBe(text);
  });
});

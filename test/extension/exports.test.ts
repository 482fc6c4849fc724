import { describe, expect, it } from 'vitest';
import { fileNameFor } from '../../src/ui/exports';
import { badgeCount } from '../../src/extension/words';
import type { PageResult } from '../../src/extension/page-result';

function withMetadata(title: string, published?: string): PageResult {
  return { extraction: { metadata: { title, published, author: [], tags: [], categories: [], wordCount: 0, readingMinutes: 0 } } } as unknown as PageResult;
}

describe('download names come from the metadata module (date first, then title)', () => {
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

// Intent: the extraction log is a browsing history of its own, so it is opt-in, never records a private
// (incognito) tab, and keeps URLs without their query string and fragment (session ids, search terms, tokens).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtractionJson } from '../../src/engine';
import type { LogRecord } from '../../src/engine/log/record';
import type { Settings } from '../../src/extension/settings';

const tabs = new Map<number, { incognito: boolean }>();
const appended: LogRecord[] = [];
vi.mock('wxt/browser', () => ({ browser: { tabs: { get: async (id: number) => { const tab = tabs.get(id); if (!tab) throw new Error('no tab'); return tab; } } } }));
vi.mock('../../src/extension/log/store', () => ({ appendLog: async (record: LogRecord) => { appended.push(record); } }));

const { logExtraction, loggedUrl } = await import('../../src/extension/background/log');

const extraction = {
  mode: 'standard', stage: 'rules', quality: { score: 0.9 }, text: 'Some text.', metadata: { wordCount: 2 }, timings: { total: 5 },
} as unknown as ExtractionJson;
const on = { logExtractions: true, logText: false } as Settings;

beforeEach(() => {
  appended.length = 0;
  tabs.clear();
  tabs.set(1, { incognito: false });
  tabs.set(2, { incognito: true });
});

describe('the extraction log', () => {
  // The default (off) and its migration are checked through the built extension: e2e/notes.spec.ts.
  it('records nothing when off', async () => {
    await logExtraction({ ...on, logExtractions: false }, extraction, 'https://example.com/a', 'copy', 1);
    expect(appended).toEqual([]);
  });

  it('never records a private tab, nor a tab it cannot look up', async () => {
    await logExtraction(on, extraction, 'https://example.com/a', 'copy', 2);
    await logExtraction(on, extraction, 'https://example.com/a', 'copy', 3);
    expect(appended).toEqual([]);
  });

  it('keeps the URL without query string, fragment or credentials', async () => {
    await logExtraction(on, extraction, 'https://user:secret@example.com/news/story?session=abc&q=private#comment-4', 'copy', 1);
    expect(appended.map((r) => r.url)).toEqual(['https://example.com/news/story']);
    expect(appended[0].domain).toBe('example.com');
    expect(loggedUrl('not a url')).toBe('');
    expect(loggedUrl('file:///home/me/notes.html?x=1')).toBe('file:///home/me/notes.html');
  });
});

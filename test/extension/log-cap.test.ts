// Intent: the extension's extraction log stays bounded: past its cap the oldest entries go first, in the same
// transaction as the new one, so the log never holds more than MAX_LOG_ENTRIES. Runs the real store (idb) over an
// in-memory IndexedDB (fake-indexeddb), since Node has none.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LogRecord } from '../../src/engine/log/record';
import { appendLog, clearLog, MAX_LOG_ENTRIES, readLog } from '../../src/extension/log/store';

const entry = (n: number): LogRecord => ({
  time: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(), url: `https://example.org/${n}`, domain: 'example.org',
  mode: 'standard', stage: 'rules', quality: 0.9, chars: 100, words: 20, ms: 5,
});

describe('extraction log cap', () => {
  beforeEach(clearLog);

  it('keeps the newest entries up to the cap, oldest out first', async () => {
    for (let n = 0; n < 8; n++) await appendLog(entry(n), 5);
    expect((await readLog()).map((r) => r.url)).toEqual([3, 4, 5, 6, 7].map((n) => `https://example.org/${n}`));
  });

  it(`holds at most ${MAX_LOG_ENTRIES} entries by default`, async () => {
    for (let n = 0; n < MAX_LOG_ENTRIES + 3; n++) await appendLog(entry(n));
    const log = await readLog();
    expect(log).toHaveLength(MAX_LOG_ENTRIES);
    expect(log[0].url).toBe('https://example.org/3');
    expect(log.at(-1)!.url).toBe(`https://example.org/${MAX_LOG_ENTRIES + 2}`);
  }, 60_000);
});

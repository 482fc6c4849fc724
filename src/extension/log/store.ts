/**
 * The extension's extraction log: one `LogRecord` (engine/log/record.ts) per extraction, in IndexedDB through
 * `idb` (promises over the IndexedDB API), in this browser profile only; nothing leaves the device. The
 * background writes (background/log.ts: opt-in, never a private tab, URLs without query or fragment, the last
 * MAX_LOG_ENTRIES), the options page reads, exports and clears (ui/components/LogSection.tsx).
 */
import { openDB, type DBSchema } from 'idb';
import type { LogRecord } from '../../engine/log/record';

const DB_NAME = 'pith-log';
const STORE = 'extractions';

interface LogSchema extends DBSchema {
  extractions: { key: number; value: LogRecord };
}

function open() {
  return openDB<LogSchema>(DB_NAME, 1, {
    upgrade(db) { db.createObjectStore(STORE, { autoIncrement: true }); },
  });
}

/** Entries kept, at most: the oldest go first. Enough for the per-domain statistics, bounded on disk. */
export const MAX_LOG_ENTRIES = 1_000;

/** Adds `record` and drops the oldest entries past `max`, in one transaction. */
export async function appendLog(record: LogRecord, max = MAX_LOG_ENTRIES): Promise<void> {
  const db = await open();
  try {
    const tx = db.transaction(STORE, 'readwrite');
    await tx.store.add(record);
    let excess = (await tx.store.count()) - max;
    // Keys grow with each entry (autoIncrement), so the cursor starts at the oldest.
    for (let cursor = excess > 0 ? await tx.store.openCursor() : null; cursor && excess > 0; cursor = await cursor.continue(), excess--) {
      await cursor.delete();
    }
    await tx.done;
  } finally {
    db.close();
  }
}

/** Oldest first. */
export async function readLog(): Promise<LogRecord[]> {
  const db = await open();
  try {
    return await db.getAll(STORE);
  } finally {
    db.close();
  }
}

export async function clearLog(): Promise<void> {
  const db = await open();
  try {
    await db.clear(STORE);
  } finally {
    db.close();
  }
}

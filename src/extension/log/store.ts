/**
 * The extension's extraction log: one `LogRecord` (engine/log/record.ts) per extraction, in IndexedDB through
 * `idb` (promises over the IndexedDB API), in this browser profile only; nothing leaves the device. The
 * background writes (extract-tab.ts), the options page reads, exports and clears (ui/components/LogSection.tsx).
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

export async function appendLog(record: LogRecord): Promise<void> {
  const db = await open();
  try {
    await db.add(STORE, record);
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

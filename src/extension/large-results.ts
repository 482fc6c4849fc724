/**
 * Results too large for `storage.session` (Chrome's quota is 10 MB for the whole extension; a page of several MB
 * of text makes a result of three times that: HTML, text and Markdown) are kept in IndexedDB instead, through
 * `idb`, one per tab and kind, and `storage.session` holds a small reference to them (results-store.ts), so the
 * reader and side panel, which watch the session key, still learn of each new result. IndexedDB outlives the
 * browser session, which `storage.session` does not: the background empties this store when the browser starts
 * and drops a tab's entries when the tab closes, so a large result lasts no longer than a small one.
 */
import { openDB, type DBSchema } from 'idb';
import type { PageResult } from './page-result';

const DB_NAME = 'pith-large-results';
const STORE = 'results';

interface LargeSchema extends DBSchema {
  results: { key: string; value: PageResult };
}

function open() {
  return openDB<LargeSchema>(DB_NAME, 1, {
    upgrade(db) { db.createObjectStore(STORE); },
  });
}

async function withStore<T>(work: (db: Awaited<ReturnType<typeof open>>) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export const largeKey = (tabId: number, kind: PageResult['kind']) => `${kind}.${tabId}`;

export function putLarge(result: PageResult): Promise<void> {
  return withStore(async (db) => { await db.put(STORE, result, largeKey(result.tabId, result.kind)); });
}

export function getLarge(tabId: number, kind: PageResult['kind']): Promise<PageResult | undefined> {
  return withStore((db) => db.get(STORE, largeKey(tabId, kind)));
}

export function forgetLarge(tabId: number): Promise<void> {
  return withStore(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    await Promise.all([tx.store.delete(largeKey(tabId, 'page')), tx.store.delete(largeKey(tabId, 'selection')), tx.done]);
  });
}

export function forgetAllLarge(): Promise<void> {
  return withStore((db) => db.clear(STORE));
}

/**
 * Results live in `storage.session` (memory only, cleared when the browser closes), keyed by tab and kind:
 * the reader view and the side panel read them there instead of receiving page content in a URL. A result too
 * large for its quota is kept in IndexedDB (large-results.ts), and the session key holds a `LargeRef` to it.
 */
import { storage } from 'wxt/utils/storage';
import type { PageResult } from './page-result';
import type { PithError } from './result';
import { forgetLarge, getLarge, putLarge } from './large-results';

type Kind = PageResult['kind'];
const key = (tabId: number, kind: Kind) => `session:result.${kind}.${tabId}` as const;

/** What the session key holds for a result kept in IndexedDB: enough to tell results apart and order them. */
interface LargeRef { large: true; id: string; tabId: number; kind: Kind; createdAt: number }
type Stored = PageResult | LargeRef;

/**
 * Characters of page content (HTML, text, Markdown) past which a result goes to IndexedDB at once: the session
 * quota (10 MB in Chrome) is shared by every tab's results, and a failed write costs the conversion of the whole
 * result first. The 1 MB article of the browser benchmark makes a result of about 2.5 MB, which stays in the session.
 */
const LARGE_CHARS = 4_000_000;

function contentChars(result: PageResult): number {
  const { html, text, markdown } = result.extraction;
  return html.length + text.length + markdown.length;
}

export async function saveResult(result: PageResult): Promise<void> {
  if (contentChars(result) <= LARGE_CHARS) {
    try {
      await storage.setItem(key(result.tabId, result.kind), result);
      return;
    } catch {
      // The quota is full with other tabs' results: this one goes to IndexedDB like a large one.
    }
  }
  await putLarge(result);
  const ref: LargeRef = { large: true, id: result.id, tabId: result.tabId, kind: result.kind, createdAt: result.createdAt };
  await storage.setItem(key(result.tabId, result.kind), ref);
}

/** The result a stored value stands for: itself, or the IndexedDB entry its reference names (null when gone or replaced). */
async function resolve(stored: Stored | null): Promise<PageResult | null> {
  if (!stored || !('large' in stored)) return stored;
  const result = await getLarge(stored.tabId, stored.kind);
  return result?.id === stored.id ? result : null;
}

export async function loadResult(tabId: number, kind: Kind): Promise<PageResult | null> {
  return resolve(await storage.getItem<Stored>(key(tabId, kind)));
}

/** The newer of the tab's page and selection results. */
export async function latestResult(tabId: number): Promise<PageResult | null> {
  const [page, selection] = await Promise.all([loadResult(tabId, 'page'), loadResult(tabId, 'selection')]);
  if (!page || !selection) return page ?? selection;
  return selection.createdAt > page.createdAt ? selection : page;
}

export async function forgetTab(tabId: number): Promise<void> {
  await Promise.all([
    storage.removeItems([key(tabId, 'page'), key(tabId, 'selection'), readerKey(tabId), pendingKey(tabId)]),
    forgetLarge(tabId).catch(() => undefined),
  ]);
}

/** A reader tab stands for the page it was opened from: the side panel, following it, shows that page. */
const readerKey = (readerTabId: number) => `session:reader.${readerTabId}` as const;

export async function rememberReader(readerTabId: number, sourceTabId: number): Promise<void> {
  await storage.setItem(readerKey(readerTabId), sourceTabId);
}

/** The page tab behind `tabId` when it is one of Pith's reader tabs, else `tabId` itself. */
export async function pageTabFor(tabId: number): Promise<number> {
  return (await storage.getItem<number>(readerKey(tabId))) ?? tabId;
}

export function watchResult(tabId: number, kind: Kind, callback: (result: PageResult | null) => void): () => void {
  // A reference is read from IndexedDB before the callback: changes are numbered so a slow read of an older one
  // never lands after a newer one.
  let latest = 0;
  return storage.watch<Stored>(key(tabId, kind), (value) => {
    const change = ++latest;
    void resolve(value).then((result) => { if (change === latest) callback(result); });
  });
}

/**
 * A reader opened before its page is read (the tab opens at once and fills in). While this record
 * exists the reader waits for a page result created after `startedAt`, or shows `error` when reading failed.
 */
export interface PendingRead {
  startedAt: number;
  error?: PithError;
}

const pendingKey = (tabId: number) => `session:pending.page.${tabId}` as const;

export async function startPendingRead(tabId: number): Promise<number> {
  const startedAt = Date.now();
  await storage.setItem<PendingRead>(pendingKey(tabId), { startedAt });
  return startedAt;
}

export async function finishPendingRead(tabId: number, startedAt: number, error?: PithError): Promise<void> {
  if (error) await storage.setItem<PendingRead>(pendingKey(tabId), { startedAt, error });
  else await storage.removeItem(pendingKey(tabId));
}

export async function loadPendingRead(tabId: number): Promise<PendingRead | null> {
  return storage.getItem<PendingRead>(pendingKey(tabId));
}

export function watchPendingRead(tabId: number, callback: (pending: PendingRead | null) => void): () => void {
  return storage.watch<PendingRead>(pendingKey(tabId), (value) => callback(value));
}

/**
 * Results live in `storage.session` (memory only, cleared when the browser closes), keyed by tab and kind:
 * the reader view and the side panel read them there instead of receiving page content in a URL.
 */
import { storage } from 'wxt/utils/storage';
import type { PageResult } from './page-result';
import type { PithError } from './result';

type Kind = PageResult['kind'];
const key = (tabId: number, kind: Kind) => `session:result.${kind}.${tabId}` as const;

export async function saveResult(result: PageResult): Promise<void> {
  await storage.setItem(key(result.tabId, result.kind), result);
}

export async function loadResult(tabId: number, kind: Kind): Promise<PageResult | null> {
  return storage.getItem<PageResult>(key(tabId, kind));
}

/** The newer of the tab's page and selection results. */
export async function latestResult(tabId: number): Promise<PageResult | null> {
  const [page, selection] = await Promise.all([loadResult(tabId, 'page'), loadResult(tabId, 'selection')]);
  if (!page || !selection) return page ?? selection;
  return selection.createdAt > page.createdAt ? selection : page;
}

export async function forgetTab(tabId: number): Promise<void> {
  await storage.removeItems([key(tabId, 'page'), key(tabId, 'selection'), readerKey(tabId), pendingKey(tabId)]);
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
  return storage.watch<PageResult>(key(tabId, kind), (value) => callback(value));
}

/**
 * A reader opened before its page is read (issue 15: the tab opens at once and fills in). While this record
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

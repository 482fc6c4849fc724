/**
 * What the reader shows for its page tab: the stored page result, or, while the background is still reading the
 * page (a `PendingRead`: the reader tab opens before the result exists), the loading state until the result or
 * the failure is stored. It follows storage only until the first answer, or, when that answer still waits for its
 * Markdown (`markdownPending`), until the same result (same id) comes with it: other results are the reader's own
 * (a mode switch) or another surface's.
 */
import type { PageResult } from '../extension/page-result';
import type { PithError } from '../extension/result';
import { t } from './i18n';
import { loadPendingRead, loadResult, watchPendingRead, watchResult, type PendingRead } from '../extension/results-store';

export type ReaderState = { status: 'loading' } | { status: 'done'; result: PageResult } | { status: 'error'; error: PithError };

export const gone = (): PithError => ({ code: 'not-found', message: t('readerGone') });

function stateOf(pending: PendingRead | null, result: PageResult | null): ReaderState {
  if (pending?.error) return { status: 'error', error: pending.error };
  if (result && (!pending || result.createdAt >= pending.startedAt)) return { status: 'done', result };
  return pending ? { status: 'loading' } : { status: 'error', error: gone() };
}

/**
 * Calls `onState` with the reader's state now, once more when a pending read ends, and once more when its Markdown
 * comes; returns the unsubscribe.
 */
export function followReaderResult(tabId: number, onState: (state: ReaderState) => void): () => void {
  // undefined: not known yet. The watches start before the first read, so a result stored in between is not missed.
  let pending: PendingRead | null | undefined;
  let result: PageResult | null | undefined;
  let settled = false;
  let shown: PageResult | undefined;
  let lookedAgain = false;
  const update = () => {
    if (settled || pending === undefined || result === undefined) return;
    if (shown) {
      // Waiting for the shown result's Markdown: only its completion is taken, anything else ends the wait.
      if (result?.id === shown.id && result.markdownPending) return;
      if (result?.id === shown.id) onState({ status: 'done', result });
      stop();
      return;
    }
    const state = stateOf(pending, result);
    if (state.status === 'error' && !pending && !result && !lookedAgain) {
      // A large result's reference is followed by a read of IndexedDB, which can end after the pending read's
      // removal is seen: read the store once more before saying the result is gone.
      lookedAgain = true;
      void loadResult(tabId, 'page').then((stored) => { result ??= stored; update(); });
      return;
    }
    onState(state);
    if (state.status === 'done' && state.result.markdownPending) shown = state.result;
    else if (state.status !== 'loading') stop();
  };
  const stops = [
    watchPendingRead(tabId, (value) => { pending = value; update(); }),
    watchResult(tabId, 'page', (value) => { result = value; update(); }),
  ];
  const stop = () => { settled = true; for (const unwatch of stops) unwatch(); };
  void Promise.all([loadPendingRead(tabId), loadResult(tabId, 'page')]).then(([storedPending, storedResult]) => {
    if (pending === undefined) pending = storedPending;
    if (result === undefined) result = storedResult;
    update();
  });
  return stop;
}

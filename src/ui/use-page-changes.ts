/**
 * The side panel follows its tab's navigations: `onPageChange` runs once the tab has finished showing another
 * page (a link, a reload, a single-page app's new route), and not for a jump within the page (only the URL
 * fragment changed: src/extension/navigation.ts), which leaves the article as it was.
 */
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { urlChange } from '../extension/navigation';

interface TabChange { status?: string; url?: string }
interface TabNow { url?: string }

export function usePageChanges(tabId: number | undefined, onPageChange: (tabId: number) => void): void {
  // The latest callback (it closes over the chosen mode) without re-subscribing, which would forget the URL.
  const callback = useRef(onPageChange);
  callback.current = onPageChange;
  useEffect(() => {
    if (tabId === undefined) return;
    let url: string | undefined;
    /** Another page since the last call: acted on when the tab reports it has loaded. */
    let changed = false;
    void browser.tabs.get(tabId).then((tab) => { url ??= tab.url; }, () => undefined);
    const onUpdated = (id: number, change: TabChange, tab: TabNow) => {
      if (id !== tabId) return;
      // Chromium reports every navigation, fragment jumps and pushState included, as loading (with the new URL,
      // when Pith may see it) then complete; Firefox ESR reports those within the document as one update,
      // complete with the new URL. A reload is loading without a URL. Unknown URLs count as changes.
      if (change.url !== undefined || change.status === 'loading') {
        if (change.url === undefined || urlChange(url, change.url) === 'other-page') changed = true;
        url = change.url ?? tab.url ?? url;
      }
      if (change.status === 'complete' && changed) {
        changed = false;
        callback.current(id);
      }
    };
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => browser.tabs.onUpdated.removeListener(onUpdated);
  }, [tabId]);
}

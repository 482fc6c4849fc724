/** The reader tab's address names the page it stands for (`?tab=`), so any part of Pith can tell which page that is. */
import { browser } from 'wxt/browser';

export function readerUrl(tabId: number): string {
  return `${browser.runtime.getURL('/reader.html')}?tab=${tabId}`;
}

/** The page tab a reader address names; undefined for any other address (or none: a URL the browser hides). */
export function readerSource(url: string | undefined): number | undefined {
  const base = browser.runtime.getURL('/reader.html');
  if (!url?.startsWith(`${base}?`)) return undefined;
  const value = new URLSearchParams(url.slice(base.length)).get('tab');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

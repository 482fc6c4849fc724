/** Which tab a Pith page works on: `?tab=` when given (reader, popup window, tests), else the active tab. */
import { browser } from 'wxt/browser';

export function tabFromUrl(): number | undefined {
  const value = new URLSearchParams(location.search).get('tab');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

export async function activeTabId(): Promise<number | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

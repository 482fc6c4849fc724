/**
 * Records an extraction in the local log when the user turned logging on (it is off by default); a failing write
 * never fails the gesture. What is kept is the least a history needs: no private (incognito) tab is recorded, and
 * the URL loses its query and fragment, where sites put session ids, search terms and tracking tokens.
 */
import { browser } from 'wxt/browser';
import type { ExtractionJson } from '../../engine';
import { logRecord } from '../../engine/log/record';
import { appendLog } from '../log/store';
import type { Settings } from '../settings';

export async function logExtraction(settings: Settings, extraction: ExtractionJson, url: string, gesture: string | undefined, tabId: number): Promise<void> {
  if (!settings.logExtractions) return;
  const tab = await browser.tabs.get(tabId).catch(() => null);
  // A tab gone before the log is written is not known to be a normal one: nothing is recorded.
  if (!tab || tab.incognito) return;
  // The log is a convenience: a full disk or a private window without IndexedDB loses the entry, not the copy.
  await appendLog(logRecord(extraction, { url: loggedUrl(url), gesture, withText: settings.logText })).catch((error: unknown) => {
    console.warn('Pith: the extraction log could not be written', error);
  });
}

/** `url` without its query string and fragment (and without credentials); an unparsable one is not kept. */
export function loggedUrl(url: string): string {
  if (!URL.canParse(url)) return '';
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

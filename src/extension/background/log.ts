/** Records an extraction in the local log unless the user turned logging off; a failing write never fails the gesture. */
import type { ExtractionJson } from '../../engine';
import { logRecord } from '../../engine/log/record';
import { appendLog } from '../log/store';
import type { Settings } from '../settings';

export async function logExtraction(settings: Settings, extraction: ExtractionJson, url: string, gesture: string | undefined): Promise<void> {
  if (!settings.logExtractions) return;
  // The log is a convenience: a full disk or a private window without IndexedDB loses the entry, not the copy.
  await appendLog(logRecord(extraction, { url, gesture, withText: settings.logText })).catch((error: unknown) => {
    console.warn('Pith: the extraction log could not be written', error);
  });
}

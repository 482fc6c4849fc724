/** A batch of tabs as text (background/tab-batch.ts makes the batch; the popup and the menu write it). */
import type { TabBatch, TabFailure } from './protocol';

/** Each tab's note (front matter and body) in tab order, one blank line apart. */
export function joinNotes(batch: TabBatch): string {
  return `${batch.results.map((r) => r.extraction.markdown.trimEnd()).join('\n\n')}\n`;
}

/** "Settings: This is a browser page…; Other: …" */
export function failureLine(failures: readonly TabFailure[]): string {
  return failures.map((f) => `${f.label}: ${f.message}`).join('; ');
}

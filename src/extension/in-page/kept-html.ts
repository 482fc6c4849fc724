/**
 * The copy gestures read with the engine's `deferHtml`: the answer carries the Markdown, text and metadata, the
 * clipboard is written, and only then does the background ask for the HTML and the quality read from it (on
 * the 1 MB generated article, sanitizing and serializing the content, its signals and carrying the HTML back held
 * the clipboard up by tens of milliseconds, for a result the copy does not use). Runs in the page, inside
 * extractor.js; kept as kept.ts keeps it.
 */
import type { LaterHtml } from '../../engine';
import { keptStore } from './kept';

const kept = keptStore<LaterHtml>('__pithKeptHtml');

/** Keeps `make` (an extraction's `htmlLater`) and returns its ticket. */
export function keepHtml(make: () => LaterHtml): number {
  return kept.keep(make);
}

/** The HTML, quality and timings of the read kept under `ticket`, once; null when it is gone (the tab navigated). */
export function keptHtml(ticket: number): LaterHtml | null {
  return kept.take(ticket)?.() ?? null;
}

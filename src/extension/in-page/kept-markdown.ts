/**
 * The reader's first read comes without Markdown, so it paints sooner; its Markdown is made after, from the
 * content that read kept (the engine's `keepForMarkdown`), not by reading the page again (the second read
 * cost the user's tab the whole extraction again, and could come out otherwise than the article shown). Runs in
 * the page, inside extractor.js; kept as kept.ts keeps it.
 */
import type { LaterMarkdown } from '../../engine';
import { MATHML_SCRIPT, needsMathML } from './mathml-converter';
import { keptStore } from './kept';

const kept = keptStore<LaterMarkdown>('__pithKept');

/** What the Markdown call answers: the Markdown, the script it needs first, or null when the copy is gone. */
export type KeptAnswer = LaterMarkdown | { needs: typeof MATHML_SCRIPT } | null;

/** Keeps `make` (an extraction's `markdownLater`) and returns its ticket. */
export function keepMarkdown(make: () => LaterMarkdown): number {
  return kept.keep(make);
}

/**
 * The Markdown of the copy kept under `ticket`, once: the MathML converter is asked for first when the page has
 * MathML it must convert (the read without Markdown did not need it, so it was not injected).
 */
export function keptMarkdown(ticket: number, document: Document): KeptAnswer {
  if (!kept.peek(ticket)) return null;
  if (needsMathML(document)) return { needs: MATHML_SCRIPT };
  return kept.take(ticket)!();
}

/**
 * The reader's first read comes without Markdown, so it paints sooner; its Markdown is made after, from the
 * content that read kept (the engine's `keepForMarkdown`), not by reading the page again (issue 15: the second read
 * cost the user's tab the whole extraction again, and could come out otherwise than the article shown). Runs in
 * the page, inside extractor.js. The copies live in the extension's isolated world, like the stage registry, so a
 * re-injection of extractor.js by another gesture in between does not lose them; each is taken once, and dropped
 * after KEEP_MS or when newer ones push it out, so a tab does not hold a big DOM for long.
 */
import type { LaterMarkdown } from '../../engine';
import { MATHML_SCRIPT, needsMathML } from './mathml-converter';

const KEPT_GLOBAL = '__pithKept';
/** The background asks right after the reader's result is stored: well under a second, seconds on a loaded machine. */
const KEEP_MS = 30_000;
/** Copies kept at once, at most (a reader opened on the same tab again before the first one's Markdown came). */
const MAX_KEPT = 2;

interface Kept { next: number; copies: Map<number, () => LaterMarkdown> }

/** What the Markdown call answers: the Markdown, the script it needs first, or null when the copy is gone. */
export type KeptAnswer = LaterMarkdown | { needs: typeof MATHML_SCRIPT } | null;

function kept(): Kept {
  const scope = globalThis as Record<string, unknown>;
  scope[KEPT_GLOBAL] ??= { next: 1, copies: new Map() };
  return scope[KEPT_GLOBAL] as Kept;
}

/** Keeps `make` (an extraction's `markdownLater`) and returns its ticket. */
export function keepMarkdown(make: () => LaterMarkdown): number {
  const { copies } = kept();
  const ticket = kept().next++;
  copies.set(ticket, make);
  for (const old of copies.keys()) if (copies.size > MAX_KEPT) copies.delete(old);
  setTimeout(() => copies.delete(ticket), KEEP_MS);
  return ticket;
}

/**
 * The Markdown of the copy kept under `ticket`, once: the MathML converter is asked for first when the page has
 * MathML it must convert (the read without Markdown did not need it, so it was not injected).
 */
export function keptMarkdown(ticket: number, document: Document): KeptAnswer {
  const { copies } = kept();
  const make = copies.get(ticket);
  if (!make) return null;
  if (needsMathML(document)) return { needs: MATHML_SCRIPT };
  copies.delete(ticket);
  return make();
}

/**
 * What a read left to make later, kept in the page under a ticket: the reader's Markdown (kept-markdown.ts) and the
 * copy gesture's HTML (kept-html.ts), each made from the read's own content, not by reading the page again. Runs in
 * the page, inside extractor.js. The functions live in the extension's isolated world, like the stage registry, so
 * a re-injection of extractor.js by another gesture in between does not lose them; each is taken once, and dropped
 * after KEEP_MS or when newer ones push it out, so a tab does not hold a big DOM for long.
 */
import { isolatedGlobal } from './isolated-global';

/** The background asks right after the first answer: well under a second, seconds on a loaded machine. */
const KEEP_MS = 30_000;
/** Kept at once, at most, of each kind (a gesture made on the same tab again before the first one's came). */
const MAX_KEPT = 2;

interface Kept<T> { next: number; copies: Map<number, () => T> }

export interface KeptStore<T> {
  /** Keeps `make` and returns its ticket. */
  keep(make: () => T): number;
  /** The function kept under `ticket`, left in place; undefined when it is gone. */
  peek(ticket: number): (() => T) | undefined;
  /** The function kept under `ticket`, taken out; undefined when it is gone. */
  take(ticket: number): (() => T) | undefined;
}

/** The store kept under `name` in the isolated world (isolated-global.ts: never a lookup a page element can answer). */
export function keptStore<T>(name: string): KeptStore<T> {
  const kept = (): Kept<T> => isolatedGlobal<Kept<T>>(name, () => ({ next: 1, copies: new Map() }));
  return {
    keep(make) {
      const store = kept();
      const ticket = store.next++;
      store.copies.set(ticket, make);
      for (const old of store.copies.keys()) if (store.copies.size > MAX_KEPT) store.copies.delete(old);
      setTimeout(() => store.copies.delete(ticket), KEEP_MS);
      return ticket;
    },
    peek: (ticket) => kept().copies.get(ticket),
    take(ticket) {
      const { copies } = kept();
      const make = copies.get(ticket);
      copies.delete(ticket);
      return make;
    },
  };
}

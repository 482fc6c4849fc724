/**
 * Facts about web pages that several stages read the same way, stated once. Each was a number of its own in every
 * rule that used it, all with the same value: a rule that needs another value says why beside it.
 */

/** Past this share of link text a block is navigation (menus, link lists, teasers), not prose. */
export const LINK_DENSE = 0.5;

/** Prose is nearly link-free: at most this share of its text is link text. */
export const NEARLY_LINK_FREE = 0.3;

/** Three copies make a pattern (items of one template, a line repeated beside posts, a run of blocks): two may be
 *  chance, a quote or a pair. */
export const MIN_REPEATS = 3;

/** Wrappers between a block and what it belongs to (a post's body and its post, a cell and its value, a code block
 *  and its labelled wrapper, a story and its container): at most this many levels are searched. */
export const WRAPPER_LEVELS = 3;

/** A short block (a line, a row of links, a table cell's value) holds at most this many characters. */
export const SHORT_BLOCK_CHARS = 300;

/** A card (an item of a grid, a teaser of another page) averages at most this many characters of text. */
export const CARD_MAX_MEAN_CHARS = 400;

/** How much text a diagnostic quotes of what it removed or left out. */
export const QUOTE_CHARS = 80;

/** Recursive writers (Markdown's TEI, whole-subtree copies) stop at this nesting; the engine's walks are iterative. */
export const MAX_RECURSION_DEPTH = 200;

/** Milliseconds a step that must finish (output, sanitizing) may take once the budget has run out. */
export const GRACE_MS = 200;

/** One result holds another when this share of the other's word triples are in it: nearly all. */
export const HELD_SHARE = 0.8;

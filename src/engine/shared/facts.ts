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

/** A label (a field's name, a date or category before a title, a photo credit) is at most this long. */
export const LABEL_MAX_CHARS = 40;

/** A line of attribution or furniture (a name, a date and time, a share row) is shorter than this; a block this long
 *  or longer says something of its own. */
export const BYLINE_MAX_CHARS = 60;

/** A line or two of text (a status message, a run's heading): at most this long. The first leaf past it starts a
 *  story's text. */
export const LINES_MAX_CHARS = 120;

/** A text this long is a page's worth of content, not a block of furniture: a result shorter is short, a hidden block
 *  this long holds the page, a leaf this long is a story's, not a line's. */
export const LONG_TEXT_CHARS = 1000;

/** A region holding this much text is content whatever it is named (a thread in a comment section, a landmark role
 *  wrapping the page). */
export const CONTENT_REGION_CHARS = 3000;

/** A story shorter than this is short: a selection this short may be only a part of the content, and a story
 *  before a run of teasers holds at least this much. Standard mode's `Tuning.shortDocumentChars`. */
export const SHORT_STORY_CHARS = 500;

/** The opening of a text read to judge the whole (its language, its share of short words): enough for the
 *  statistics to settle, cheap on any page. */
export const TEXT_SAMPLE_CHARS = 2000;

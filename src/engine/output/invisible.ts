/**
 * Characters a reader never sees that still reach a model reading the copy: Unicode tag characters (U+E0000 to
 * U+E007F, which spell out ASCII invisibly, a known way to hide instructions in text meant for a language model)
 * and the bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069, which can show
 * text in another order than it is read: "Trojan Source"). Every output drops them, with the control characters
 * (./sanitize.ts `stripControls`). A subdivision flag emoji (Scotland's, Wales') is spelled with tag characters
 * after a black flag and shows as the black flag alone: a small loss for a channel closed.
 */

/** The characters as a regular expression's source (tag characters as their UTF-16 surrogate pairs). */
export const INVISIBLE_SOURCE = '[\\u202a-\\u202e\\u2066-\\u2069]|\\udb40[\\udc00-\\udc7f]';

/**
 * Machine identifiers shown as text (Tuning.pruneIdentifiers): a marketplace writes its "Sponsored" label one
 * letter at a time between spans each holding a random UUID, moved off-screen by its style sheet so a reader
 * never sees them, to keep ad blockers from matching the word (wcxb-dev 3019, 3021: hundreds of such spans under
 * "Similar items", outweighing the product's few lines). A block whose whole text is one such identifier is no
 * one's reading in any language. Fixture: product--identifier-spans.
 */
import type { NodeStats } from '../dom/stats';
import { normalizedText } from '../dom/walk';

/** A UUID (8-4-4-4-12 hex digits) or a hex digest of 32+ digits, alone. */
const IDENTIFIER = /^(?:[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|[0-9a-f]{32,})$/i;
/** The longest identifier the pattern takes, with room for spaces around it. */
const IDENTIFIER_MAX_CHARS = 80;

export function isIdentifier(el: Element, s: NodeStats): boolean {
  return !s.hasBlockChild && s.chars > 0 && s.chars <= IDENTIFIER_MAX_CHARS && IDENTIFIER.test(normalizedText(el));
}

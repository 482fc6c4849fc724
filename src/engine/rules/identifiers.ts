/**
 * Machine identifiers shown as text (rule prune-machine-identifiers): a marketplace writes its "Sponsored" label one
 * letter at a time between spans each holding a random UUID, moved off-screen by its style sheet so a reader
 * never sees them, to keep ad blockers from matching the word (hundreds of such spans under
 * "Similar items", outweighing the product's few lines). A block whose whole text is one such identifier is no
 * one's reading in any language. Fixture: product--identifier-spans.
 */
import type { NodeStats, StatsMap } from '../dom/stats';
import { normalizedText } from '../dom/walk';
import * as dom from '../dom/read';
import { MIN_REPEATS } from '../shared/facts';

/** A UUID (8-4-4-4-12 hex digits) or a hex digest of 32+ digits, alone. */
const IDENTIFIER = /^(?:[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|[0-9a-f]{32,})$/i;
/** The longest identifier the pattern takes, with room for spaces around it. */
const IDENTIFIER_MAX_CHARS = 80;

export function isIdentifier(el: Element, s: NodeStats): boolean {
  return !s.hasBlockChild && s.chars > 0 && s.chars <= IDENTIFIER_MAX_CHARS && IDENTIFIER.test(normalizedText(el));
}

/**
 * The label those identifiers break up: once they are pruned, its letters are left as a stub ("Sp58ons oreVT",
 * "SponsoredOC 79 4": the shop mixes decoy letters in) in every rail. A block whose children are
 * identifiers (three or more) and pieces of at most one character each spells nothing anyone reads; it goes whole.
 */
const SPELLED_PIECE_MAX_CHARS = 1;

export function spelledBetweenIdentifiers(el: Element, stats: StatsMap): boolean {
  let identifiers = 0;
  for (let child = dom.firstElementChild(el); child; child = dom.nextElementSibling(child)) {
    const s = stats.get(child);
    if (!s) continue;
    if (isIdentifier(child, s)) { identifiers++; continue; }
    // The counted length has room for a separator; the piece's own text is what is read.
    if (s.chars > SPELLED_PIECE_MAX_CHARS + 1 || normalizedText(child).length > SPELLED_PIECE_MAX_CHARS) return false;
  }
  return identifiers >= MIN_REPEATS;
}

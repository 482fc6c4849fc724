/**
 * Every element's text length under a root, from one walk: the length `scanText(el.textContent)` gives
 * (whitespace runs collapsed to one space, ends trimmed), for the root and each element below it.
 *
 * Why: cleaning asks the length of the page and of every block it removes or weighs (a size guard, the removal
 * record). Each ask serialized the subtree's text and scanned it again: a script's inline JSON was read twice,
 * and nested blocks once per level; on scrapinghub pages in Chromium that was a tenth of a warm call.
 * Here each text node is scanned once and each element's length is put together from its children's.
 *
 * A piece of text is summed up as its visible characters, the gaps (whitespace runs) between them, and whether
 * whitespace comes before its first or after its last visible character; two pieces joined add a gap when
 * whitespace meets at the seam. Text nodes and CDATA sections count, as in `textContent`; comments do not.
 */
import { isSpace } from './stats';
import * as dom from './read';

export interface Piece {
  visible: number;
  gaps: number;
  /** Whitespace before the first visible character (for a piece with none visible: any whitespace at all). */
  lead: boolean;
  /** Whitespace after the last visible character (for a piece with none visible: same as `lead`). */
  trail: boolean;
}

export function emptyPiece(): Piece {
  return { visible: 0, gaps: 0, lead: false, trail: false };
}

/** Appends a piece's summary to `into`, as if their texts were joined. */
export function append(into: Piece, visible: number, gaps: number, lead: boolean, trail: boolean): void {
  if (visible === 0) {
    if (lead) {
      if (into.visible === 0) into.lead = true;
      into.trail = true;
    }
    return;
  }
  if (into.visible === 0) into.lead = into.lead || lead;
  else if (into.trail || lead) into.gaps++;
  into.visible += visible;
  into.gaps += gaps;
  into.trail = trail;
}

/** Appends one text node's data (scanned as `scanText` does). */
export function appendText(into: Piece, data: string): void {
  let visible = 0;
  let gaps = 0;
  let lead = false;
  let pendingGap = false;
  for (let i = 0; i < data.length; i++) {
    if (isSpace(data.charCodeAt(i))) {
      if (visible === 0) lead = true;
      else pendingGap = true;
      continue;
    }
    if (pendingGap) {
      gaps++;
      pendingGap = false;
    }
    visible++;
  }
  append(into, visible, gaps, lead, visible === 0 ? lead : pendingGap);
}

/**
 * The text length of `root` and of every element under it, read from one walk. Ask only for those elements:
 * another element answers undefined.
 *
 * One piece is summed into at a time: entering an element saves the piece of its parent's text so far (four numbers
 * on a stack) and starts it anew; leaving it restores that and appends the element's. The element left is taken from
 * a stack of the open elements, not read back as the last child's parent. An object per element and a parentNode read
 * per element were a third of this walk's own time in a Chromium profile (30 scrapinghub pages).
 */
export function textLengths(root: Element): (el: Element) => number | undefined {
  const lengths = new Map<Element, number>();
  const openElements: Element[] = [];
  /** Per open element, its parent's piece before it: visible, gaps, lead and trail (1 or 0). */
  const saved: number[] = [];
  const piece = emptyPiece();
  let node: Node = root;
  walk: for (;;) {
    const type = dom.nodeType(node);
    if (type === 1) {
      const child = dom.firstChild(node);
      if (child) {
        openElements.push(node as Element);
        saved.push(piece.visible, piece.gaps, piece.lead ? 1 : 0, piece.trail ? 1 : 0);
        piece.visible = 0;
        piece.gaps = 0;
        piece.lead = false;
        piece.trail = false;
        node = child;
        continue;
      }
      lengths.set(node as Element, 0);
    } else if (type === 3 || type === 4) {
      appendText(piece, (node as Text).data);
    }
    // Next: the sibling, else close the parents whose last child this was.
    let text = type === 3;
    for (;;) {
      if (node === root) break walk;
      const next = text ? dom.nextSiblingOfText(node as Text) : dom.nextSibling(node);
      text = false;
      if (next) {
        node = next;
        continue walk;
      }
      const parent = openElements.pop()!;
      const { visible, gaps, lead, trail } = piece;
      lengths.set(parent, visible + gaps);
      piece.trail = saved.pop() === 1;
      piece.lead = saved.pop() === 1;
      piece.gaps = saved.pop()!;
      piece.visible = saved.pop()!;
      append(piece, visible, gaps, lead, trail);
      node = parent;
    }
  }
  return (el) => lengths.get(el);
}

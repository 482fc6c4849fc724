/**
 * What a key press means in the reader. Letters as in other readers and feeds (j/k next and previous); the side
 * arrows move by section as they scroll nothing in a column of text, except inside a box that scrolls sideways
 * (a wide table, a code block) or a control, which keep them. Up, down, space and page keys stay the browser's.
 */
export type ReaderKey = 'next' | 'previous' | 'contents' | 'keys' | 'back' | 'aloud';

// n for read aloud, as Firefox's Narrate.
const LETTERS: Record<string, ReaderKey> = { j: 'next', k: 'previous', c: 'contents', n: 'aloud', '?': 'keys' };
/** Where typing or a control's own keys come first. */
const TYPING = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';
/** Where the side arrows scroll or move something of their own. */
const OWN_ARROWS = `${TYPING}, table, pre, [role=radiogroup], [role=slider], [role=tablist]`;

export function readerKey(event: KeyboardEvent, rtl: boolean): ReaderKey | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (event.key === 'Escape') return 'back';
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return undefined;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    if (event.shiftKey || target?.closest(OWN_ARROWS)) return undefined;
    // In a right-to-left article the next section is to the left.
    return (event.key === 'ArrowRight') !== rtl ? 'next' : 'previous';
  }
  return LETTERS[event.key];
}

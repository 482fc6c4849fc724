/**
 * Shows what is being read: the block and, once known, its sentence, as CSS custom highlights (styles/reader.css
 * `::highlight(...)`), which paint ranges without changing the article's DOM. A browser without them gets the
 * block's element marked with a class instead. The block is scrolled into view when it leaves the screen.
 */
import { rangeOf, type AloudBlock } from './aloud-text';

export const BLOCK_HIGHLIGHT = 'pith-aloud-block';
export const SENTENCE_HIGHLIGHT = 'pith-aloud-sentence';
const FALLBACK_CLASS = 'aloud-reading';

const canHighlight = () => typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';

/** The bottom of the sticky bars (toolbar and read-aloud bar), in viewport pixels: text above it is covered. */
function barsBottom(): number {
  const bars = document.querySelector('.aloud-bar') ?? document.querySelector('.reader-bar');
  return bars?.getBoundingClientRect().bottom ?? 0;
}

function keepInView(rect: DOMRect): void {
  const top = barsBottom();
  // In view when its start is: a block taller than the screen is followed sentence by sentence.
  if (rect.top >= top && Math.min(rect.bottom, rect.top + 60) <= innerHeight) return;
  // A third down the free part of the screen, where the eye expects the next lines.
  scrollBy({ top: rect.top - top - (innerHeight - top) / 3, behavior: 'instant' });
}

export function createHighlighter(): { show(block: AloudBlock | undefined, sentence: number): void; clear(): void } {
  let marked: Element | undefined;
  let shownBlock: AloudBlock | undefined;
  const clear = () => {
    marked?.classList.remove(FALLBACK_CLASS);
    marked = undefined;
    shownBlock = undefined;
    if (canHighlight()) { CSS.highlights.delete(BLOCK_HIGHLIGHT); CSS.highlights.delete(SENTENCE_HIGHLIGHT); }
  };
  return {
    clear,
    show(block, sentence) {
      if (!block) { clear(); return; }
      const whole = rangeOf(block, 0, block.text.length);
      const part = block.sentences[sentence];
      const sentenceRange = part ? rangeOf(block, part.start, part.end) : undefined;
      if (canHighlight()) {
        CSS.highlights.set(BLOCK_HIGHLIGHT, new Highlight(whole));
        if (sentenceRange) CSS.highlights.set(SENTENCE_HIGHLIGHT, new Highlight(sentenceRange));
        else CSS.highlights.delete(SENTENCE_HIGHLIGHT);
      } else if (marked !== block.element) {
        marked?.classList.remove(FALLBACK_CLASS);
        block.element.classList.add(FALLBACK_CLASS);
        marked = block.element;
      }
      if (shownBlock !== block) keepInView(whole.getBoundingClientRect());
      else if (sentenceRange) keepInView(sentenceRange.getBoundingClientRect());
      shownBlock = block;
    },
  };
}

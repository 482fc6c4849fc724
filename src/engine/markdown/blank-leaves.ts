/**
 * Turndown asks every element whose text is blank whether it holds a void or a "meaningful when blank" element,
 * with one `getElementsByTagName` per tag of its two lists (27 calls) until one is found (turndown's `isBlank`).
 * An element with no child element holds none of them in any DOM, and is the most common blank element (icon
 * `<span>`s, spacer `<div>`s): on the private copy Turndown converts, such an element answers those calls from
 * here, with an empty list, instead of a search of the tree. `getElementsByTagName` was 18% of the Markdown step
 * in a Chromium profile of 10 wcxb-dev pages (issue 15); the Markdown is the same.
 */
import * as dom from '../dom/read';

const NO_ELEMENTS: readonly Element[] = Object.freeze([]);
const noElements = () => NO_ELEMENTS;
const BLANK = /^\s*$/;

/** Marks the blank elements without child elements under `root` (a private copy: it is changed). */
export function answerBlankLeaves(root: Element): void {
  // Read through dom/read.ts: a form control named `textContent` or `firstElementChild` must not answer instead.
  for (const el of Array.from(dom.querySelectorAll(root, '*'))) {
    if (dom.firstElementChild(el) === null && BLANK.test(dom.textContent(el) ?? '')) {
      Object.defineProperty(el, 'getElementsByTagName', { value: noElements });
    }
  }
}

/**
 * Read-only facts about the live page that the article cannot show: visible frames (Pith reads the top frame
 * only) and text in open shadow roots (the engine walks the light DOM). Runs in the page, inside extractor.js.
 */
import type { PageNotes } from '../page-result';

/** Frames smaller than this are ads, trackers or widgets, not content worth a notice. */
const MIN_FRAME = { width: 200, height: 100 };

/** URLs listed at most: a page with more images than this shows the rest by its alt text. */
const MAX_LOADED_IMAGES = 5_000;

export function pageNotes(document: Document): PageNotes {
  return { frames: visibleFrames(document), shadowTextChars: shadowText(document), contentType: document.contentType, loadedImages: loadedImages(document) };
}

/**
 * What the page has fetched: each `<img>` that finished loading (its `currentSrc`, the candidate the browser chose),
 * and the resource timing entries, which also name CSS and script fetches (a URL fetched once is no news to the
 * site). An image still waiting for its lazy loader has a placeholder or nothing as its `currentSrc`.
 */
function loadedImages(document: Document): string[] {
  const urls = new Set<string>();
  for (const img of Array.from(document.images)) {
    if (urls.size >= MAX_LOADED_IMAGES) break;
    if (img.complete && img.naturalWidth > 0 && img.currentSrc && !img.currentSrc.startsWith('data:')) urls.add(img.currentSrc);
  }
  const view = document.defaultView;
  for (const entry of view?.performance?.getEntriesByType('resource') ?? []) {
    if (urls.size >= MAX_LOADED_IMAGES) break;
    urls.add(entry.name);
  }
  return [...urls];
}

function visibleFrames(document: Document): number {
  let count = 0;
  for (const frame of document.querySelectorAll('iframe, frame')) {
    const box = frame.getBoundingClientRect();
    if (box.width >= MIN_FRAME.width && box.height >= MIN_FRAME.height) count += 1;
  }
  return count;
}

/**
 * The hosts are found with a TreeWalker, not `querySelectorAll('*')`: on the 1 MB generated article
 * (tools/bench-browser/wiki-page.ts, 20,000 elements) the list of every element cost 4.5-5 ms a call against
 * 2 ms for the walker (scratch timing in Chromium); the roots found, and so the count, are the same.
 */
function shadowText(document: Document): number {
  let chars = 0;
  const walk = (root: Document | ShadowRoot): void => {
    const elements = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    while (elements.nextNode()) {
      const shadow = (elements.currentNode as Element).shadowRoot; // open roots only; closed ones are invisible to every extension
      if (!shadow) continue;
      for (const node of shadow.querySelectorAll(':not(style):not(script)')) {
        for (const child of node.childNodes) if (child.nodeType === 3) chars += (child.textContent ?? '').trim().length;
      }
      walk(shadow);
    }
  };
  walk(document);
  return chars;
}

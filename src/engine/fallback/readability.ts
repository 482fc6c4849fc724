/** Fallback candidate 1: Mozilla Readability, on its own clone (it mutates what it is given). */
import { Readability } from '@mozilla/readability';
import { cloneDocument } from '../dom/clone';

/**
 * Readability's time grows with the square of the nesting in Node DOMs (it re-tags and moves every wrapper
 * <div>): on linkedom a 300-level page took 6 s, 600 levels 22 s, 1,100 levels minutes, far past the time budget,
 * which it cannot check. The corpora nest at most 51 levels (scrapinghub, every 4th page of the dev corpus);
 * deeper pages get the other fallbacks (jusText, the baseline).
 */
export const READABILITY_MAX_DEPTH = 100;

export function readabilityCandidate(original: Document, into: Document, depth: number): Element | null {
  if (depth > READABILITY_MAX_DEPTH) return null;
  const copy = cloneDocument(original, depth);
  const article = new Readability(copy).parse();
  if (!article?.content) return null;
  const content = into.createElement('div');
  content.innerHTML = article.content;
  return content;
}

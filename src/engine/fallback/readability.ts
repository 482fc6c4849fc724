/** Fallback candidate 1: Mozilla Readability, on its own clone (it mutates what it is given). */
import { Readability } from '@mozilla/readability';
import { cloneDocument } from '../dom/clone';

export function readabilityCandidate(original: Document, into: Document, depth: number): Element | null {
  const copy = cloneDocument(original, depth);
  const article = new Readability(copy).parse();
  if (!article?.content) return null;
  const content = into.createElement('div');
  content.innerHTML = article.content;
  return content;
}

/** Fallback candidate 1: Mozilla Readability, on its own clone (it mutates what it is given). */
import { Readability } from '@mozilla/readability';

export function readabilityCandidate(original: Document, into: Document): Element | null {
  const copy = original.cloneNode(true) as Document;
  const article = new Readability(copy).parse();
  if (!article?.content) return null;
  const content = into.createElement('div');
  content.innerHTML = article.content;
  return content;
}

/** An element's class tokens and id as cleaning's class/id patterns read them, and its text length. */
import { scanText } from '../dom/stats';
import * as dom from '../dom/read';

export function classTokens(el: Element): string[] {
  const cls = dom.getAttribute(el, 'class');
  const id = dom.getAttribute(el, 'id');
  if (!cls && !id) return [];
  const tokens = cls ? cls.toLowerCase().split(/\s+/).filter(Boolean) : [];
  if (id) tokens.push(id.toLowerCase());
  return tokens;
}

/** Whitespace-collapsed, trimmed length of the element's text, counted without building the collapsed string. */
export function textLength(el: Element): number {
  return scanText(dom.textContent(el) ?? '').length;
}

/**
 * A site profile's drop selectors and drop-line patterns applied to the output. Both work on the engine's own copy
 * of the content (never the page) or on its text:
 * - `dropInCopy`: a result from a fallback stage (Readability, jusText, baseline) was not cleaned with the profile,
 *   so its drop selectors are applied to the copy (selectors that need the page around the block cannot match there);
 * - `dropLineBlocks`: a block whose own text is one line (a paragraph, list item, heading, a div holding only
 *   text) matching a pattern leaves the copy, so the HTML, text and Markdown all lose it;
 * - `dropLinesOfText`: what is left (a line of a `<br>`-broken paragraph) is taken out of the text and Markdown.
 */
import type { Removal } from '../types';
import type { LinePattern } from './profile';
import { describe } from '../dom/walk';
import * as dom from '../dom/read';
import type { NamedRule } from './match';
import { QUOTE_CHARS } from '../shared/facts';

/** Elements that hold one line of output when they hold no block inside. */
const LINE_BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, dt, dd, blockquote, figcaption, div, section, td, th';
const INNER_BLOCK = 'p, li, h1, h2, h3, h4, h5, h6, dt, dd, blockquote, div, section, ul, ol, table, figure, pre, br';

export function dropInCopy(content: Element, rules: readonly NamedRule<string>[], removed: Removal[]): void {
  for (const { value, rule } of rules) {
    for (const el of dom.querySelectorAll(content, value)) {
      if (el === content || !dom.parentNode(el)) continue;
      removed.push({ step: 'site-profile', rule: 'site-profile', selector: describe(el), reason: rule, chars: textOf(el).length, text: start(textOf(el)) });
      el.remove();
    }
  }
}

export function dropLineBlocks(content: Element, rules: readonly NamedRule<LinePattern>[], removed: Removal[]): void {
  if (rules.length === 0) return;
  for (const el of dom.querySelectorAll(content, LINE_BLOCKS)) {
    if (!dom.parentNode(el) || dom.querySelector(el, INNER_BLOCK)) continue;
    const line = textOf(el);
    const hit = line && rules.find(({ value }) => value.test(line));
    if (!hit) continue;
    removed.push({ step: 'site-profile', rule: 'site-profile', selector: describe(el), reason: hit.rule, chars: line.length, text: start(line) });
    el.remove();
  }
}

/** `text` without the lines a pattern matches; each taken line is recorded once (from the text, not the Markdown). */
export function dropLinesOfText(text: string, rules: readonly NamedRule<LinePattern>[], removed?: Removal[]): string {
  if (rules.length === 0 || !text) return text;
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const hit = trimmed ? rules.find(({ value }) => value.test(trimmed)) : undefined;
    if (!hit) { kept.push(line); continue; }
    removed?.push({ step: 'site-profile', rule: 'site-profile', selector: 'line', reason: hit.rule, chars: trimmed.length, text: start(trimmed) });
  }
  // A taken line leaves no run of blank lines behind.
  return kept.join('\n').replace(/\n{3,}/g, '\n\n');
}

function textOf(el: Element): string {
  return (dom.textContent(el) ?? '').replace(/\s+/g, ' ').trim();
}


export function start(text: string): string {
  return text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text;
}

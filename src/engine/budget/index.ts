/**
 * The size budget (`maxChars`, `maxTokens`): the Markdown body and the text are cut at a block boundary
 * (cut.ts) and end with a marker naming the budget and the whole's size; the metadata keeps the original size
 * (`originalChars`, `originalTokens`), which front matter then writes. Front matter is not counted or cut.
 */
import type { Extraction, ExtractionJson, Metadata } from '../types';
import { toFrontMatter } from '../metadata/front-matter';
import { cutToBudget, type Measure } from './cut';

export type { Measure } from './cut';

export interface Budget {
  maxChars?: number;
  maxTokens?: number;
}

/** What the engine's Markdown starts with when front matter is on (metadata/front-matter.ts). */
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n\n?/;

const characters: Measure = (text) => text.length;

/**
 * Returns `extraction` cut to the budget (a new object; the input is not changed), or itself when it fits or no
 * budget is set. `countTokens` is required with `maxTokens` (budget/tokens.ts `loadTokenCounter`).
 */
export function applyBudget<E extends Extraction | ExtractionJson>(extraction: E, budget: Budget, countTokens?: Measure): E {
  const limits: [Measure, number, string][] = [];
  if (budget.maxChars !== undefined) limits.push([characters, budget.maxChars, 'characters']);
  if (budget.maxTokens !== undefined) {
    if (!countTokens) throw new Error('maxTokens needs a token counter (budget/tokens.ts loadTokenCounter)');
    limits.push([countTokens, budget.maxTokens, 'tokens']);
  }
  if (limits.length === 0) return extraction;
  const head = FRONT_MATTER.exec(extraction.markdown)?.[0] ?? '';
  const body = extraction.markdown.slice(head.length).replace(/\n+$/, '');
  const whole = body || extraction.text;
  const sizes = limits.map(([measure]) => measure(whole));
  const marker = `[…] Cut to fit ${limits.map(([, limit, unit]) => `${limit} ${unit}`).join(' and ')}; the whole is ${limits.map(([, , unit], i) => `${sizes[i]} ${unit}`).join(', ')}.`;
  // Several limits are one: the largest share of its limit any of them reaches.
  const share: Measure = (text) => limits.reduce((most, [measure, limit]) => Math.max(most, measure(text) / limit), -Infinity);
  const markdown = cutToBudget(body, 1, share, marker);
  const text = cutToBudget(extraction.text, 1, share, marker);
  if (!markdown.cut && !text.cut) return extraction;
  const metadata: Metadata = { ...extraction.metadata, originalChars: whole.length };
  if (budget.maxTokens !== undefined) metadata.originalTokens = sizes[limits.length - 1];
  const front = head ? `${toFrontMatter(metadata)}\n` : '';
  return { ...extraction, metadata, text: text.text, markdown: body ? `${front}${markdown.text}\n` : extraction.markdown };
}

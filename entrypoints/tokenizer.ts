/**
 * The token budget for the copy gestures, injected into the tab only when the user set one (background/budget.ts),
 * like mathml.js: the tokenizer's tables (~2 MB) never ship in extractor.js, and the background, a service worker
 * that may not `import()`, never loads them. Defines `globalThis.__pithBudget(extraction, budget)`.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { applyBudget, type Budget } from '@/src/engine/budget';
import type { ExtractionJson } from '@/src/engine';

export default defineUnlistedScript(() => {
  (globalThis as { __pithBudget?: unknown }).__pithBudget = (extraction: ExtractionJson, budget: Budget) => applyBudget(extraction, budget, countTokens);
});

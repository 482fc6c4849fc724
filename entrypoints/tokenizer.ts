/**
 * The o200k tokenizer, shipped once (its tables are ~2 MB, most of the zip): injected into the tab for a copy with a
 * token budget (background/budget.ts), like mathml.js, and loaded by a `<script>` in the popup and side panel when
 * they first show a token count (src/ui/token-counter.ts). The tables never ship in extractor.js, and the
 * background, a service worker that may not `import()`, never loads them. Defines `globalThis.__pithBudget(extraction,
 * budget)` and `globalThis.__pithCountTokens(text)`.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { applyBudget, type Budget } from '@/src/engine/budget';
import type { ExtractionJson } from '@/src/engine';

export default defineUnlistedScript(() => {
  const scope = globalThis as { __pithBudget?: unknown; __pithCountTokens?: unknown };
  scope.__pithBudget = (extraction: ExtractionJson, budget: Budget) => applyBudget(extraction, budget, countTokens);
  scope.__pithCountTokens = (text: string) => countTokens(text);
});

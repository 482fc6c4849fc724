/**
 * The copy gestures' size budget (settings `copyMaxChars`, `copyMaxTokens`), applied to the content before the
 * user's template adds front matter. Characters are cut here; a token budget is cut in the tab by
 * /tokenizer.js (entrypoints/tokenizer.ts), injected only then.
 */
import { browser } from 'wxt/browser';
import { applyBudget, type Budget } from '../../engine/budget';
import type { ExtractionJson } from '../../engine';
import type { Settings } from '../settings';
import { errorMessage, fail, ok, type Result } from '../result';
import { t } from '../i18n';

export const TOKENIZER_SCRIPT = '/tokenizer.js';

export function copyBudget(settings: Settings): Budget | undefined {
  const budget: Budget = {};
  if (settings.copyMaxChars > 0) budget.maxChars = settings.copyMaxChars;
  if (settings.copyMaxTokens > 0) budget.maxTokens = settings.copyMaxTokens;
  return Object.keys(budget).length ? budget : undefined;
}

/** Self-contained (serialized into the tab): calls the injected tokenizer script. */
function budgetInPage(extraction: ExtractionJson, budget: Budget): ExtractionJson {
  return (globalThis as unknown as { __pithBudget(e: ExtractionJson, b: Budget): ExtractionJson }).__pithBudget(extraction, budget);
}

export async function withBudget(tabId: number, extraction: ExtractionJson, budget: Budget): Promise<Result<ExtractionJson>> {
  if (budget.maxTokens === undefined) return ok(applyBudget(extraction, budget));
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: [TOKENIZER_SCRIPT] });
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, func: budgetInPage, args: [extraction, budget] } as never);
    return ok((frame as { result: ExtractionJson }).result);
  } catch (error) {
    return fail('engine', t('errorTokens', errorMessage(error)));
  }
}

/**
 * Issue 5's budget pages in the browser: the generated 100,000-element and 5,000-level pages, each loaded once
 * and extracted by the shipped bundle with default options (what a user's click does), with and without Markdown.
 */
import type { BrowserBenchArgs } from './args';
import type { BrowserSession } from './browser';
import type { Bundles } from './bundles';
import { runPages } from './run-pages';
import { SYNTHETIC_PAGES } from './synthetic';
import { toolTable } from './tools';

export interface BudgetRow {
  page: string;
  elements: number;
  call: string;
  /** Wall-clock and main-thread CPU milliseconds of the one call. */
  ms?: number;
  cpuMs?: number;
  stage?: string;
  chars?: number;
  warning?: string;
  error?: string;
}

/** Generous: the point is to see how long the engine runs past its own budget, not to cut it short. */
const BUDGET_PAGE_TIMEOUT_MS = 120_000;

export async function runBudgetPages(session: BrowserSession, bundles: Bundles, args: BrowserBenchArgs, log: (line: string) => void): Promise<BudgetRow[]> {
  const tools = toolTable('standard').filter((t) => t.id === 'pith' || t.id === 'pith-markdown');
  const pages = SYNTHETIC_PAGES.map((p) => ({ id: p.id, url: p.url, html: p.html() }));
  log('budget pages: 100,000 elements and 5,000 levels of nesting');
  const runs = await runPages(session, bundles, tools, pages, { reps: 0, timeoutMs: Math.max(args.timeoutMs, BUDGET_PAGE_TIMEOUT_MS), loadTimeoutMs: 120_000 }, log);
  return runs.flatMap((run) => tools.map((tool): BudgetRow => {
    const r = run.tools[tool.id];
    const info = r?.info ?? {};
    return {
      page: run.id, elements: run.elements, call: tool.note.replace(/^the shipped extractor\.js( with Markdown on)?: /, ''),
      ms: r?.first ?? undefined, cpuMs: r?.firstCpu ?? undefined, stage: info.stage as string | undefined, chars: info.chars as number | undefined,
      warning: (info.warning as string | null) ?? undefined, error: run.error ?? r?.error ?? undefined,
    };
  }));
}

/**
 * Runs tools over a corpus's pages and scores each page: the shared loop of the quality section and the
 * quality gate. A page that throws is recorded (message kept) and scored as empty output, never skipped.
 */
import type { CorpusPage } from './corpus';
import { median, percentile } from './metrics';
import { SCORERS, type DatasetScore, type PageScore, type ScoredCorpus, type Scorer } from './scoring';
import type { Tool } from './tools';
import type { Attempt, Quality, Stage } from '../../src/engine/types';

export interface PageOutcome {
  id: string;
  pageType?: string;
  /** Milliseconds of the extraction call alone; absent when it threw. */
  ms?: number;
  chars: number;
  stage?: Stage;
  error?: string;
  score: PageScore;
  /** Pith: its quality score and signals, attempts, page language and page type (see ToolOutput). */
  quality?: Quality;
  attempts?: Attempt[];
  language?: string;
  enginePageType?: string;
  /** Pith: the low-value reason when the engine flagged the page. */
  lowValue?: string;
  /** The page's own `<html lang>`, as written (read before the tool runs; the same for every tool). */
  declaredLanguage?: string;
  /** The text came from an earlier run (RunOptions.reuse): scored, not timed. */
  cached?: true;
}

export interface ToolRun {
  tool: string;
  score: DatasetScore;
  timing: { medianMs: number; p95Ms: number; totalMs: number };
  failed: { id: string; error: string }[];
  pages: PageOutcome[];
}

export interface RunOptions {
  parse: (html: string, url: string) => Document;
  /** Frees a parsed document after use (jsdom and happy-dom keep a window open per document). */
  release?: (document: Document) => void;
  /** Called after each page, for progress lines. */
  onPage?: (index: number, total: number) => void;
  /** A tool's text kept from an earlier run: when `reuse` gives one for a page, the tool is not run there, and the
   *  outcome is scored from that text with no time (`cached`). `keep` is told each text a tool produced. */
  reuse?: (tool: Tool, page: CorpusPage, index: number) => string | undefined;
  keep?: (tool: Tool, page: CorpusPage, text: string) => void;
}

export function runTool(tool: Tool, corpus: ScoredCorpus, pages: CorpusPage[], options: RunOptions): ToolRun {
  return runTools([tool], corpus, pages, options)[0];
}

/**
 * Runs several tools page by page, the order rotating from page to page, so warm-up (JIT of the DOM library
 * they share) and the machine's changing load fall on every tool alike rather than on whichever runs first.
 */
export function runTools(tools: Tool[], corpus: ScoredCorpus, pages: CorpusPage[], options: RunOptions): ToolRun[] {
  const outcomes = pageOutcomes(tools, corpus, pages, options);
  return tools.map((tool, t) => summarise(tool.name, outcomes[t], pages, SCORERS[corpus]));
}

/** Every tool's outcome on every page (outer index: tool), without the summary: what a `--jobs` worker sends back. */
export function pageOutcomes(tools: Tool[], corpus: ScoredCorpus, pages: CorpusPage[], options: RunOptions, first = 0): PageOutcome[][] {
  const scorer = SCORERS[corpus];
  const outcomes = tools.map((): PageOutcome[] => []);
  pages.forEach((page, index) => {
    const reused = tools.map((tool) => options.reuse?.(tool, page, index));
    const fresh: PageOutcome[] = [];
    for (let k = 0; k < tools.length; k++) {
      const t = (first + index + k) % tools.length;
      if (reused[t] === undefined) fresh[t] = runPage(tools[t], page, scorer, options);
    }
    // Reused texts are scored once the page's fresh runs are done: their declared language comes from one of those.
    const declared = fresh.find(Boolean)?.declaredLanguage;
    tools.forEach((_, t) => outcomes[t].push(fresh[t] ?? reusedOutcome(page, reused[t]!, scorer, declared)));
    options.onPage?.(index + 1, pages.length);
  });
  return outcomes;
}

function reusedOutcome(page: CorpusPage, text: string, scorer: Scorer, declaredLanguage: string | undefined): PageOutcome {
  const outcome: PageOutcome = { id: page.id, chars: text.length, score: scorer.page(page, text), cached: true };
  if (page.gold.pageType) outcome.pageType = page.gold.pageType;
  if (declaredLanguage) outcome.declaredLanguage = declaredLanguage;
  return outcome;
}

function runPage(tool: Tool, page: CorpusPage, scorer: Scorer, options: RunOptions): PageOutcome {
  // A fresh parse per tool and page: no tool sees another's leftovers, and parsing is outside the timing.
  const document = options.parse(page.html, page.url);
  const declaredLanguage = document.documentElement?.getAttribute('lang')?.trim() || undefined;
  let outcome: PageOutcome;
  try {
    const started = performance.now();
    const { text, ...about } = tool.extractText(document, page.url);
    const ms = performance.now() - started;
    outcome = { id: page.id, ms, chars: text.length, ...about, score: scorer.page(page, text) };
    options.keep?.(tool, page, text);
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    outcome = { id: page.id, chars: 0, error: message, score: scorer.page(page, '') };
  }
  options.release?.(document);
  if (page.gold.pageType) outcome.pageType = page.gold.pageType;
  if (declaredLanguage) outcome.declaredLanguage = declaredLanguage;
  return outcome;
}

export function summarise(tool: string, outcomes: PageOutcome[], pages: CorpusPage[], scorer: Scorer): ToolRun {
  const times = outcomes.flatMap((o) => (o.ms === undefined ? [] : [o.ms]));
  return {
    tool,
    score: scorer.dataset(pages, outcomes.map((o) => o.score)),
    timing: { medianMs: median(times), p95Ms: percentile(times, 95), totalMs: times.reduce((a, b) => a + b, 0) },
    failed: outcomes.flatMap((o) => (o.error ? [{ id: o.id, error: o.error }] : [])),
    pages: outcomes,
  };
}

/** Median over pages of `a`'s time divided by `b`'s (pages where both succeeded); below 1 means `a` is faster. */
export function medianTimeRatio(a: ToolRun, b: ToolRun): number {
  const bById = new Map(b.pages.map((p) => [p.id, p.ms]));
  const ratios = a.pages.flatMap((p) => {
    const other = bById.get(p.id);
    return p.ms !== undefined && other !== undefined && other > 0 ? [p.ms / other] : [];
  });
  return median(ratios);
}

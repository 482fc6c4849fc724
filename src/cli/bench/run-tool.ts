/**
 * Runs tools over a corpus's pages and scores each page: the shared loop of the quality section and the
 * quality gate. A page that throws is recorded (message kept) and scored as empty output, never skipped.
 */
import type { CorpusPage } from './corpus';
import { median, percentile } from './metrics';
import { SCORERS, type DatasetScore, type PageScore, type ScoredCorpus, type Scorer } from './scoring';
import type { Tool } from './tools';
import type { Attempt, Quality, Stage } from '../../engine/types';

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
}

export function runTool(tool: Tool, corpus: ScoredCorpus, pages: CorpusPage[], options: RunOptions): ToolRun {
  return runTools([tool], corpus, pages, options)[0];
}

/**
 * Runs several tools page by page, the order rotating from page to page, so warm-up (JIT of the DOM library
 * they share) and the machine's changing load fall on every tool alike rather than on whichever runs first.
 */
export function runTools(tools: Tool[], corpus: ScoredCorpus, pages: CorpusPage[], options: RunOptions): ToolRun[] {
  const scorer = SCORERS[corpus];
  const outcomes = tools.map((): PageOutcome[] => []);
  pages.forEach((page, index) => {
    for (let k = 0; k < tools.length; k++) {
      const t = (index + k) % tools.length;
      outcomes[t].push(runPage(tools[t], page, scorer, options));
    }
    options.onPage?.(index + 1, pages.length);
  });
  return tools.map((tool, t) => summarise(tool, outcomes[t], pages, scorer));
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
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    outcome = { id: page.id, chars: 0, error: message, score: scorer.page(page, '') };
  }
  options.release?.(document);
  if (page.gold.pageType) outcome.pageType = page.gold.pageType;
  if (declaredLanguage) outcome.declaredLanguage = declaredLanguage;
  return outcome;
}

function summarise(tool: Tool, outcomes: PageOutcome[], pages: CorpusPage[], scorer: Scorer): ToolRun {
  const times = outcomes.flatMap((o) => (o.ms === undefined ? [] : [o.ms]));
  return {
    tool: tool.name,
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

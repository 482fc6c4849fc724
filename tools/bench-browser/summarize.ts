/**
 * Turns the raw page runs of one corpus into the figures of the report: per-tool timing distributions, the
 * page-by-page ratios, heap, failures, and quality scored with the corpus metrics of `npm run bench`.
 */
import type { CorpusName, CorpusPage } from '../bench/corpus';
import type { ToolRun } from '../bench/run-tool';
import { isScored, SCORERS, type DatasetScore, type PageScore } from '../bench/scoring';
import type { PageRun } from './run-pages';
import { distribution, median, medianRatio, quantile, type Distribution } from './stats';
import type { Tool, ToolId } from './tools';

export interface ToolSummary {
  id: ToolId;
  label: string;
  note: string;
  /** Per-page wall time = median of the page's warm repetitions; distribution over pages that completed. */
  time: Distribution;
  /** The same as main-thread CPU time. */
  cpu: Distribution;
  /** The cold first calls: every page for the peers and the floor, the pages where it went first for Pith (run-pages.ts). */
  firstCall: Distribution;
  firstCallCpu: Distribution;
  /** Median over pages of (max rep − min rep) / median rep: how noisy the machine was. */
  repSpread: number;
  threw: { id: string; error: string }[];
  timedOut: string[];
  /** Pages whose serialization changed during the call (the tool touched the live document). */
  mutated: string[];
  heap: { medianGrowthMB: number; maxGrowthMB: number; peakMB: number } | null;
}

export interface QualityRow {
  tool: string;
  run: 'browser' | 'node';
  score: DatasetScore;
}

export interface PageDifference {
  id: string;
  browserF1: number;
  nodeF1: number;
  browserChars: number;
  nodeChars: number;
  browserStage?: string;
  nodeStage?: string;
}

export interface CorpusSummary {
  corpus: CorpusName;
  pages: number;
  /** Pages that could not be loaded or prepared (no tool ran). */
  failedPages: { id: string; error: string }[];
  tools: ToolSummary[];
  /** Median of per-page ratios, keyed `a/b`, in CPU and wall time. */
  ratios: Record<string, Ratio>;
  quality: QualityRow[];
  /** Pages where Pith's browser result and Node result differ (F1 or length or stage), largest F1 gap first. */
  differences: PageDifference[];
  node?: { dom: string; time: { median: number; p95: number } };
  /** CPU ms of evaluating each injected bundle in the page, over pages. */
  inject?: Record<string, { median: number; p95: number }>;
  /** Where Pith's time goes: per stage, pages where it ran, median and p95 ms (from the engine's own timings). */
  stages?: Record<string, { pages: number; median: number; p95: number }>;
}

/** The engine's per-stage timings of the first call, summarised over pages. */
export function stageTimes(runs: readonly PageRun[], tool: ToolId = 'pith'): Record<string, { pages: number; median: number; p95: number }> {
  const byStage = new Map<string, number[]>();
  for (const run of runs) {
    const timings = (run.tools[tool]?.info?.timings ?? {}) as Record<string, number>;
    for (const [stage, ms] of Object.entries(timings)) {
      if (typeof ms !== 'number') continue;
      byStage.set(stage, [...(byStage.get(stage) ?? []), ms]);
    }
  }
  return Object.fromEntries([...byStage].map(([stage, times]) => [stage, { pages: times.length, median: median(times), p95: quantile(times, 0.95) }]));
}

export type Metric = 'cpu' | 'wall';
export interface Ratio { cpu: number; wall: number }

/** Per-page time of a tool: the median of its warm repetitions, only where it never threw or timed out. */
export function pageTimes(runs: readonly PageRun[], tool: ToolId, metric: Metric = 'wall'): Map<string, number> {
  const times = new Map<string, number>();
  for (const run of runs) {
    const result = run.tools[tool];
    const values = metric === 'wall' ? result?.times : result?.cpu;
    if (!result || result.error || result.timedOut || !values || values.length === 0) continue;
    times.set(run.id, median(values));
  }
  return times;
}

/** Per-page time of a tool's first call, where it completed and was cold (the first run of its code in the page). */
export function firstTimes(runs: readonly PageRun[], tool: ToolId, metric: Metric = 'wall'): Map<string, number> {
  const times = new Map<string, number>();
  for (const run of runs) {
    if (!run.tools[tool]?.cold) continue;
    const first = metric === 'wall' ? run.tools[tool]?.first : run.tools[tool]?.firstCpu;
    if (first !== null && first !== undefined) times.set(run.id, first);
  }
  return times;
}

export function summarizeTools(runs: readonly PageRun[], tools: readonly Tool[]): ToolSummary[] {
  return tools.map((tool) => {
    const entries = runs.flatMap((run) => (run.tools[tool.id] ? [{ id: run.id, r: run.tools[tool.id]! }] : []));
    const ok = entries.filter(({ r }) => !r.error && !r.timedOut && r.times.length > 0);
    const growth = entries.flatMap(({ r }) => (r.heapGrowth === null ? [] : [r.heapGrowth / 1e6]));
    const peaks = entries.flatMap(({ r }) => (r.heapAfter === null ? [] : [r.heapAfter / 1e6]));
    return {
      id: tool.id, label: tool.label, note: tool.note,
      time: distribution([...pageTimes(runs, tool.id).values()]),
      cpu: distribution([...pageTimes(runs, tool.id, 'cpu').values()]),
      firstCall: distribution([...firstTimes(runs, tool.id).values()]),
      firstCallCpu: distribution([...firstTimes(runs, tool.id, 'cpu').values()]),
      repSpread: median(ok.filter(({ r }) => r.times.length > 1)
        .map(({ r }) => (Math.max(...r.times) - Math.min(...r.times)) / Math.max(median(r.times), 0.1))),
      threw: entries.filter(({ r }) => r.error && !r.timedOut).map(({ id, r }) => ({ id, error: r.error! })),
      timedOut: entries.filter(({ r }) => r.timedOut).map(({ id }) => id),
      mutated: entries.filter(({ r }) => r.mutated).map(({ id }) => id),
      heap: growth.length ? { medianGrowthMB: median(growth), maxGrowthMB: Math.max(...growth), peakMB: Math.max(...peaks) } : null,
    };
  });
}

/**
 * The ratios the acceptance targets are stated in, over warm calls unless named "first call";
 * `pith/pith-fast` is the fast mode's speed-up (>= 1.5 wanted).
 */
export function summarizeRatios(runs: readonly PageRun[], tools: readonly Tool[]): Record<string, Ratio> {
  const has = (id: ToolId) => tools.some((t) => t.id === id);
  const warm = (a: ToolId, b: ToolId): Ratio => ({
    cpu: medianRatio(pageTimes(runs, a, 'cpu'), pageTimes(runs, b, 'cpu')), wall: medianRatio(pageTimes(runs, a), pageTimes(runs, b)),
  });
  const cold = (a: ToolId, b: ToolId): Ratio => ({
    cpu: medianRatio(firstTimes(runs, a, 'cpu'), firstTimes(runs, b, 'cpu')), wall: medianRatio(firstTimes(runs, a), firstTimes(runs, b)),
  });
  const ratios: Record<string, Ratio> = {};
  for (const peer of ['readability', 'defuddle', 'floor'] as const) {
    if (has(peer)) ratios[`pith/${peer}`] = warm('pith', peer);
  }
  // Cold against cold: each of these first calls is the first run of that tool's code in the document (Pith's
  // over the pages where that call went first: run-pages.ts COLD_FIRST).
  for (const peer of ['readability', 'defuddle'] as const) {
    if (has(peer)) ratios[`pith/${peer}, first call`] = cold('pith', peer);
  }
  // With Markdown is what every gesture runs (a copy, the reader): the speed targets are stated on it.
  if (has('pith-markdown') && has('readability')) {
    ratios['pith-markdown/readability'] = warm('pith-markdown', 'readability');
    ratios['pith-markdown/readability, first call'] = cold('pith-markdown', 'readability');
  }
  if (has('pith-fast')) ratios['pith/pith-fast'] = warm('pith', 'pith-fast');
  if (has('pith-markdown')) ratios['pith-markdown/pith'] = warm('pith-markdown', 'pith');
  return ratios;
}

/** Scores one tool's browser texts; a page where the tool produced nothing (threw, timed out, failed) scores as empty. */
export function scoreBrowser(corpus: CorpusName, pages: readonly CorpusPage[], runs: readonly PageRun[], tool: ToolId): { score: DatasetScore; pages: PageScore[] } | null {
  if (!isScored(corpus)) return null;
  const scorer = SCORERS[corpus];
  const byId = new Map(runs.map((r) => [r.id, r]));
  const scores = pages.map((page) => scorer.page(page, byId.get(page.id)?.tools[tool]?.text ?? ''));
  return { score: scorer.dataset([...pages], scores), pages: scores };
}

/** Pages where the browser and Node results of Pith differ, the largest F1 gap first. */
export function compareRuns(pages: readonly CorpusPage[], runs: readonly PageRun[], browserScores: readonly PageScore[], node: ToolRun): PageDifference[] {
  const runById = new Map(runs.map((r) => [r.id, r]));
  const nodeById = new Map(node.pages.map((p) => [p.id, p]));
  const differences: PageDifference[] = [];
  pages.forEach((page, i) => {
    const browser = runById.get(page.id)?.tools.pith;
    const nodePage = nodeById.get(page.id);
    if (!nodePage) return;
    const browserChars = browser?.text?.length ?? 0;
    const browserStage = browser?.info?.stage as string | undefined;
    const d: PageDifference = {
      id: page.id, browserF1: browserScores[i].f1, nodeF1: nodePage.score.f1,
      browserChars, nodeChars: nodePage.chars, browserStage, nodeStage: nodePage.stage,
    };
    if (Math.abs(d.browserF1 - d.nodeF1) > 1e-9 || d.browserChars !== d.nodeChars || d.browserStage !== d.nodeStage) differences.push(d);
  });
  return differences.sort((a, b) => Math.abs(b.browserF1 - b.nodeF1) - Math.abs(a.browserF1 - a.nodeF1));
}

/** Median and p95 CPU ms of evaluating each bundle (what the first use of a tool pays before its first call). */
export function injectTimes(runs: readonly PageRun[]): Record<string, { median: number; p95: number }> {
  const byBundle = new Map<string, number[]>();
  for (const run of runs) {
    for (const [name, ms] of Object.entries(run.injectCpu ?? {})) byBundle.set(name, [...(byBundle.get(name) ?? []), ms]);
  }
  return Object.fromEntries([...byBundle].map(([name, times]) => [name, { median: median(times), p95: quantile(times, 0.95) }]));
}

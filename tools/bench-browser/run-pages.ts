/**
 * The browser run over one corpus: each page is loaded once, in a new tab of its own, the bundles are evaluated
 * in an isolated world, then every tool is called once more than `reps` times on that same live document. The
 * first call of each tool (in table order) is its cold call, as a user's click meets it: its code has never run
 * in this document. It is kept apart (`first`), collects the texts for quality and checks the document was left
 * unchanged; the `reps` warm calls after it, in rotating order, give the per-page time. Pith's variants share one
 * bundle, so only the first Pith call in a page is cold: that is Pith standard on even pages and Pith with
 * Markdown (what every gesture runs) on odd ones (`COLD_FIRST`), and each tool's `cold` says whether its first
 * call was.
 */
import type { CorpusPage } from '../bench/corpus';
import { evaluate, EvaluationTimeout, isolatedWorld, openTab, pageUrl, threadTimeMs, type BrowserSession, type Tab } from './browser';
import type { Bundles } from './bundles';
import { harnessSource, type Measurement } from './harness';
import type { Tool, ToolId } from './tools';

export interface RunSettings {
  reps: number;
  /** Per call; past it the call is terminated and recorded as timed out. */
  timeoutMs: number;
  /** Per page load. */
  loadTimeoutMs: number;
}

export interface ToolOnPage {
  /** The first (cold) call, in milliseconds; null when it threw or timed out. */
  first: number | null;
  /** One time per completed warm repetition, in milliseconds. */
  times: number[];
  /** The same calls measured as main-thread CPU time (ms), less the page's measured protocol overhead. */
  firstCpu: number | null;
  cpu: number[];
  error: string | null;
  timedOut: boolean;
  /** Heap growth over the first call (bytes, after a GC), and the heap right after it. */
  heapGrowth: number | null;
  heapAfter: number | null;
  mutated: boolean | null;
  /** The first call was the first run of this tool's code in the document (see COLD_FIRST). */
  cold: boolean;
  text?: string;
  info?: Record<string, unknown>;
}

export interface PageRun {
  id: string;
  url: string;
  /** Elements in the loaded document. */
  elements: number;
  loadMs: number;
  /** CPU ms of evaluating each bundle in the page (parse, compile, top-level code), less the overhead. */
  injectCpu?: Record<string, number>;
  /** The scripts injected after extractor.js before the first call (its `InjectionNeeds`: MathML, language). */
  injected?: string[];
  /** CPU ms the protocol round trip adds to a call on this page (subtracted from the CPU figures). */
  overheadMs?: number;
  /** Set when the page could not be loaded or the bundles failed to evaluate: no tool ran. */
  error?: string;
  tools: Partial<Record<ToolId, ToolOnPage>>;
}

/**
 * The Pith calls that take turns going first in the cold round, by page index: the first is cold, the others
 * follow it in a document where the shared code has run. Tools not listed keep table order after them.
 */
const COLD_FIRST: readonly ToolId[] = ['pith', 'pith-markdown'];

/** The cold round's order on page `pageIndex`: the Pith call whose turn it is first, then the table order. */
export function coldOrder(tools: readonly Tool[], pageIndex: number): Tool[] {
  const present = COLD_FIRST.filter((id) => tools.some((t) => t.id === id));
  if (present.length === 0) return [...tools];
  const first = present[pageIndex % present.length];
  return [...tools.filter((t) => t.id === first), ...tools.filter((t) => t.id !== first)];
}

/** Whether a tool's first call in this order is cold: a tool outside the Pith family, or the first Pith call. */
function coldIn(order: readonly Tool[], id: ToolId): boolean {
  if (!id.startsWith('pith')) return true;
  return order.find((t) => t.id.startsWith('pith'))?.id === id;
}

/** What a run needs of a page: corpus pages, or the generated budget pages. */
export type RunnablePage = Pick<CorpusPage, 'id' | 'url' | 'html'>;

export async function runPages(
  session: BrowserSession, bundles: Bundles, tools: readonly Tool[], pages: readonly RunnablePage[],
  settings: RunSettings, log: (line: string) => void,
): Promise<PageRun[]> {
  const harness = harnessSource(tools);
  const runs: PageRun[] = [];
  const started = Date.now();
  for (const [index, corpusPage] of pages.entries()) {
    // A fresh tab per page, as a user's gesture meets a new site: a tab reused across pages keeps its renderer,
    // and V8 there keeps the bundles compiled from the page before, which made every first call but one warmer
    // than a user's. A crashed or wedged tab cannot spoil the next page either.
    const tab = await openTab(session);
    const run = await runPage(tab, session, bundles, harness, tools, corpusPage, settings, index).catch((error: unknown) => failed(corpusPage, error));
    await tab.page.close().catch(() => {});
    runs.push(run);
    if (run.error) log(`  ${corpusPage.id}: ${run.error}`);
    if ((index + 1) % 25 === 0 || index + 1 === pages.length) {
      log(`  ${index + 1}/${pages.length} pages, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  return runs;
}

async function runPage(
  tab: Tab, session: BrowserSession, bundles: Bundles, harness: string, tools: readonly Tool[],
  corpusPage: RunnablePage, settings: RunSettings, pageIndex: number,
): Promise<PageRun> {
  const url = pageUrl(corpusPage.url, corpusPage.id);
  session.serve({ url, html: corpusPage.html });
  const loadStarted = Date.now();
  await tab.page.goto(url, { waitUntil: 'load', timeout: settings.loadTimeoutMs });
  const loadMs = Date.now() - loadStarted;
  const world = await isolatedWorld(tab, 'pith-bench');
  // Evaluating a bundle (parse, compile, top-level code) is part of a cold use: timed on the CPU clock, apart.
  const injectCpu: Record<string, number> = {};
  const injected: string[] = [];
  for (const [name, source] of [['pith', bundles.extractor], ['readability', bundles.readability], ['defuddle', bundles.defuddle], ['harness', harness]] as const) {
    const before = await threadTimeMs(tab);
    const answer = await evaluate<{ scripts?: string[] } | undefined>(tab, world, source, settings.loadTimeoutMs);
    // As the background does: the scripts extractor.js's answer names (MathML converter, language detection)
    // follow it on the pages that need them, and their evaluation counts as Pith's.
    for (const script of name === 'pith' ? answer?.scripts ?? [] : []) {
      await evaluate(tab, world, bundles.script(script), settings.loadTimeoutMs);
      injected.push(script);
    }
    injectCpu[name] = (await threadTimeMs(tab)) - before;
  }
  // The user's page is rendered before they act: lay it out once, untimed, so no tool pays the first layout.
  const elements = await evaluate<number>(tab, world,
    '(document.body && document.body.innerText, document.getElementsByTagName("*").length)', settings.loadTimeoutMs);
  // What the CPU clock sees of an empty call (protocol dispatch): the least of a few, subtracted from every call.
  const noops: number[] = [];
  for (let i = 0; i < 2; i++) noops.push((await timedCall(tab, world, bundles, 'noop', false, settings.loadTimeoutMs)).cpuMs);
  const overheadMs = Math.min(...noops);
  const results: Partial<Record<ToolId, ToolOnPage>> = {};
  const cold = coldOrder(tools, pageIndex);
  for (const tool of tools) {
    results[tool.id] = {
      first: null, times: [], firstCpu: null, cpu: [], error: null, timedOut: false, heapGrowth: null, heapAfter: null, mutated: null,
      cold: coldIn(cold, tool.id),
    };
  }
  for (let rep = 0; rep <= settings.reps; rep++) {
    // The cold round: see COLD_FIRST. Warm rounds rotate by repetition and page, so over the pages every tool
    // takes every position: the call right after the heaviest allocator meets background GC threads on a loaded
    // machine, which shows in wall time (not in CPU time).
    const shift = rep + pageIndex;
    const order = rep === 0 ? cold : tools.map((_, i) => tools[(i + shift) % tools.length]);
    for (const tool of order) {
      const result = results[tool.id]!;
      if (result.timedOut) continue;
      const first = rep === 0;
      try {
        const { m, cpuMs } = await timedCall(tab, world, bundles, tool.id, first, settings.timeoutMs);
        const cpu = Math.max(0, cpuMs - overheadMs);
        if (m.error) result.error ??= m.error;
        else if (first) { result.first = m.ms; result.firstCpu = cpu; }
        else { result.times.push(m.ms); result.cpu.push(cpu); }
        if (first) {
          result.heapGrowth = m.heapBefore !== null && m.heapAfter !== null ? m.heapAfter - m.heapBefore : null;
          result.heapAfter = m.heapAfter;
          result.mutated = m.mutated;
          result.text = m.text;
          result.info = m.info;
        }
      } catch (error) {
        if (!(error instanceof EvaluationTimeout)) throw error;
        result.timedOut = true;
        result.error ??= `timed out (${settings.timeoutMs} ms)`;
      }
    }
  }
  delete injectCpu.harness;
  for (const name of Object.keys(injectCpu)) injectCpu[name] = Math.max(0, injectCpu[name] - overheadMs);
  return { id: corpusPage.id, url, elements, loadMs, overheadMs, injectCpu, injected, tools: results };
}

/** Stage requests followed in one call, at most (the engine asks for each optional stage once). */
const MAX_STAGE_REQUESTS = 4;

/**
 * One call of one tool: prepared, run between two reads of the main thread's CPU clock, then finished. A Pith
 * call that asks for a stage gets it as the background gives it: the file evaluated, then `resume`, all on the
 * CPU clock (the in-page wall time leaves the evaluation out).
 */
async function timedCall(tab: Tab, world: number, bundles: Bundles, id: ToolId | 'noop', first: boolean, timeoutMs: number): Promise<{ m: Measurement; cpuMs: number }> {
  await evaluate(tab, world, `__pithBench.prepare(${JSON.stringify(id)}, { collect: ${first}, checkMutation: ${first} })`, timeoutMs);
  const before = await threadTimeMs(tab);
  let request = await evaluate<string | null>(tab, world, '__pithBench.run()', timeoutMs);
  for (let asked = 0; request && asked < MAX_STAGE_REQUESTS; asked++) {
    await evaluate(tab, world, bundles.script(request), timeoutMs);
    request = await evaluate<string | null>(tab, world, '__pithBench.resume()', timeoutMs);
  }
  const after = await threadTimeMs(tab);
  const m = await evaluate<Measurement>(tab, world, '__pithBench.finish()', timeoutMs);
  return { m, cpuMs: after - before };
}

function failed(page: RunnablePage, error: unknown): PageRun {
  return { id: page.id, url: page.url, elements: 0, loadMs: 0, error: String(error).split('\n')[0].slice(0, 300), tools: {} };
}

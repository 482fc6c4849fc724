/**
 * The quality section's runs: which tools, and every tool's outcome on every page, in this process or shared among
 * `--jobs` worker processes (each takes every Nth page and sends its outcomes back; ./worker.ts). Readability.js's
 * text comes from the cache where it has one, except on a timing sample where it runs every time, in turn with Pith
 * in the same process: time ratios are taken on those pages only.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CorpusPage } from './corpus';
import { pageOutcomes, type PageOutcome, type RunOptions } from './run-tool';
import type { ScoredCorpus } from './scoring';
import type { BenchContext } from './section';
import { pithTool, readabilityTool, type Tool } from './tools';
import { readabilityCache } from './readability-cache';
import { ablationTools } from './ablation';

/** Every Nth page of a corpus runs Readability.js afresh even when cached, so each run still measures time ratios. */
export const TIMING_SAMPLE_EVERY = 10;

/** Pith in each mode (and out of fold with `--cv`), Pith with each ablation, then Readability.js, always last. */
export function qualityTools(ctx: BenchContext): Tool[] {
  const outOfFold = ctx.outOfFold ? [pithTool(ctx.mode, ctx.outOfFold.pageTypeOf, ctx.outOfFold.pageOptions, 'out of fold')] : [];
  return [...ctx.modes.map((mode) => pithTool(mode, ctx.pageTypeOf, ctx.pageOptions)), ...outOfFold, ...ablationTools(ctx), readabilityTool];
}

/** Outcomes of `qualityTools(ctx)` on `pages` (outer index: tool, inner: page, in the order of `pages`). */
export async function qualityOutcomes(pages: CorpusPage[], ctx: BenchContext): Promise<PageOutcome[][]> {
  const jobs = Math.min(ctx.args.jobs, pages.length);
  if (jobs <= 1) return outcomesHere(pages, ctx, pages.map((_, i) => i));
  const shards = await Promise.all(Array.from({ length: jobs }, (_, shard) => runWorker(ctx, shard, jobs)));
  const tools = shards[0].outcomes.length;
  const merged = Array.from({ length: tools }, (): PageOutcome[] => new Array(pages.length));
  for (const { indexes, outcomes } of shards) {
    indexes.forEach((pageIndex, k) => { for (let t = 0; t < tools; t++) merged[t][pageIndex] = outcomes[t][k]; });
  }
  return merged;
}

/** The outcomes of the pages at `indexes` (of `pages`, the corpus's whole selection), run in this process. */
export function outcomesHere(pages: CorpusPage[], ctx: BenchContext, indexes: number[]): PageOutcome[][] {
  const tools = qualityTools(ctx);
  const share = indexes.map((i) => pages[i]);
  const timed = new Set(pages.filter((_, i) => i % TIMING_SAMPLE_EVERY === 0).map((p) => p.id));
  const options: RunOptions = {
    parse: ctx.parse, release: ctx.release,
    onPage: (i, total) => { if (i % 100 === 0 || i === total) ctx.log(`  ${ctx.corpus} ${i}/${total}`); },
  };
  if (ctx.args.cache) {
    const cache = readabilityCache(ctx.args.cacheDir, ctx.args.dom);
    options.reuse = (tool, page) => (tool === readabilityTool && !timed.has(page.id) ? cache.get(page) : undefined);
    options.keep = (tool, page, text) => { if (tool === readabilityTool) cache.set(page, text); };
  }
  return pageOutcomes(tools, ctx.corpus as ScoredCorpus, share, options);
}

export interface WorkerRequest { args: BenchContext['args']; target: BenchContext['target']; shard: number; shards: number }
export interface WorkerReply { indexes: number[]; outcomes: PageOutcome[][] }

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

/**
 * One worker process on every `shards`-th page from `shard`; it inherits the tsx loader of this process. Each worker
 * starts its own session: where the kernel shares CPU time between sessions (Linux autogroups), workers in the
 * parent's session would take turns on one share and `--jobs` would not run pages in parallel.
 */
function runWorker(ctx: BenchContext, shard: number, shards: number): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], { execArgv: process.execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true });
    let reply: WorkerReply | undefined;
    child.on('message', (message) => { reply = message as WorkerReply; });
    child.on('error', reject);
    child.on('exit', (code) => (reply && code === 0 ? resolve(reply) : reject(new Error(`bench worker ${shard + 1}/${shards} on ${ctx.corpus} exited with code ${code}`))));
    child.send({ args: ctx.args, target: ctx.target, shard, shards } satisfies WorkerRequest);
  });
}

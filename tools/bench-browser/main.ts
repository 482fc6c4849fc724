/**
 * `npm run bench:browser [-- [folder] --corpus scrapinghub|wcxb-dev --mode M --limit N --reps N --scripts
 *  --sample N --out DIR --timeout MS --extractor FILE --no-node --no-e2e --e2e-runs N --no-corpora --no-budget]`
 * Measures the shipped extractor bundle in Chromium on the corpus pages beside Readability.js, defuddle and a
 * one-pass floor, scores the browser results against the Node run of the same engine, and writes
 * report.json, report.md and chart.svg (plus per-page records) into the out folder (default bench-results/browser/).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { loadCorpus, type CorpusPage } from '../bench/corpus';
import { runTool } from '../bench/run-tool';
import { isScored } from '../bench/scoring';
import { pithTool } from '../bench/tools';
import { DEFAULT_DOM, parseDocument } from '../../src/cli/dom';
import { parseBrowserBenchArgs, USAGE, type BrowserBenchArgs } from './args';
import { openBrowser } from './browser';
import { buildExtension, bundleSize, loadBundles, type BundleSize } from './bundles';
import { renderChart, type ChartPanel } from './chart';
import { measureEndToEnd, type EndToEnd } from './end-to-end';
import { acceptance, endToEndAcceptance, gestureAcceptance, renderMarkdown, type Report } from './report';
import { runPages, type PageRun } from './run-pages';
import { evenlySpaced } from './stats';
import { compareRuns, injectTimes, pageTimes, scoreBrowser, stageTimes, summarizeRatios, summarizeTools, type CorpusSummary, type QualityRow } from './summarize';
import { toolTable, type ToolId } from './tools';
import { runBudgetPages, type BudgetRow } from './budget-pages';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(argv: string[]): Promise<void> {
  const args = parseBrowserBenchArgs(argv);
  const started = Date.now();
  const loadStart = loadavg()[0];
  mkdirSync(args.out, { recursive: true });
  const buildDir = args.extractor ? undefined : buildExtension(join(args.out, 'build'), { testHooks: false }, log);
  const extractorPath = args.extractor ?? join(buildDir!, 'extractor.js');
  const source = sourceState();
  const bundles = loadBundles(extractorPath);
  const sizes = injectedSizes(extractorPath, buildDir);

  const tools = toolTable(args.mode);
  const session = await openBrowser({ scripts: args.scripts });
  const chromium = session.browser.version();
  const summaries: CorpusSummary[] = [];
  const panels: ChartPanel[] = [];
  let budget: BudgetRow[] = [];
  try {
    for (const target of args.corpora ? args.targets : []) {
      const pages = evenlySpaced(loadCorpus(target.corpus, { dir: target.dir, limit: args.limit }), args.sample);
      log(`${target.corpus}: ${pages.length} pages, ${tools.length} tools x ${args.reps} repetitions`);
      const runs = await runPages(session, bundles, tools, pages, { reps: args.reps, timeoutMs: args.timeoutMs, loadTimeoutMs: 30_000 }, log);
      const summary = summarizeCorpus(target.corpus, pages, runs, args, tools.map((t) => t.id));
      summary.tools = summarizeTools(runs, tools);
      summary.ratios = summarizeRatios(runs, tools);
      summary.stages = stageTimes(runs);
      summary.inject = injectTimes(runs);
      summaries.push(summary);
      for (const metric of ['cpu', 'wall'] as const) {
        panels.push({
          title: `${target.corpus}: ${metric === 'cpu' ? 'main-thread CPU' : 'wall-clock'} ms per page (log scale)`,
          series: tools.map((t) => ({ label: t.label, values: [...pageTimes(runs, t.id, metric).values()] })),
        });
      }
      writeFileSync(join(args.out, `${target.corpus}.pages.json`), JSON.stringify(pageRecords(runs), null, 1));
    }
    if (args.budget) budget = await runBudgetPages(session, bundles, args, log);
    log(`refused ${session.refused()} requests (none reached the network)`);
  } finally {
    await session.close();
  }

  const endToEnd: EndToEnd | null = args.endToEnd ? await measureEndToEnd({ mode: args.mode, runs: args.e2eRuns, log, out: args.out }) : null;

  const report: Report = {
    run: {
      command: `npm run bench:browser -- ${argv.join(' ')}`.trim(), date: new Date().toISOString(), chromium, node: process.version,
      cpus: cpus().length, load: [loadStart, loadavg()[0]], reps: args.reps, scripts: args.scripts, mode: args.mode,
      extractor: relative(process.cwd(), extractorPath), ...source, versions: bundles.versions, durationS: (Date.now() - started) / 1000,
    },
    bundle: sizes, endToEnd, corpora: summaries, budget,
    acceptance: [...summaries.flatMap((s) => acceptance(s, args.mode)), ...summaries.flatMap(gestureAcceptance), ...endToEndAcceptance(endToEnd)],
  };
  writeReport(args, report, panels);
}

function summarizeCorpus(corpus: CorpusSummary['corpus'], pages: CorpusPage[], runs: PageRun[], args: BrowserBenchArgs, toolIds: ToolId[]): CorpusSummary {
  const summary: CorpusSummary = {
    corpus, pages: pages.length, failedPages: runs.flatMap((r) => (r.error ? [{ id: r.id, error: r.error }] : [])),
    tools: [], ratios: {}, quality: [], differences: [],
  };
  if (!isScored(corpus)) return summary;
  const quality: QualityRow[] = [];
  let pithBrowser = null;
  for (const tool of ['pith', 'pith-fast', 'readability', 'defuddle'] as const) {
    if (!toolIds.includes(tool)) continue;
    const scored = scoreBrowser(corpus, pages, runs, tool);
    if (!scored) continue;
    if (tool === 'pith') pithBrowser = scored;
    quality.push({ tool, run: 'browser', score: scored.score });
  }
  if (args.node && pithBrowser) {
    log(`${corpus}: Node run of the same engine (DOM ${DEFAULT_DOM})`);
    const parse = (html: string, url: string) => parseDocument(html, url);
    const node = runTool(pithTool(args.mode), corpus, pages, { parse });
    // Readability's Node figures are `npm run bench`'s business: skipping them here keeps the run near 10 minutes.
    quality.push({ tool: 'pith', run: 'node', score: node.score });
    summary.differences = compareRuns(pages, runs, pithBrowser.pages, node);
    summary.node = { dom: DEFAULT_DOM, time: { median: node.timing.medianMs, p95: node.timing.p95Ms } };
  }
  summary.quality = quality;
  return summary;
}

/** The commit the bundle is built from, and whether engine or entrypoint files differ from it. */
function sourceState(): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain', '--', 'src/engine', 'entrypoints'], { encoding: 'utf8' });
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return { commit: 'unknown (no git)', dirty: false };
  }
}

/**
 * Sizes of what the extension injects into pages: extractor.js first, then the scripts it injects apart, only into
 * pages that need them (src/extension/in-page/needs.ts, stages.ts; the tokenizer: background/budget.ts), and any
 * declared content scripts of the build.
 */
function injectedSizes(extractorPath: string, buildDir: string | undefined): BundleSize[] {
  const sizes = [bundleSize(extractorPath)];
  for (const file of ['language.js', 'fallback.js', 'mathml.js', 'tokenizer.js']) {
    const path = join(dirname(extractorPath), file);
    if (existsSync(path)) sizes.push(bundleSize(path));
  }
  const contentDir = buildDir ? join(buildDir, 'content-scripts') : undefined;
  if (contentDir && existsSync(contentDir)) {
    for (const file of readdirSync(contentDir).filter((f) => f.endsWith('.js'))) sizes.push(bundleSize(join(contentDir, file)));
  }
  return sizes.map((s) => ({ ...s, file: relative(process.cwd(), s.file) }));
}

/** Per-page records without the texts, for digging into one page after a run. */
function pageRecords(runs: PageRun[]) {
  return runs.map((run) => ({
    id: run.id, url: run.url, elements: run.elements, loadMs: run.loadMs, error: run.error, injected: run.injected,
    tools: Object.fromEntries(Object.entries(run.tools).map(([id, r]) => [id, {
      first: r!.first, firstCpu: r!.firstCpu, times: r!.times.map((t) => Math.round(t * 100) / 100), cpu: r!.cpu.map((t) => Math.round(t * 100) / 100), error: r!.error, timedOut: r!.timedOut,
      heapGrowth: r!.heapGrowth, mutated: r!.mutated, chars: r!.text?.length, info: r!.info,
    }])),
  }));
}

function writeReport(args: BrowserBenchArgs, report: Report, panels: ChartPanel[]): void {
  const caption = `Chromium ${report.run.chromium}, ${report.run.date.slice(0, 10)}; per-page time = median of ${report.run.reps} warm call(s) after a cold first call.\nBox p25-p75, bar median, whiskers p5-p95, dots the pages beyond them.`;
  writeFileSync(join(args.out, 'chart.svg'), renderChart(panels, caption));
  writeFileSync(join(args.out, 'report.json'), JSON.stringify(report, null, 2));
  const markdown = renderMarkdown(report, 'chart.svg');
  writeFileSync(join(args.out, 'report.md'), markdown);
  process.stdout.write(markdown);
  log(`report written to ${args.out}/report.md, report.json, chart.svg`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`bench:browser: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(1);
});

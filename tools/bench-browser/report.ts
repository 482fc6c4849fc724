/**
 * The browser benchmark's report: one JSON object with everything, and a Markdown rendering of it with the
 * acceptance targets (the time and size budgets) checked against the measured figures.
 */
import type { BundleSize } from './bundles';
import type { BudgetRow } from './budget-pages';
import type { EndToEnd } from './end-to-end';
import type { CorpusSummary, ToolSummary } from './summarize';
import { median, round } from './stats';

export interface RunInfo {
  command: string;
  date: string;
  chromium: string;
  node: string;
  cpus: number;
  /** 1-minute load average at start and end: the machine is shared, so timings carry its noise. */
  load: [number, number];
  reps: number;
  scripts: boolean;
  mode: string;
  extractor: string;
  /** The commit the bundle was built from, and whether the engine or entrypoints had uncommitted changes. */
  commit: string;
  dirty: boolean;
  versions: Record<string, string>;
  durationS: number;
}

export interface Report {
  run: RunInfo;
  bundle: BundleSize[];
  endToEnd: EndToEnd | null;
  corpora: CorpusSummary[];
  budget: BudgetRow[];
  acceptance: AcceptanceRow[];
}

export interface AcceptanceRow {
  corpus: string;
  target: string;
  measured: string;
  met: boolean | null;
}

/**
 * Issue 5's acceptance targets as data, checked against one corpus's figures. Times are judged on main-thread
 * CPU time, which the other work on a shared machine does not inflate; the wall-clock figure is shown beside it.
 */
export function acceptance(summary: CorpusSummary, mode: string): AcceptanceRow[] {
  const rows: AcceptanceRow[] = [];
  const add = (target: string, value: number | undefined, met: (v: number) => boolean, unit = '', wall?: number) => {
    const ok = value !== undefined && Number.isFinite(value);
    const wallText = wall !== undefined && Number.isFinite(wall) ? ` (wall ${round(wall)}${unit})` : '';
    rows.push({ corpus: summary.corpus, target, measured: ok ? `${round(value!)}${unit}${wallText}` : 'not measured', met: ok ? met(value!) : null });
  };
  const standard = mode === 'standard';
  const ratio = (name: string, target: string, met: (v: number) => boolean, unit = '') => add(target, summary.ratios[name]?.cpu, met, unit, summary.ratios[name]?.wall);
  ratio('pith/readability', `Pith/Readability.js, median of per-page ratios <= 1.0 (${mode})`, (v) => v <= 1 && standard);
  ratio('pith/defuddle', `Pith/defuddle, median of per-page ratios <= 1.0 (${mode})`, (v) => v <= 1 && standard);
  ratio('pith/readability, first call', `Pith/Readability.js, first calls (cold), median of per-page ratios <= 1.0 (${mode})`, (v) => v <= 1 && standard);
  ratio('pith/defuddle, first call', `Pith/defuddle, first calls (cold), median of per-page ratios <= 1.0 (${mode})`, (v) => v <= 1 && standard);
  const pith = tool(summary, 'pith');
  add(`Pith ${mode} p95 per page < 100 ms`, pith?.cpu.p95, (v) => v < 100, ' ms', pith?.time.p95);
  add(`Pith ${mode} p95 per page < 100 ms, first call (cold)`, pith?.firstCallCpu.p95, (v) => v < 100, ' ms', pith?.firstCall.p95);
  ratio('pith/pith-fast', 'fast mode >= 1.5x faster than standard (median of per-page standard/fast)', (v) => v >= 1.5, 'x');
  const browser = summary.quality.find((q) => q.tool === 'pith' && q.run === 'browser');
  const node = summary.quality.find((q) => q.tool === 'pith' && q.run === 'node');
  add('browser-run F1 within 0.01 of the Node run', browser && node ? Math.abs(browser.score.f1 - node.score.f1) : undefined, (v) => v <= 0.01);
  add('Pith never threw into the page', pith ? pith.threw.length : undefined, (v) => v === 0, ' pages threw');
  return rows;
}

/** Issue 15's targets on one corpus: what a gesture costs (Pith with Markdown) against Readability.js, in CPU time. */
export function gestureAcceptance(summary: CorpusSummary): AcceptanceRow[] {
  const rows: AcceptanceRow[] = [];
  const add = (name: string, target: string, limit: number) => {
    const value = summary.ratios[name];
    const ok = value !== undefined && Number.isFinite(value.cpu);
    rows.push({ corpus: summary.corpus, target, measured: ok ? `${round(value.cpu)} (wall ${round(value.wall)})` : 'not measured', met: ok ? value.cpu <= limit : null });
  };
  add('pith-markdown/readability', 'Pith with Markdown/Readability.js, warm, median of per-page ratios <= 1.0 (issue 15)', 1);
  add('pith-markdown/readability, first call', 'Pith with Markdown/Readability.js, first call (cold), median of per-page ratios <= 1.5 (issue 15)', 1.5);
  add('pith/readability', 'Pith without Markdown/Readability.js, warm, median of per-page ratios <= 0.6 (issue 15)', 0.6);
  return rows;
}

/** Issue 15's targets on the generated 1 MB page: gesture to clipboard, to reader painted, and to its first visible state. */
export function endToEndAcceptance(e2e: EndToEnd | null): AcceptanceRow[] {
  const big = e2e?.pages.find((p) => p.name.startsWith('1 MB'));
  const rows: AcceptanceRow[] = [];
  const add = (target: string, values: number[] | undefined, limit: number) => {
    const value = values && values.length ? median(values) : undefined;
    if (big?.error) rows.push({ corpus: '1 MB page', target, measured: `failed: ${big.error}`, met: false });
    else rows.push({ corpus: '1 MB page', target, measured: value === undefined ? 'not measured' : `${round(value)} ms`, met: value === undefined ? null : value <= limit });
  };
  add('gesture to clipboard, median <= 600 ms (issue 15)', big?.times, 600);
  add('toolbar click to reader painted, median <= 900 ms (issue 15)', big?.reader?.paintedMs, 900);
  add('toolbar click to the reader tab visible (loading state), median <= 100 ms (issue 15)', big?.reader?.visibleMs, 100);
  return rows;
}

function tool(summary: CorpusSummary, id: string): ToolSummary | undefined {
  return summary.tools.find((t) => t.id === id);
}

const fmt = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '–' : String(round(v)));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function renderMarkdown(report: Report, chartFile: string): string {
  const { run } = report;
  const out: string[] = [];
  out.push('# Browser benchmark', '');
  out.push(`\`${run.command}\` — ${run.date}, ${run.durationS.toFixed(0)} s.`, '');
  out.push(`Chromium ${run.chromium} (headless, Playwright), Node ${run.node}, ${run.cpus} CPUs shared with other work `
    + `(load average ${run.load[0].toFixed(1)} at start, ${run.load[1].toFixed(1)} at end). Pith mode \`${run.mode}\`, `
    + `each page loaded in a new tab, each tool called once first (cold: for Pith, the variant whose turn it is on that page) then ${run.reps} warm time(s) on the same live document (per-page time = median of the warm calls; `
    + 'first-call figures and ratios shown apart), '
    + `page scripts ${run.scripts ? 'enabled' : "blocked (script-src 'none')"}, every network request refused. `
    + `Measured bundle: \`${run.extractor}\`, built from commit ${run.commit}${run.dirty ? ' plus uncommitted engine/entrypoint changes' : ''}; peers: ${Object.entries(run.versions).map(([k, v]) => `${k} ${v}`).join(', ')}.`, '');
  out.push(`![time per page, per tool](${chartFile})`, '');

  out.push('## Content-script bundle', '', '| file | raw | gzip -9 |', '|---|---:|---:|');
  for (const b of report.bundle) out.push(`| \`${b.file}\` | ${kb(b.rawBytes)} | ${kb(b.gzipBytes)} |`);
  out.push('');

  if (report.endToEnd) out.push(...renderEndToEnd(report.endToEnd));

  for (const summary of report.corpora) out.push(...renderCorpus(summary));

  if (report.budget.length) {
    out.push('## Budget pages in Chromium', '', 'Generated pages (tools/bench-browser/synthetic.ts), the shipped bundle with default options '
      + '(timeBudgetMs and maxElements at their defaults), one call each.', '');
    out.push('| page | elements | call | CPU ms | wall ms | stage | chars | warning or error |', '|---|---:|---|---:|---:|---|---:|---|');
    for (const b of report.budget) {
      out.push(`| ${b.page} | ${b.elements} | ${b.call} | ${fmt(b.cpuMs ?? Number.NaN)} | ${fmt(b.ms ?? Number.NaN)} | ${b.stage ?? '–'} | ${b.chars ?? '–'} | ${(b.error ?? b.warning ?? '').replace(/\|/g, '/')} |`);
    }
    out.push('');
  }

  out.push('## Acceptance (issues 5 and 15)', '', '| corpus | target | measured | met |', '|---|---|---:|:---:|');
  for (const row of report.acceptance) out.push(`| ${row.corpus} | ${row.target} | ${row.measured} | ${row.met === null ? '–' : row.met ? 'yes' : '**no**'} |`);
  out.push('');
  return out.join('\n');
}

function renderEndToEnd(e2e: EndToEnd): string[] {
  const out = ['## Gesture to clipboard and to reader', '', e2e.method, ''];
  out.push('| page | runs | clipboard median ms | min ms | max ms | Markdown chars | inject extractor.js | extract + Markdown (in page) | clipboard write | reader visible median ms | reader painted median ms | reader complete median ms | reader Markdown median ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of e2e.pages) {
    if (p.error) {
      out.push(`| ${p.name} | failed: ${p.error.replace(/\|/g, '/')} |||||||||||| |`);
      continue;
    }
    const b = p.breakdown;
    out.push(`| ${p.name} | ${p.times.length} | ${fmt(p.medianMs)} | ${fmt(Math.min(...p.times))} | ${fmt(Math.max(...p.times))} | ${p.markdownChars} | `
      + `${b ? fmt(b.injectMs) : '–'} | ${b ? `${fmt(b.extractMs)} (${fmt(b.inPageExtractMs)})` : '–'} | ${b ? fmt(b.clipboardMs) : '–'} | `
      + `${p.reader ? fmt(median(p.reader.visibleMs)) : '–'} | ${p.reader ? fmt(median(p.reader.paintedMs)) : '–'} | ${p.reader ? fmt(median(p.reader.completeMs)) : '–'} | ${p.reader ? fmt(median(p.reader.markdownMs)) : '–'} |`);
  }
  if (e2e.pages.some((p) => p.breakdown)) {
    out.push('', 'The last three columns time the same steps one by one from the background (medians, ms, on other fresh loads): '
      + '`scripting.executeScript` of the file, the extract call with its time inside the page in parentheses, and the clipboard write.');
  }
  if (e2e.note) out.push('', e2e.note);
  out.push('');
  return out;
}

function renderCorpus(s: CorpusSummary): string[] {
  const out = [`## ${s.corpus} (${s.pages} pages)`, ''];
  out.push('### Time per page (ms)', '');
  out.push('Main-thread CPU ms (the figure the targets are judged on), then wall-clock ms.', '');
  out.push('| tool | pages | CPU median | CPU p95 | CPU first call (cold) median / p95 | wall median | wall p95 | wall first call (cold) median / p95 | wall max | threw | timed out | changed the page | heap growth median / max (MB) | peak heap (MB) |');
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const t of s.tools) {
    out.push(`| ${t.label} | ${t.time.n} | ${fmt(t.cpu.median)} | ${fmt(t.cpu.p95)} | ${fmt(t.firstCallCpu.median)} / ${fmt(t.firstCallCpu.p95)} | `
      + `${fmt(t.time.median)} | ${fmt(t.time.p95)} | ${fmt(t.firstCall.median)} / ${fmt(t.firstCall.p95)} | ${fmt(t.time.max)} | `
      + `${t.threw.length} | ${t.timedOut.length} | ${t.mutated.length} | `
      + `${t.heap ? `${fmt(t.heap.medianGrowthMB)} / ${fmt(t.heap.maxGrowthMB)}` : '–'} | ${t.heap ? fmt(t.heap.peakMB) : '–'} |`);
  }
  out.push('', 'How each tool is called:', '');
  for (const t of s.tools) out.push(`- **${t.label}**: ${t.note}`);
  if (s.inject && Object.keys(s.inject).length) {
    out.push('', 'Evaluating each bundle in the page before its first call (parse, compile, top-level code; CPU ms, not in the times above): '
      + Object.entries(s.inject).map(([name, t]) => `${name} median ${fmt(t.median)} / p95 ${fmt(t.p95)}`).join('; ') + '.');
  }
  if (s.stages && Object.keys(s.stages).length) {
    out.push('', `Where Pith's time goes (the engine's own per-stage wall-clock timings of the first call, ms): `
      + Object.entries(s.stages).map(([stage, t]) => `${stage} median ${fmt(t.median)} / p95 ${fmt(t.p95)} on ${t.pages} pages`).join('; ') + '.');
  }
  out.push('', '### Ratios (median of per-page ratios)', '', '| ratio | CPU | wall |', '|---|---:|---:|');
  for (const [name, value] of Object.entries(s.ratios)) out.push(`| ${name} | ${fmt(value.cpu)} | ${fmt(value.wall)} |`);
  out.push('');
  if (s.quality.length) {
    out.push('### Quality', '', '| tool | run | F1 | precision | recall | with | without |', '|---|---|---:|---:|---:|---:|---:|');
    for (const q of s.quality) {
      out.push(`| ${q.tool} | ${q.run} | ${fmt3(q.score.f1)} | ${fmt3(q.score.precision)} | ${fmt3(q.score.recall)} | ${q.score.withRate === undefined ? '–' : fmt3(q.score.withRate)} | ${q.score.withoutRate === undefined ? '–' : fmt3(q.score.withoutRate)} |`);
    }
    if (s.node) out.push('', `Node run: the same engine from source, DOM ${s.node.dom}, median ${fmt(s.node.time.median)} ms, p95 ${fmt(s.node.time.p95)} ms per page.`);
    out.push('');
    out.push(`### Pages whose browser and Node results differ: ${s.differences.length}`, '');
    if (s.differences.length) {
      const d = s.differences;
      const count = (f: (x: typeof d[number]) => boolean) => d.filter(f).length;
      out.push(`Of these, ${count((x) => x.browserStage !== x.nodeStage)} changed stage; the browser text is shorter on `
        + `${count((x) => x.browserChars < x.nodeChars)} and longer on ${count((x) => x.browserChars > x.nodeChars)}; `
        + `F1 is lower in the browser on ${count((x) => x.browserF1 < x.nodeF1 - 1e-9)} and higher on ${count((x) => x.browserF1 > x.nodeF1 + 1e-9)}. `
        + 'Expected sources: Chromium and linkedom parse malformed HTML differently, and on the live page the engine can '
        + 'see computed styles (hidden content) that a Node DOM does not have.', '');
      out.push('| page | browser F1 | Node F1 | browser chars | Node chars | browser stage | Node stage |', '|---|---:|---:|---:|---:|---|---|');
      for (const d of s.differences.slice(0, 25)) {
        out.push(`| ${d.id.slice(0, 40)} | ${fmt3(d.browserF1)} | ${fmt3(d.nodeF1)} | ${d.browserChars} | ${d.nodeChars} | ${d.browserStage ?? '–'} | ${d.nodeStage ?? '–'} |`);
      }
      if (s.differences.length > 25) out.push('', `(${s.differences.length - 25} more in the JSON report)`);
      out.push('');
    }
  }
  const problems = [
    ...s.failedPages.map((f) => `- page ${f.id} not measured: ${f.error}`),
    ...s.tools.flatMap((t) => [
      ...t.threw.slice(0, 10).map((e) => `- ${t.label} threw on ${e.id}: \`${e.error.slice(0, 200).replace(/`/g, "'")}\``),
      ...(t.threw.length > 10 ? [`- ${t.label}: ${t.threw.length - 10} more throws in the JSON report`] : []),
      ...t.timedOut.map((id) => `- ${t.label} timed out on ${id}`),
    ]),
  ];
  out.push('### Failures', '', ...(problems.length ? problems : ['none']), '');
  return out;
}

const fmt3 = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '–');

/**
 * The quality section: Pith (in each requested mode) and Readability.js on the same pages, same DOM library,
 * scored with the corpus's metric; per-page time of the extraction call alone.
 */
import type { CorpusPage } from './corpus';
import { isScored } from './scoring';
import { medianTimeRatio, runTools, type ToolRun } from './run-tool';
import type { BenchContext, SectionResult } from './section';
import { pithTool, readabilityTool } from './tools';

export const name = 'quality';

export async function run(pages: CorpusPage[], ctx: BenchContext): Promise<SectionResult> {
  const corpus = ctx.corpus;
  if (!isScored(corpus)) {
    return { name, json: { skipped: `no gold text in ${corpus}` }, markdown: `_No quality figures: ${corpus} has no gold text._\n` };
  }
  const tools = [...ctx.modes.map((mode) => pithTool(mode, ctx.pageOptions)), readabilityTool];
  ctx.log(`${corpus}: ${tools.map((t) => t.name).join(', ')} on ${pages.length} pages`);
  const runs: ToolRun[] = runTools(tools, corpus, pages, {
    parse: ctx.parse, release: ctx.release,
    onPage: (i, total) => { if (i % 100 === 0 || i === total) ctx.log(`  ${corpus} ${i}/${total}`); },
  });
  const readability = runs[runs.length - 1];
  const ratios = Object.fromEntries(runs.slice(0, -1).map((r) => [r.tool, medianTimeRatio(r, readability)]));
  return {
    name,
    json: { tools: runs.map(({ pages: _pages, ...summary }) => summary), medianTimeRatioVsReadability: ratios },
    markdown: renderMarkdown(runs, ratios),
    pages: perPage(pages, runs),
  };
}

/** One record per page with every tool's score and time, worst first for the first Pith run. */
function perPage(pages: CorpusPage[], runs: ToolRun[]) {
  const records = pages.map((page, i) => ({
    id: page.id, url: page.url, pageType: page.gold.pageType,
    tools: Object.fromEntries(runs.map((r) => [r.tool, r.pages[i]])),
  }));
  const first = runs[0].tool;
  return records.sort((a, b) => a.tools[first].score.f1 - b.tools[first].score.f1);
}

const f3 = (x: number | undefined) => (x === undefined ? '' : x.toFixed(3));
const f1 = (x: number) => x.toFixed(1);

function renderMarkdown(runs: ToolRun[], ratios: Record<string, number>): string {
  const wcxb = runs[0].score.byType !== undefined;
  const lines: string[] = [];
  const head = ['tool', 'precision', 'recall', 'F1', ...(wcxb ? ['with ↑', 'without ↓'] : []), 'median ms', 'p95 ms', 'failed'];
  lines.push(`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const r of runs) {
    const s = r.score;
    const cells = [r.tool, f3(s.precision), f3(s.recall), `**${f3(s.f1)}**`, ...(wcxb ? [f3(s.withRate), f3(s.withoutRate)] : []),
      f1(r.timing.medianMs), f1(r.timing.p95Ms), String(r.failed.length)];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('', `Pages: ${runs[0].score.pages}. Median per-page time ratio vs Readability (below 1 = faster): ` +
    Object.entries(ratios).map(([tool, ratio]) => `${tool} ${ratio.toFixed(2)}`).join(', ') + '.');
  if (wcxb) {
    lines.push('', `| page type | pages | ${runs.map((r) => r.tool).join(' | ')} |`, `|---|---:|${runs.map(() => '---:').join('|')}|`);
    for (const [type, { pages }] of Object.entries(runs[0].score.byType!)) {
      lines.push(`| ${type} | ${pages} | ${runs.map((r) => f3(r.score.byType![type]?.f1)).join(' | ')} |`);
    }
  }
  for (const r of runs) {
    for (const { id, error } of r.failed.slice(0, 20)) lines.push(`- failed: ${r.tool} ${id}: ${error}`);
    if (r.failed.length > 20) lines.push(`- failed: ${r.tool}: ${r.failed.length - 20} more in the JSON report`);
  }
  const worst = [...runs[0].pages].sort((a, b) => a.score.f1 - b.score.f1).slice(0, 10);
  lines.push('', `Worst pages for ${runs[0].tool}: ` + worst.map((p) => `${p.id} (${p.score.f1.toFixed(2)})`).join(', ') + '.');
  return lines.join('\n') + '\n';
}

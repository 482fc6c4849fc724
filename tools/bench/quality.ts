/**
 * The quality section: Pith (in each requested mode) and Readability.js on the same pages, same DOM library,
 * scored with the corpus's metric; per-page time of the extraction call alone. Then how well Pith's quality score
 * predicts each page's F1 in this run, and F1 per page language (the engine's, and the page's <html lang>).
 */
import type { CorpusPage } from './corpus';
import { isScored, SCORERS, type Scorer } from './scoring';
import { medianTimeRatio, summarise, type ToolRun } from './run-tool';
import type { BenchContext, SectionResult } from './section';
import { qualityOutcomes, qualityTools, TIMING_SAMPLE_EVERY } from './quality-runs';
import { foldFigures, foldTable, type FoldFigures } from './fold-figures';
import { collapseLine, countCollapses } from './collapses';
import { mayList } from './folds';
import { ablationGains, isAblation, renderAblation } from './ablation';
import { agreement, BAD_F1, hintCatch, type Agreement, type HintCatch, type Scored } from './correlation';
import { byLanguage, declaredLanguage, detectedLanguage, languageTable, type LanguageRow } from './languages';
import { THIN_QUALITY } from '../../src/engine/quality';
import shippedModel from '../../src/engine/quality/model.json';

export const name = 'quality';

export async function run(pages: CorpusPage[], ctx: BenchContext): Promise<SectionResult> {
  const corpus = ctx.corpus;
  if (!isScored(corpus)) {
    return { name, json: { skipped: `no gold text in ${corpus}` }, markdown: `_No quality figures: ${corpus} has no gold text._\n` };
  }
  const tools = qualityTools(ctx);
  ctx.log(`${corpus}: ${tools.map((t) => t.name).join(', ')} on ${pages.length} pages, ${ctx.args.jobs} job(s)`);
  const scorer = SCORERS[corpus];
  const outcomes = await qualityOutcomes(pages, ctx);
  const runs: ToolRun[] = tools.map((tool, t) => summarise(tool.name, outcomes[t], pages, scorer));
  const readability = runs[runs.length - 1];
  const ratios = Object.fromEntries(runs.slice(0, -1).map((r) => [r.tool, medianTimeRatio(r, readability)]));
  const prediction = qualityAgreement(runs[0]);
  const languages = { detected: byLanguage(pages, runs, scorer, detectedLanguage), declared: byLanguage(pages, runs, scorer, declaredLanguage) };
  const folds = foldFigures(pages, runs.map((r) => ({ tool: r.tool, scores: r.pages.map((p) => p.score) })), scorer);
  const collapses = countCollapses(pages.map((page, i) => ({ id: page.id, fold: page.fold, pith: runs[0].pages[i].score.f1, readability: readability.pages[i].score.f1 })));
  const ablation = ablationGains(runs, folds);
  const timing = timingNote(readability);
  return {
    name,
    json: { tools: runs.map(({ pages: _pages, ...summary }) => summary), medianTimeRatioVsReadability: ratios, timing, qualityScore: prediction, languages, folds, collapses, ablation },
    markdown: renderMarkdown(runs, ratios, pages, timing) + renderFolds(runs, folds, scorer, corpus) + `\n${collapseLine(runs[0].tool, collapses)}\n` +
      renderAblation(ablation) + renderPrediction(runs[0].tool, prediction) + renderLanguages(runs, languages, scorer),
    pages: perPage(pages, runs),
  };
}

/** Whether Readability.js's time was measured on every page or, with its cached texts, on the timing sample only. */
function timingNote(readability: ToolRun): string {
  const cached = readability.pages.filter((p) => p.cached).length;
  if (cached === 0) return `Readability.js ran on every page, in turn with Pith in the same process: time ratios over all pages.`;
  const timed = readability.pages.length - cached;
  return `Readability.js's text came from the cache (${cachedDirNote}) on ${cached} pages, which have no time; it ran afresh, in turn with Pith ` +
    `in the same process, on ${timed} pages (every ${TIMING_SAMPLE_EVERY}th, and any not cached): Readability.js's times and the time ratios are over those ${timed} pages only.`;
}

const cachedDirNote = 'bench-results/.cache, --no-cache to run it everywhere';

/** Each group of the corpus (all pages, then page types or languages) with folds 0-3 beside fold 4. */
function renderFolds(runs: ToolRun[], folds: FoldFigures, scorer: Scorer, corpus: string): string {
  const tools = runs.filter((r) => !isAblation(r.tool)).map((r) => r.tool);
  const daniel = corpus === 'daniel-dev';
  return ['', `F1 by fold (folds 0-3: development; fold 4: unseen, aggregate only)${scorer.group ? `, overall and per ${scorer.group.name}` : ''}` +
    `${daniel ? ', with precision' : ''}; metric: ${scorer.metric}.`, '', foldTable(folds, tools, scorer.group?.name ?? 'pages', { withPrecision: daniel }), ''].join('\n');
}

interface Prediction { agreement: Agreement; hint: HintCatch }

/** The first Pith run's quality score against its page F1 (pages it failed on are left out: they have no score). */
function qualityAgreement(run: ToolRun): Prediction {
  const scored: Scored[] = run.pages.flatMap((p) => (p.quality ? [{ predicted: p.quality.score, f1: p.score.f1 }] : []));
  return { agreement: agreement(scored), hint: hintCatch(scored, THIN_QUALITY) };
}

function renderPrediction(tool: string, { agreement: a, hint }: Prediction): string {
  const oof = shippedModel.provenance.outOfFold;
  return ['', `Quality score of ${tool} against page F1 in this run (${a.pages} pages): Pearson ${f3(a.pearson)}, Spearman ${f3(a.spearman)}. ` +
    `"Try recall" hint (score < ${THIN_QUALITY}): ${hint.caught} of ${hint.bad} bad pages (F1 < ${BAD_F1}) caught, ${hint.flagged} of ${hint.good} good pages flagged. ` +
    `The model saw these corpora in training; out of fold (by domain) it measured Pearson ${f3(oof.both.pearson)}, Spearman ${f3(oof.both.spearman)} ` +
    `(quality/model.json, ${shippedModel.provenance.commit}).`, ''].join('\n');
}

/** Per-language F1 tables, every tool on the same groups of pages. */
function renderLanguages(runs: ToolRun[], languages: { detected: LanguageRow[]; declared: LanguageRow[] }, scorer: Scorer): string {
  const tools = runs.map((r) => r.tool).filter((tool) => !isAblation(tool));
  return ['', `F1 per page language, by the language Pith settled on (metadata.language: declared, else detected), then by the page's own <html lang>; metric: ${scorer.metric}.`, '',
    ...languageTable('language', languages.detected, tools), '', ...languageTable('<html lang>', languages.declared, tools), ''].join('\n');
}

/** One record per page with every tool's score and time, worst first for the first Pith run. */
function perPage(pages: CorpusPage[], runs: ToolRun[]) {
  const records = pages.map((page, i) => ({
    id: page.id, url: page.url, fold: page.fold, pageType: page.gold.pageType, language: page.gold.language,
    tools: Object.fromEntries(runs.map((r) => [r.tool, r.pages[i]])),
  }));
  const first = runs[0].tool;
  return records.sort((a, b) => a.tools[first].score.f1 - b.tools[first].score.f1);
}

/** Pages the engine flagged low value: the corpora are all real content, so each is a false alarm or empty gold. */
function lowValueLine(run: ToolRun, pages: CorpusPage[]): string {
  const flagged = run.pages.filter((p) => p.lowValue);
  const listable = run.pages.filter((p, i) => p.lowValue && mayList(pages[i]));
  const reasons = new Map<string, number>();
  for (const p of flagged) reasons.set(p.lowValue!, (reasons.get(p.lowValue!) ?? 0) + 1);
  const list = [...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ');
  return `Flagged low value by ${run.tool}: ${flagged.length} of ${run.pages.length} pages${list ? ` (${list}${listable.length ? `; folds 0-3: ${listable.slice(0, 12).map((p) => p.id).join(', ')}` : ''})` : ''}.`;
}

const f3 = (x: number | undefined) => (x === undefined ? '' : x.toFixed(3));
const f1 = (x: number) => x.toFixed(1);

function renderMarkdown(runs: ToolRun[], ratios: Record<string, number>, pages: CorpusPage[], timing: string): string {
  const listable = new Set(pages.filter(mayList).map((p) => p.id));
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
    Object.entries(ratios).map(([tool, ratio]) => `${tool} ${ratio.toFixed(2)}`).join(', ') + '. ' + timing);
  if (wcxb) {
    lines.push('', `| page type | pages | ${runs.map((r) => r.tool).join(' | ')} |`, `|---|---:|${runs.map(() => '---:').join('|')}|`);
    for (const [type, { pages }] of Object.entries(runs[0].score.byType!)) {
      lines.push(`| ${type} | ${pages} | ${runs.map((r) => f3(r.score.byType![type]?.f1)).join(' | ')} |`);
    }
  }
  // Page ids are printed for folds 0-3 only: fold 4's failures are counted, never named.
  for (const r of runs) {
    const named = r.failed.filter((f) => listable.has(f.id));
    for (const { id, error } of named.slice(0, 20)) lines.push(`- failed: ${r.tool} ${id}: ${error}`);
    if (r.failed.length > Math.min(20, named.length)) lines.push(`- failed: ${r.tool}: ${r.failed.length - Math.min(20, named.length)} more (unseen fold or past 20; fold 4 never named)`);
  }
  lines.push('', ...runs.filter((r) => r.tool.startsWith('pith') && !isAblation(r.tool)).map((r) => lowValueLine(r, pages)));
  const worst = runs[0].pages.filter((p) => listable.has(p.id)).sort((a, b) => a.score.f1 - b.score.f1).slice(0, 10);
  lines.push('', `Worst pages for ${runs[0].tool} (folds 0-3 only): ` + worst.map((p) => `${p.id} (${p.score.f1.toFixed(2)})`).join(', ') + '.');
  return lines.join('\n') + '\n';
}

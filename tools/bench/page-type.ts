/**
 * The pagetype section: the page-type classifier (src/engine/page-type) against WCXB's page types. On wcxb-dev
 * the shipped model was trained on these very pages, so the section's accuracy is in-sample; the out-of-fold
 * figure (folds split by domain) is the training's, printed beside it from the model's provenance. Time is the
 * scan and classification of a parsed page (the pipeline's `classify` step).
 */
import type { CorpusPage } from './corpus';
import type { BenchContext, SectionResult } from './section';
import { median } from './metrics';
import { scanDocument } from '../../src/engine/metadata/sources/scan';
import { classifyPage, PAGE_TYPES } from '../../src/engine/page-type';
import MODEL from '../../src/engine/page-type/model.json';

export const name = 'pagetype';

export async function run(pages: CorpusPage[], ctx: BenchContext): Promise<SectionResult> {
  const typed = pages.filter((p) => p.gold.pageType && p.gold.pageType !== 'unknown');
  if (typed.length === 0) return { name, json: { skipped: `no page types in ${ctx.corpus}` }, markdown: `_No page types in ${ctx.corpus}._\n` };
  const records = typed.map((page) => {
    const document = ctx.parse(page.html, page.url);
    const started = performance.now();
    const predicted = classifyPage(scanDocument(document), page.url);
    const ms = performance.now() - started;
    ctx.release(document);
    return { id: page.id, gold: page.gold.pageType!, predicted, ms };
  });
  const accuracy = records.filter((r) => r.gold === r.predicted).length / records.length;
  const provenance = (MODEL as { provenance?: { outOfFoldAccuracy?: number; split?: string } }).provenance;
  const markdown = [
    `Accuracy ${accuracy.toFixed(3)} on ${records.length} pages (in-sample where the model was trained: wcxb-dev); ` +
      `out-of-fold on wcxb-dev ${provenance?.outOfFoldAccuracy ?? '?'} (${provenance?.split ?? '?'}). ` +
      `Median scan + classification ${median(records.map((r) => r.ms)).toFixed(1)} ms per page.`,
    '', confusionTable(records.map((r) => r.gold), records.map((r) => r.predicted)), '',
  ].join('\n');
  return { name, json: { accuracy, pages: records.length, outOfFold: provenance }, markdown, pages: records.filter((r) => r.gold !== r.predicted) };
}

/** Rows gold, columns predicted, with each row's recall. */
export function confusionTable(gold: readonly string[], predicted: readonly string[]): string {
  const types: readonly string[] = PAGE_TYPES;
  const m = types.map(() => types.map(() => 0));
  gold.forEach((g, n) => {
    const row = types.indexOf(g);
    const col = types.indexOf(predicted[n]);
    if (row >= 0 && col >= 0) m[row][col]++;
  });
  const rows = types.map((type, g) => {
    const total = m[g].reduce((s, v) => s + v, 0);
    return `| ${type} | ${m[g].join(' | ')} | ${total ? (m[g][g] / total).toFixed(3) : ''} |`;
  });
  return [`| gold \\ predicted | ${types.join(' | ')} | recall |`, `|---|${types.map(() => '---:').join('|')}|---:|`, ...rows].join('\n');
}

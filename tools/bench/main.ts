/**
 * `npm run bench [-- [folder] --corpus all|scrapinghub|wcxb-dev|dragnet|cleaneval|daniel-dev|readability-pages[,...]
 *  --mode standard|fast|precision|recall|all --limit N --every N --offset N --out DIR
 *  --sections quality,structure,metadata,pagetype,images --dom linkedom|jsdom|happy-dom --page-types FILE --type T --ablate
 *  --no-budget --jobs N --no-cache --cache-dir DIR --against OLD_OUT_DIR
 *  --ablate-rules ID,...|all]`
 * Runs every section of SECTIONS over each corpus (default all five scored ones), prints the tables and writes, per
 * corpus, a JSON report, a Markdown report and each section's per-page records (with each page's fold) into the out
 * folder (default bench-results/). Quality figures show folds 0-3 beside the unseen fold 4, which is only ever an
 * aggregate: no printed list names a fold-4 page. `--jobs N` shares the quality section's pages among N worker
 * processes; Readability.js's text is cached in bench-results/.cache and timed afresh on a sample every run.
 * `--against` compares with an earlier run; `--ablate-*` prints each rule's or switch's gain per fold group.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBenchArgs, type BenchArgs } from './args';
import { benchContext, selectPages } from './context';
import { missingSplitsNote } from './folds';
import { compare, readReport, renderComparison } from './compare';
import { resolveRuleIds } from './ablation';
import type { BenchSection, SectionResult } from './section';
import * as quality from './quality';
import * as structure from './structure';
import * as metadata from './metadata';
import * as pagetype from './page-type';
import * as images from './images';

/** The sections run for every corpus, in report order (`--sections` picks some). Add one entry per module. */
export const SECTIONS: { name: string; run: BenchSection }[] = [
  { name: quality.name, run: quality.run },
  { name: structure.name, run: structure.run },
  { name: metadata.name, run: metadata.run },
  { name: pagetype.name, run: pagetype.run },
  { name: images.name, run: images.run },
];

async function main(argv: string[]): Promise<void> {
  const parsed = parseBenchArgs(argv);
  const args = { ...parsed, ablateRules: resolveRuleIds(parsed.ablateRules) };
  const unknown = args.sections?.filter((name) => !SECTIONS.some((s) => s.name === name)) ?? [];
  if (unknown.length) throw new Error(`--sections: unknown ${unknown.join(', ')} (known: ${SECTIONS.map((s) => s.name).join(', ')})`);
  mkdirSync(args.out, { recursive: true });
  const summary: string[] = [];
  const noSplits = missingSplitsNote();
  if (noSplits) { process.stderr.write(`bench: ${noSplits}\n`); summary.push(`> ${noSplits}\n`); }
  for (const target of args.targets) {
    const pages = selectPages(args, target);
    const ctx = benchContext(args, target, pages, (line) => process.stderr.write(`${line}\n`));
    const results: SectionResult[] = [];
    for (const section of SECTIONS.filter((s) => args.sections === undefined || args.sections.includes(s.name))) {
      results.push(await section.run(pages, ctx));
    }
    const markdown = renderCorpus(target.corpus, pages.length, args, results);
    process.stdout.write(`\n${markdown}`);
    summary.push(markdown);
    writeReports(args, target.corpus, pages.length, results, markdown);
  }
  if (args.against) {
    const comparison = renderComparison(args.targets.map((t) => compare(t.corpus, readReport(args.against!, t.corpus), readReport(args.out, t.corpus))), args.against);
    process.stdout.write(`\n${comparison}`);
    summary.push(comparison);
  }
  writeFileSync(join(args.out, 'summary.md'), summary.join('\n'));
  process.stderr.write(`reports written to ${args.out}/\n`);
}

function renderCorpus(corpus: string, pages: number, args: BenchArgs, results: SectionResult[]): string {
  const sampled = args.every > 1 ? `, every ${args.every}th page${args.offset ? ` from offset ${args.offset}` : ''}` : '';
  const header = `## ${corpus} (${pages} pages${sampled}, DOM ${args.dom}, modes ${args.modes.join(', ')})\n`;
  return [header, ...results.map((r) => `### ${r.name}\n\n${r.markdown}`)].join('\n');
}

function writeReports(args: BenchArgs, corpus: string, pages: number, results: SectionResult[], markdown: string): void {
  const meta = { corpus, pages, modes: args.modes, dom: args.dom, limit: args.limit ?? null, every: args.every, offset: args.offset, date: new Date().toISOString(), node: process.version };
  const json = { ...meta, sections: Object.fromEntries(results.map((r) => [r.name, r.json])) };
  writeFileSync(join(args.out, `${corpus}.json`), JSON.stringify(json, null, 2));
  writeFileSync(join(args.out, `${corpus}.md`), `# Pith benchmark, ${meta.date}\n\n${markdown}`);
  for (const r of results) {
    if (r.pages !== undefined) writeFileSync(join(args.out, `${corpus}.${r.name}.pages.json`), JSON.stringify(r.pages, null, 1));
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

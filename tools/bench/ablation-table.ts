/**
 * `npx tsx tools/bench/ablation-table.ts DIR [DIR...]`: one table of every ablated rule over every corpus, from the
 * out folders of `--ablate-rules` runs (each corpus from the first folder holding its report). Per rule and corpus:
 * its gain on folds 0-3 and on fold 4 (the corpus's headline metric, from the report); over all corpora, the pages
 * whose F1 it changes and the collapses switching it off adds (from the per-page records, counted per fold group
 * only: no page of fold 4 is named).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_CORPORA } from './args';
import { isCollapse } from './collapses';
import { foldGroup, type FoldGroup } from './folds';
import type { Gain } from './ablation';
import { RULES } from '../../src/engine/registry';

/** A value for each of the two fold groups every cell shows. */
type Pair = Record<Exclude<FoldGroup, 'no fold'>, number>;

/** What the table reads of one corpus: the report's gains and, per page, its fold and each tool's F1. */
export interface CorpusAblation {
  corpus: string;
  gains: Gain[];
  pages: { fold?: number; tools: Record<string, { score: { f1: number } }> }[];
}

export interface AblationRow {
  rule: string;
  stage: string;
  /** Corpus -> gain per fold group (absent: the corpus's run did not ablate this rule). */
  gain: Record<string, Partial<Pair>>;
  /** Pages whose F1 changes without the rule, over all corpora. */
  changed: Pair;
  /** Collapses without the rule minus collapses with it, over all corpora. */
  collapsesAdded: Pair;
}

const zero = (): Pair => ({ 'folds 0-3': 0, 'fold 4': 0 });

export function ablationRows(corpora: readonly CorpusAblation[]): AblationRow[] {
  const rows = new Map<string, AblationRow>();
  for (const { corpus, gains, pages } of corpora) {
    const plain = Object.keys(pages[0]?.tools ?? {})[0];
    const readability = Object.keys(pages[0]?.tools ?? {}).find((tool) => tool === 'readability');
    for (const { switchedOff, gain } of gains) {
      const rule = switchedOff.replace(/^rule:/, '');
      const row = rows.get(rule) ?? { rule, stage: RULES.find((r) => r.id === rule)?.stage ?? '?', gain: {}, changed: zero(), collapsesAdded: zero() };
      rows.set(rule, row);
      row.gain[corpus] = { 'folds 0-3': gain['folds 0-3'], 'fold 4': gain['fold 4'] };
      const tool = Object.keys(pages[0]?.tools ?? {}).find((t) => t.endsWith(`ablated ${switchedOff}`));
      if (!tool || !plain) continue;
      for (const page of pages) {
        const group = foldGroup(page.fold);
        if (group === 'no fold') continue;
        const [withRule, without] = [page.tools[plain].score.f1, page.tools[tool].score.f1];
        if (Math.abs(withRule - without) > 1e-9) row.changed[group]++;
        if (readability) {
          const other = page.tools[readability].score.f1;
          row.collapsesAdded[group] += Number(isCollapse({ id: '', pith: without, readability: other })) - Number(isCollapse({ id: '', pith: withRule, readability: other }));
        }
      }
    }
  }
  return [...rows.values()];
}

export function renderAblationTable(rows: readonly AblationRow[], corpora: readonly string[]): string {
  const head = `| rule | stage | ${corpora.map((c) => `${c} 0-3 / 4`).join(' | ')} | pages changed 0-3 / 4 | collapses added 0-3 / 4 |`;
  const lines = [head, `|---|---|${corpora.map(() => '---:').join('|')}|---:|---:|`];
  for (const row of rows) {
    const cells = corpora.map((c) => (row.gain[c] ? `${signed(row.gain[c]['folds 0-3'])} / ${signed(row.gain[c]['fold 4'])}` : ''));
    lines.push(`| ${row.rule} | ${row.stage} | ${cells.join(' | ')} | ${row.changed['folds 0-3']} / ${row.changed['fold 4']} | ${row.collapsesAdded['folds 0-3']} / ${row.collapsesAdded['fold 4']} |`);
  }
  return lines.join('\n') + '\n';
}

function signed(x: number | undefined): string {
  return x === undefined ? '-' : `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;
}

function readCorpus(dirs: readonly string[], corpus: string): CorpusAblation | undefined {
  for (const dir of dirs) {
    const report = join(dir, `${corpus}.json`), pages = join(dir, `${corpus}.quality.pages.json`);
    if (!existsSync(report) || !existsSync(pages)) continue;
    const gains = (JSON.parse(readFileSync(report, 'utf8')) as { sections: { quality?: { ablation?: Gain[] } } }).sections.quality?.ablation;
    if (gains?.length) return { corpus, gains, pages: JSON.parse(readFileSync(pages, 'utf8')) as CorpusAblation['pages'] };
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    process.stderr.write('usage: tsx tools/bench/ablation-table.ts DIR [DIR...]\n');
    process.exit(1);
  }
  const corpora = BENCH_CORPORA.flatMap((corpus) => readCorpus(dirs, corpus) ?? []);
  process.stdout.write(renderAblationTable(ablationRows(corpora), corpora.map((c) => c.corpus)));
}

/**
 * Rule ablation: Pith once more per rule switched off (`--ablate-rules`) or per Tuning switch flipped
 * (`--ablate-tuning`), each beside the plain run on the same pages, so a rule's gain (F1 with it minus F1
 * without it) is measured on folds 0-3 and on fold 4 separately.
 */
import type { BenchContext } from './section';
import { pithTool, type Tool } from './tools';
import type { FoldFigures } from './fold-figures';
import type { ToolRun } from './run-tool';
import { ALL } from './fold-figures';
import type { FoldGroup } from './folds';

/** Tool names of ablated runs start with this, after the mode: `pith:standard without rule:ID`. */
const MARK = ' without ';

export function isAblation(tool: string): boolean {
  return tool.includes(MARK);
}

export function ablationTools(ctx: BenchContext): Tool[] {
  if (ctx.args.ablateRules || ctx.args.ablateTuning) throw new Error('rule ablation is not available yet');
  return [];
}

export interface Gain { switchedOff: string; gain: Partial<Record<FoldGroup, number>> }

/** Each ablated run's gain: the plain run's F1 minus the ablated run's, per fold group (positive: the rule helps). */
export function ablationGains(runs: ToolRun[], folds: FoldFigures): Gain[] {
  const plain = runs[0].tool;
  return runs.filter((r) => isAblation(r.tool)).map((r) => ({
    switchedOff: r.tool.slice(r.tool.indexOf(MARK) + MARK.length),
    gain: Object.fromEntries(Object.entries(folds[ALL] ?? {}).map(([fold, cell]) => [fold, cell[plain].f1 - cell[r.tool].f1])),
  }));
}

export function renderAblation(gains: Gain[]): string {
  if (gains.length === 0) return '';
  const folds = [...new Set(gains.flatMap((g) => Object.keys(g.gain)))] as FoldGroup[];
  const lines = ['', 'Ablation: gain of each rule or switch (F1 with it minus F1 without it; positive: it helps).', '',
    `| switched off | ${folds.map((f) => `gain ${f}`).join(' | ')} |`, `|---|${folds.map(() => '---:').join('|')}|`];
  for (const g of gains) lines.push(`| ${g.switchedOff} | ${folds.map((f) => signed(g.gain[f])).join(' | ')} |`);
  return lines.join('\n') + '\n';
}

function signed(x: number | undefined): string {
  return x === undefined ? '' : `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;
}

/**
 * Rule ablation: Pith once more per registered rule switched off (`--ablate-rules`), each beside the plain run on
 * the same pages, so a rule's gain (F1 with it minus F1 without it) is measured on folds 0-3 and on fold 4 separately.
 */
import type { BenchContext } from './section';
import { pithTool, type Tool } from './tools';
import { ALL, type FoldFigures } from './fold-figures';
import type { ToolRun } from './run-tool';
import type { FoldGroup } from './folds';
import { RULE_IDS } from '../../src/engine/registry';
import type { Options } from '../../src/engine/options';

/** Tool names of ablated runs carry this after the mode: `pith:standard ablated rule:ID`. */
const MARK = ' ablated ';

export function isAblation(tool: string): boolean {
  return tool.includes(MARK);
}

/** Pith once more per ablation asked for (rule ids already resolved by `resolveRuleIds`). */
export function ablationTools(ctx: BenchContext): Tool[] {
  const variant = (label: string, extra: Partial<Options>) =>
    pithTool(ctx.mode, ctx.pageTypeOf, (url) => ({ ...ctx.pageOptions?.(url), ...extra }), `${MARK.trim()} ${label}`);
  return (ctx.args.ablateRules ?? []).map((id) => variant(`rule:${id}`, { disabledRules: [id] }));
}

/** `all` becomes every registered rule id; an unknown id is a clear error before any page is read. */
export function resolveRuleIds(ids: string[] | undefined): string[] | undefined {
  if (!ids) return ids;
  const unknown = ids.filter((id) => id !== 'all' && !RULE_IDS.includes(id));
  if (unknown.length) throw new Error(`--ablate-rules: unknown rule id ${unknown.join(', ')} (see src/engine/registry)`);
  return ids.includes('all') ? [...RULE_IDS] : ids;
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
  const lines = ['', 'Ablation: gain of each rule (F1 with it minus F1 without it; positive: it helps).', '',
    `| switched off | ${folds.map((f) => `gain ${f}`).join(' | ')} |`, `|---|${folds.map(() => '---:').join('|')}|`];
  for (const g of gains) lines.push(`| ${g.switchedOff} | ${folds.map((f) => signed(g.gain[f])).join(' | ')} |`);
  return lines.join('\n') + '\n';
}

function signed(x: number | undefined): string {
  return x === undefined ? '' : `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;
}

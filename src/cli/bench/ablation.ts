/**
 * Rule ablation: Pith once more per rule switched off (`--ablate-rules`) or per Tuning switch flipped
 * (`--ablate-tuning`), each beside the plain run on the same pages, so a rule's gain (F1 with it minus F1
 * without it) is measured on folds 0-3 and on fold 4 separately.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchContext } from './section';
import { pithTool, type Tool } from './tools';
import { ALL, type FoldFigures } from './fold-figures';
import type { ToolRun } from './run-tool';
import type { FoldGroup } from './folds';
import { MODE_TUNING, type Tuning } from '../../engine/rules/thresholds';
import { PROFILES } from '../../engine/rules/profiles';
import type { Options } from '../../engine/options';

/** Tool names of ablated runs carry this after the mode: `pith:standard ablated rule:ID`, `pith:standard ablated tuning:FIELD=false`. */
const MARK = ' ablated ';

export function isAblation(tool: string): boolean {
  return tool.includes(MARK);
}

/** Pith once more per ablation asked for (rule ids already resolved by `resolveRuleIds`). */
export function ablationTools(ctx: BenchContext): Tool[] {
  const variant = (label: string, extra: Partial<Options>) =>
    pithTool(ctx.mode, ctx.pageTypeOf, (url) => ({ ...ctx.pageOptions?.(url), ...extra }), `${MARK.trim()} ${label}`);
  return [
    ...(ctx.args.ablateRules ?? []).map((id) => variant(`rule:${id}`, { disabledRules: [id] })),
    ...(ctx.args.ablateTuning ?? []).map((spec) => {
      const { field, value } = parseTuningSpec(spec);
      return variant(`tuning:${field}=${String(value)}`, { tuningOverrides: { [field]: value } as Partial<Tuning> });
    }),
  ];
}

/** Where the rule registry is expected; another part of the engine builds it, so the bench must work without it. */
const REGISTRY = new URL('../../engine/rules/registry.ts', import.meta.url);

/** `all` becomes every id of the registry's `RULE_IDS`; without a registry, `all` is a clear error. */
export async function resolveRuleIds(ids: string[] | undefined): Promise<string[] | undefined> {
  if (!ids?.includes('all')) return ids;
  const path = fileURLToPath(REGISTRY);
  if (!existsSync(path)) throw new Error(`--ablate-rules all: no rule registry is present (expected ${path} exporting RULE_IDS); name rule ids, or ablate Tuning switches with --ablate-tuning`);
  const registry = (await import(REGISTRY.href)) as { RULE_IDS?: readonly string[] };
  if (!registry.RULE_IDS) throw new Error(`--ablate-rules all: ${path} exports no RULE_IDS`);
  return [...new Set([...ids.filter((id) => id !== 'all'), ...registry.RULE_IDS])];
}

/** Every Tuning field a mode or a page-type profile sets: the fields an ablation can name. */
export const TUNING_FIELDS: readonly string[] = [...new Set([...Object.values(MODE_TUNING), ...Object.values(PROFILES)].flatMap((t) => Object.keys(t)))].sort();

/**
 * `FIELD` switches a Tuning field off (false): on every page where a mode or profile turns it on, it is flipped, and
 * pages where it is off are unchanged. `FIELD=VALUE` sets it to `true`, `false` or a number (a threshold's `0 = never`).
 */
export function parseTuningSpec(spec: string): { field: string; value: boolean | number } {
  const [field, raw] = spec.split('=', 2).map((part) => part.trim());
  if (!TUNING_FIELDS.includes(field)) throw new Error(`--ablate-tuning: unknown Tuning field "${field}" (known: ${TUNING_FIELDS.join(', ')})`);
  if (raw === undefined || raw === 'false') return { field, value: false };
  if (raw === 'true') return { field, value: true };
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n)) throw new Error(`--ablate-tuning: ${field}'s value must be true, false or a number, got "${raw}"`);
  return { field, value: n };
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

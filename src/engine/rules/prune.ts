/**
 * Pruning inside the chosen subtree: link-heavy blocks, boilerplate named by class/id (bylines, share rows,
 * related lists), and the heading that repeats the page title. Figures and captions are not pruned in any mode
 * (dom/figures.ts: the text output leaves their words out). Top-down: a pruned block takes its subtree,
 * and a parent is judged on its full text before any child is touched. Thresholds come from the mode.
 */
import type { Removal } from '../types';
import type { Deadline } from '../dom/deadline';
import type { StatsMap } from '../dom/stats';
import { HEADING_TAGS } from '../dom/tags';
import { classAndId, describe, walkElements } from '../dom/walk';
import type { Tuning } from '../registry/tuning';
import { stamp } from '../registry/rule';
import { dominantItems, templateTexts, textKey } from './items';
import * as dom from '../dom/read';
import type { LinkTargets } from './chrome';
import {
  PRUNABLE, PRUNE_RULES, VOCABULARY_MAX_CHARS, boilerplateNames, linkDense,
  type BlockContext, type PassContext, type PruneBlock, type PruneExemption, type PrunePass, type PruneRule,
} from './prune-rules';
import { SHORT_BLOCK_CHARS, WRAPPER_LEVELS } from '../shared/facts';

/** Adds what pruning removes inside `elements` to `dropped` (read-only, like cleaning). */
export function prune(
  elements: Element[], stats: StatsMap, tuning: Tuning, title: string, removed: Removal[], dropped: WeakSet<Element>,
  deadline?: Deadline,
): void {
  const active = tuning.rules.pick(PRUNE_RULES);
  const blocks = active.filter((rule): rule is PruneRuleOf<PruneBlock> => 'judges' in rule.apply);
  const exemptions = active.filter((rule): rule is PruneRuleOf<PruneExemption> => 'spares' in rule.apply);
  const sparing = new Map(blocks.map((rule) => [rule.id, exemptions.filter((e) => e.apply.spares.includes(rule.id))]));
  let firstHeadingSeen = false;
  // Past the deadline the walks skip what is left (each visit returns at once): what was pruned stays pruned.
  let late = false;
  const overdue = (): boolean => late || (late = deadline?.tick() ?? false);
  // On a page that is a list of items (./items.ts), an item's title link is its text, not a link row.
  const linkRuns = tuning.rules.has('count-linked-title-runs');
  const items = tuning.listingShare > 0 ? dominantItems(elements, stats, tuning.listingShare, linkRuns, linkRuns ? (el) => namedFurniture(el, stats, tuning) : undefined) : new Set<Element>();
  const inItem = new WeakSet<Element>();
  const template = templateTexts(items, (el) => linkDense(el, stats, tuning));
  // The blocks that hold the list are not link rows either, though they are as link-dense as their items.
  const holdsItems = new Set<Element>();
  const targets: LinkTargets = new Map();
  // Asked only by the verdict's last tests (cellValue climbs three parents): most blocks are decided before.
  const spared = (el: Element): boolean => holdsItems.has(el) || cellValue(el, stats) || (inItem.has(el) && linkDense(el, stats, tuning) && !template.has(textKey(el)));

  for (const item of items) {
    for (let up = dom.parentElement(item); up && !holdsItems.has(up); up = dom.parentElement(up)) {
      holdsItems.add(up);
      if (elements.includes(up)) break;
    }
  }
  const ctx: BlockContext = { el: elements[0], tag: '', stats, tuning, title, firstHeading: true, spared, inItemField: false, targets };
  for (const container of elements) {
    walkElements(container, (el) => {
      if (overdue() || !stats.has(el)) return false; // dropped by cleaning, or out of time
      // Without items (most pages) nothing is in one: the parent is not read.
      if (items.size > 0 && (items.has(el) || (dom.parentElement(el) && inItem.has(dom.parentElement(el)!)))) inItem.add(el);
      ctx.el = el;
      ctx.tag = dom.tagName(el);
      ctx.firstHeading = !firstHeadingSeen;
      ctx.inItemField = inItem.has(el) && !items.has(el);
      const verdict = judge(ctx, blocks, sparing);
      if (HEADING_TAGS.has(ctx.tag)) firstHeadingSeen = true;
      if (!verdict) return true;
      dropped.add(el);
      removed.push({ step: 'prune', selector: describe(el), reason: verdict.reason, chars: stats.get(el)?.chars ?? 0, rule: verdict.rule });
      return false;
    });
  }
  const pass: PassContext = { elements, stats, tuning, title, removed, dropped, items, overdue };
  for (const rule of active) {
    if (!('pass' in rule.apply) || (!rule.apply.late && overdue())) continue;
    const from = removed.length;
    rule.apply.pass(pass);
    stamp(removed, from, rule.id);
  }
}

type PruneRuleOf<A = PruneBlock | PruneExemption | PrunePass> = PruneRule & { apply: A };

/** The first block rule that names the block and that no exemption spares it from. */
function judge(ctx: BlockContext, blocks: readonly PruneRuleOf<PruneBlock>[], sparing: Map<string, PruneRuleOf<PruneExemption>[]>): { reason: string; rule: string } | null {
  for (const rule of blocks) {
    const reason = rule.apply.judges(ctx);
    if (reason && !sparing.get(rule.id)!.some((e) => e.apply.test(ctx))) return { reason, rule: rule.id };
  }
  return null;
}

/** A block pruning removes by its class/id words alone (the vocabulary rules, without the item context). */
function namedFurniture(el: Element, stats: StatsMap, tuning: Tuning): boolean {
  const s = stats.get(el);
  if (!s || !PRUNABLE.has(dom.tagName(el)) || s.chars >= VOCABULARY_MAX_CHARS) return false;
  const names = classAndId(el);
  return tuning.pruneNames?.test(names) === true || (tuning.rules.has('prune-boilerplate-names') && boilerplateNames(names));
}

/**
 * A list (its wrapper, its items) that is a small table cell's value, an infobox's "Used with" list of links: the table
 * was judged whole, so link density does not take its cells apart. A large
 * cell is a layout table's column holding a page, whose link rows are still pruned.
 */

function cellValue(el: Element, stats: StatsMap): boolean {
  let up = dom.parentElement(el);
  for (let level = 0; up && level < WRAPPER_LEVELS; level++, up = dom.parentElement(up)) {
    if (dom.tagName(up) === 'TD' || dom.tagName(up) === 'TH') return (stats.get(up)?.chars ?? Infinity) <= SHORT_BLOCK_CHARS;
  }
  return false;
}

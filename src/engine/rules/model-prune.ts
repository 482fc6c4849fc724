/**
 * The learned scorer's place in the cascade: after the rules have chosen and pruned the content, the blocks left
 * inside it that the model gives less than the blockScoreFloor option (its probability of being content) are pruned
 * too. The rules stay in charge of what they are sure of (selection, named boilerplate); the model judges the
 * text blocks they let through: user stats, "7 Likes", stray captions and labels. Off when the floor is 0.
 */
import type { RemovalLog } from '../registry/rule';
import type { StatsMap } from '../dom/stats';
import { describe } from '../dom/walk';
import { blockFeatures, judgedBlocks } from './block-features';
import { scoreBlock, type LoadedModel } from './block-model';

export interface ModelPruneInput {
  document: Document;
  root: Element;
  containers: Element[];
  stats: StatsMap;
  dropped: WeakSet<Element>;
  model: LoadedModel;
  floor: number;
  /** Read the rendered layout when the model uses it (a mode that reads computed style). */
  layout: boolean;
  removed: RemovalLog;
}

export function pruneByModel(input: ModelPruneInput): void {
  const { stats, dropped, model } = input;
  const blocks = judgedBlocks(input.containers, stats, dropped);
  if (blocks.length === 0) return;
  const page = { ...input, layout: input.layout && model.usesLayout };
  const vectors = blockFeatures(page, blocks);
  blocks.forEach((el, i) => {
    const p = scoreBlock(model, vectors[i]);
    if (p >= input.floor) return;
    dropped.add(el);
    input.removed.push({ step: 'prune', selector: describe(el), reason: `block model ${p.toFixed(2)}`, chars: stats.get(el)?.chars ?? 0 });
  });
}

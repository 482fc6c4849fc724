/**
 * From dumped pages to the trainer's rows, and from predictions back to page-level figures: for each candidate floor,
 * the mean word F1 the pages would get if the blocks scoring under it were pruned from the rules' content (the WCXB
 * metric, bag-of-words overlap, simulated from each block's token and overlap counts: ./dump.ts). The bench measures
 * the real output; this is what picks the floor without running the engine again.
 */
import { scoreBlock, type LoadedModel } from '../../src/engine/rules/block-model';
import type { PageRecord } from './dump';
import type { Dataset } from './gbdt';

/** A block is content when at least this share of its trigrams is in the gold. */
export const CONTENT_SHARE = 0.5;
export const FLOORS = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5];

export type Predictions = Map<PageRecord, number[]>;

/**
 * Rows, labels and weights: each page weighs 1 in all, shared among its blocks by their words (+1), so a page of 500
 * blocks does not outweigh fifty pages, and a block weighs what it can change in its page's F1.
 */
export function trainingSet(pages: readonly PageRecord[]): Dataset {
  const x: number[][] = [];
  const y: number[] = [];
  const w: number[] = [];
  for (const page of pages) {
    const total = page.blocks.reduce((n, b) => n + b.n + 1, 0);
    for (const b of page.blocks) {
      x.push(b.x);
      y.push(b.share >= CONTENT_SHARE ? 1 : 0);
      w.push(((b.n + 1) / total) * 100);
    }
  }
  return { x, y, w };
}

export function pagePredictions(model: LoadedModel, pages: readonly PageRecord[]): Predictions {
  return new Map(pages.map((page) => [page, page.blocks.map((b) => scoreBlock(model, b.x))]));
}

export interface Figures { pages: number; f1: number; precision: number; recall: number }

export function evaluate(pages: readonly PageRecord[], predictions: Predictions) {
  const corpora = [...new Set(pages.map((p) => p.corpus))];
  const byCorpus = (floor: number): Record<string, Figures> =>
    Object.fromEntries(corpora.map((c) => [c, simulate(pages.filter((p) => p.corpus === c), predictions, floor)]));
  return {
    blocks: blockFigures(pages, predictions),
    rulesOnly: byCorpus(0),
    floors: FLOORS.map((floor) => ({ floor, corpora: byCorpus(floor) })),
  };
}

/** The mean page figures if each page's blocks scoring under `floorOf(page)` were pruned (0 prunes nothing). */
export function simulate(pages: readonly PageRecord[], predictions: Predictions, floor: number | ((page: PageRecord) => number)): Figures {
  const floorOf = typeof floor === 'number' ? () => floor : floor;
  let f1 = 0;
  let precision = 0;
  let recall = 0;
  for (const page of pages) {
    const p = predictions.get(page)!;
    const pageFloor = floorOf(page);
    let pred = page.contentTokens;
    let overlap = page.contentOverlap;
    page.blocks.forEach((b, i) => {
      if (p[i] < pageFloor) { pred -= b.n; overlap -= b.m; }
    });
    const pageP = pred <= 0 ? (page.goldTokens === 0 ? 1 : 0) : overlap / pred;
    const pageR = page.goldTokens === 0 ? (pred <= 0 ? 1 : 0) : overlap / page.goldTokens;
    const pageF = page.goldTokens === 0 ? (pred <= 0 ? 1 : 0) : pageP + pageR === 0 ? 0 : (2 * pageP * pageR) / (pageP + pageR);
    f1 += pageF; precision += pageP; recall += pageR;
  }
  const n = Math.max(pages.length, 1);
  return { pages: pages.length, f1: round(f1 / n), precision: round(precision / n), recall: round(recall / n) };
}

/** Block-level: accuracy at 0.5 and the ranking quality (AUC), unweighted. */
function blockFigures(pages: readonly PageRecord[], predictions: Predictions) {
  const scored: [number, number][] = [];
  for (const page of pages) page.blocks.forEach((b, i) => scored.push([predictions.get(page)![i], b.share >= CONTENT_SHARE ? 1 : 0]));
  const correct = scored.filter(([p, y]) => (p >= 0.5 ? 1 : 0) === y).length;
  scored.sort((a, b) => a[0] - b[0]);
  let rankSum = 0;
  let positives = 0;
  scored.forEach(([, y], i) => { if (y) { rankSum += i + 1; positives++; } });
  const negatives = scored.length - positives;
  const auc = positives && negatives ? (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives) : 0;
  return { blocks: scored.length, contentShare: round(positives / Math.max(scored.length, 1)), accuracy: round(correct / Math.max(scored.length, 1)), auc: round(auc) };
}

function round(v: number): number {
  return Math.round(v * 10_000) / 10_000;
}

/** The page type a record is judged under: the engine's own reading (what the pipeline knows), else "unknown". */
export const typeOf = (page: PageRecord): string => page.enginePageType ?? 'unknown';

/**
 * Per page type, the floor (0 or one of FLOORS) with the best mean F1 over `pages`; a floor must beat no model by
 * `margin` to be chosen, so a type where the model changes little keeps the rules alone.
 */
export function floorsByType(pages: readonly PageRecord[], predictions: Predictions, margin: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const type of [...new Set(pages.map(typeOf))].sort()) {
    const own = pages.filter((p) => typeOf(p) === type);
    const none = simulate(own, predictions, 0).f1;
    let best = { floor: 0, f1: none + margin };
    for (const floor of FLOORS) {
      const f1 = simulate(own, predictions, floor).f1;
      if (f1 > best.f1) best = { floor, f1 };
    }
    out[type] = best.floor;
  }
  return out;
}

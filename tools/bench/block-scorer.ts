/**
 * The learned block scorer in a benchmark run: `--block-floor` sets its floor for every page (with the model in
 * src/engine/rules/block-model.json, trained on every page), and
 * `--block-model-folds DIR` runs each page with the fold model `npm run train` trained without that page's domain
 * (tools/train/folds.ts), so the bench's figure is the out-of-fold one, reproducible from the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockModel } from '../../src/engine/rules/block-model';
import type { Options } from '../../src/engine/options';
import { domainOf, FOLDS, foldOf, wcxbDomains } from '../train/folds';
import type { BenchArgs } from './args';
import type { CorpusPage } from './corpus';
import type { PageOptions } from './tools';
import shippedModel from '../../src/engine/rules/block-model.json';

export function blockScorerOptions(args: BenchArgs, pages: readonly CorpusPage[], corpusDir: string): PageOptions {
  const floor: Partial<Options> = args.blockFloor === undefined ? {} : { blockScoreFloor: args.blockFloor, blockModel: shippedModel as BlockModel };
  if (args.blockModelFolds === undefined) return () => floor;
  const dir = args.blockModelFolds;
  const models = Array.from({ length: FOLDS }, (_, k) => {
    const path = join(dir, `fold-${k}.json`);
    if (!existsSync(path)) throw new Error(`--block-model-folds: ${path} not found (run npm run train first)`);
    return JSON.parse(readFileSync(path, 'utf8')) as BlockModel;
  });
  const domains = wcxbDomains(corpusDir);
  const byUrl = new Map(pages.map((page) => [page.url, models[foldOf(domainOf(page, domains))]] as const));
  return (url) => ({ ...floor, blockModel: byUrl.get(url) });
}

/**
 * `npm run train`: the block scorer's training, reproducible from the shared corpora.
 *
 *   1. dump: the engine's rules and block features over wcxb-dev and scrapinghub (./dump.ts), one JSON line per page,
 *      into <out>/dataset.jsonl (kept: `--reuse` trains from it again without re-running the engine);
 *   2. cross-validation by domain (./folds.ts): a model per fold trained on the other folds, its blocks' predictions
 *      out of fold; the page-level F1 each floor would give is simulated from them (./evaluate.ts);
 *   3. the shipped model, trained on every page, written to src/engine/rules/block-model.json with its provenance
 *      (commit, features, parameters, fold scores) beside it; the fold models go to <out>/folds/ for
 *      `npm run bench -- --block-model-folds <out>/folds`.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FEATURE_NAMES } from '../../src/engine/rules/block-features';
import { loadBlockModel } from '../../src/engine/rules/block-model';
import { corporaRoot, loadCorpus, type CorpusName } from '../bench/corpus';
import { dumpPage, type PageRecord } from './dump';
import { evaluate, floorsByType, FLOORS, pagePredictions, simulate, trainingSet, typeOf, type Predictions } from './evaluate';
import { domainOf, FOLDS, foldOf, wcxbDomains } from './folds';
import { DEFAULT_PARAMS, trainGbdt } from './gbdt';

const CORPORA: CorpusName[] = ['wcxb-dev', 'scrapinghub'];
const MODEL_PATH = 'src/engine/rules/block-model.json';
const PROVENANCE_PATH = 'src/engine/rules/block-model.provenance.json';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2), strict: true,
    options: { out: { type: 'string', default: 'bench-results/train' }, reuse: { type: 'boolean', default: false }, every: { type: 'string', default: '1' } },
  });
  const out = values.out!;
  mkdirSync(join(out, 'folds'), { recursive: true });
  const datasetPath = join(out, 'dataset.jsonl');
  if (!values.reuse || !existsSync(datasetPath)) await dump(datasetPath, Number(values.every));
  const pages = readFileSync(datasetPath, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as PageRecord);
  console.log(`${pages.length} pages, ${pages.reduce((n, p) => n + p.blocks.length, 0)} blocks`);

  const outOfFold: Predictions = new Map();
  const foldSummaries = [];
  for (let k = 0; k < FOLDS; k++) {
    const train = pages.filter((p) => foldOf(p.domain) !== k);
    const held = pages.filter((p) => foldOf(p.domain) === k);
    const model = trainGbdt(trainingSet(train), FEATURE_NAMES);
    writeFileSync(join(out, 'folds', `fold-${k}.json`), JSON.stringify(model));
    for (const [page, p] of pagePredictions(loadBlockModel(model), held)) outOfFold.set(page, p);
    foldSummaries.push({ fold: k, trainPages: train.length, heldPages: held.length });
    console.log(`fold ${k}: trained on ${train.length} pages, predicted ${held.length}`);
  }
  const model = trainGbdt(trainingSet(pages), FEATURE_NAMES);
  const inSample = pagePredictions(loadBlockModel(model), pages);
  const report = { outOfFold: evaluate(pages, outOfFold), inSample: evaluate(pages, inSample), perType: perTypeFloors(pages, outOfFold) };
  writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
  const provenance = {
    model: MODEL_PATH, trainedBy: 'npm run train (tools/train/main.ts)', commit: commit(), date: new Date().toISOString(),
    corpora: CORPORA, pages: pages.length, blocks: pages.reduce((n, p) => n + p.blocks.length, 0),
    label: 'block is content when >= 0.5 of its word trigrams are in the gold (tools/train/labels.ts)',
    split: `${FOLDS} folds by domain (tools/train/folds.ts)`, folds: foldSummaries,
    params: DEFAULT_PARAMS, features: FEATURE_NAMES,
    ...report,
  };
  writeFileSync(PROVENANCE_PATH, `${JSON.stringify(provenance, null, 1)}\n`);
  console.log(JSON.stringify(report, null, 1));
  console.log(`wrote ${MODEL_PATH} (${JSON.stringify(model).length} bytes), ${PROVENANCE_PATH}, ${join(out, 'folds')}/`);
}

/** A floor must beat the rules alone by this much on a type's pages to be chosen for the type. */
const TYPE_MARGIN = 0.002;

/**
 * "Where the rules are unsure", by page type: a floor per type (the engine's classification), against one floor
 * for every page. Both choices are nested out of fold: the floors applied to a fold's pages are chosen on the other
 * folds' out-of-fold predictions, so neither the model nor the floor saw the page's domain.
 */
function perTypeFloors(pages: readonly PageRecord[], predictions: Predictions) {
  const byType = new Map<PageRecord, number>();
  const global = new Map<PageRecord, number>();
  for (let k = 0; k < FOLDS; k++) {
    const others = pages.filter((p) => foldOf(p.domain) !== k);
    const floors = floorsByType(others, predictions, TYPE_MARGIN);
    const one = [0, ...FLOORS].reduce((best, f) => (simulate(others, predictions, f).f1 > simulate(others, predictions, best).f1 ? f : best), 0);
    for (const p of pages) if (foldOf(p.domain) === k) { byType.set(p, floors[typeOf(p)] ?? 0); global.set(p, one); }
  }
  const corpora = [...new Set(pages.map((p) => p.corpus))];
  const types = [...new Set(pages.map(typeOf))].sort();
  const row = (own: readonly PageRecord[]) => ({
    pages: own.length, rulesOnly: simulate(own, predictions, 0).f1,
    globalFloor: simulate(own, predictions, (p) => global.get(p)!).f1, byType: simulate(own, predictions, (p) => byType.get(p)!).f1,
  });
  return {
    floors: floorsByType(pages, predictions, TYPE_MARGIN),
    byCorpus: Object.fromEntries(corpora.map((c) => [c, row(pages.filter((p) => p.corpus === c))])),
    byPageType: Object.fromEntries(types.map((t) => [t, row(pages.filter((p) => typeOf(p) === t))])),
  };
}

async function dump(path: string, every: number): Promise<void> {
  const root = corporaRoot();
  if (!existsSync(root)) throw new Error(`corpora not found at ${root} (expected ../shared/corpora, or set PITH_CORPORA)`);
  const domains = wcxbDomains(join(root, 'wcxb-dev'));
  const stream = createWriteStream(path);
  for (const corpus of CORPORA) {
    const pages = loadCorpus(corpus).filter((_, i) => i % every === 0);
    pages.forEach((page, i) => {
      const record = dumpPage(page, domainOf(page, domains));
      if (record) stream.write(`${JSON.stringify(record)}\n`);
      if ((i + 1) % 100 === 0) console.log(`dump ${corpus}: ${i + 1}/${pages.length}`);
    });
  }
  await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

/**
 * Trains the page-type classifier (src/engine/page-type/model.json) from wcxb-dev's page types:
 * `npm run train:page-type [-- --folds 5 --out DIR]`.
 *
 * Features are the engine's own (page-type/features.ts over the metadata scan), computed on the corpus pages
 * parsed as the bench parses them. The model is a multinomial logistic regression (standardised inputs, L2,
 * full-batch gradient descent: 1,358 pages and ~60 features need nothing more). Accuracy is measured with
 * folds split by DOMAIN (metadata.json), so no site is both trained and tested on; the out-of-fold predictions
 * are written beside the report (`page-types.oof.json`), and `npm run bench -- --page-types FILE` extracts with
 * them, so a quality gain from the profiles can be measured with types the model did not learn from.
 * The shipped model is then trained on every page, with the fold figures in its provenance.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { corporaRoot, loadCorpus } from '../bench/corpus';
import { confusionTable } from '../bench/page-type';
import { parseDocument } from '../../src/cli/dom';
import { scanDocument } from '../../src/engine/metadata/sources/scan';
import { FEATURE_NAMES, pageFeatures } from '../../src/engine/page-type/features';
import { PAGE_TYPES, predict, type PageTypeModel } from '../../src/engine/page-type';

const MODEL_PATH = resolve('src/engine/page-type/model.json');
/** L2 penalty and step: chosen on the out-of-fold accuracy (0.1/0.01/0.001 tried; see the model's provenance). */
const L2 = 0.01;
const STEP = 0.5;
const ITERATIONS = 800;

interface Example { id: string; domain: string; label: number; x: number[] }

function args(): { folds: number; out: string; cached: boolean } {
  const argv = process.argv.slice(2);
  const get = (name: string) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  return { folds: Number(get('--folds') ?? 5), out: resolve(get('--out') ?? 'bench-results'), cached: argv.includes('--cached') };
}

function examples(): Example[] {
  const meta = JSON.parse(readFileSync(join(corporaRoot(), 'wcxb-dev', 'metadata.json'), 'utf8')) as { files: Record<string, { page_type: string; domain: string }> };
  const out: Example[] = [];
  for (const page of loadCorpus('wcxb-dev')) {
    const info = meta.files[page.id];
    const label = PAGE_TYPES.indexOf((info?.page_type ?? page.gold.pageType) as (typeof PAGE_TYPES)[number]);
    if (label < 0) continue;
    const scan = scanDocument(parseDocument(page.html, page.url));
    out.push({ id: page.id, domain: info?.domain ?? new URL(page.url).hostname, label, x: pageFeatures({ scan, url: page.url }) });
  }
  return out;
}

/** A domain's fold: a hash of its name, so the split is the same on every run and machine. */
function foldOf(domain: string, folds: number): number {
  let h = 2166136261;
  for (let i = 0; i < domain.length; i++) h = Math.imul(h ^ domain.charCodeAt(i), 16777619) >>> 0;
  return h % folds;
}

function train(data: Example[]): PageTypeModel {
  const k = PAGE_TYPES.length;
  const d = FEATURE_NAMES.length;
  const n = data.length;
  const mean = Array.from({ length: d }, (_, i) => data.reduce((sum, e) => sum + e.x[i], 0) / n);
  const scale = mean.map((m, i) => Math.sqrt(data.reduce((sum, e) => sum + (e.x[i] - m) ** 2, 0) / n) || 1);
  const z = data.map((e) => Float64Array.from(e.x, (v, i) => (v - mean[i]) / scale[i]));
  const w = Array.from({ length: k }, () => new Float64Array(d));
  const b = new Float64Array(k);
  const logits = new Float64Array(k);
  for (let iter = 0; iter < ITERATIONS; iter++) {
    const gw = Array.from({ length: k }, () => new Float64Array(d));
    const gb = new Float64Array(k);
    for (let e = 0; e < n; e++) {
      const x = z[e];
      let max = -Infinity;
      for (let c = 0; c < k; c++) {
        let l = b[c];
        const row = w[c];
        for (let i = 0; i < d; i++) l += row[i] * x[i];
        logits[c] = l;
        if (l > max) max = l;
      }
      let sum = 0;
      for (let c = 0; c < k; c++) { logits[c] = Math.exp(logits[c] - max); sum += logits[c]; }
      for (let c = 0; c < k; c++) {
        const g = logits[c] / sum - (c === data[e].label ? 1 : 0);
        gb[c] += g;
        const grow = gw[c];
        for (let i = 0; i < d; i++) grow[i] += g * x[i];
      }
    }
    for (let c = 0; c < k; c++) {
      b[c] -= (STEP * gb[c]) / n;
      for (let i = 0; i < d; i++) w[c][i] -= STEP * (gw[c][i] / n + L2 * w[c][i]);
    }
  }
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return { classes: [...PAGE_TYPES], features: [...FEATURE_NAMES], mean: mean.map(round), scale: scale.map(round), weights: w.map((row) => Array.from(row, round)), bias: Array.from(b, round) };
}

function main(): void {
  const { folds, out, cached } = args();
  // Parsing 1,358 pages takes minutes: --cached reuses the features of the last run (same feature list only).
  const cache = join(out, 'page-type.features.json');
  const stored = cached ? JSON.parse(readFileSync(cache, 'utf8')) as { features: string[]; data: Example[] } : undefined;
  const data = stored && stored.features.join(',') === FEATURE_NAMES.join(',') ? stored.data : examples();
  mkdirSync(out, { recursive: true });
  writeFileSync(cache, JSON.stringify({ features: FEATURE_NAMES, data }));
  const predicted = new Array<number>(data.length).fill(-1);
  const foldAccuracy: number[] = [];
  for (let f = 0; f < folds; f++) {
    const trainSet = data.filter((e) => foldOf(e.domain, folds) !== f);
    const model = train(trainSet);
    let right = 0;
    let total = 0;
    data.forEach((e, n) => {
      if (foldOf(e.domain, folds) !== f) return;
      predicted[n] = PAGE_TYPES.indexOf(predict(model, e.x));
      total++;
      if (predicted[n] === e.label) right++;
    });
    foldAccuracy.push(right / Math.max(1, total));
  }
  const accuracy = data.filter((e, n) => predicted[n] === e.label).length / data.length;
  const final = train(data);
  const inSample = data.filter((e) => PAGE_TYPES.indexOf(predict(final, e.x)) === e.label).length / data.length;
  const commit = (() => { try { return execSync('git rev-parse --short HEAD').toString().trim(); } catch { return 'unknown'; } })();
  const provenance = {
    trainedBy: 'npm run train:page-type (tools/train/page-type.ts)', commit, corpus: 'wcxb-dev (metadata.json page_type)', pages: data.length,
    split: `${folds} folds by domain (FNV-1a hash of the domain mod ${folds})`, l2: L2, step: STEP, iterations: ITERATIONS,
    outOfFoldAccuracy: Math.round(accuracy * 1000) / 1000, foldAccuracy: foldAccuracy.map((a) => Math.round(a * 1000) / 1000),
    inSampleAccuracy: Math.round(inSample * 1000) / 1000,
  };
  writeFileSync(MODEL_PATH, `${JSON.stringify({ provenance, ...final })}\n`);
  const oof = Object.fromEntries(data.map((e, n) => [e.id, PAGE_TYPES[predicted[n]]]));
  writeFileSync(join(out, 'page-types.oof.json'), `${JSON.stringify(oof, null, 1)}\n`);
  const report = [
    `Page-type classifier on wcxb-dev, ${data.length} pages, ${folds} folds split by domain`,
    `out-of-fold accuracy ${accuracy.toFixed(3)} (folds ${provenance.foldAccuracy.join(', ')}); in-sample ${inSample.toFixed(3)}`,
    '', 'Out-of-fold confusion (rows gold, columns predicted):', '', confusionTable(data.map((e) => PAGE_TYPES[e.label]), predicted.map((c) => PAGE_TYPES[c])), '',
  ].join('\n');
  writeFileSync(join(out, 'page-type.md'), report);
  process.stdout.write(report);
}

main();

/**
 * `npm run train:quality [-- --in bench-results --out src/engine/quality/model.json --folds 5 --l2 1]`
 * Fits the quality model (a logistic regression of the page's F1 over features.ts) from the per-page records of
 * `npm run bench` on wcxb-dev and scrapinghub, checks it on folds split by domain, prints the out-of-fold report and
 * writes the model file with its provenance. The records must come from full runs of both
 * corpora (`npm run bench -- --corpus wcxb-dev --sections quality` and the same for scrapinghub).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURES, featureVector } from '../../src/engine/quality/features';
import { agreement, hintCatch, type Agreement, type HintCatch, type Scored } from '../bench/correlation';
import { evaluate, fitLogistic } from './fit';
import { foldOf, loadExamples, TRAINING_CORPORA, type Example } from './data';

/** Thresholds the report shows the hint's catch for; the UI's choice (THIN_QUALITY) is made from this table. */
const THRESHOLDS = [0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8];

interface Args { input: string; out: string; folds: number; l2: number }

function parseArgs(argv: string[]): Args {
  const args: Args = { input: 'bench-results', out: 'src/engine/quality/model.json', folds: 5, l2: 1 };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--in') args.input = value;
    else if (argv[i] === '--out') args.out = value;
    else if (argv[i] === '--folds') args.folds = Number(value);
    else if (argv[i] === '--l2') args.l2 = Number(value);
    else throw new Error(`unknown argument ${argv[i]}`);
    i++;
  }
  if (!(args.folds >= 2) || !(args.l2 >= 0)) throw new Error('--folds must be 2 or more, --l2 0 or more');
  return args;
}

/** Empty results score 0 in the engine (assessQuality) and are left out of the fit. */
const trainable = (e: Example) => e.input.signals.length > 0;

function fit(examples: Example[], l2: number) {
  const used = examples.filter(trainable);
  return fitLogistic(used.map((e) => featureVector(e.input)), used.map((e) => e.f1), l2);
}

function predictOne(model: ReturnType<typeof fit>, e: Example): number {
  return trainable(e) ? evaluate(model, featureVector(e.input)) : 0;
}

/** Each page predicted by a model that saw none of its domain's pages. */
function outOfFold(examples: Example[], args: Args): number[] {
  const predicted = new Array<number>(examples.length).fill(0);
  for (let k = 0; k < args.folds; k++) {
    const model = fit(examples.filter((e) => foldOf(e.domain, args.folds) !== k), args.l2);
    examples.forEach((e, i) => { if (foldOf(e.domain, args.folds) === k) predicted[i] = predictOne(model, e); });
  }
  return predicted;
}

interface Report {
  corpus: string;
  model: Agreement;
  recorded: Agreement;
  hint: HintCatch[];
}

function report(examples: Example[], oof: number[]): Report[] {
  const groups: [string, number[]][] = [...TRAINING_CORPORA.map((c): [string, number[]] => [c, indicesOf(examples, c)]),
    ['both', examples.map((_, i) => i)]];
  return groups.map(([corpus, idx]) => {
    const model: Scored[] = idx.map((i) => ({ predicted: oof[i], f1: examples[i].f1 }));
    const recorded: Scored[] = idx.map((i) => ({ predicted: examples[i].recorded, f1: examples[i].f1 }));
    return { corpus, model: agreement(model), recorded: agreement(recorded), hint: THRESHOLDS.map((t) => hintCatch(model, t)) };
  });
}

function indicesOf(examples: Example[], corpus: string): number[] {
  return examples.flatMap((e, i) => (e.corpus === corpus ? [i] : []));
}

function markdown(reports: Report[], args: Args): string {
  const f3 = (x: number) => x.toFixed(3);
  const lines = [`Out-of-fold (${args.folds} folds by domain) agreement of the predicted quality with the page F1:`, '',
    '| corpus | pages | model Pearson | model Spearman | recorded score Pearson | recorded score Spearman |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of reports) lines.push(`| ${r.corpus} | ${r.model.pages} | ${f3(r.model.pearson)} | ${f3(r.model.spearman)} | ${f3(r.recorded.pearson)} | ${f3(r.recorded.spearman)} |`);
  lines.push('', 'Hint below threshold, out of fold: bad pages (F1 < 0.5) caught / good pages flagged:', '',
    `| threshold | ${reports.map((r) => r.corpus).join(' | ')} |`, `|---:|${reports.map(() => '---').join('|')}|`);
  THRESHOLDS.forEach((t, k) => {
    lines.push(`| ${t} | ${reports.map((r) => `${r.hint[k].caught}/${r.hint[k].bad} bad, ${r.hint[k].flagged}/${r.hint[k].good} good`).join(' | ')} |`);
  });
  return lines.join('\n') + '\n';
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** When and on which sample the records were written (the bench's `<corpus>.json` beside them). */
function benchRun(dir: string, corpus: string): { date?: string; every?: number } {
  try {
    const { date, every } = JSON.parse(readFileSync(join(dir, `${corpus}.json`), 'utf8')) as { date?: string; every?: number };
    return { date, every };
  } catch {
    return {};
  }
}

function main(argv: string[]): void {
  const args = parseArgs(argv);
  const { examples, files } = loadExamples(args.input);
  const reports = report(examples, outOfFold(examples, args));
  process.stdout.write(markdown(reports, args));
  const model = fit(examples, args.l2);
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const file = {
    intercept: round(model.intercept),
    weights: Object.fromEntries(FEATURES.map((f, j) => [f.name, round(model.weights[j])])),
    provenance: {
      what: 'Logistic regression of the page F1 (soft target, cross-entropy, L2 on standardised features), raw feature units',
      trainedBy: `npm run train:quality -- --in ${args.input} --folds ${args.folds} --l2 ${args.l2}`,
      commit: gitCommit(),
      date: new Date().toISOString(),
      data: TRAINING_CORPORA.map((corpus, c) => ({
        corpus, records: files[c], bench: benchRun(args.input, corpus),
        pages: examples.filter((e) => e.corpus === corpus).length,
        metric: corpus === 'wcxb-dev' ? 'word F1' : 'shingle F1',
      })),
      features: FEATURES.map((f) => f.name),
      trainedOn: examples.filter(trainable).length,
      folds: { count: args.folds, split: 'by domain (wcxb-dev/metadata.json; scrapinghub URL host), FNV-1a hash mod count' },
      outOfFold: Object.fromEntries(reports.map((r) => [r.corpus, {
        pages: r.model.pages, pearson: round(r.model.pearson), spearman: round(r.model.spearman),
        recordedScore: { pearson: round(r.recorded.pearson), spearman: round(r.recorded.spearman) },
        hint: r.hint,
      }])),
    },
  };
  writeFileSync(args.out, `${JSON.stringify(file, null, 1)}\n`);
  process.stderr.write(`model written to ${args.out}\n`);
}

main(process.argv.slice(2));

/**
 * Fits the weights of metadata evidence (src/engine/metadata/model.json) on wcxb-dev's gold title, author and
 * published date: `npm run train:metadata [-- --cached --ablate --out DIR]`.
 *
 * Each page is read as the bench reads it (`metadataEvidence`, the engine's own gathering); each field's
 * candidates are grouped by agreement (`agreeing`, as `pick` groups them) and every group is one example: its
 * features are `learned.ts`'s (agreeing sources, source x page flag, flags, agreement count), its label whether
 * the value matches the gold by the bench's rule (`fieldMatches`). A logistic regression (train-quality/fit.ts,
 * L2) scores the groups; the page's answer is its best group when that group's probability reaches the field's
 * threshold, chosen on the training pages, else empty, which is right when the gold is empty.
 *
 * Only folds 0-3 of splits.json train (fold 4 is unseen): the shipped model is fitted on all of them, and each
 * of the four is held out in turn (folds hold whole sites) for the out-of-fold share, written with the fold
 * models to tools/train/metadata-folds.json, which the bench weighs folds 0-3 with. Fold 4 is scored as one
 * aggregate by the shipped model, beside the simple rules (tools/bench/simple-metadata.ts) on both groups.
 * `--ablate` refits without each source, each rule (evidence gathered again with the rule off) and each family
 * of features, and reports each one's out-of-fold gain (folds 0-3) and its fold-4 gain.
 *
 * The gathered evidence is cached (`DIR/metadata-evidence.json`; fold 4's apart, for its aggregate only) so
 * `--cached` refits in seconds; regather after changing how sources propose values.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { loadCorpus } from '../bench/corpus';
import { fieldMatches } from '../bench/metadata';
import { UNSEEN_FOLD, loadFolds } from '../bench/splits';
import { parseDocument } from '../../src/cli/dom';
import { fitLogistic, solve } from '../train-quality/fit';
import { metadataEvidence } from '../../src/engine/metadata';
import { agreeing } from '../../src/engine/metadata/evidence';
import { featureNames, type FieldModel, type MetadataModel } from '../../src/engine/metadata/learned';
import { simpleMetadata } from '../bench/simple-metadata';
import { scanDocument } from '../../src/engine/metadata/sources/scan';
import { titleKey } from '../../src/engine/metadata/title';
import { titleShapes } from '../../src/engine/metadata/title-shape';
import { RULES, SOURCES, type Field, type RuleName, type SourceName } from '../../src/engine/metadata/weights';

const MODEL_PATH = resolve('src/engine/metadata/model.json');
const FOLD_MODELS_PATH = resolve('tools/train/metadata-folds.json');
const FIELDS: readonly Field[] = ['title', 'author', 'published'];
/** L2 penalty: chosen on the out-of-fold shares (0.1, 1, 3, 10, 30 tried; see the model's provenance). */
const L2 = Number(process.env.PITH_METADATA_L2 ?? 1);
/** Features seen on fewer training groups than this are left out (weight 0): too rare to learn. */
const MIN_SUPPORT = 5;
/** The cross-validation folds: splits.json's folds 0-3 (whole sites each); fold 4 never trains. */
const TRAIN_FOLDS = [0, 1, 2, 3] as const;

interface Group { sources: SourceName[]; value: string; label: boolean }
type Groups = Record<Field, Group[]>;
interface PageEvidence {
  id: string;
  fold: number;
  gold: Record<Field, string>;
  titleFlags: string[];
  flags: string[];
  groups: Groups;
  /** The simple rules' answers (tools/bench/simple-metadata.ts), labelled like a group. */
  simple: Record<Field, { value: string; label: boolean }>;
  /** With `--ablate`: the groups gathered with each rule switched off. */
  withoutRule?: Partial<Record<RuleName, Groups>>;
}

function args(): { cached: boolean; ablate: boolean; out: string; fields: readonly Field[] } {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--out');
  const f = argv.indexOf('--fields');
  const fields = f >= 0 ? argv[f + 1].split(',') : FIELDS;
  const unknown = fields.filter((field) => !FIELDS.includes(field as Field));
  if (unknown.length) throw new Error(`--fields: unknown ${unknown.join(', ')} (known: ${FIELDS.join(', ')})`);
  return { cached: argv.includes('--cached'), ablate: argv.includes('--ablate'), out: resolve(i >= 0 ? argv[i + 1] : 'bench-results'), fields: fields as Field[] };
}

const authorKey = (list: readonly string[]) => list.map((n) => n.toLowerCase().replace(/\s+/g, ' ')).sort().join('|');

/** Every wcxb-dev page's evidence, split into folds 0-3 and the unseen fold. */
function gather(ablate: boolean): { seen: PageEvidence[]; unseen: PageEvidence[] } {
  const folds = loadFolds('wcxb-dev');
  if (!folds) throw new Error('splits.json has no wcxb-dev folds (expected ../shared/corpora/splits.json)');
  const seen: PageEvidence[] = [];
  const unseen: PageEvidence[] = [];
  const pages = loadCorpus('wcxb-dev');
  for (const [index, page] of pages.entries()) {
    const fold = folds.get(page.id);
    if (fold === undefined) throw new Error(`splits.json does not place wcxb-dev page ${page.id}`);
    const document = parseDocument(page.html, page.url);
    const scan = scanDocument(document);
    const gold = { title: page.gold.title ?? '', author: page.gold.author ?? '', published: page.gold.published ?? '' };
    const groupsOf = (without?: RuleName): { groups: Groups; titleFlags: string[]; flags: string[] } => {
      const evidence = metadataEvidence(document, page.url, { scan, without: without ? new Set([without]) : undefined });
      const of = <T>(field: Field, candidates: readonly { value: T; source: SourceName }[], key: (v: T) => string, show: (v: T) => string): Group[] =>
        agreeing(candidates, key).map((g) => ({ sources: g.sources, value: show(g.value), label: fieldMatches(field, gold[field], show(g.value)) }));
      return {
        titleFlags: [...evidence.titleFlags], flags: [...evidence.flags],
        groups: {
          title: of('title', evidence.title, (c) => titleKey(c.title), (c) => c.title),
          author: of('author', evidence.author, authorKey, (names) => names.join(', ')),
          published: of('published', evidence.published, (iso) => (iso ? iso.slice(0, 10) : ''), (iso) => iso ?? ''),
        },
      };
    };
    const { groups, titleFlags, flags } = groupsOf();
    const simple = simpleMetadata(scan, page.url);
    const simpleValues = { title: simple.title, author: simple.author.join(', '), published: simple.published ?? '' };
    const evidence: PageEvidence = {
      id: page.id, fold, gold, titleFlags, flags, groups,
      simple: Object.fromEntries(FIELDS.map((field) => [field, { value: simpleValues[field], label: fieldMatches(field, gold[field], simpleValues[field]) }])) as PageEvidence['simple'],
      withoutRule: ablate ? Object.fromEntries(RULES.map((rule) => [rule, groupsOf(rule).groups])) : undefined,
    };
    (fold === UNSEEN_FOLD ? unseen : seen).push(evidence);
    if ((index + 1) % 100 === 0) console.error(`gathered ${index + 1}/${pages.length}`);
  }
  return { seen, unseen };
}

const flagsFor = (page: PageEvidence, field: Field) => new Set((field === 'title' ? page.titleFlags : page.flags) as never[]);

/** Which features a fit may use: all of them, or all but one family (`--ablate`). */
type Keep = (feature: string) => boolean;
const ALL_FEATURES: Keep = () => true;

/** Each group's features on its page, as the engine's `pick` names them (title groups with their shapes). */
function groupFeatures(page: PageEvidence, field: Field, keep: Keep = ALL_FEATURES): string[][] {
  const groups = page.groups[field];
  const shapes = field === 'title' ? titleShapes(groups.map((g) => g.value)) : groups.map(() => []);
  return groups.map((g, i) => featureNames(g.sources, flagsFor(page, field), shapes[i]).filter(keep));
}

/** The page's answer under a model: its best group, if its probability reaches the threshold. */
function answer(model: FieldModel, page: PageEvidence, field: Field, threshold = model.threshold): Group | undefined {
  let best: { group: Group; z: number } | undefined;
  // A feature the model does not hold weighs 0, so a model fitted on fewer families needs no filter here.
  const features = groupFeatures(page, field);
  for (const [i, group] of page.groups[field].entries()) {
    let z = model.intercept;
    for (const name of features[i]) z += model.weights[name] ?? 0;
    if (!best || z > best.z) best = { group, z };
  }
  return best && 1 / (1 + Math.exp(-best.z)) >= threshold ? best.group : undefined;
}

function right(page: PageEvidence, field: Field, chosen: Group | undefined): boolean {
  return chosen ? chosen.label : !page.gold[field].trim();
}

function share(model: FieldModel, pages: readonly PageEvidence[], field: Field, threshold?: number): number {
  return pages.filter((p) => right(p, field, answer(model, p, field, threshold))).length / Math.max(1, pages.length);
}

function fit(pages: readonly PageEvidence[], field: Field, keep: Keep = ALL_FEATURES): FieldModel {
  const support = new Map<string, number>();
  const rows = pages.flatMap((p) => groupFeatures(p, field, keep).map((names, i) => ({ names, label: p.groups[field][i].label })));
  for (const row of rows) for (const name of row.names) support.set(name, (support.get(name) ?? 0) + 1);
  const names = [...support].filter(([, n]) => n >= MIN_SUPPORT).map(([name]) => name).sort();
  const index = new Map(names.map((name, i) => [name, i]));
  const xs = rows.map((row) => {
    const x = new Array<number>(names.length).fill(0);
    for (const name of row.names) if (index.has(name)) x[index.get(name)!] = 1;
    return x;
  });
  const fitted = field === 'title' ? fitChoice(pages, field, index, keep) : fitLogistic(xs, rows.map((r) => (r.label ? 1 : 0)), L2);
  const weights = Object.fromEntries(names.map((name, i) => [name, round(fitted.weights[i])]).filter(([, w]) => w !== 0));
  const model: FieldModel = { intercept: round(fitted.intercept), weights, threshold: 0 };
  // The title's gold is never empty: always answer. Author and date: the threshold that answers best on these pages.
  if (field !== 'title') {
    let best = { threshold: 0.5, share: -1 };
    for (let t = 0.05; t < 0.96; t += 0.05) {
      const s = share(model, pages, field, t);
      if (s > best.share) best = { threshold: Number(t.toFixed(2)), share: s };
    }
    model.threshold = best.threshold;
  }
  return model;
}

/** Newton steps of the title's choice model (below); it converges in a few. */
const CHOICE_ITERATIONS = 30;
/**
 * L2 penalty of the title's choice model: chosen on the out-of-fold share (1, 3, 5, 10, 20, 30 tried; see the
 * model's provenance).
 */
const CHOICE_L2 = Number(process.env.PITH_TITLE_L2 ?? 10);

/** Adds one distribution's moments over a page's groups, times `sign`: its mean of x to the gradient, its covariance to the Hessian. */
function addMoments(groups: readonly { x: number[] }[], share: readonly number[], sign: 1 | -1, grad: number[], hess: number[][]): void {
  const mean = new Map<number, number>();
  groups.forEach((g, i) => {
    if (share[i] === 0) return;
    for (const j of g.x) {
      mean.set(j, (mean.get(j) ?? 0) + share[i]);
      grad[j] += sign * share[i];
    }
    for (const a of g.x) for (const b of g.x) hess[a][b] += sign * share[i];
  });
  for (const [a, ma] of mean) for (const [b, mb] of mean) hess[a][b] -= sign * ma * mb;
}

/**
 * The title's gold is never empty, so what matters is which group wins on a page, not each group's odds alone:
 * a conditional logit (softmax over the page's groups, the right groups' share maximised, L2), fitted by
 * Newton's method (the gradient descent it replaced stopped far from the optimum: 0.809 in-sample against 0.825
 * with the same features). Pointwise logistic regression did worse out of fold than the old hand order (0.775 vs 0.803).
 */
function fitChoice(pages: readonly PageEvidence[], field: Field, index: ReadonlyMap<string, number>, keep: Keep): { intercept: number; weights: number[] } {
  const sets = pages.filter((p) => p.groups[field].some((g) => g.label)).map((p) => groupFeatures(p, field, keep).map((names, i) => ({
    x: [...new Set(names.flatMap((name) => (index.has(name) ? [index.get(name)!] : [])))], label: p.groups[field][i].label,
  })));
  const d = index.size;
  const w = new Array<number>(d).fill(0);
  const loss = (weights: readonly number[]) => sets.reduce((sum, groups) => {
    const z = groups.map((g) => g.x.reduce((t, j) => t + weights[j], 0));
    const max = Math.max(...z);
    const all = z.reduce((t, v) => t + Math.exp(v - max), 0);
    const right = z.reduce((t, v, i) => t + (groups[i].label ? Math.exp(v - max) : 0), 0);
    return sum - Math.log(right / all);
  }, 0) + (CHOICE_L2 / 2) * weights.reduce((t, v) => t + v * v, 0);
  for (let it = 0; it < CHOICE_ITERATIONS; it++) {
    const grad = w.map((wj) => CHOICE_L2 * wj);
    const hess = Array.from({ length: d }, (_, a) => { const row = new Array<number>(d).fill(0); row[a] = CHOICE_L2; return row; });
    for (const groups of sets) {
      const z = groups.map((g) => g.x.reduce((t, j) => t + w[j], 0));
      const max = Math.max(...z);
      const e = z.map((v) => Math.exp(v - max));
      const all = e.reduce((a, b) => a + b, 0);
      const right = e.reduce((t, v, i) => t + (groups[i].label ? v : 0), 0);
      // The loss is -log(right share): gradient E_p[x] - E_q[x], Hessian Cov_p(x) - Cov_q(x), with p the softmax over
      // all groups and q over the right ones.
      addMoments(groups, e.map((v) => v / all), 1, grad, hess);
      addMoments(groups, e.map((v, i) => (groups[i].label ? v / right : 0)), -1, grad, hess);
    }
    const step = solve(hess, grad);
    // Newton's step, halved while it does not lower the loss (the q term can make the Hessian indefinite).
    const before = loss(w);
    let scale = 1;
    let next = w.map((wj, j) => wj - step[j]);
    while (loss(next) > before && scale > 1e-4) {
      scale /= 2;
      next = w.map((wj, j) => wj - scale * step[j]);
    }
    const moved = Math.max(0, ...next.map((v, j) => Math.abs(v - w[j])));
    next.forEach((v, j) => { w[j] = v; });
    if (moved < 1e-6) break;
  }
  return { intercept: 0, weights: w };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** A field's fit checked out of fold: each of folds 0-3 scored by the model fitted on the other three, fold 4 by the one fitted on all four. */
interface Checked {
  model: FieldModel;
  foldModels: FieldModel[];
  /** Pages right, out of fold, on folds 0-3; and on fold 4. */
  seenRight: number;
  unseenRight: number;
  foldShares: number[];
  /** Each page of folds 0-3 with its out-of-fold answer. */
  pages: { id: string; fold: number; chosen: Group | undefined; right: boolean }[];
}

function check(seen: readonly PageEvidence[], unseen: readonly PageEvidence[], field: Field, keep: Keep = ALL_FEATURES): Checked {
  const out: Checked = { model: fit(seen, field, keep), foldModels: [], seenRight: 0, unseenRight: 0, foldShares: [], pages: [] };
  for (const fold of TRAIN_FOLDS) {
    const test = seen.filter((p) => p.fold === fold);
    const model = fit(seen.filter((p) => p.fold !== fold), field, keep);
    out.foldModels.push(model);
    let rightHere = 0;
    for (const p of test) {
      const chosen = answer(model, p, field);
      const ok = right(p, field, chosen);
      rightHere += ok ? 1 : 0;
      out.pages.push({ id: p.id, fold, chosen, right: ok });
    }
    out.seenRight += rightHere;
    out.foldShares.push(round(rightHere / Math.max(1, test.length)));
  }
  out.unseenRight = unseen.filter((p) => right(p, field, answer(out.model, p, field))).length;
  return out;
}

/** The pages with one source's votes taken away: its groups lose it, a group it alone proposed goes. */
function withoutSource(pages: readonly PageEvidence[], field: Field, source: SourceName): PageEvidence[] {
  return pages.map((p) => ({
    ...p,
    groups: { ...p.groups, [field]: p.groups[field].map((g) => ({ ...g, sources: g.sources.filter((s) => s !== source) })).filter((g) => g.sources.length > 0) },
  }));
}

/**
 * The pages with the simple rule's title (simple.ts) as one more title source, `simple-title`: it joins the group
 * whose letters it shares, or proposes its own. Measures whether the learned choice gains from the simple rule.
 */
function withSimpleTitle(pages: readonly PageEvidence[]): PageEvidence[] {
  return pages.map((p) => {
    const key = titleKey(p.simple.title.value);
    if (!key) return p;
    const source = 'simple-title' as SourceName;
    const at = p.groups.title.findIndex((g) => titleKey(g.value) === key);
    const title = at >= 0
      ? p.groups.title.map((g, i) => (i === at ? { ...g, sources: [...g.sources, source] } : g))
      : [...p.groups.title, { sources: [source], value: p.simple.title.value, label: p.simple.title.label }];
    return { ...p, groups: { ...p.groups, title } };
  });
}

/** The pages as gathered with one rule switched off. */
function withoutRule(pages: readonly PageEvidence[], rule: RuleName): PageEvidence[] {
  return pages.map((p) => {
    const groups = p.withoutRule?.[rule];
    if (!groups) throw new Error('--ablate needs evidence gathered with --ablate (run without --cached)');
    return { ...p, groups };
  });
}

const SHAPE_FEATURE = /^(?:words:|groups:|inside-other$|holds-other$|longest$|shortest$)/;
const FLAG_FEATURE = /^(?:type:|landing$|non-authored-entity$|declares-date$|declared-forum$|declared-not-authored$|authored$|bylines-near$|shown-date$)/;

/** The families of learned features, each switched off in turn by `--ablate`. */
const FEATURE_FAMILIES: Record<string, Keep> = {
  'source x page flag': (f) => !(f.includes('&') && FLAG_FEATURE.test(f.split('&')[1])),
  'page flags': (f) => !FLAG_FEATURE.test(f),
  'agreement count': (f) => !f.startsWith('agree:'),
  'title shape': (f) => !SHAPE_FEATURE.test(f.includes('&') ? f.split('&')[1] : f),
};

/**
 * Feature families each field's fit leaves out: `--ablate` found no out-of-fold gain in them on folds 0-3 (the
 * title's page flags alone cannot change which of a page's titles wins; the others weighed nothing held out).
 */
const LEFT_OUT: Readonly<Record<Field, readonly string[]>> = { title: ['page flags'], author: ['source x page flag'], published: ['agreement count'] };

/** The features a field's fit uses: all but its left-out families, and all but `also` when given. */
function keepFor(field: Field, also: Keep = ALL_FEATURES): Keep {
  const families = LEFT_OUT[field].map((name) => FEATURE_FAMILIES[name]);
  return (feature) => also(feature) && families.every((keep) => keep(feature));
}

/** Out-of-fold (folds 0-3) and fold-4 gain of each source, rule and feature family: with it minus without it. */
function ablationRows(seen: readonly PageEvidence[], unseen: readonly PageEvidence[], field: Field, base: Checked): string[] {
  const variants: { name: string; kind: string; seen: readonly PageEvidence[]; unseen: readonly PageEvidence[]; keep?: Keep }[] = [
    ...(SOURCES[field] as readonly SourceName[]).map((source) => ({ name: source, kind: 'source', seen: withoutSource(seen, field, source), unseen: withoutSource(unseen, field, source) })),
    ...RULES.map((rule) => ({ name: rule, kind: 'rule', seen: withoutRule(seen, rule), unseen: withoutRule(unseen, rule) })),
    ...Object.entries(FEATURE_FAMILIES).filter(([name]) => (field === 'title' || name !== 'title shape') && !LEFT_OUT[field].includes(name))
      .map(([name, keep]) => ({ name, kind: 'features', seen, unseen, keep })),
  ];
  // An addition rather than a removal: its gain is the variant's minus the model's, so its sign is turned below.
  if (field === 'title') variants.push({ name: '+simple-title (added)', kind: 'source', seen: withSimpleTitle(seen), unseen: withSimpleTitle(unseen) });
  const rows: string[] = [];
  for (const variant of variants) {
    const c = check(variant.seen, variant.unseen, field, keepFor(field, variant.keep));
    // The gain of adding is the variant's share minus the model's; of removing, the model's minus the variant's.
    const sign = variant.name.startsWith('+') ? -1 : 1;
    const gain = (withIt: number, without: number, n: number) => {
      const d = sign * (withIt - without);
      return `${d >= 0 ? '+' : ''}${(d / Math.max(1, n)).toFixed(3)} (${d >= 0 ? '+' : ''}${d})`;
    };
    rows.push(`| ${field} | ${variant.name} | ${variant.kind} | ${gain(base.seenRight, c.seenRight, seen.length)} | ${gain(base.unseenRight, c.unseenRight, unseen.length)} |`);
    console.error(`ablate ${field} ${variant.name}: ${rows[rows.length - 1]}`);
  }
  return rows;
}

function main(): void {
  const { cached, ablate, out, fields } = args();
  mkdirSync(out, { recursive: true });
  const cache = join(out, 'metadata-evidence.json');
  // Fold 4's evidence is kept apart: it is only ever scored as a whole.
  const unseenCache = join(out, 'metadata-evidence-unseen.json');
  const { seen, unseen } = cached && existsSync(cache) && existsSync(unseenCache)
    ? { seen: JSON.parse(readFileSync(cache, 'utf8')) as PageEvidence[], unseen: JSON.parse(readFileSync(unseenCache, 'utf8')) as PageEvidence[] }
    : gather(ablate);
  if (!cached) {
    writeFileSync(cache, JSON.stringify(seen));
    writeFileSync(unseenCache, JSON.stringify(unseen));
  }
  const shipped = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as { provenance: Record<string, unknown> } & MetadataModel;
  const { provenance: shippedProvenance, ...shippedFields } = shipped;
  const shippedFolds = existsSync(FOLD_MODELS_PATH) ? (JSON.parse(readFileSync(FOLD_MODELS_PATH, 'utf8')) as { folds: Record<string, MetadataModel> }).folds : undefined;
  const commit = (() => { try { return execSync('git rev-parse --short HEAD').toString().trim(); } catch { return 'unknown'; } })();
  // Fields left out of --fields keep their weights, fold models and provenance.
  const report: Record<string, unknown> = { ...((shippedProvenance.scores ?? {}) as Record<string, unknown>) };
  const models: Record<Field, FieldModel> = { ...shippedFields };
  const foldModels: Record<Field, FieldModel>[] = TRAIN_FOLDS.map((fold) => ({ ...(shippedFolds?.[fold] ?? shippedFields) }));
  const outOfFoldPages: { field: Field; id: string; fold: number; gold: string; chosen: string; sources: SourceName[]; right: boolean; simple: string; simpleRight: boolean }[] = [];
  const ablation: string[] = [];
  const shareOf = (n: number, of: readonly unknown[]) => round(n / Math.max(1, of.length));
  for (const field of fields) {
    const checked = check(seen, unseen, field, keepFor(field));
    models[field] = checked.model;
    checked.foldModels.forEach((model, i) => { foldModels[i][field] = model; });
    const byId = new Map(seen.map((p) => [p.id, p]));
    for (const p of checked.pages) {
      const page = byId.get(p.id)!;
      outOfFoldPages.push({ field, id: p.id, fold: p.fold, gold: page.gold[field], chosen: p.chosen?.value ?? '', sources: p.chosen?.sources ?? [], right: p.right, simple: page.simple[field].value, simpleRight: page.simple[field].label });
    }
    const reachable = seen.filter((p) => p.groups[field].some((g) => g.label) || !p.gold[field].trim()).length;
    const simpleSeen = seen.filter((p) => p.simple[field].label).length;
    const simpleUnseen = unseen.filter((p) => p.simple[field].label).length;
    report[field] = {
      commit, outOfFold: shareOf(checked.seenRight, seen), foldShares: checked.foldShares, unseenFold: shareOf(checked.unseenRight, unseen),
      inSample: shareOf(seen.filter((p) => right(p, field, answer(checked.model, p, field))).length, seen),
      simpleRules: { seenFolds: shareOf(simpleSeen, seen), unseenFold: shareOf(simpleUnseen, unseen) }, reachable: shareOf(reachable, seen),
    };
    // The model this run replaces, on the same evidence: in sample wherever it was fitted on the pages.
    const before = { seenFolds: round(share(shippedFields[field], seen, field)), unseenFold: round(share(shippedFields[field], unseen, field)) };
    (report[field] as Record<string, unknown>).replaced = before;
    console.log(`${field}: replaced model ${before.seenFolds.toFixed(3)} on folds 0-3, ${before.unseenFold.toFixed(3)} on fold ${UNSEEN_FOLD}`);
    console.log(`${field}: out of fold (folds 0-3) ${(checked.seenRight / seen.length).toFixed(3)} (${checked.foldShares.join(', ')}), fold ${UNSEEN_FOLD} ${(checked.unseenRight / unseen.length).toFixed(3)}; simple rules ${(simpleSeen / seen.length).toFixed(3)}, fold ${UNSEEN_FOLD} ${(simpleUnseen / unseen.length).toFixed(3)}; reachable ${(reachable / seen.length).toFixed(3)}`);
    if (ablate) ablation.push(...ablationRows(seen, unseen, field, checked));
  }
  const provenance = {
    trainedBy: 'npm run train:metadata (tools/train/metadata.ts)', commit, corpus: 'wcxb-dev gold title/author/publish_date, folds 0-3 of splits.json only (fold 4 unseen: scored as an aggregate, never trained on)',
    pages: seen.length, split: 'cross-validation over splits.json folds 0-3, by site: each fold held out in turn', leftOut: LEFT_OUT, l2: L2, titleL2: CHOICE_L2, minSupport: MIN_SUPPORT, scores: report,
  };
  if (!process.argv.includes('--dry')) {
    writeFileSync(MODEL_PATH, `${JSON.stringify({ provenance, ...models }, null, 1)}\n`);
    writeFileSync(FOLD_MODELS_PATH, `${JSON.stringify({ provenance: { ...provenance, note: 'fold k: fitted on folds 0-3 without fold k; the bench weighs fold k\'s pages with it' }, folds: Object.fromEntries(foldModels.map((m, i) => [String(TRAIN_FOLDS[i]), m])) })}\n`);
  }
  writeFileSync(join(out, 'metadata-train.json'), JSON.stringify(report, null, 1));
  writeFileSync(join(out, 'metadata-out-of-fold.json'), JSON.stringify(outOfFoldPages, null, 1));
  if (ablate) {
    const table = [
      `| field | switched off | kind | gain out of fold, folds 0-3 (${seen.length} pages) | gain on fold ${UNSEEN_FOLD} (${unseen.length} pages) |`,
      '|---|---|---|---:|---:|',
      ...ablation,
    ].join('\n');
    writeFileSync(join(out, 'metadata-ablation.md'), `${table}\n`);
    console.log(table);
  }
}

main();

/**
 * The learned weights of metadata evidence (`model.json`, fitted by `npm run train:metadata`, tools/train/
 * metadata.ts, on the gold titles, authors and dates of the training folds; its provenance beside the weights says
 * which; the engine only reads it). A value proposed by
 * several sources gets one score: the log-odds that it is the page's, the sum of one weight per agreeing source,
 * per source and page flag (a `<meta>` author on a landing page is worth less than on an article), per page flag
 * and per number of agreeing sources. So three shown sources that agree can outvote one declared source, which
 * fixed powers of two never let happen, and a field whose best value is unlikely stays empty: inventing an
 * author or a date costs as much as missing one.
 */
import type { PageType } from '../page-type';
// Named imports: the bundle carries the fields' weights, not the provenance beside them.
import { author, published, title } from './model.json';
import type { Field, SourceName } from './weights';

/** What the page is, as far as it bears on whom to believe. */
export type PageFlag =
  | `type:${PageType}`
  /** Path depth <= 1 with no declared author or date (index.ts). */
  | 'landing'
  /** JSON-LD of a non-authored entity: WebPage, Service, Product... */
  | 'non-authored-entity'
  /** JSON-LD, `<meta>` or microdata declare a publication date. */
  | 'declares-date'
  /** Declared types or the URL say forum thread, or documentation / product / listing (declared-kind.ts). */
  | 'declared-forum'
  | 'declared-not-authored'
  /** Authored content (index.ts `authored`): known once the headline's surroundings are read, so not for the title. */
  | 'authored'
  | 'bylines-near'
  | 'shown-date';

export interface PageFacts {
  pageType: PageType;
  landing: boolean;
  nonAuthored: boolean;
  declaresDate: boolean;
  declaredType: string;
  authored?: boolean;
  bylinesNear?: boolean;
  shownDate?: boolean;
}

const NOT_AUTHORED_KINDS: ReadonlySet<string> = new Set(['documentation', 'product', 'listing']);

export function pageFlags(facts: PageFacts): ReadonlySet<PageFlag> {
  const flags = new Set<PageFlag>([`type:${facts.pageType}`]);
  const add = (flag: PageFlag, yes: boolean | undefined) => yes && flags.add(flag);
  add('landing', facts.landing);
  add('non-authored-entity', facts.nonAuthored);
  add('declares-date', facts.declaresDate);
  add('declared-forum', facts.declaredType === 'forum');
  add('declared-not-authored', NOT_AUTHORED_KINDS.has(facts.declaredType));
  add('authored', facts.authored);
  add('bylines-near', facts.bylinesNear);
  add('shown-date', facts.shownDate);
  return flags;
}

export const NO_FLAGS: ReadonlySet<PageFlag> = new Set();

/** Agreement counts above this weigh as this many. */
const MAX_AGREEING = 3;

/**
 * The features of one value on one page: its agreeing sources, each alone and with each page flag; the flags;
 * the agreement count; and the value's shape beside the page's other values (title-shape.ts), alone and with
 * each source.
 */
export function featureNames(sources: readonly SourceName[], flags: ReadonlySet<PageFlag>, shape: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const source of sources) {
    out.push(source);
    for (const flag of flags) out.push(`${source}&${flag}`);
  }
  for (const flag of flags) out.push(flag);
  out.push(`agree:${Math.min(sources.length, MAX_AGREEING)}`);
  for (const feature of shape) {
    out.push(feature);
    for (const source of sources) out.push(`${source}&${feature}`);
  }
  return out;
}

export interface FieldModel {
  intercept: number;
  /** Weight of each feature (featureNames); a feature not listed weighs 0. */
  weights: Readonly<Record<string, number>>;
  /** The best value is given only when its probability reaches this; 0 gives it always (a title). */
  threshold: number;
}

/** The weights of each field (the file the training script writes also holds their provenance: `MetadataModelFile`). */
export type MetadataModel = Readonly<Record<Field, FieldModel>>;
export type MetadataModelFile = { provenance: Readonly<Record<string, unknown>> } & MetadataModel;

export const SHIPPED: MetadataModel = { title, author, published };

/** Log-odds that a value with these agreeing sources is the page's. */
export function logOdds(model: FieldModel, sources: readonly SourceName[], flags: ReadonlySet<PageFlag>, shape: readonly string[] = []): number {
  let z = model.intercept;
  for (const name of featureNames(sources, flags, shape)) z += model.weights[name] ?? 0;
  return z;
}

export function probability(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

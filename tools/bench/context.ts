/**
 * From the resolved options to a corpus's pages and the context the sections run with. Shared by main.ts and the
 * worker processes of `--jobs`, so a worker rebuilds exactly the run its parent asked for.
 */
import type { BenchArgs } from './args';
import { loadCorpus, type CorpusPage } from './corpus';
import type { PageType } from '../../src/engine/page-type';
import type { BenchContext } from './section';
import { parseDocument, releaseDocument } from '../../src/cli/dom';
import type { PageOptions } from './tools';

export type Target = BenchArgs['targets'][number];

/** The pages a run measures: every Nth from the offset, of the asked gold type, the first `limit` of those. */
export function selectPages(args: BenchArgs, target: Target): CorpusPage[] {
  return loadCorpus(target.corpus, { dir: target.dir })
    .filter((_, i) => i % args.every === args.offset)
    .filter((page) => args.goldType === undefined || page.gold.pageType === args.goldType).slice(0, args.limit);
}

export function benchContext(args: BenchArgs, target: Target, pages: CorpusPage[], log: (line: string) => void): BenchContext {
  return {
    corpus: target.corpus, mode: args.modes[0], modes: args.modes,
    parse: (html, url) => parseDocument(html, url, args.dom),
    release: releaseDocument,
    ablate: args.ablate,
    ...learnedParts(args, pages),
    log,
    args, target,
  };
}

/**
 * What Pith's learned parts read per page: the given page types; with `--cv` the first run keeps the shipped
 * classifier (in-sample) and the given types make the out-of-fold run beside it.
 */
function learnedParts(args: BenchArgs, pages: CorpusPage[]): Pick<BenchContext, 'pageTypeOf' | 'pageOptions' | 'outOfFold'> {
  const pageOptions = withBudget(args, () => ({}));
  const given = { pageTypeOf: pageTypesByUrl(pages, args), pageOptions };
  if (!args.cv) return given;
  return { pageTypeOf: () => undefined, pageOptions, outOfFold: given };
}

/** An hour: the engine takes only finite budgets, and no page needs more. */
const NO_BUDGET_MS = 3_600_000;

function withBudget(args: BenchArgs, pageOptions: PageOptions): PageOptions {
  return args.noBudget ? (url) => ({ ...pageOptions(url), timeBudgetMs: NO_BUDGET_MS }) : pageOptions;
}

function pageTypesByUrl(pages: CorpusPage[], args: BenchArgs): (url: string) => PageType | undefined {
  if (!args.pageTypes) return () => undefined;
  const byUrl = new Map(pages.flatMap((p) => (args.pageTypes![p.id] ? [[p.url, args.pageTypes![p.id]] as const] : [])));
  return (url) => byUrl.get(url);
}

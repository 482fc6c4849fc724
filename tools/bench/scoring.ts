/**
 * Which metric scores which corpus, as data: a page scorer and a dataset summariser per corpus, following
 * ../shared/corpora/README.md. The quality section and the quality gate both score through this table.
 */
import type { CorpusName, CorpusPage } from './corpus';
import { mean, shingleCounts, shingleDataset, shinglePrecision, shingleRecall, snippetHits, tokenize, tokenizeCjk, wordScores, type ShingleCounts, type Tokenizer } from './metrics';

export interface PageScore {
  precision: number;
  recall: number;
  f1: number;
  /** scrapinghub: normalised shingle counts, kept so the dataset figures can be recomputed from pages.json. */
  shingles?: ShingleCounts;
  /** WCXB snippets found: `with` (want high) and `without` (want low), out of the page's totals. */
  withFound?: number;
  withTotal?: number;
  withoutFound?: number;
  withoutTotal?: number;
}

export interface DatasetScore {
  /** The corpus's headline figure: shingle F1 (scrapinghub) or mean word F1 (WCXB). */
  f1: number;
  precision: number;
  recall: number;
  pages: number;
  /** WCXB: mean word F1 per page type. */
  byType?: Record<string, { pages: number; f1: number; precision: number; recall: number }>;
  /** WCXB: share of all `with` snippets found (higher is better) and of `without` snippets found (lower is better). */
  withRate?: number;
  withoutRate?: number;
}

export interface Scorer {
  metric: string;
  /** How the corpus's pages are grouped in the reports beside the headline (WCXB page type, daniel-dev language). */
  group?: { name: string; of(page: CorpusPage): string };
  page(page: CorpusPage, text: string): PageScore;
  dataset(pages: CorpusPage[], scores: PageScore[]): DatasetScore;
}

export type ScoredCorpus = Exclude<CorpusName, 'readability-pages'>;

export const SCORERS: Record<ScoredCorpus, Scorer> = {
  scrapinghub: {
    metric: 'shingle F1 (4-token shingles, per-page normalised, means of page P and R)',
    page(page, text) {
      const counts = shingleCounts(page.gold.text, text);
      const precision = shinglePrecision(counts), recall = shingleRecall(counts);
      return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), shingles: counts };
    },
    dataset(pages, scores) {
      return { ...shingleDataset(scores.map((s) => s.shingles!)), pages: pages.length };
    },
  },
  'wcxb-dev': {
    metric: 'mean word F1 (lower-cased bag of words; empty gold wants empty output)',
    group: { name: 'page type', of: (page) => page.gold.pageType ?? 'unknown' },
    page(page, text) {
      const { gold } = page;
      return {
        ...wordScores(gold.text, text),
        withFound: snippetHits(text, gold.with), withTotal: gold.with.length,
        withoutFound: snippetHits(text, gold.without), withoutTotal: gold.without.length,
      };
    },
    dataset(pages, scores) {
      const byType: NonNullable<DatasetScore['byType']> = {};
      const types = [...new Set(pages.map((p) => p.gold.pageType ?? 'unknown'))].sort();
      for (const type of types) {
        const of = scores.filter((_, i) => (pages[i].gold.pageType ?? 'unknown') === type);
        byType[type] = { pages: of.length, ...meanPrf(of) };
      }
      const sum = (key: keyof PageScore) => scores.reduce((total, s) => total + ((s[key] as number | undefined) ?? 0), 0);
      return {
        ...meanPrf(scores), pages: pages.length, byType,
        withRate: ratio(sum('withFound'), sum('withTotal')),
        withoutRate: ratio(sum('withoutFound'), sum('withoutTotal')),
      };
    },
  },
  dragnet: meanWordF1(tokenize),
  cleaneval: meanWordF1(tokenize),
  'daniel-dev': {
    ...meanWordF1(tokenizeCjk),
    metric: 'mean word F1, each CJK character a token (lower-cased bag of words)',
    group: { name: 'language', of: (page) => page.gold.language ?? 'unknown' },
  },
};

/** The plain mean word F1 of the corpora that have gold text only (no snippets, no page types). */
function meanWordF1(tokens: Tokenizer): Scorer {
  return {
    metric: 'mean word F1 (lower-cased bag of words; empty gold wants empty output)',
    page: (page, text) => wordScores(page.gold.text, text, tokens),
    dataset: (pages, scores) => ({ ...meanPrf(scores), pages: pages.length }),
  };
}

export function isScored(corpus: CorpusName): corpus is ScoredCorpus {
  return corpus in SCORERS;
}

function meanPrf(scores: PageScore[]): { f1: number; precision: number; recall: number } {
  return { f1: mean(scores.map((s) => s.f1)), precision: mean(scores.map((s) => s.precision)), recall: mean(scores.map((s) => s.recall)) };
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

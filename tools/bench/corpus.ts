/**
 * Reads the evaluation corpora in ../shared/corpora (layout in that folder's README). Every benchmark section
 * uses these loaders, so there is one reading of each corpus format.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeHtml, gunzipIfNeeded } from '../../src/cli/extract/decode';
import { BLANK_URL } from '../../src/cli/dom';
import { foldsOf } from './folds';
import { corporaRoot } from './corpus-root';

export type CorpusName = 'scrapinghub' | 'wcxb-dev' | 'dragnet' | 'cleaneval' | 'daniel-dev' | 'readability-pages';

/** The corpora laid out like wcxb-dev with only `{url, language, ground_truth: {main_content}}` as gold. */
export const PLAIN_CORPORA = ['dragnet', 'cleaneval', 'daniel-dev'] as const satisfies readonly CorpusName[];
type PlainCorpus = (typeof PLAIN_CORPORA)[number];

export interface CorpusPage {
  corpus: CorpusName;
  id: string;
  url: string;
  /** Decoded HTML (by the page's charset, as the CLI decodes files). */
  html: string;
  gold: Gold;
  /** The page's fold in ../shared/corpora/splits.json (4 is the unseen fold); undefined when the page has none. */
  fold?: number;
}

export interface Gold {
  /** Plain-text main content; empty when the right answer is empty output. */
  text: string;
  title?: string;
  author?: string;
  published?: string;
  siteName?: string;
  language?: string;
  /** WCXB page type (article, forum, ...). */
  pageType?: string;
  /** Readability's own output for the page (readability-pages' expected.html): the images section's reference. */
  html?: string;
  /** WCXB snippets that must / must not appear. */
  with: string[];
  without: string[];
}

export { corporaRoot };

export function hasCorpus(name: CorpusName, root = corporaRoot()): boolean {
  return existsSync(join(root, name));
}

/** Loads a corpus folder; `dir` defaults to `<corporaRoot>/<name>`. Throws a clear error when missing. */
/** `splits` is the folds file (default `<corporaRoot>/splits.json`); pages it does not list carry no fold. */
export function loadCorpus(name: CorpusName, options: { dir?: string; limit?: number; splits?: string } = {}): CorpusPage[] {
  const dir = options.dir ?? join(corporaRoot(), name);
  if (!existsSync(dir)) throw new Error(`corpus "${name}" not found at ${dir} (expected ../shared/corpora/${name})`);
  const folds = foldsOf(name, options.splits);
  const pages = LOADERS[name](dir).map((page) => (folds?.[page.id] === undefined ? page : { ...page, fold: folds[page.id] }));
  return options.limit === undefined ? pages : pages.slice(0, options.limit);
}

const LOADERS: Record<CorpusName, (dir: string) => CorpusPage[]> = {
  scrapinghub: loadScrapinghub,
  'wcxb-dev': loadWcxb,
  'readability-pages': loadReadabilityPages,
  dragnet: (dir) => loadPlain('dragnet', dir),
  cleaneval: (dir) => loadPlain('cleaneval', dir),
  'daniel-dev': (dir) => loadPlain('daniel-dev', dir),
};

function readHtml(path: string): string {
  const bytes = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

function jsonIds(folder: string): string[] {
  return readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

interface PlainTruth { url: string | null; language?: string; ground_truth: { main_content?: string } }

/** The older corpora keep their pages' bytes as collected, in many charsets: decoded as the CLI decodes a file. */
function loadPlain(corpus: PlainCorpus, dir: string): CorpusPage[] {
  return jsonIds(join(dir, 'ground-truth')).map((id) => {
    const truth = JSON.parse(readFileSync(join(dir, 'ground-truth', `${id}.json`), 'utf8')) as PlainTruth;
    const gold: Gold = { text: truth.ground_truth.main_content ?? '', with: [], without: [] };
    if (truth.language) gold.language = truth.language;
    return {
      corpus, id, url: truth.url ?? BLANK_URL,
      html: decodeHtml(gunzipIfNeeded(readFileSync(join(dir, 'html', `${id}.html.gz`)))).text,
      gold,
    };
  });
}

function loadScrapinghub(dir: string): CorpusPage[] {
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, { articleBody: string; url: string }>;
  return Object.entries(truth).sort(([a], [b]) => a.localeCompare(b)).map(([id, entry]) => ({
    corpus: 'scrapinghub' as const, id, url: entry.url,
    html: readHtml(join(dir, 'html', `${id}.html.gz`)),
    gold: { text: entry.articleBody ?? '', with: [], without: [] },
  }));
}

interface WcxbTruth {
  url: string;
  _internal?: { page_type?: { primary?: string } };
  ground_truth: { title?: string; author?: string; publish_date?: string; main_content?: string; with?: string[]; without?: string[] };
}

function loadWcxb(dir: string): CorpusPage[] {
  return jsonIds(join(dir, 'ground-truth')).map((id) => {
    const truth = JSON.parse(readFileSync(join(dir, 'ground-truth', `${id}.json`), 'utf8')) as WcxbTruth;
    const g = truth.ground_truth;
    return {
      corpus: 'wcxb-dev' as const, id, url: truth.url,
      html: readHtml(join(dir, 'html', `${id}.html.gz`)),
      gold: {
        text: g.main_content ?? '', title: g.title ?? '', author: g.author ?? '', published: g.publish_date ?? '',
        pageType: truth._internal?.page_type?.primary ?? 'unknown', with: g.with ?? [], without: g.without ?? [],
      },
    };
  });
}

interface ReadabilityMetadata { title?: string; byline?: string; siteName?: string; publishedTime?: string; lang?: string }

function loadReadabilityPages(dir: string): CorpusPage[] {
  const names = readdirSync(join(dir, 'pages')).sort();
  return names.map((name) => {
    const folder = join(dir, 'pages', name);
    const meta = JSON.parse(readFileSync(join(folder, 'expected-metadata.json'), 'utf8')) as ReadabilityMetadata;
    return {
      corpus: 'readability-pages' as const, id: name,
      // Readability's own tests run every page at this URL.
      url: 'http://fakehost/test/page.html',
      html: readHtml(join(folder, 'source.html')),
      gold: {
        text: '', title: meta.title ?? '', author: meta.byline ?? '', published: meta.publishedTime ?? '',
        siteName: meta.siteName ?? '', language: meta.lang ?? '', with: [], without: [],
        html: readHtml(join(folder, 'expected.html')),
      },
    };
  });
}

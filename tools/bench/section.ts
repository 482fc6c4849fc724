/**
 * A benchmark section: one measurement (quality, Markdown structure, metadata...) run over the pages of one
 * corpus. main.ts keeps the list of sections and runs each in turn, so adding a measurement is one new file
 * plus one entry in that list; the report stitches the sections' Markdown together and keeps their JSON by name.
 */
import type { Mode } from '../../src/engine/types';
import type { CorpusName, CorpusPage } from './corpus';
import type { PageType } from '../../src/engine/page-type';
import type { PageOptions } from './tools';
import type { BenchArgs } from './args';

/** What every section receives besides the pages. Read-only: sections never change the run's settings. */
export interface BenchContext {
  readonly corpus: CorpusName;
  /** The mode sections run the engine in. */
  readonly mode: Mode;
  /** Every mode asked for (`--mode all`); `mode` is the first. Sections that compare modes use this. */
  readonly modes: readonly Mode[];
  /** Parses HTML into a Document with the page's URL (the same DOM library for every section and tool). */
  readonly parse: (html: string, url: string) => Document;
  /** Call when done with a parsed document: frees the window jsdom and happy-dom keep per document. */
  readonly release: (document: Document) => void;
  /** Page types given with `--page-types FILE` (id -> type: the classifier's out-of-fold predictions), by page URL;
   *  Pith classifies pages itself when this gives none. */
  readonly pageTypeOf: (url: string) => PageType | undefined;
  /** `--ablate`: the metadata section also measures each of its sources and rules switched off. */
  readonly ablate: boolean;
  /** Engine options the quality section adds per page (`--no-budget`). */
  readonly pageOptions?: PageOptions;
  /** `--cv`: the page types and options of a second Pith run whose learned parts never saw the page's domain. */
  readonly outOfFold?: { pageTypeOf: (url: string) => PageType | undefined; pageOptions: PageOptions };
  /** Progress and notes go to stderr through this, so stdout keeps only the tables. */
  readonly log: (line: string) => void;
  /** The run's resolved options and corpus folder (`--jobs` workers rebuild the run from them). */
  readonly args: BenchArgs;
  readonly target: { corpus: CorpusName; dir: string };
}

export interface SectionResult {
  /** Key in the JSON report and heading in the Markdown report. */
  name: string;
  /** Anything serialisable; written under `sections[name]` in the JSON report. */
  json: unknown;
  /** A Markdown fragment (tables), printed to stdout and appended to the Markdown report. */
  markdown: string;
  /** Optional per-page records, written to `<corpus>.<name>.pages.json` (kept apart: they are large). */
  pages?: unknown;
}

/** A section module exports `run` with this signature. */
export type BenchSection = (pages: CorpusPage[], ctx: BenchContext) => Promise<SectionResult>;

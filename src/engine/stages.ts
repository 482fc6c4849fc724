/**
 * The optional stages: engine parts that most pages never run, which the host supplies through
 * `ExtractTools.stages`. The engine's index (`extract` from `src/engine`) passes them all, imported statically:
 * Node, the CLI, the benchmarks and the tests run the whole engine. The extension's first injected script carries
 * none of them and the background injects each only for a page that needs it (src/extension/in-page/stages.ts):
 * together they were ~55% of extractor.js (franc's trigram tables ~28%, the stop-word lists ~15%, Readability ~9%;
 * esbuild metafile of entrypoints/extractor.ts), and franc builds its dictionaries when it is evaluated.
 *
 * This file holds only their types, so a module that imports it imports none of their code.
 */
import type { Stage } from './types';
import type { LinePattern } from './site-profile/profile';

/** What a fallback reads: the page (never changed), the document its candidates are built in, the page's facts. */
export interface FallbackInput {
  document: Document;
  into: Document;
  /** Nesting depth of the page's tree (Readability is skipped on deep pages: fallback/readability.ts). */
  depth: number;
  /** The page's `<html lang>`, for the stop-word list. */
  lang: string | null;
  /** Only Readability's candidate (the second opinion weighs no other: fallback/second-opinion.ts); both when unset. */
  readabilityOnly?: boolean;
}

export interface FallbackCandidate {
  stage: Extract<Stage, 'readability' | 'justext'>;
  content: Element;
}

export interface OptionalStages {
  /** Stage 3: the other extractors' candidates (fallback/index.ts: Readability, then jusText), in that order. */
  fallback(input: FallbackInput): FallbackCandidate[];
  /** The language of a text sample, for a page that declares none (metadata/detect-language.ts: franc-min). */
  detectLanguage(text: string): string | undefined;
  /** A site profile's drop-line pattern, compiled for linear-time matching (site-profile/line-pattern.ts: RE2). */
  linePattern(pattern: string): LinePattern;
}

export type StageName = keyof OptionalStages;

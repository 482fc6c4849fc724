/**
 * The engine's public result types. This file is the contract between the engine and everything that
 * uses it (CLI, bench, extension, UI): change it deliberately.
 */

export type Mode = 'standard' | 'fast' | 'precision' | 'recall';

export type { Scope } from './site-profile/profile';
import type { Scope } from './site-profile/profile';
export type { ProfileChoice } from './rules/profile-guard';
import type { ProfileChoice } from './rules/profile-guard';

/** Which stage of the cascade produced the main content. */
/** `page`: the `page` scope's whole visible page (page-scope/index.ts), no stage of the cascade. */
export type Stage = 'rules' | 'readability' | 'justext' | 'baseline' | 'escalated' | 'declared' | 'selection' | 'page' | 'none';

/** What the page is about, who wrote it, when. Fields the page does not provide are absent or empty. */
export interface Metadata {
  title: string;
  author: string[];
  /** ISO 8601 (date or date-time). */
  published?: string;
  modified?: string;
  siteName?: string;
  description?: string;
  /** BCP 47 language tag, e.g. `en`, `de-DE`. */
  language?: string;
  /** The URL the user saw (document URL or the `url` option). */
  url?: string;
  canonicalUrl?: string;
  image?: string;
  tags: string[];
  categories: string[];
  pageType?: string;
  wordCount: number;
  readingMinutes: number;
  /** Set only when a size budget cut the result: the Markdown body's (else the text's) size before the cut. */
  originalChars?: number;
  originalTokens?: number;
}

/** One thing that cleaning or pruning dropped, for diagnostics shown to the user. */
export interface Removal {
  /** `clean`, `prune`, `output` (a repeated run: output/repeated-runs.ts), or `site-profile` for a site profile's drop selector or drop-line pattern. */
  step: string;
  selector: string;
  /** Why; for a site profile, the rule itself: `drop .share (site profile example.org)`. */
  reason: string;
  /** The registered rule that removed it (registry/index.ts `RULE_IDS`), or `site-profile` for a site profile's rule. */
  rule: string;
  chars: number;
  /** The start of the block's text (site-profile removals, and every removal with the `locateRemovals` option). */
  text?: string;
  /** A selector that names this block alone on its page, for "always keep this" (`locateRemovals` option). */
  keep?: string;
}

/** A selection move that left content out of the result (or kept it from joining), for diagnosis. */
export interface Decision {
  /** The registered rule that made the move (registry/index.ts `RULE_IDS`). */
  rule: string;
  /** The start of the text left out. */
  text: string;
  /** Characters left out. */
  chars: number;
}

/** Why a page holds little a reader came for (low-value/index.ts), with what showed it. */
export interface LowValue {
  reason: LowValueReason;
  /** What the engine saw, in a few words: `title "Page not found"`, `a password field; 38 words`. */
  evidence: string;
}

export type LowValueReason = 'login' | 'paywall' | 'consent' | 'error' | 'empty-app' | 'captcha' | 'too-little-text';

export interface QualitySignals {
  /** Characters of main text. */
  length: number;
  /** Text characters / HTML characters of the content. */
  textToMarkup: number;
  /** The content came from (or sits in) article/main/articleBody. */
  semanticContainer: boolean;
  headings: number;
  /** Paragraphs of 80+ characters. */
  substantialParagraphs: number;
  /** Share of the page's visible text that the result keeps. */
  pageShare: number;
  /** Characters of the page's visible text after cleaning (0 when unknown: an over-budget or error result). */
  pageChars: number;
  /** Share of the content's text that sits inside links: a navigation dump is mostly links. */
  linkDensity: number;
}

export interface Quality {
  /**
   * The page's predicted F1 against a human's main content, in [0, 1]: a regression over `signals`, the stage and
   * the attempts (quality/model.json, trained offline by `npm run train:quality`). A low prediction is where the
   * UI suggests recall mode (THIN_QUALITY in quality/index.ts).
   */
  score: number;
  signals: QualitySignals;
}

/** One try of the cascade, recorded so escalation is visible. */
export interface Attempt {
  stage: Stage;
  relaxation?: string;
  chars: number;
  score: number;
}

export interface Extraction {
  /** Main content as a detached element (owned by a document the engine created; never the caller's). */
  content: Element | null;
  /** `content` serialized; links and image URLs are absolute. */
  html: string;
  text: string;
  /** Empty string when the `markdown` option is false. */
  markdown: string;
  metadata: Metadata;
  stage: Stage;
  mode: Mode;
  quality: Quality;
  /** Milliseconds per stage plus `total`. */
  timings: Record<string, number>;
  removed: Removal[];
  /** Selection moves that left content out, in the order they were made (first pass only, as `removed`). */
  decisions: Decision[];
  attempts: Attempt[];
  /** Set when extraction stopped early or found nothing; a sentence the UI can show as is. */
  warning?: string;
  /** `article` (the main content), `full` (the whole readable page) or `page` (all its visible text); absent on a selection's result. */
  scope?: Scope;
  /** The site profiles that applied (their `site`), most specific first; absent when none did. */
  siteProfiles?: string[];
  /** The `keep` selectors of those profiles that match nothing on the page; absent when every one matches. */
  unmatchedKeep?: string[];
  /** On a page whose type has an extraction profile: whether stage 2 kept the profile's result or, the profile's
   *  having lost the content, that of the rules without it, and why (rules/profile-guard.ts). */
  profile?: ProfileChoice;
  /** Set when the page is a login wall, paywall, consent wall, error page, empty app shell, captcha or nearly empty. */
  lowValue?: LowValue;
  /** With the options `markdown: false, keepForMarkdown: true`: makes the Markdown from the kept copy of the content. */
  markdownLater?: () => LaterMarkdown;
  /** With the option `deferHtml`: sanitizes and serializes the content, once, and gives what a read without it has. */
  htmlLater?: () => LaterHtml;
}

/** What `htmlLater()` makes: the `html` and `quality` of the same read without `deferHtml`, and its timings since. */
export interface LaterHtml {
  html: string;
  quality: Quality;
  timings: Record<string, number>;
}

/** What `markdownLater()` makes: the `markdown` and the whole `warning` the same read with Markdown would have had. */
export interface LaterMarkdown {
  markdown: string;
  warning?: string;
}

/** `Extraction` as JSON: everything but DOM objects and functions. */
export type ExtractionJson = Omit<Extraction, 'content' | 'markdownLater' | 'htmlLater'>;

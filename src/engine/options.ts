import type { Mode } from './types';
import { PAGE_TYPES, type PageType } from './page-type';
import { SCOPES, checkSiteProfiles, describeProblem, type Scope, type SiteProfile } from './site-profile/profile';
import { RULE_IDS, unknownRuleIds } from './registry';
import { DEFAULT_MARKDOWN_STYLE, markdownStyleProblem, type MarkdownStyle } from './markdown/style';

/** Every option of `extract()`, each with its default beside it. */
export interface Options {
  /** Trafilatura's meaning: precision = less noise, recall = more text, fast = skip fallbacks. Default `standard`. */
  mode: Mode;
  /** The page's URL, for absolute links and metadata. Default: the document's own URL. */
  url: string | undefined;
  /** Keep comment sections. Default false. */
  includeComments: boolean;
  /** Keep images in the output. Default true. */
  includeImages: boolean;
  /** Keep tables. Default true. */
  includeTables: boolean;
  /** Keep links (else their text only). Default true. */
  includeLinks: boolean;
  /** Produce `markdown` (Turndown is the costliest output step). Default true. */
  markdown: boolean;
  /** YAML front matter on the Markdown. Default true. */
  frontMatter: boolean;
  /** How the Markdown is written: heading style, bullet, code blocks, links, images (markdown/style.ts); a caller
   *  gives the choices it changes, the others keep their defaults. Default `DEFAULT_MARKDOWN_STYLE` (ATX headings,
   *  `-` bullets, backtick fences, inline links, images kept). */
  markdownStyle: Readonly<MarkdownStyle>;
  /** With `markdown` false: keep a copy of the content as the Markdown reads it (before sanitizing), and give the
   *  result a `markdownLater()` that makes the Markdown (and the warning) exactly as `markdown: true` would have, so
   *  a caller can show the article first and convert it after without reading the page again (the extension's
   *  reader). Not with a size budget, whose cut reads the Markdown. Default false. */
  keepForMarkdown: boolean;
  /** Leave the HTML to the result's `htmlLater()`: the output stage stops after the text, the metadata and the
   *  Markdown, and `htmlLater()` then sanitizes and serializes the content and scores the quality, giving the `html`
   *  and `quality` a read without this option has (until then `html` is '', `quality` an empty result's, and
   *  `content` not yet sanitized). So a caller can hand out the Markdown first (the extension's copy gesture:
   *  the clipboard waited for the HTML it does not use). Default false. */
  deferHtml: boolean;
  /** Stage 2 results shorter than this (characters) go to the fallback cascade. Default 250. */
  minExtractedChars: number;
  /** Wall-clock budget; past it extraction stops with a "page too large" warning. Default 5000 ms. */
  timeBudgetMs: number;
  /** Pages with more elements than this are refused as too large. Default 200000. */
  maxElements: number;
  /** The page's type (article, forum, product, listing, collection, documentation, service), which chooses the
   *  extraction profile, when the caller knows it. Default: classified from the page (page-type/index.ts). */
  pageType: PageType | undefined;
  /** Size budget in characters of the Markdown body and the text, cut at a block boundary with a marker
   *  (budget/index.ts). Default: no budget. */
  maxChars: number | undefined;
  /** Size budget in tokens (o200k_base, budget/tokens.ts); `extract` needs `countTokens` with it. Default: none. */
  maxTokens: number | undefined;
  /** `article`: the main content; `full`: the whole readable page (navigation and footers out, every section in).
   *  Default: the matching site profile's scope, else `article`. */
  scope: Scope | undefined;
  /** Site profiles (site-profile/profile.ts); those naming the page's host apply. Default none. */
  siteProfiles: readonly SiteProfile[];
  /** Give each removal the start of its text and a keep selector (for the side panel's "restore"). Default false. */
  locateRemovals: boolean;
  /** Ids of registered rules to switch off (ablation, diagnosis): registry/index.ts `RULE_IDS`; an unknown id is an
   *  OptionsError. Default none. */
  disabledRules: readonly string[];
}

export const DEFAULT_OPTIONS: Readonly<Options> = Object.freeze({
  mode: 'standard',
  url: undefined,
  includeComments: false,
  includeImages: true,
  includeTables: true,
  includeLinks: true,
  markdown: true,
  frontMatter: true,
  markdownStyle: DEFAULT_MARKDOWN_STYLE,
  keepForMarkdown: false,
  deferHtml: false,
  minExtractedChars: 250,
  timeBudgetMs: 5000,
  maxElements: 200_000,
  pageType: undefined,
  maxChars: undefined,
  maxTokens: undefined,
  scope: undefined,
  siteProfiles: Object.freeze([]) as readonly SiteProfile[],
  locateRemovals: false,
  disabledRules: Object.freeze([]) as readonly string[],
});

export const MODES: readonly Mode[] = ['standard', 'fast', 'precision', 'recall'];

export class OptionsError extends Error {
  override name = 'OptionsError';
}

/** What a caller gives: any options, and of the Markdown style only the choices it changes. */
export type OptionsInput = Partial<Omit<Options, 'markdownStyle'>> & { markdownStyle?: Partial<MarkdownStyle> };

/** Resolve user options once into one frozen object; unknown keys and wrong types are an `OptionsError`. */
export function resolveOptions(input: OptionsInput = {}): Readonly<Options> {
  if (input === null || typeof input !== 'object') throw new OptionsError('options must be an object');
  for (const key of Object.keys(input)) {
    // Own keys only: `in` also finds what every object inherits (`__proto__`, `hasOwnProperty`).
    if (!Object.hasOwn(DEFAULT_OPTIONS, key)) throw new OptionsError(`unknown option "${key}"`);
  }
  const resolved: Options = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(input) as [keyof Options, unknown][]) {
    if (value === undefined) continue;
    checkOption(key, value);
    (resolved as unknown as Record<string, unknown>)[key] = key === 'markdownStyle' ? Object.freeze({ ...DEFAULT_MARKDOWN_STYLE, ...value as object }) : value;
  }
  if (resolved.keepForMarkdown && (resolved.maxChars !== undefined || resolved.maxTokens !== undefined)) {
    throw new OptionsError('option "keepForMarkdown" cannot be combined with a size budget (maxChars, maxTokens): the cut reads the Markdown');
  }
  return Object.freeze(resolved);
}

/** Options whose default is `undefined`, by the type a value must have. */
const OPTIONAL_TYPES: Partial<Record<keyof Options, string>> = {
  url: 'string', pageType: 'string', scope: 'string', maxChars: 'number', maxTokens: 'number',
};

function checkOption(key: keyof Options, value: unknown): void {
  if (key === 'siteProfiles') return checkProfiles(value);
  if (key === 'disabledRules') return checkRuleIds(value);
  if (key === 'markdownStyle') {
    const problem = markdownStyleProblem(value);
    if (problem) throw new OptionsError(`option "markdownStyle" ${problem}`);
    return;
  }
  const expected = OPTIONAL_TYPES[key] ?? typeof DEFAULT_OPTIONS[key];
  if (typeof value !== expected) throw new OptionsError(`option "${key}" must be a ${expected}, got ${typeof value}`);
  if (key === 'mode' && !MODES.includes(value as Mode)) {
    throw new OptionsError(`option "mode" must be one of ${MODES.join(', ')}, got "${String(value)}"`);
  }
  if (key === 'pageType' && !PAGE_TYPES.includes(value as PageType)) {
    throw new OptionsError(`option "pageType" must be one of ${PAGE_TYPES.join(', ')}, got "${String(value)}"`);
  }
  if ((key === 'maxChars' || key === 'maxTokens') && !(Number.isInteger(value) && (value as number) >= 1)) {
    throw new OptionsError(`option "${key}" must be a whole number of at least 1, got ${String(value)}`);
  }
  if (key === 'scope' && !SCOPES.includes(value as Scope)) {
    throw new OptionsError(`option "scope" must be one of ${SCOPES.join(', ')}, got "${String(value)}"`);
  }
  if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0)) {
    throw new OptionsError(`option "${key}" must be a non-negative number, got ${value}`);
  }
}

/** A list of registered rules' ids. */
function checkRuleIds(value: unknown): void {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) throw new OptionsError('option "disabledRules" must be a list of rule ids');
  const unknown = unknownRuleIds(value);
  if (unknown.length > 0) {
    throw new OptionsError(`option "disabledRules" names no registered rule: ${unknown.map((id) => `"${id}"`).join(', ')} (known: ${RULE_IDS.join(', ')})`);
  }
}

/** The profiles' shape and patterns; their selectors are tried on the page by extract() (site-profile/index.ts). */
function checkProfiles(value: unknown): void {
  if (!Array.isArray(value)) throw new OptionsError('option "siteProfiles" must be a list of site profiles');
  const problems = checkSiteProfiles(value);
  if (problems.length > 0) throw new OptionsError(problems.map(describeProblem).join('; '));
}

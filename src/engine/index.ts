import { extract as extractWith, type ExtractTools } from './pipeline';
import type { Extraction } from './types';
import type { OptionsInput } from './options';
import type { OptionalStages } from './stages';
import { fallbackCandidates } from './fallback';
import { detectLanguage } from './metadata/detect-language';
import { compileLinePattern } from './site-profile/line-pattern';

/** Every optional stage (stages.ts), imported statically: the whole engine, as Node, the CLI and the tests run it. */
export const ALL_STAGES: OptionalStages = { fallback: fallbackCandidates, detectLanguage, linePattern: compileLinePattern };

/** The cascade (pipeline.ts) with every optional stage, unless `tools` names others. */
export function extract(document: Document, options: OptionsInput = {}, tools: ExtractTools = {}): Extraction {
  return extractWith(document, options, { ...tools, stages: { ...ALL_STAGES, ...tools.stages } });
}

export type { ExtractTools } from './pipeline';
export type { OptionalStages, StageName } from './stages';
export { applyBudget } from './budget';
export { loadTokenCounter, TOKEN_ENCODING } from './budget/tokens';
export type { Budget, Measure } from './budget';
export { resolveOptions, DEFAULT_OPTIONS, MODES, OptionsError } from './options';
export type { Options, OptionsInput } from './options';
export { DEFAULT_MARKDOWN_STYLE, MARKDOWN_STYLE_CHOICES } from './markdown/style';
export type { MarkdownStyle } from './markdown/style';
export { imagesIn, rewriteImages } from './markdown/local-images';
/** Every registered rule's id (registry/index.ts), for the `disabledRules` option and ablation. */
export { RULE_IDS } from './registry';
export type * from './types';

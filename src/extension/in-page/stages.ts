/**
 * The engine's optional stages in the extension (src/engine/stages.ts). extractor.js carries none of them: each
 * ships as its own unlisted script, which registers its stage here when the background injects it, and the engine
 * reads this registry as its `stages` (it is read when a stage runs, so a stage registered on a resume counts):
 * - `/language.js` (franc-min: entrypoints/language.ts), before the first call, only on a page whose `<html lang>`
 *   does not name a language (`needsLanguage`): only there does the metadata guess one;
 * - `/fallback.js` (Readability, jusText and its stop-word lists: entrypoints/fallback.ts), when the engine
 *   reaches stage 3 without it: the call answers a `StageRequest`, the background injects the script and calls
 *   `__pith.resume()`, and the cascade goes on where it stopped (extractInSteps in src/engine/pipeline.ts);
 * - `/patterns.js` (RE2 for site profiles' drop-line patterns: entrypoints/patterns.ts), asked for the same way, by a
 *   page one of whose site profiles has patterns.
 * The registry lives in the extension's isolated world, so it outlasts a re-injection of extractor.js.
 */
import type { OptionalStages, StageName } from '../../engine/stages';
import { normaliseLanguageTag } from '../../engine/metadata/language';
import * as dom from '../../engine/dom/read';
import { isolatedGlobal } from './isolated-global';

const STAGES_GLOBAL = '__pithStages';

/** The file that supplies each stage (a build output of entrypoints/). */
export const STAGE_SCRIPTS = {
  fallback: '/fallback.js',
  detectLanguage: '/language.js',
  linePattern: '/patterns.js',
} as const satisfies Record<StageName, string>;

/** What `__pith.extract` / `resume` answer when the engine stopped for a stage: its name, its file, the ticket to resume. */
export interface StageRequest {
  needs: StageName;
  script: string;
  ticket: number;
}

/** The stages registered in this page so far: the live object the engine reads as `ExtractTools.stages`. */
export function stageRegistry(): Partial<OptionalStages> {
  return isolatedGlobal<Partial<OptionalStages>>(STAGES_GLOBAL, () => ({}));
}

export function registerStage<K extends StageName>(name: K, stage: OptionalStages[K]): void {
  stageRegistry()[name] = stage;
}

export function stageRequest(needs: StageName, ticket: number): StageRequest {
  return { needs, script: STAGE_SCRIPTS[needs], ticket };
}

/**
 * The metadata guesses the language when no declared source names one (metadata/language.ts); `<html lang>`
 * (or `xml:lang`) is the one nearly every page that declares uses. A page declaring only in a `<meta>` or JSON-LD
 * gets the detector injected without using it: looser than the metadata, so it only ever injects more.
 */
export function needsLanguage(document: Document): boolean {
  if (stageRegistry().detectLanguage) return false;
  const root = dom.documentElement(document);
  return !root || !['lang', 'xml:lang'].some((name) => normaliseLanguageTag(dom.getAttribute(root, name)));
}

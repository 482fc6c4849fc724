/**
 * What the background injects after extractor.js, before the first call: extractor.js's completion value (what
 * `executeScript` answers), computed from the page as it stands. Each script ships apart because most pages never
 * use it (ARCHITECTURE.md, "How the injected scripts are split"); the fallbacks are asked for later, by the
 * engine itself, when it reaches them (stages.ts).
 */
import { MATHML_SCRIPT, needsMathML } from './mathml-converter';
import { needsLanguage, STAGE_SCRIPTS } from './stages';

export interface InjectionNeeds {
  /** Files of the build to inject, in order. */
  scripts: string[];
}

/** Every file the background may inject after extractor.js: it injects no other, whatever an answer names. */
const OPTIONAL_SCRIPTS = [MATHML_SCRIPT, ...Object.values(STAGE_SCRIPTS)] as const;
export type OptionalScript = typeof OPTIONAL_SCRIPTS[number];

export function isOptionalScript(file: string): file is OptionalScript {
  return (OPTIONAL_SCRIPTS as readonly string[]).includes(file);
}

export function injectionNeeds(document: Document): InjectionNeeds {
  const scripts: string[] = [];
  if (needsMathML(document)) scripts.push(MATHML_SCRIPT);
  if (needsLanguage(document)) scripts.push(STAGE_SCRIPTS.detectLanguage);
  return { scripts };
}

/**
 * Site profiles in the cascade (ARCHITECTURE.md, "Site profiles"): chosen by the page's host, checked against the
 * page's DOM before anything runs, then applied at three points: cleaning (drop, keep: ./pass.ts), the content
 * after selection and pruning (keep: ./pass.ts) and the output (drop lines: ./lines.ts).
 */
import { OptionsError, type Options } from '../options';
import * as dom from '../dom/read';
import { checkSiteProfiles, describeProblem } from './profile';
import { rulesFor, type PatternCompiler, type SiteRules } from './match';

export type { SiteProfile, Scope, ProfileProblem } from './profile';
export { SCOPES, PROFILE_FIELDS, checkSiteProfiles, describeProblem, selectorError, patternError } from './profile';
export { rulesFor, siteMatches, type PatternCompiler, type SiteRules } from './match';
export { SitePass, TrackedDrops } from './pass';
export { dropInCopy, dropLineBlocks, dropLinesOfText } from './lines';
export { keepSelectorFor } from './keep-selector';

/**
 * The rules of the profiles naming the page's host. Every profile's selectors are tried on the page first (not
 * only the matching ones: a bad profile is an error wherever it is used): a selector the DOM refuses is the
 * caller's mistake, an `OptionsError` that names it and its profile.
 */
export function siteRulesFor(options: Readonly<Options>, document: Document, compiler: PatternCompiler): SiteRules | undefined {
  if (options.siteProfiles.length === 0) return undefined;
  const problems = checkSiteProfiles(options.siteProfiles, { querySelector: (s) => dom.querySelector(document, s) });
  if (problems.length > 0) throw new OptionsError(problems.map(describeProblem).join('; '));
  return rulesFor(options.siteProfiles, options.url ?? dom.documentUrl(document), compiler);
}

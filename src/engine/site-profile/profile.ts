/**
 * Site profiles: what a user (or a team) says about one site, as data (doctrail's per-site
 * HTML profiles). Not to be confused with the page-type profiles of registry/profiles.ts, which the classifier picks:
 * a site profile is chosen by the page's host and written by a person.
 *
 * A profile is checked whole before anything runs: an unknown key, a wrong type, a selector the DOM
 * refuses or a pattern RegExp refuses is a `ProfileProblem` that names the profile, the field and the value.
 */
import { PAGE_TYPES, type PageType } from '../page-type';

/**
 * `article`: the main content (the cascade as it always was). `full`: the whole readable page, every section in.
 * `page`: every visible text of the page, navigation and footers too (page-scope/index.ts).
 */
export const SCOPES = ['article', 'full', 'page'] as const;
export type Scope = (typeof SCOPES)[number];

export interface SiteProfile {
  /** The host it applies to: `example.org` (that host only) or `*.example.org` (that host and every subdomain). */
  site: string;
  /** Default: the caller's scope, else `article`. */
  scope?: Scope;
  /** CSS selectors of blocks that stay in the result whatever the cascade would remove. */
  keep?: string[];
  /** CSS selectors of blocks removed before scoring. */
  drop?: string[];
  /** Regular expressions (source text, matched case-insensitively anywhere in a line) of output lines to remove. */
  dropLines?: string[];
  /** The page type to extract with on this site (registry/profiles.ts), instead of the classifier's answer. */
  pageType?: PageType;
}

/** The fields a profile may have and what each must be: one table for the validator and the options page. */
export const PROFILE_FIELDS = {
  site: 'host', scope: 'scope', keep: 'selectors', drop: 'selectors', dropLines: 'patterns', pageType: 'pageType',
} as const satisfies Record<keyof SiteProfile, string>;
export type ProfileField = keyof typeof PROFILE_FIELDS;

/** One thing wrong with a profile, for a message (CLI, engine) or a marked field (options page). */
export interface ProfileProblem {
  /** Index of the profile in the list it came in. */
  profile: number;
  /** The profile's `site` when it has a readable one. */
  site?: string;
  field?: ProfileField | string;
  /** The selector or pattern at fault, when one is. */
  value?: string;
  message: string;
}

/** A host pattern: labels of letters, digits and hyphens (any script: IDN hosts are written as users see them), an optional `*.` first. */
const HOST = /^(\*\.)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u;

/**
 * A drop-line pattern, matched by RE2's linear-time engine (./line-pattern.ts, an optional stage: most pages have no
 * profile with patterns, and the engine is a third of the first injected script's size): profiles are shared as
 * files, and a backtracking engine can spend minutes on one line with a pattern such as `(a|aa)+$` or `(.*a){20}`,
 * which no syntax check catches all of. Case-insensitive; `\p{L}` and non-Latin words work.
 */
export interface LinePattern { test(line: string): boolean }

/** Look-around and back-references: RE2 has neither (it could not stay linear with them). */
const NOT_IN_RE2 = /\(\?<?[=!]|\\[1-9]|\\k</;

/** The element selectors are tried on: a detached fragment throws the same SyntaxError as the page would. */
export interface SelectorProbe {
  querySelector(selector: string): Element | null;
}

/** Every problem of `input` read as a list of profiles (or one profile); an empty list means valid. */
export function checkSiteProfiles(input: unknown, probe?: SelectorProbe): ProfileProblem[] {
  const list = Array.isArray(input) ? input : [input];
  return list.flatMap((profile, index) => checkProfile(profile, index, probe));
}

/** `checkSiteProfiles` as one sentence per problem. */
export function describeProblem(problem: ProfileProblem): string {
  const name = problem.site ? `"${problem.site}"` : `#${problem.profile + 1}`;
  return `site profile ${name}: ${problem.field ? `${problem.field}: ` : ''}${problem.message}`;
}

function checkProfile(profile: unknown, index: number, probe?: SelectorProbe): ProfileProblem[] {
  if (profile === null || typeof profile !== 'object' || Array.isArray(profile)) {
    return [{ profile: index, message: 'a profile must be an object {"site": ..., "keep": [...], ...}' }];
  }
  const record = profile as Record<string, unknown>;
  const site = typeof record.site === 'string' ? record.site : undefined;
  const problems: ProfileProblem[] = [];
  const problem = (field: string, message: string, value?: string): void => {
    problems.push({ profile: index, site, field, message, ...(value === undefined ? {} : { value }) });
  };
  // Own keys only, as resolveOptions does: `__proto__` or `constructor` is not a field.
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(PROFILE_FIELDS, key)) problem(key, `unknown key "${key}" (known: ${Object.keys(PROFILE_FIELDS).join(', ')})`);
  }
  if (!site) problem('site', 'is required: a host such as "example.org" or "*.example.org"');
  else if (!HOST.test(site)) problem('site', `"${site}" is not a host such as "example.org" or "*.example.org"`, site);
  if (record.scope !== undefined && !SCOPES.includes(record.scope as Scope)) {
    problem('scope', `must be one of ${SCOPES.join(', ')}, got ${JSON.stringify(record.scope)}`);
  }
  if (record.pageType !== undefined && !PAGE_TYPES.includes(record.pageType as PageType)) {
    problem('pageType', `must be one of ${PAGE_TYPES.join(', ')}, got ${JSON.stringify(record.pageType)}`);
  }
  for (const field of ['keep', 'drop'] as const) {
    for (const selector of stringList(record[field], field, problem)) {
      const error = selectorError(selector, probe);
      if (error) problem(field, `invalid selector "${selector}": ${error}`, selector);
    }
  }
  for (const pattern of stringList(record.dropLines, 'dropLines', problem)) {
    const error = patternError(pattern);
    if (error) problem('dropLines', `invalid pattern "${pattern}": ${error}`, pattern);
  }
  return problems;
}

function stringList(value: unknown, field: string, problem: (field: string, message: string) => void): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    problem(field, 'must be a list of strings');
    return [];
  }
  return value as string[];
}

export function selectorError(selector: string, probe?: SelectorProbe): string | undefined {
  if (selector.trim() === '') return 'empty';
  const unclosed = unclosedPart(selector);
  if (unclosed) return `unclosed ${unclosed}`;
  if (!probe) return undefined;
  try {
    probe.querySelector(selector);
    return undefined;
  } catch (error) {
    return firstLine(error);
  }
}

const CLOSERS: Readonly<Record<string, string>> = { '[': ']', '(': ')', '"': '"', "'": "'" };

/**
 * The first bracket, parenthesis or quote a selector leaves open. Browsers close these at the end of the selector
 * (CSS error recovery: Chromium accepts `div[data-x`) while the CLI's linkedom refuses them, so one profile would be
 * valid in the extension and an error in the CLI; refusing them here makes both say the same.
 */
function unclosedPart(selector: string): string | undefined {
  const open: string[] = [];
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    const inside = open.at(-1);
    if (ch === '\\') i++;
    else if (inside === '"' || inside === "'") { if (ch === inside) open.pop(); }
    else if (ch in CLOSERS) open.push(ch);
    else if (inside && ch === CLOSERS[inside]) open.pop();
  }
  return open[0];
}

/**
 * A group that holds a quantifier and is itself quantified (`(a+)+`, `(\w*)*`, `(x{2,}){3}`): a backtracking engine
 * can take exponential time on a line that almost matches, and profiles are shared as files, so such a pattern is
 * refused. A group holding groups is judged from its innermost ones outwards, by the same test on what is left.
 */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[*+?]|\{\d+,?\d*\})(?:[^()\\]|\\.)*\)(?:[*+]|\{\d+,\d*\})/;
const INNER_GROUP = /\((?:[^()\\]|\\.)*\)/g;

function nestedQuantifier(pattern: string): boolean {
  for (let rest = pattern, previous = ''; rest !== previous; previous = rest, rest = rest.replace(INNER_GROUP, (group) => (/[*+?}]/.test(group) ? 'a+' : 'a'))) {
    if (NESTED_QUANTIFIER.test(rest)) return true;
  }
  return false;
}

export function patternError(pattern: string): string | undefined {
  if (pattern === '') return 'empty (it would match every line)';
  try {
    new RegExp(pattern, 'iu');
  } catch (error) {
    return firstLine(error);
  }
  if (NOT_IN_RE2.test(pattern)) return 'look-around and back-references are not supported (patterns run in linear time)';
  return nestedQuantifier(pattern) ? 'a quantified group holds a quantifier (it can take exponential time)' : undefined;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

/** Which site profiles apply to a page, by its host, merged into the rules one extraction uses. */
import type { PageType } from '../page-type';
import type { LinePattern, Scope, SiteProfile } from './profile';

/** The drop-line patterns' compiler, once it is there (an optional stage, read at the first match). */
export type PatternCompiler = () => ((pattern: string) => LinePattern) | undefined;

/** A selector or pattern with the words that name it in `removed` ("drop .share (example.org)"). */
export interface NamedRule<T> {
  value: T;
  rule: string;
}

/** The profiles of one page, merged: the exact host's profile first, then wildcard ones from the nearest. */
export interface SiteRules {
  sites: string[];
  scope?: Scope;
  pageType?: PageType;
  keep: NamedRule<string>[];
  drop: NamedRule<string>[];
  dropLines: NamedRule<LinePattern>[];
}

/** Does `site` (`example.org` or `*.example.org`) name `host`? A wildcard also names the bare domain. */
export function siteMatches(site: string, host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const s = site.toLowerCase();
  if (!s.startsWith('*.')) return h === s;
  const domain = s.slice(2);
  return h === domain || h.endsWith(`.${domain}`);
}

/** How closely a matching site names the host: the exact host beats any wildcard, a longer domain a shorter one. */
function specificity(site: string): number {
  return site.startsWith('*.') ? site.length : Number.MAX_SAFE_INTEGER;
}

/** The merged rules of the profiles naming the URL's host, or undefined when none does (or the URL has no host). */
export function rulesFor(profiles: readonly SiteProfile[], url: string | undefined, compiler: PatternCompiler): SiteRules | undefined {
  const host = url && URL.canParse(url) ? new URL(url).hostname : '';
  if (!host) return undefined;
  const matching = profiles.filter((p) => siteMatches(p.site, host)).sort((a, b) => specificity(b.site) - specificity(a.site));
  if (matching.length === 0) return undefined;
  const named = <T>(p: SiteProfile, kind: string, values: readonly string[] | undefined, make: (v: string) => T): NamedRule<T>[] =>
    (values ?? []).map((v) => ({ value: make(v), rule: `${kind} ${v} (site profile ${p.site})` }));
  return {
    sites: matching.map((p) => p.site),
    scope: matching.find((p) => p.scope)?.scope,
    pageType: matching.find((p) => p.pageType)?.pageType,
    keep: matching.flatMap((p) => named(p, 'keep', p.keep, (v) => v)),
    drop: matching.flatMap((p) => named(p, 'drop', p.drop, (v) => v)),
    dropLines: matching.flatMap((p) => named(p, 'drop line', p.dropLines, (pattern) => lazyPattern(pattern, compiler))),
  };
}

/** A pattern compiled at its first match, by the compiler the host has supplied by then (the cascade asks first). */
function lazyPattern(pattern: string, compiler: PatternCompiler): LinePattern {
  let compiled: LinePattern | undefined;
  return {
    test: (line) => {
      if (!compiled) {
        const compile = compiler();
        if (!compile) throw new Error('drop-line patterns need the linePattern stage');
        compiled = compile(pattern);
      }
      return compiled.test(line);
    },
  };
}

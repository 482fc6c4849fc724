/**
 * A drop-line pattern compiled for matching. Profiles are shared as files, so a pattern is input like the page: on
 * a backtracking engine (RegExp) `(a+)+$` takes exponential time and `a*a*a*b` polynomial time on a long line that
 * almost matches, which hung the CLI and froze the tab. RE2JS (a port of RE2) matches in time linear in the line's
 * length whatever the pattern; its syntax is RegExp's without lookaround and backreferences, which it refuses at
 * load with a message. Patterns match case-insensitively anywhere in a line; `\p{L}` and other Unicode classes work.
 */
import { RE2JS } from 're2js';

export interface LinePattern {
  test(line: string): boolean;
}

/** Throws (with RE2's message) for a pattern it cannot compile. */
export function compileLinePattern(source: string): LinePattern {
  const pattern = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  return { test: (line) => pattern.matcher(line).find() };
}

/** What a refused pattern's message adds: why a RegExp feature is missing. */
export const LINE_PATTERN_SYNTAX = 'drop-line patterns use RE2 syntax (no lookaround, no backreferences), matched in linear time';

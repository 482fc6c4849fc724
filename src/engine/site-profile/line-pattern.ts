/**
 * The drop-line patterns' engine: RE2 (re2js, Google's RE2 in JavaScript), which matches in time proportional to the
 * line whatever the pattern. An optional stage (../stages.ts): the extension injects it only into a page one of whose
 * site profiles has patterns.
 */
import { RE2JS } from 're2js';
import type { LinePattern } from './profile';

export function compileLinePattern(pattern: string): LinePattern {
  const compiled = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  return { test: (line) => compiled.matcher(line).find() };
}

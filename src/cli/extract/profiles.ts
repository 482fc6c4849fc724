/**
 * `--profile FILE`: site profiles from JSON files (one profile or a list each), checked whole before any page is
 * read. A file that is not JSON, an unknown key, a bad selector or pattern is an error naming the file,
 * the profile and the value (args.ts makes it a UsageError: exit 2); selectors are tried on an empty document of the DOM pages use.
 */
import { readFileSync } from 'node:fs';
import { checkSiteProfiles, describeProblem, type SiteProfile } from '../../engine/site-profile';
import { parseDocument } from '../dom';

export function readProfiles(paths: readonly string[]): SiteProfile[] {
  const probe = paths.length > 0 ? parseDocument('<!doctype html><html><body></body></html>', 'https://example.org/') : undefined;
  return paths.flatMap((path) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`--profile ${path}: ${(error as Error).message}`, { cause: error });
    }
    const problems = checkSiteProfiles(json, probe);
    if (problems.length > 0) throw new Error(`--profile ${path}: ${problems.map(describeProblem).join('; ')}`);
    return (Array.isArray(json) ? json : [json]) as SiteProfile[];
  });
}

/**
 * Site profiles in the extension: one storage item holding the list the options page edits and every
 * extraction reads (the engine picks those naming the page's host). Stored only when valid: the options page
 * checks as the user types (src/ui/components/SiteProfilesEditor.tsx), and a stored list the engine would refuse
 * (changed by hand, an older build) is read as none rather than failing every page.
 */
import { storage } from 'wxt/utils/storage';
import { checkSiteProfiles, siteMatches, type SiteProfile } from '../engine/site-profile';

export const siteProfilesItem = storage.defineItem<SiteProfile[]>('local:siteProfiles', { fallback: [], version: 1 });

/** The stored profiles, or none when they do not pass the checks that need no page. */
export async function loadSiteProfiles(): Promise<SiteProfile[]> {
  const stored = await siteProfilesItem.getValue();
  return Array.isArray(stored) && checkSiteProfiles(stored).length === 0 ? stored : [];
}

/**
 * "Always keep this on <site>": the selector joins the keep list of the profile for exactly this host, which is
 * created when there is none (a wildcard profile is left as the user wrote it).
 */
export function withKeep(profiles: readonly SiteProfile[], host: string, selector: string): SiteProfile[] {
  const index = profiles.findIndex((p) => p.site.toLowerCase() === host.toLowerCase());
  if (index === -1) return [...profiles, { site: host, keep: [selector] }];
  const profile = profiles[index];
  if (profile.keep?.includes(selector)) return [...profiles];
  return profiles.map((p, i) => (i === index ? { ...p, keep: [...(p.keep ?? []), selector] } : p));
}

/** The profiles that apply to a host, for the UI to name them. */
export function profilesFor(profiles: readonly SiteProfile[], host: string): SiteProfile[] {
  return profiles.filter((p) => siteMatches(p.site, host));
}

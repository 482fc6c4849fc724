/** The engine options of site profiles for one extraction: the stored profiles, the scope, a restore. */
import type { Scope } from '../../engine';
import type { SiteProfile } from '../../engine/site-profile';
import type { ScopeRequest } from '../protocol';
import { loadSiteProfiles } from '../site-profiles';

export interface SiteOptions {
  scope?: Scope;
  siteProfiles: SiteProfile[];
  /**
   * Only for the popup's and side panel's reads (gesture 'panel'): the side panel lists removals with their text and
   * offers to restore them. A keep selector per removal costs a document query each; with it on, the copy shortcut
   * took a median 1.49x as long on 30 scrapinghub pages (27.2 -> 40.4 ms in Node), for a list no copy shows.
   */
  locateRemovals: boolean;
}

export async function siteOptions(url: string, how: ScopeRequest & { gesture?: string }): Promise<SiteOptions> {
  const siteProfiles = await loadSiteProfiles();
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  // A restore is a keep for this extraction only: a profile of its own for the exact host, merged by the engine.
  if (how.restore?.length && host) siteProfiles.push({ site: host, keep: how.restore });
  return { ...(how.scope ? { scope: how.scope } : {}), siteProfiles, locateRemovals: how.gesture === 'panel' };
}

/**
 * What a followed tab's URL change means for its result. Jumping within the page (a table-of-contents link:
 * only the fragment changes, the document stays) leaves the article as it was, so the side panel keeps its
 * result instead of reading the page again and flickering. Everything else may show other content.
 */

/**
 * Fragments that are routes, not places in the page: hash-routed apps (`#/inbox`, `#!/inbox`, `#!inbox`) render
 * another view when only the fragment changes.
 */
const ROUTE_FRAGMENT = /^#!|^#\//;

export type UrlChange = 'same-page' | 'other-page';

/**
 * `same-page` when `next` differs from `previous` by its fragment only and names a place, not a route. As in the
 * HTML standard's fragment navigation, the new URL must have a fragment: going to the same URL without one
 * loads the document again. An unknown URL (no access to the tab) counts as another page.
 */
export function urlChange(previous: string | undefined, next: string | undefined): UrlChange {
  if (!previous || !next) return 'other-page';
  const hashAt = next.indexOf('#');
  if (hashAt < 0 || ROUTE_FRAGMENT.test(next.slice(hashAt))) return 'other-page';
  return withoutFragment(previous) === next.slice(0, hashAt) ? 'same-page' : 'other-page';
}

function withoutFragment(url: string): string {
  const hashAt = url.indexOf('#');
  return hashAt < 0 ? url : url.slice(0, hashAt);
}

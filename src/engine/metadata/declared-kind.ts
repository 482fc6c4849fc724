/**
 * What the page says it is, for metadata's own decisions (whose names count as authors: the first shown name on a
 * forum; no <meta name=author> on documentation, product and listing pages). Declared types (JSON-LD, microdata,
 * og:type) decide first, then the URL's path vocabulary. This is not `metadata.pageType`: that is the page-type
 * classifier's answer (page-type/index.ts), which reads the page's structure too; this stays as it was so the
 * author rules it was measured with do not move.
 */

export type DeclaredKind = 'article' | 'forum' | 'product' | 'recipe' | 'documentation' | 'listing' | 'video' | 'profile' | 'webpage';

/** schema.org / og:type values (lower case, without namespace) to page types. */
const DECLARED_TYPES: readonly [RegExp, DeclaredKind][] = [
  [/^(?:discussionforumposting|question|qapage|socialmediaposting)$/, 'forum'],
  [/^(?:recipe)$/, 'recipe'],
  [/^(?:product|productgroup|offer|product\.item|og:product|individualproduct)$/, 'product'],
  [/^(?:techarticle|apireference)$/, 'documentation'],
  [/^(?:newsarticle|article|blogposting|reportagenewsarticle|analysisnewsarticle|opinionnewsarticle|scholarlyarticle|report|liveblogposting|backgroundnewsarticle|reviewnewsarticle|review|howto)$/, 'article'],
  [/^(?:collectionpage|itemlist|searchresultspage|offercatalog)$/, 'listing'],
  [/^(?:videoobject|video(?:\..*)?)$/, 'video'],
  [/^(?:profilepage|profile|person)$/, 'profile'],
];

/** Path vocabulary, checked in order. */
const URL_TYPES: readonly [RegExp, DeclaredKind][] = [
  [/\/(?:forums?|threads?|topics?|discussions?|community|questions|t)\/|showthread|viewtopic/i, 'forum'],
  [/\/(?:docs?|documentation|reference|manual|api|guides?|handbook|learn)(?:\/|$)|readthedocs|\/wiki\//i, 'documentation'],
  [/\/(?:products?|p|dp|item|shop\/[^/]+)\/[^/]+/i, 'product'],
  [/\/recipes?\//i, 'recipe'],
  [/\/(?:category|categories|tags?|collections?|search|archive)(?:\/|$)/i, 'listing'],
];

export interface DeclaredKindSignals {
  declaredTypes: readonly (string | undefined)[];
  url: string | undefined;
  hasByline: boolean;
  hasDate: boolean;
}

export function declaredKind(signals: DeclaredKindSignals): DeclaredKind {
  for (const declared of signals.declaredTypes) {
    if (!declared) continue;
    const key = declared.toLowerCase().replace(/^.*[/#:]/, '');
    const hit = DECLARED_TYPES.find(([regex]) => regex.test(key) || regex.test(declared.toLowerCase()));
    if (hit) return hit[1];
  }
  if (signals.url) {
    let path = '';
    try {
      const u = new URL(signals.url);
      path = `${u.hostname}${u.pathname}`;
    } catch {
      path = signals.url;
    }
    const hit = URL_TYPES.find(([regex]) => regex.test(path));
    if (hit) return hit[1];
  }
  return signals.hasByline || signals.hasDate ? 'article' : 'webpage';
}

/**
 * Which URLs may leave the engine: every output (HTML, Markdown, metadata) checks URLs here, as a
 * browser's URL parser would read them, so `java\tscript:`, ` JaVaScRiPt:` and entity-decoded forms are seen
 * for what they are. An allow-list of schemes: a link may go to the web, mail or a phone; an image or media
 * source may also be inline data of its own type, never `data:text/html` (a page that runs script).
 */

/** Schemes a link may keep (file: for pages the CLI reads from disk). A URL with no scheme (relative, `#x`, `//host`) is always fine. */
const LINK_SCHEMES = new Set(['http', 'https', 'file', 'mailto', 'tel', 'ftp', 'sms', 'news', 'irc', 'ircs', 'xmpp', 'magnet', 'geo']);
/** Schemes a source (img, source, video poster) may keep, besides `data:` of the same kind. */
const SOURCE_SCHEMES = new Set(['http', 'https', 'file']);
const SOURCE_DATA = /^data:(image|video|audio)\//i;

export type UrlKind = 'link' | 'source';

/** C0 controls and spaces browsers trim from both ends of a URL, and the tabs and newlines they drop inside. */
// eslint-disable-next-line no-control-regex
const TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const DROPPED_INSIDE = /[\t\n\r]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The URL as a browser reads it (see TRIMMED), or null when its scheme is not allowed for `kind`. */
export function safeUrl(value: string, kind: UrlKind = 'link'): string | null {
  const url = value.replace(TRIMMED, '').replace(DROPPED_INSIDE, '');
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme === undefined) return url;
  if (kind === 'link') return LINK_SCHEMES.has(scheme) ? url : null;
  return SOURCE_SCHEMES.has(scheme) || SOURCE_DATA.test(url) ? url : null;
}

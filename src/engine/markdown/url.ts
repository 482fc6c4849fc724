/** URL handling for links and images: absolute against the page (and its `<base>`), scripts refused. */

/** Schemes that run code when followed; such links are dropped. Control characters and spaces are ignored
 * before the scheme, as browsers do (`java\nscript:`). */
const UNSAFE_SCHEME = /^(javascript|vbscript|data:text\/html)/i;

/** The base to resolve against: the document's `<base href>` (itself relative to the page URL), else the page URL. */
export function baseFor(content: Element, pageUrl: string | undefined): string | undefined {
  const base = content.ownerDocument?.querySelector?.('base[href]')?.getAttribute('href');
  if (!base) return pageUrl;
  try {
    return new URL(base, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

/** Absolute URL, or null for an empty or script URL. Unresolvable input is returned as written. */
export function resolveUrl(raw: string | null | undefined, base: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  // eslint-disable-next-line no-control-regex
  if (UNSAFE_SCHEME.test(value.replace(/[\u0000-\u0020]+/g, ''))) return null;
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

/** A URL as a Markdown link destination: characters that would end or break it are percent-encoded. */
export function destination(url: string): string {
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** A link or image title in double quotes. */
export function titlePart(title: string | null): string {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim();
  return clean ? ` "${clean.replace(/(["\\])/g, '\\$1')}"` : '';
}

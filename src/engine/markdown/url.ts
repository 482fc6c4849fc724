/** URL handling for links and images: absolute against the page (and its `<base>`), scripts refused. */
import { safeUrl, type UrlKind } from '../dom/url-policy';

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

/**
 * Absolute URL, or null for an empty URL or one whose scheme `kind` may not have (dom/url-policy.ts: a link to
 * `javascript:` or to any `data:`, an image from `data:text/html`). Unresolvable input is returned as written.
 */
export function resolveUrl(raw: string | null | undefined, base: string | undefined, kind: UrlKind = 'link'): string | null {
  const value = safeUrl(raw ?? '', kind);
  if (!value) return null;
  try {
    return safeUrl(new URL(value, base).href, kind); // a `<base href="javascript:...">` makes no script link either
  } catch {
    return value;
  }
}

/** A URL as a Markdown link destination: characters that would end or break it are percent-encoded. */
export function destination(url: string): string {
  // `&colon;` in a destination is decoded by Markdown readers (`javascript&colon;x` would become a script link):
  // an `&` that starts a character reference is escaped, so it stays the literal text it is in the URL.
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).replace(/&(?=#?\w+;)/g, '\\&');
}

/**
 * A link or image title in double quotes: a quote or backslash is escaped so it cannot end the title, and an `&`
 * that starts a character reference so `&quot;` stays the text it is (renderers decode references in titles).
 */
export function titlePart(title: string | null): string {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim();
  return clean ? ` "${clean.replace(/(["\\])/g, '\\$1').replace(/&(?=#?\w+;)/g, '\\&')}"` : '';
}

/**
 * The page's own headline. The `<title>` is an SEO string ("Headline | Site", "Site - Headline: keywords"),
 * so the headline the reader sees (an `h1`) wins when it agrees with what the page declares (og:title, the
 * JSON-LD headline, the `<title>` without its site part). Failing that, the declared title without the site
 * name; failing that, the first `h1`.
 */

/** Separators between a headline and the site name in `<title>`/og:title. Spaces around them are required. */
const SITE_SEPARATOR = /\s+[|\-–—·•»«:/~]\s+|\s+[|·•»]|[|·•»]\s+|\s+::\s+/;

/** Lower-case, letters and digits only: how titles are compared. */
export function titleKey(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, '');
}

function similar(headline: string, declared: string): boolean {
  const a = titleKey(headline);
  const b = titleKey(declared);
  if (!a || !b) return false;
  if (a === b) return true;
  // "Headline" inside "Headline | Site" or "Headline: a longer subtitle"; the shorter must be substantial.
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 10 && long.includes(short) && short.length / long.length >= 0.4;
}

function siteKeys(siteNames: readonly string[], url: string | undefined): string[] {
  const keys = siteNames.map(titleKey).filter((k) => k.length >= 2);
  if (url) {
    try {
      const host = new URL(url).hostname.replace(/^www\d?\./, '');
      const label = host.split('.').slice(0, -1).join('') || host;
      keys.push(titleKey(label));
    } catch {
      // not a URL: no host to compare with
    }
  }
  return keys;
}

function isSitePart(part: string, keys: readonly string[]): boolean {
  const k = titleKey(part);
  if (!k) return true;
  return keys.some((site) => k === site || (site.length >= 4 && k.includes(site) && k.length <= site.length + 12) || (k.length >= 4 && site.includes(k)));
}

/** Removes a site-name prefix or suffix ("Headline | Site", "Site: Headline") when it names the site. */
export function stripSiteName(title: string, siteNames: readonly string[], url: string | undefined): string {
  const keys = siteKeys(siteNames, url);
  const parts = title.split(SITE_SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return title.trim();
  let start = 0;
  let end = parts.length;
  while (end - start > 1 && isSitePart(parts[end - 1], keys)) end--;
  while (end - start > 1 && isSitePart(parts[start], keys)) start++;
  if (start === 0 && end === parts.length) return title.trim();
  // Re-cut the original string so separators inside the kept part survive ("A - B | Site" keeps "A - B").
  const first = title.indexOf(parts[start]);
  const last = title.lastIndexOf(parts[end - 1]) + parts[end - 1].length;
  return title.slice(first, last).trim();
}

/** Elements that break a heading into lines: their edges read as spaces ("Data<br>Analytics" is "Data Analytics"). */
const LINE_BREAKING = new Set(['BR', 'DIV', 'P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SECTION', 'BLOCKQUOTE']);

/** A heading's text as a reader sees it: `textContent` glues words split by `<br>` or block children. */
export function headingText(heading: Element): string {
  let out = '';
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      out += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const breaks = LINE_BREAKING.has((node as Element).tagName.toUpperCase());
    if (breaks) out += ' ';
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
    if (breaks) out += ' ';
  };
  for (let child = heading.firstChild; child; child = child.nextSibling) walk(child);
  return out.replace(/\s+/g, ' ').trim();
}

/** An h1 longer than this is a paragraph set in a heading, not a headline. */
const MAX_HEADLINE_CHARS = 200;

export interface TitleChoice {
  title: string;
  /** The `h1` the title came from, for the byline and date scan around it. */
  element?: Element;
}

/**
 * `declared`: og:title, twitter:title, JSON-LD headline... in order of trust; `documentTitle`: `<title>`.
 * `headings`: `h1` elements in document order.
 */
export function chooseTitle(
  declared: readonly string[], documentTitle: string, headings: readonly Element[], siteNames: readonly string[], url: string | undefined,
  preferDeclared = false,
): TitleChoice {
  const stripped = [...declared, documentTitle].filter(Boolean).map((t) => stripSiteName(t, siteNames, url));
  const candidates = [...stripped, ...declared, documentTitle].filter(Boolean);
  const texts = headings.map(headingText);
  for (const [i, text] of texts.entries()) {
    if (text && candidates.some((c) => similar(text, c))) return { title: text, element: headings[i] };
  }
  // A page that declares itself a non-authored entity (WebPage, Service, Product...) names itself in its
  // declared title; its first h1 is then a marketing slogan ("Clarity, finally."), not a headline.
  // A declared title still holding separators after the site name is gone is a keyword list: no better than the h1.
  if (preferDeclared && stripped[0] && !SITE_SEPARATOR.test(stripped[0])) return { title: stripped[0], element: headings[0] };
  // No h1 agrees with the declared titles: the page's own headline still beats the SEO title, unless the h1
  // is the site's name (a logo) or too long to be a headline (WCXB gold titles are the shown headline).
  const keys = siteKeys(siteNames, url);
  const own = texts.findIndex((text) => text && text.length <= MAX_HEADLINE_CHARS && !isSitePart(text, keys));
  if (own >= 0) return { title: texts[own], element: headings[own] };
  if (stripped.length > 0) {
    const title = stripped[0];
    return { title, element: headings[0] };
  }
  const first = headings.find((h) => (h.textContent ?? '').trim());
  return first ? { title: headingText(first), element: first } : { title: '' };
}

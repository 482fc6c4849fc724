/**
 * The page's own headline. The `<title>` is an SEO string ("Headline | Site", "Site - Headline: keywords"),
 * so the headline the reader sees (an `h1`) wins when it agrees with what the page declares (og:title, the
 * JSON-LD headline, the `<title>` without its site part). Failing that, the declared title without the site
 * name; failing that, the first `h1`.
 */
import * as dom from '../dom/read';
import { ALL_ON, type Candidate, type Switches } from './evidence';
import type { RuleName, SourceName } from './weights';

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

/** Shorter host labels (`bbs`, `news`, `shop`) are words of headlines too often to name the site. */
const HOST_LABEL_MIN_CHARS = 5;

/**
 * Each distinctive label of the host: "Raspberry Pi Forums" names forums.raspberrypi.com, "Doom9's Forum"
 * forum.doom9.org. Weaker than the site name, so they only strip a trailing part ("Ansible playbooks — Ansible
 * Community Documentation" keeps its headline on docs.ansible.com).
 */
function hostLabelKeys(url: string | undefined): string[] {
  try {
    const labels = new URL(url ?? '').hostname.replace(/^www\d?\./, '').split('.').slice(0, -1);
    return labels.length > 1 ? labels.map(titleKey).filter((k) => k.length >= HOST_LABEL_MIN_CHARS) : [];
  } catch {
    return [];
  }
}

function isSitePart(part: string, keys: readonly string[]): boolean {
  const k = titleKey(part);
  if (!k) return true;
  return keys.some((site) => k === site || (site.length >= 4 && k.includes(site) && k.length <= site.length + 12) || (k.length >= 4 && site.includes(k)));
}

/** Stricter than isSitePart: the text is the site name, not merely a word of it ("photography" in "Nature TTL Photography"). */
function isSiteKey(text: string, keys: readonly string[]): boolean {
  const k = titleKey(text);
  return !k || keys.some((site) => k === site || (site.length >= 4 && k.includes(site) && k.length <= site.length + 12));
}

/** Removes a site-name prefix or suffix ("Headline | Site", "Site: Headline") when it names the site. */
export function stripSiteName(title: string, siteNames: readonly string[], url: string | undefined): string {
  const keys = siteKeys(siteNames, url);
  const suffixKeys = [...keys, ...hostLabelKeys(url)];
  const parts = title.split(SITE_SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return title.trim();
  let start = 0;
  let end = parts.length;
  while (end - start > 1 && isSitePart(parts[end - 1], suffixKeys)) end--;
  while (end - start > 1 && isSitePart(parts[start], keys)) start++;
  if (start === 0 && end === parts.length) return title.trim();
  // Re-cut the original string so separators inside the kept part survive ("A - B | Site" keeps "A - B").
  const first = title.indexOf(parts[start]);
  const last = title.lastIndexOf(parts[end - 1]) + parts[end - 1].length;
  return title.slice(first, last).trim();
}

/** Elements that break a heading into lines: their edges read as spaces ("Data<br>Analytics" is "Data Analytics"). */
const LINE_BREAKING = new Set(['BR', 'DIV', 'P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SECTION', 'BLOCKQUOTE']);

/** Elements inside a heading whose text a reader does not read as the heading: CSS-in-JS, scripts, buttons ("Copy item path"). */
const NOT_HEADING_TEXT = new Set(['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'SVG']);
/** Class names of labels set inside a heading: a forum thread's prefix ("News", "[Vocabulary]", XenForo `.label`), a badge. */
const LABEL_CLASSES: ReadonlySet<string> = new Set(['label', 'badge']);
/**
 * Characters a reader never sees: soft hyphens (break hints in long German or Finnish words, "Assis&shy;tance"),
 * zero-width spaces and joiners, word joiners, byte-order marks.
 */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
/** Permalink marks documentation generators append to headings (Sphinx "¶", "#", "§", a link emoji). */
const PERMALINK_MARK = /\s*[¶§#🔗]+$/u;

/** A heading's text as a reader sees it: `textContent` glues words split by `<br>` or block children. */
export function headingText(heading: Element): string {
  let out = '';
  const walk = (node: Node): void => {
    if (dom.nodeType(node) === 3) {
      out += dom.nodeValue(node) ?? '';
      return;
    }
    if (dom.nodeType(node) !== 1) return;
    if (NOT_HEADING_TEXT.has(dom.tagName(node as Element).toUpperCase())) return;
    if (Array.from(dom.classList(node as Element) ?? []).some((name) => LABEL_CLASSES.has(name))) return;
    const breaks = LINE_BREAKING.has(dom.tagName(node as Element).toUpperCase());
    if (breaks) out += ' ';
    for (let child = dom.firstChild(node); child; child = dom.nextSibling(child)) walk(child);
    if (breaks) out += ' ';
  };
  for (let child = dom.firstChild(heading); child; child = dom.nextSibling(child)) walk(child);
  return out.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(PERMALINK_MARK, '');
}

/** A date, a "(source.com) 87" comment count, or a short "Blog:" label around a headline: furniture, not words of it. */
const HEADLINE_FURNITURE = /^\(?[\w.-]+\.[a-z]{2,}\)?\s*\d*$|^[\p{L}]+(?:\s[\p{L}]+)?\s*:$/iu;

/**
 * When an h1 is the declared title plus something around it, the declared title when that something is
 * furniture: a date ("Dec 18 2025 Preparing a transition"), the site name ("Critics' Choice 2025 – Artlyst"),
 * a source and comment count ("... (latimes.com) 87"), a label ("Blog: ..."). A subtitle ("Headline: why it
 * matters") is words of the headline and stays.
 */
function withoutFurniture(headline: string, declared: readonly string[], keys: readonly string[], isDate: (text: string) => boolean): string {
  for (const title of declared) {
    const t = title.trim();
    if (t.length < 10 || t.length >= headline.length) continue;
    const at = headline.toLowerCase().indexOf(t.toLowerCase());
    if (at < 0) continue;
    const extra = `${headline.slice(0, at)} ${headline.slice(at + t.length)}`.replace(/^[\s|\-–—·•:,]+|[\s|\-–—·•,]+$/g, '').trim();
    if (!extra) continue;
    if (isDate(extra) || isSiteKey(extra, keys) || HEADLINE_FURNITURE.test(extra) || /^(?:posted|published|by)\b/i.test(extra)) return t;
  }
  return headline;
}

/** A pipe between words: what follows it is a label (section, keywords, site), never words of a headline. */
const LABEL_PIPE = /\s+\|\s+/;

/**
 * The headline before the first pipe: "Best Movers in NYC 2025 | Top 19 Companies", "Electrical - Overview |
 * Occupational Safety and Health Administration". Headlines use dashes and colons in their prose, pipes only
 * to append labels.
 */
function beforeLabels(title: string): string {
  const first = title.split(LABEL_PIPE)[0].trim();
  return first || title;
}

/**
 * The last part of a declared title when an h1 repeats it: "What is Ownership? - The Rust Programming Language"
 * over an h1 "The Rust Programming Language". The h1 is then the book's, blog's or site's name printed in the
 * page's header, not the page's headline, and the part is a site name to strip. Not when a title opens with the
 * site ("Tastify | Top 7 Catering Trends") or holds the part before another ("Bold | Dark Roast Coffee – Brand"):
 * the part is then the headline.
 */
function namesEndingTitles(titles: readonly string[], headings: readonly string[], keys: readonly string[]): string[] {
  const headingKeys = new Set(headings.map(titleKey).filter((k) => k.length >= 4));
  const split = titles.map((title) => title.split(SITE_SEPARATOR).map((p) => p.trim()).filter(Boolean)).filter((parts) => parts.length > 1);
  if (split.some((parts) => isSitePart(parts[0], keys))) return [];
  const inside = new Set(split.flatMap((parts) => parts.slice(0, -1).map(titleKey)));
  return split.map((parts) => parts[parts.length - 1]).filter((last) => headingKeys.has(titleKey(last)) && !inside.has(titleKey(last)));
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
export interface TitleSignals {
  /** Whether a text holds a date (for headlines printed with their date). */
  isDate: (text: string) => boolean;
  /** Whether a heading comes after the page's prose has begun (prose-before.ts): a section's, not the headline. */
  followsProse: (heading: Element) => boolean;
  /** Rules switched off (the ablation table); none in a real extraction. */
  off: Switches;
}

/** Each title the page offers, tagged with its source, for `pick` (evidence.ts) to weigh. */
export function titleCandidates(
  declared: readonly string[], documentTitle: string, headings: readonly Element[], pageSiteNames: readonly string[], url: string | undefined,
  signals: TitleSignals = { isDate: () => false, followsProse: () => false, off: ALL_ON },
): Candidate<TitleChoice>[] {
  const on = (rule: RuleName) => !signals.off.has(rule);
  // Labels after a pipe are cut last, so the site name before or after them is still recognised whole.
  const out: Candidate<TitleChoice>[] = [];
  const add = (source: SourceName, title: string, element: Element | undefined) => {
    out.push({ source, value: { title: on('title-before-pipe') ? beforeLabels(title) : title, element } });
  };
  const allTexts = headings.map(headingText);
  const headerNames = on('title-header-name') ? namesEndingTitles([...declared, documentTitle], allTexts, siteKeys(pageSiteNames, url)) : [];
  const siteNames = [...pageSiteNames, ...headerNames];
  // An h1 printing the name the title ends with is the header's, not a headline: read past it.
  const headerKeys = new Set(headerNames.map(titleKey));
  const texts = allTexts.map((text) => (headerKeys.has(titleKey(text)) ? '' : text));
  const stripped = [...declared, documentTitle].filter(Boolean).map((t) => stripSiteName(t, siteNames, url));
  const comparable = [...stripped, ...declared, documentTitle].filter(Boolean);
  const agreeing = texts.findIndex((text) => text && comparable.some((c) => similar(text, c)));
  if (agreeing >= 0) {
    const text = texts[agreeing];
    add('headline-agreeing', on('title-without-furniture') ? withoutFurniture(text, stripped, siteKeys(siteNames, url), signals.isDate) : text, headings[agreeing]);
  }
  // No h1 agrees with the declared titles: the page's own headline still beats the SEO title, unless the h1
  // is the site's name (a logo) or too long to be a headline (WCXB gold titles are the shown headline).
  const keys = siteKeys(siteNames, url);
  const own = texts.findIndex((text, i) => text && text.length <= MAX_HEADLINE_CHARS && !isSitePart(text, keys)
    && !(on('title-headline-before-prose') && signals.followsProse(headings[i])));
  if (own >= 0) add('headline', texts[own], headings[own]);
  if (stripped.length > 0) add('declared', stripped[0], headings[0]);
  // The `<title>` may word the headline otherwise than og:title does; and a declared title still holding a
  // separator after its site part is gone is often "Headline – tagline" (a title no other source proposes is
  // most often inside the <title>).
  if (documentTitle) add('document-title', stripSiteName(documentTitle, siteNames, url), headings[0]);
  const head = stripped.length > 0 ? stripped[0].split(SITE_SEPARATOR)[0].trim() : '';
  if (head && head !== stripped[0]) add('declared-head', head, headings[0]);
  const first = headings.find((h) => (dom.textContent(h) ?? '').trim() && !(on('title-headline-before-prose') && signals.followsProse(h)));
  if (first) add('first-heading', headingText(first), first);
  return out;
}

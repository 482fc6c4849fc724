/**
 * YAML front matter for a Metadata record, for Markdown files and Obsidian notes. Every string is written
 * double-quoted with escapes, so no title (a colon, quotes, `#`, `---`, a newline, `yes`, `null`, `1e3`) can
 * change the YAML's structure or a value's type. Authors, tags and categories are block lists, which
 * Obsidian reads as list properties. Field names are the Metadata field names, so JSON and YAML agree.
 */
import type { Metadata } from '../types';

/** Characters YAML does not allow raw in a double-quoted scalar, or that editors show badly: escaped. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/g;
const NAMED_ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Lone surrogates (broken UTF-16 from truncated text) have no YAML escape: they are dropped. */
function dropLoneSurrogates(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

export function yamlString(value: string): string {
  const escaped = dropLoneSurrogates(value).replace(NEEDS_ESCAPE, (ch) => {
    if (NAMED_ESCAPES[ch]) return NAMED_ESCAPES[ch];
    const code = ch.charCodeAt(0);
    // Surrogate pairs reaching here are whole (lone ones were dropped): keep them as they are.
    if (code >= 0xd800 && code <= 0xdfff) return ch;
    return `\\u${code.toString(16).padStart(4, '0')}`;
  });
  return `"${escaped}"`;
}

/** Our own ISO dates are written plain, so Obsidian and YAML tools see a date; anything else is quoted. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})?)?$/;

export function yamlScalar(value: string): string {
  return ISO_DATE.test(value) ? value : yamlString(value);
}

/**
 * Obsidian tags cannot hold spaces or most punctuation: "Machine Learning" becomes `Machine-Learning`.
 * Letters, digits, `_`, `-` and `/` (nested tags) are kept.
 */
export function obsidianTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').replace(/\s+/g, '-').replace(/[^\p{L}\p{N}_\-/]/gu, '').replace(/^[\d/]+$/, '');
}

/**
 * Most entries of one list property: a page may declare any number of authors or keywords (200,000 JSON-LD authors
 * overflowed the stack here), and a note's properties show a handful. Bylines rarely name more than a few people.
 */
export const FRONT_MATTER_LIST_MAX = { author: 20, tags: 50, categories: 50 } as const;

/** Appends a block list to `lines`, one push per entry: a spread of a page's list overflows the stack. */
function addList(lines: string[], key: keyof typeof FRONT_MATTER_LIST_MAX, values: readonly string[]): void {
  let count = 0;
  for (const value of values) {
    if (count === FRONT_MATTER_LIST_MAX[key]) break;
    if (!value.trim()) continue;
    if (count++ === 0) lines.push(`${key}:`);
    lines.push(`  - ${yamlString(value)}`);
  }
}

/** The YAML block, `---` lines included, ending with a newline. */
export function toFrontMatter(metadata: Metadata): string {
  const lines: string[] = [`title: ${yamlString(metadata.title ?? '')}`];
  addList(lines, 'author', metadata.author ?? []);
  const optional: [string, string | undefined][] = [
    ['published', metadata.published], ['modified', metadata.modified], ['siteName', metadata.siteName],
    ['description', metadata.description], ['language', metadata.language], ['url', metadata.url],
    ['canonicalUrl', metadata.canonicalUrl], ['image', metadata.image], ['pageType', metadata.pageType],
  ];
  for (const [key, value] of optional) if (value) lines.push(`${key}: ${yamlScalar(value)}`);
  const tags = [...new Set((metadata.tags ?? []).map(obsidianTag).filter(Boolean))];
  addList(lines, 'tags', tags);
  addList(lines, 'categories', metadata.categories ?? []);
  if (metadata.wordCount > 0) lines.push(`wordCount: ${Math.round(metadata.wordCount)}`, `readingMinutes: ${Math.round(metadata.readingMinutes)}`);
  if (metadata.originalChars !== undefined) lines.push(`originalChars: ${metadata.originalChars}`);
  if (metadata.originalTokens !== undefined) lines.push(`originalTokens: ${metadata.originalTokens}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

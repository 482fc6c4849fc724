/**
 * The template filters, `{{value|name:"argument"}}`: a table of name -> what it does, with the argument it needs.
 * Values are text, a list of texts or a number; a filter that needs text gets a list joined with ", ".
 */
export type Value = string | number | readonly string[];

export interface Filter {
  /** What the argument must be, for validation before anything renders. */
  argument: 'none' | 'optional-text' | 'text' | 'count';
  apply(value: Value, argument: string | undefined): Value;
}

export function asText(value: Value): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value.join(', ');
}

const eachText = (value: Value, change: (text: string) => string): Value =>
  Array.isArray(value) ? value.map(change) : change(asText(value));

/** Moment-style tokens, longest first so `MM` is not read as two `M`. */
const DATE_TOKENS = /YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;

/**
 * `date:"YYYY-MM-DD"`. A calendar day (no time) is that day wherever the user is; a date-time is shown in the
 * user's own time zone. A value that is not a date stays as it is, so a template never loses text.
 */
export function formatDate(text: string, format: string): string {
  const parsed = new Date(text);
  if (!text || Number.isNaN(parsed.getTime())) return text;
  const utc = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const part = {
    year: utc ? parsed.getUTCFullYear() : parsed.getFullYear(),
    month: (utc ? parsed.getUTCMonth() : parsed.getMonth()) + 1,
    day: utc ? parsed.getUTCDate() : parsed.getDate(),
    hour: utc ? 0 : parsed.getHours(),
    minute: utc ? 0 : parsed.getMinutes(),
    second: utc ? 0 : parsed.getSeconds(),
  };
  const two = (n: number) => String(n).padStart(2, '0');
  const tokens: Record<string, string> = {
    YYYY: String(part.year), YY: two(part.year % 100), MM: two(part.month), M: String(part.month), DD: two(part.day),
    D: String(part.day), HH: two(part.hour), H: String(part.hour), mm: two(part.minute), ss: two(part.second),
  };
  return format.replace(DATE_TOKENS, (token) => tokens[token]);
}

export const FILTERS: Readonly<Record<string, Filter>> = {
  date: { argument: 'text', apply: (value, format) => eachText(value, (text) => formatDate(text, format ?? '')) },
  lower: { argument: 'none', apply: (value) => eachText(value, (text) => text.toLowerCase()) },
  upper: { argument: 'none', apply: (value) => eachText(value, (text) => text.toUpperCase()) },
  trim: { argument: 'none', apply: (value) => eachText(value, (text) => text.trim()) },
  /** `default:"Unknown"`: the argument where the value is empty. */
  default: { argument: 'text', apply: (value, fallback) => (asText(value) === '' ? fallback ?? '' : value) },
  /** A list as one text: `join:" and "` (", " without an argument). */
  join: { argument: 'optional-text', apply: (value, separator) => (Array.isArray(value) ? value.join(separator ?? ', ') : value) },
  first: { argument: 'none', apply: (value) => (Array.isArray(value) ? value[0] ?? '' : value) },
  /** Obsidian links: `[[Ada Lovelace]]` for each item. */
  wikilink: { argument: 'none', apply: (value) => eachText(value, (text) => (text ? `[[${text}]]` : '')) },
  /** For file names and tags: lower case, words joined by `-`, letters of every script kept. */
  slug: { argument: 'none', apply: (value) => eachText(value, (text) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')) },
  /** `truncate:80`: at most that many characters, cut at a word where one is near, with an ellipsis. */
  truncate: {
    argument: 'count',
    apply: (value, count) => eachText(value, (text) => {
      const max = Number(count);
      if (text.length <= max) return text;
      const cut = text.slice(0, max);
      const space = cut.lastIndexOf(' ');
      return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
    }),
  },
};

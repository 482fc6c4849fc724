/**
 * Date parsing for metadata: machine formats (ISO 8601, RFC 2822, compact) and the human formats pages print,
 * with month names in English, German, French, Spanish, Italian, Portuguese and Dutch. Output is ISO 8601 in
 * the page's own local time (never shifted to UTC), so "same calendar day" means the day the page shows.
 * Hand-written rather than a library: chrono-node and date-fns with locales weigh 100-300 KB in the content
 * script, and the page formats we meet are few and listed in the tables below.
 */

/** The web's first public page went up in August 1991: anything earlier is a birth date, a law, a book. */
export const EARLIEST_YEAR = 1991;
/** Allowance for time zones ahead of the machine's clock before a date counts as "in the future". */
const FUTURE_SLACK_MS = 36 * 3600 * 1000;

/** Month names and abbreviations, lower case, without trailing dot. One row per month (index 0 = January). */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'jänner', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'janeiro', 'januari'],
  ['february', 'feb', 'febr', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'febrero', 'febbraio', 'fevereiro', 'fev', 'februari'],
  ['march', 'mar', 'märz', 'maerz', 'mär', 'mars', 'marzo', 'março', 'marco', 'maart', 'mrt'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'maio', 'mei'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre', 'setembro'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'diciembre', 'dic', 'dicembre', 'dezembro'],
];

const MONTH_INDEX: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index] as const)),
);

/**
 * A word not glued to other letters (Unicode aware, so "março" and "févr." work), captured for the pattern's
 * `accepts` to look up among the month names. Not the names themselves as an alternation: V8 compiles a
 * case-insensitive alternation of ~100 words in several milliseconds, twice (bytecode, then native code), and the
 * first extraction in every page paid it (the browser benchmark's cold call); a letter run compiles in a
 * fraction of that. The matches are the same: the month alternation could only match a whole letter run.
 */
const MONTH = `(?<![\\p{L}])([\\p{L}]+)(?![\\p{L}])\\.?`;

/**
 * Whether `word` is a month name as the case-insensitive ('iu') alternation matched it: by simple case folding,
 * which for the letters of the names differs from toLowerCase only in the long s (U+017F folds to "s"; checked
 * over all code points). Such a word was matched and then refused by `month()`, ending that pattern's search
 * in the text; it still is.
 */
function isMonthWord(word: string): boolean {
  return MONTH_INDEX.has(word.toLowerCase().replace(/\u017f/g, 's'));
}
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er|e|º|°)?\\.?';
const YEAR = '(\\d{4})';
const TIME = '(?:[T\\s,]+(?:at\\s+|um\\s+|à\\s+|a las\\s+)?(\\d{1,2})[:h](\\d{2})(?::(\\d{2}))?(?:\\.\\d+)?\\s*(am|pm)?\\s*(Z|UTC|GMT|[+-]\\d{2}:?\\d{2})?)?';

/** Every format we read, tried in order. Each names where year, month, day and time sit in its groups. */
interface DatePattern {
  name: string;
  regex: RegExp;
  /**
   * Set for the month-name patterns (their regex is global, for `matchAll`): a match whose word it refuses is
   * skipped and the search goes on, as the regex with the month names inside it would have searched.
   */
  accepts?: (m: RegExpExecArray) => boolean;
  read: (m: RegExpExecArray) => DateParts | undefined;
}

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** `Z` or `+hh:mm`; absent when the source gave a local time only. */
  offset?: string;
}

function num(s: string | undefined): number | undefined {
  return s === undefined ? undefined : Number(s);
}

function withTime(parts: DateParts, m: RegExpExecArray, first: number): DateParts {
  const hour = num(m[first]);
  if (hour === undefined) return parts;
  const meridiem = m[first + 3]?.toLowerCase();
  const h = meridiem === 'pm' && hour < 12 ? hour + 12 : meridiem === 'am' && hour === 12 ? 0 : hour;
  return { ...parts, hour: h, minute: num(m[first + 1]), second: num(m[first + 2]) ?? 0, offset: normaliseOffset(m[first + 4]) };
}

function normaliseOffset(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (/^(z|utc|gmt)$/i.test(raw)) return 'Z';
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(raw);
  return m ? `${m[1]}${m[2]}:${m[3]}` : undefined;
}

function month(name: string): number | undefined {
  const index = MONTH_INDEX.get(name.toLowerCase().replace(/\.$/, ''));
  return index === undefined ? undefined : index + 1;
}

const PATTERNS: readonly DatePattern[] = [
  {
    name: 'iso',
    regex: new RegExp(`(?<!\\d)(\\d{4})-(\\d{1,2})-(\\d{1,2})(?!\\d)${TIME}`, 'iu'),
    read: (m) => withTime({ year: +m[1], month: +m[2], day: +m[3] }, m, 4),
  },
  {
    name: 'ymd-slash',
    regex: new RegExp(`(?<!\\d)(\\d{4})[/.](\\d{1,2})[/.](\\d{1,2})(?!\\d)${TIME}`, 'iu'),
    read: (m) => withTime({ year: +m[1], month: +m[2], day: +m[3] }, m, 4),
  },
  {
    name: 'day-month-name-year',
    // The other words this pattern can take at one position ("de", a day suffix such as "th") are no month
    // names, so refusing the first one refuses the position.
    regex: new RegExp(`(?<!\\d)${DAY}\\s*(?:de\\s+)?${MONTH},?\\s*(?:de\\s+|del\\s+)?${YEAR}(?!\\d)${TIME}`, 'giu'),
    accepts: (m) => isMonthWord(m[2]),
    read: (m) => withMonth(+m[3], m[2], +m[1], m, 4),
  },
  {
    name: 'month-name-day-year',
    regex: new RegExp(`${MONTH}\\s*${DAY},?\\s*${YEAR}(?!\\d)${TIME}`, 'giu'),
    accepts: (m) => isMonthWord(m[1]),
    read: (m) => withMonth(+m[3], m[1], +m[2], m, 4),
  },
  {
    // 14.02.2025 and 14-02-2025 are day first (Europe); 02/14/2025 is month first (the US habit with slashes)
    // unless the first field cannot be a month.
    name: 'numeric-dmy',
    regex: new RegExp(`(?<![\\d./])(\\d{1,2})([./-])(\\d{1,2})\\2(\\d{4})(?![\\d./])${TIME}`, 'iu'),
    read: (m) => {
      const a = +m[1];
      const b = +m[3];
      const monthFirst = (m[2] === '/' && a <= 12) || b > 12;
      return withTime({ year: +m[4], month: monthFirst ? a : b, day: monthFirst ? b : a }, m, 5);
    },
  },
  {
    name: 'compact',
    regex: /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?)?$/u,
    read: (m) => ({ year: +m[1], month: +m[2], day: +m[3], hour: num(m[4]), minute: num(m[5]), second: num(m[6]) }),
  },
];

function withMonth(year: number, monthName: string, day: number, m: RegExpExecArray, first: number): DateParts | undefined {
  const mon = month(monthName);
  return mon === undefined ? undefined : withTime({ year, month: mon, day }, m, first);
}

function valid(parts: DateParts, now: number): boolean {
  const { year, month: mon, day } = parts;
  if (!(mon >= 1 && mon <= 12 && day >= 1 && day <= 31 && year >= EARLIEST_YEAR)) return false;
  const probe = new Date(Date.UTC(year, mon - 1, day));
  if (probe.getUTCDate() !== day) return false; // 31 February
  if (parts.hour !== undefined && (parts.hour > 23 || (parts.minute ?? 0) > 59)) return false;
  return probe.getTime() <= now + FUTURE_SLACK_MS;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatIso(parts: DateParts): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  if (parts.hour === undefined) return date;
  return `${date}T${pad(parts.hour)}:${pad(parts.minute ?? 0)}:${pad(parts.second ?? 0)}${parts.offset ?? ''}`;
}

/** Unix seconds or milliseconds, as some `<meta>` tags carry (sailthru, parsely). */
function fromTimestamp(text: string, now: number): DateParts | undefined {
  if (!/^\d{10}(\d{3})?$/.test(text)) return undefined;
  const ms = text.length === 13 ? +text : +text * 1000;
  const d = new Date(ms);
  const parts = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), offset: 'Z' };
  return valid(parts, now) ? parts : undefined;
}

/**
 * Finds the first date in `text` (a machine value or a sentence such as "Published 14. Februar 2025") and
 * returns it as ISO 8601, or undefined when there is none, or it is before 1991 or in the future.
 */
export function parseDate(text: string | undefined | null, now: number = Date.now()): string | undefined {
  const parts = parseDateParts(text, now);
  return parts && formatIso(parts);
}

export function parseDateParts(text: string | undefined | null, now: number = Date.now()): DateParts | undefined {
  if (!text) return undefined;
  const value = text.trim().slice(0, 300);
  if (!value) return undefined;
  return fromTimestamp(value, now) ?? earliestDate(value, now)?.parts;
}

interface Found {
  parts: DateParts;
  index: number;
  end: number;
}

/** The valid date that starts earliest in `text`. */
function earliestDate(text: string, now: number): Found | undefined {
  let best: Found | undefined;
  for (const pattern of PATTERNS) {
    const m = firstMatch(pattern, text);
    if (!m) continue;
    const parts = pattern.read(m);
    if (parts && valid(parts, now) && (!best || m.index < best.index)) best = { parts, index: m.index, end: m.index + m[0].length };
  }
  return best;
}

/**
 * The pattern's first match in `text` that it accepts (the first match, for a pattern without `accepts`).
 * `matchAll` searches a copy of the regex, so the shared pattern keeps no position between calls. It goes on
 * from the end of a refused match: no accepted match can start inside one, since a month word cannot start
 * inside the day, the refused word or the year.
 */
function firstMatch(pattern: DatePattern, text: string): RegExpExecArray | null {
  if (!pattern.accepts) return pattern.regex.exec(text);
  for (const m of text.matchAll(pattern.regex)) if (pattern.accepts(m)) return m;
  return null;
}

export interface DateInText {
  iso: string;
  /** The text between the previous date (or the start) and this one: its label ("Updated", "Published on"). */
  label: string;
}

/** Every date in a short text, in order, each with the words before it: "Published Jan 2, 2024 · Updated Mar 5". */
export function findDates(text: string, now: number = Date.now(), max = 4): DateInText[] {
  const out: DateInText[] = [];
  let rest = text.slice(0, 300);
  while (out.length < max) {
    const found = earliestDate(rest, now);
    if (!found) break;
    out.push({ iso: formatIso(found.parts), label: rest.slice(0, found.index) });
    rest = rest.slice(found.end);
  }
  return out;
}

/** Dates in URLs: /2025/02/14/, /2025-02-14-, /20250214/. Month-only paths (/2025/02/) give no day, so none. */
const URL_DATE_PATTERNS: readonly RegExp[] = [
  /\/((?:19|20)\d{2})\/(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])(?:\/|$|[-_])/,
  /(?:\/|[-_])((?:19|20)\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:\/|$|[-_.])/,
  /\/((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:\/|$|[-_])/,
];

export function dateFromUrl(url: string | undefined, now: number = Date.now()): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  for (const regex of URL_DATE_PATTERNS) {
    const m = regex.exec(path);
    if (!m) continue;
    const parts = { year: +m[1], month: +m[2], day: +m[3] };
    if (valid(parts, now)) return formatIso(parts);
  }
  return undefined;
}

/**
 * Author strings as pages write them ("By Jane Doe and John Roe, Staff Writers", "@jdoe", a profile URL,
 * "jane@example.com") cleaned into a list of names. Credentials after a comma ("Jane Doe, MS, RD") stay with
 * the name they qualify rather than becoming names of their own.
 */
import { alternation } from './words';
import { BYLINE_MAX_CHARS } from '../shared/facts';

/** Lead-ins before the names, in every language of words.ts ("By", "Von", "Par", "Автор:", "作者："). */
const LEAD_IN = new RegExp(`^(?:${alternation('by')})(?:\\s*[:：\\-–—]\\s*|\\s+)`, 'iu');
/**
 * "By" glued to the name when markup had no space between them ("BySummer Swann", "Written byAAA", "ByDaryl
 * Austin"). Case-sensitive: under the `i` flag `\p{Lu}` matches every letter, and "Byron Smith"
 * lost its "By".
 */
export const GLUED_LEAD_IN = /^(?:[Ww]ritten\s*|[Pp]osted\s*)?[Bb]y(?=\p{Lu})/u;
/** Values that are placeholders or paths, never names. */
const NOT_A_NAME = /^(?:undefined|null|none|n\/a|admin|administrator|anonymous|unknown|guest|by|written|written by|posts|last|follow|topic author|original poster|op|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)$|^\//i;
const LABEL = new RegExp(`^(?:${alternation('by')}|byline)\\s*[:：\\-–—]\\s*`, 'iu');

/** Separators between several names. Commas are handled apart because of credentials. */
const NAME_SEPARATORS = new RegExp(`\\s*(?:;|\\||&|\\+|、|\\s(?:${alternation('and')})\\s|\\n)\\s*`, 'iu');

/** Pieces after a comma that qualify the previous name instead of naming someone. */
const CREDENTIAL = /^(?:[A-Z]{2,6}|Ph\.?\s?D\.?|M\.?D\.?|Jr\.?|Sr\.?|[IVX]{1,4}|[A-Z][a-z]?\.?\s?[A-Z]\.?(?:\s?[A-Z]\.?)?|MBA|MPH|RDN|CPT|CSCS|LPC|LCSW|PharmD|DVM|DDS|Esq\.?)$/;

/** Role words that are not names: dropped when a piece is only these ("Staff", "Staff Writer", "Editor"). */
const ROLE_ONLY = /^(?:(?:the|our|senior|staff|chief|contributing|guest|associate|managing|executive|news|web|digital|sports?|features?|deputy|assistant|special|freelance)\s+)*(?:staff|writers?|editors?|reporters?|contributors?|correspondents?|team|desk|editorial(?: team| staff| board)?|admin|administrator|redaktion|rédaction|redacción|newsroom|author|unknown|anonymous|guest)$/i;
/** A role trailing a name: "Jane Doe, Staff Writer", "Jane Doe - Senior Editor". */
const TRAILING_ROLE = /\s*(?:,|\s[-–—|]\s)\s*(?:(?:the|our|senior|staff|chief|contributing|guest|associate|managing|executive|news|web|digital|sports?|features?|deputy|assistant|special|freelance)\s+)*(?:staff|writers?|editors?|reporters?|contributors?|correspondents?|columnist|journalist)\b.*$/i;

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+/gi;
const HANDLE = /(?:^|\s)@[\w.]+/g;
/**
 * Dates and times that bylines often carry on the same line, often glued to the name: "By Jane Doe | March 3,
 * 2025", "ServiceTitanNovember 26th", "Supermove Last update", "FlowGuard EMEA on 04-ago-2021".
 */
const TRAILING_DATE = /\s*(?:[|•·,–—»-]\s*)?(?:on\s+|published\s+|(?:last\s+)?updated\s+)?(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}-\p{L}{3,9}\.?-\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?:last\s*)?(?:updated?|published|posted)\b).*$/iu;
/** Reading time printed beside the name, often glued to it ("Brian Becker7 min read", "Team• 4 mins read"). */
const READING_TIME = /\s*[•·|,–—-]?\s*\d+\s*min(?:ute)?s?\.?\s*read\b.*$/i;
/** Calls to action around a name in an author box: "Read more about Jane", "More from Jane", "Jane Follow". */
const AUTHOR_BOX_WORDS = /^(?:read more (?:about|from)|more (?:about|from)|about the author|view all posts by|see all posts by|all posts by)\s+|\s+(?:follow|view profile|see profile)$/gi;

/** A single name is shorter than a byline line and has at most this many words; longer pieces are sentences that
 *  happened to sit in a byline element. */
const MAX_NAME_WORDS = 6;

function cleanPiece(raw: string): string {
  let s = raw.replace(/\s+/g, ' ').trim();
  s = s.replace(LABEL, '').replace(LEAD_IN, '').replace(GLUED_LEAD_IN, '');
  s = s.replace(TRAILING_ROLE, '').replace(/\s+(?:written\s+)?by$/i, '');
  s = s.replace(/^[\s,.:;|•·–—-]+|[\s,:;|•·–—-]+$/g, '');
  return s.trim();
}

function plausibleName(name: string): boolean {
  if (!name || name.length > BYLINE_MAX_CHARS || name.length < 2) return false;
  if (name.split(/\s+/).length > MAX_NAME_WORDS) return false;
  if (ROLE_ONLY.test(name) || NOT_A_NAME.test(name)) return false;
  if (!/\p{L}/u.test(name)) return false;
  return true;
}

/** Splits on commas, keeping credentials ("MS", "PhD") attached to the name before them. */
function splitCommas(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.split(/\s*,\s*/)) {
    if (!piece) continue;
    if (out.length > 0 && CREDENTIAL.test(piece)) out[out.length - 1] += `, ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** One raw author value (a byline, a meta content, a JSON-LD name) into zero or more clean names. */
export function cleanAuthor(raw: string | undefined | null): string[] {
  if (!raw) return [];
  let text = raw.replace(URL_LIKE, ' ').replace(EMAIL, ' ').replace(HANDLE, ' ').replace(/[()[\]{}<>"“”]/g, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  text = text.replace(LABEL, '').replace(LEAD_IN, '').replace(GLUED_LEAD_IN, '');
  text = text.replace(READING_TIME, '').replace(TRAILING_DATE, '').replace(AUTHOR_BOX_WORDS, '');
  const names: string[] = [];
  for (const part of text.split(NAME_SEPARATORS)) {
    for (const piece of splitCommas(cleanPiece(part))) {
      const name = cleanPiece(piece);
      if (plausibleName(name)) names.push(name);
    }
  }
  return names;
}

/** Cleans and merges several raw values, dropping duplicates (case- and space-insensitive). */
export function cleanAuthors(values: readonly (string | undefined | null)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    for (const name of cleanAuthor(value)) {
      const key = name.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}

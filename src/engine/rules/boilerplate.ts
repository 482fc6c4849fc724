/**
 * Short blocks that are page furniture by their text alone: datelines, bylines, "Advertisement", share
 * prompts, gallery controls, copyright lines, bare URLs. Found in the main subtree of scrapinghub pages
 * (the gold of both corpora leaves them out). Only blocks without block children and under
 * `BOILERPLATE_MAX_CHARS` are tested, so a paragraph that merely mentions a date is never touched.
 *
 * What needs no words (numeric dates, ©, a bare URL, "3 / 12", agency credits) is one table for every page; the
 * words of a language are one row of FURNITURE_WORDS, keyed by its primary subtag, so a
 * language is added as data and a language without a row gets the wordless rules alone (`furnitureRules`).
 */

export const BOILERPLATE_MAX_CHARS = 200;

export interface TextRule {
  reason: string;
  test: RegExp;
  /** The rule applies only to blocks shorter than this. */
  maxChars: number;
}

/** One language's furniture words, as regex source (case-insensitive, whole block unless said otherwise). */
export interface FurnitureWords {
  /** A whole block that is only this: "Advertisement", "Share this", "Read more". */
  phrases?: readonly string[];
  /** Words that open a byline when a name follows: "By", "Von". */
  byline?: readonly string[];
  /** Words that open a dateline: "Published", "Updated". */
  dateline?: readonly string[];
  /** Month names (or their first letters: the pattern lets the word run on), as dates write them. */
  months?: readonly string[];
  /** Words of a copyright line, found anywhere in a short block. */
  copyright?: readonly string[];
  /** Words of a sign-up prompt, found anywhere in a short block. */
  signUp?: readonly string[];
}

/** The words the scrapinghub and the dev corpus pages showed, by language. Add a row, or words to a row, as pages show them. */
export const FURNITURE_WORDS: Readonly<Record<string, FurnitureWords>> = {
  en: {
    phrases: [
      'advertisement', 'advert', 'sponsored( content)?', 'sharing is caring!?', 'share( this)?( article| story| post| on \\w+)?!?:?',
      'comments?', '\\d+ comments?', 'leave a (comment|reply)', 'subscribe( now)?', 'follow us( on \\w+)?',
      'you may also like( …|\\.\\.\\.|:)?', 'related( posts?| articles?| stories| content| coverage)?:?', 'more:?', 'read more:?',
      'see also:?', "don'?t miss:?", 'most (read|popular).*', 'tell us what you think.*', 'this slideshow requires javascript\\.?',
      'enlarge (this )?image', 'image \\d+ of \\d+', '\\d+ ?of ?\\d+', 'caption', 'close', 'back to gallery', 'photo:?', 'source:.*',
      'about the author', 'highlights', 'warning',
    ],
    byline: ['by', 'reporting by', 'written by'],
    dateline: ['published', 'updated', 'posted', 'last updated', 'modified'],
    months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
    copyright: ['\\bcopyright\\b', 'all rights reserved'],
    signUp: ['\\b(sign up|subscribe|newsletter|in your inbox|delivered to your inbox)\\b'],
  },
  de: { phrases: ['anzeige'], byline: ['von'], dateline: ['veröffentlicht', 'aktualisiert'] },
  fr: { phrases: ['publicité'], byline: ['par'], dateline: ['publié'] },
  es: { phrases: ['publicidad'], byline: ['por'], dateline: ['publicado'] },
  pt: { byline: ['por'], dateline: ['publicado'] },
  it: { byline: ['di'] },
  nl: { byline: ['door'] },
  sv: { byline: ['av'] },
  nb: { byline: ['av'] },
  no: { byline: ['av'] },
  da: { byline: ['av'] },
  id: { phrases: ['iklan'] },
  ms: { phrases: ['iklan'] },
};

const NUMERIC_DATE = '\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}:\\d{2}\\s?(am|pm)?\\b';
/** A date inside a short block: up to 40 characters either side, no sentence end. */
const dateline = (date: string) => new RegExp(`^[^.!?]{0,40}(${date})[^.!?]{0,40}$`, 'i');
const either = (words: readonly string[]) => words.join('|');

/** Rules that read no language's words, in the order they are tried among the others (`furnitureRules`). */
const WORDLESS = {
  phrases: ['\\d+ ?\\/ ?\\d+', 'getty( images)?', 'reuters', 'associated press', 'ap'],
  date: NUMERIC_DATE,
  copyright: ['©', 'ⓒ'],
};

/** The rules for pages in `languages` (primary subtags), in the order they are tried; unknown languages add nothing. */
export function furnitureRules(languages: readonly string[]): TextRule[] {
  const rows = languages.flatMap((l) => (FURNITURE_WORDS[l] ? [FURNITURE_WORDS[l]] : []));
  const words = (key: keyof FurnitureWords) => rows.flatMap((row) => row[key] ?? []);
  const phrases = [...words('phrases'), ...WORDLESS.phrases];
  const months = words('months');
  const monthName = `(${either(months)})[a-z]*\\.?`;
  const rules: (TextRule | null)[] = [
    { reason: 'furniture phrase', test: new RegExp(`^(${either(phrases)})$`, 'i'), maxChars: 80 },
    words('byline').length ? { reason: 'byline', test: new RegExp(`^(${either(words('byline'))})\\s+\\S`, 'i'), maxChars: 100 } : null,
    words('dateline').length
      ? { reason: 'dateline', test: new RegExp(`^[\\s|•·–—-]*(${either(words('dateline'))})\\b`, 'i'), maxChars: 120 } : null,
    {
      reason: 'dateline',
      test: dateline(months.length ? `${WORDLESS.date}|\\b${monthName} \\d{1,2},? \\d{4}|\\b\\d{1,2}\\.? ${monthName},? \\d{4}` : WORDLESS.date),
      maxChars: 80,
    },
    { reason: 'copyright line', test: new RegExp(`(${either([...WORDLESS.copyright, ...words('copyright')])})`, 'i'), maxChars: 200 },
    { reason: 'bare URL', test: /^(https?:\/\/|www\.)\S+$/i, maxChars: 200 },
    words('signUp').length ? { reason: 'sign-up prompt', test: new RegExp(either(words('signUp')), 'i'), maxChars: 160 } : null,
  ];
  return rules.filter((r): r is TextRule => r !== null);
}

/** Every language's rows together: the rules for a page whose language is not known, or has no row. */
export const BOILERPLATE_TEXT: readonly TextRule[] = furnitureRules(Object.keys(FURNITURE_WORDS));

/**
 * Each language's rules, built the first time a page in it asks: the pipeline asks for the tuning several times a
 * call, and building the rules' regexes each time was 1.3% of a warm call in Chromium. A cache of
 * facts, not state: the rules of a language are fixed and hold no regex with a position (none is global).
 */
const RULES_BY_LANGUAGE = new Map<string, readonly TextRule[]>();

/**
 * The rules for a page in `language` (a BCP 47 tag, as `<html lang>` writes it): its own row and the wordless
 * rules, so a French page's "par" is a byline word and an English page's "di" or "von" is not; every row when the
 * language is unknown or has no row (pruning then reads the words of all the languages, as before).
 */
export function furnitureFor(language: string | undefined): readonly TextRule[] {
  const primary = language?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (!primary || !FURNITURE_WORDS[primary]) return BOILERPLATE_TEXT;
  let rules = RULES_BY_LANGUAGE.get(primary);
  if (!rules) RULES_BY_LANGUAGE.set(primary, (rules = furnitureRules([primary])));
  return rules;
}

/** The first rule a block's text matches, if any. */
export function boilerplateReason(text: string, rules: readonly TextRule[] = BOILERPLATE_TEXT): string | null {
  for (const rule of rules) if (text.length <= rule.maxChars && rule.test.test(text)) return rule.reason;
  return null;
}

/**
 * What each source's word is worth, per field (`evidence.ts` adds the weights of agreeing sources), and the
 * named rules that decide when a source speaks at all. Both lists are what the ablation table switches off one
 * at a time (`npm run bench -- --corpus wcxb-dev --sections metadata --ablate`); a rule should stay only while
 * its gain there is positive on the tuned half of wcxb-dev and not negative on the other half.
 *
 * Weights are the old order of trust as powers of two (so no two lighter sources outweigh a heavier one yet),
 * to be tuned on wcxb-dev's even-indexed pages (`--every 2 --offset 0`). Structured data weighs most: it is
 * written for machines and names the field exactly. What the page shows weighs less alone but adds up: two
 * shown sources that agree (a byline and `<meta name=author>`; a `<time>` and the date in the URL) outweigh
 * one declared source that says otherwise.
 */

export type Field = 'title' | 'author' | 'published';

export const SOURCES = {
  title: [
    /** The `h1` that agrees with a declared title (og:title, JSON-LD headline, `<title>`). */
    'headline-agreeing',
    /** The declared title on a page that names itself there (non-authored JSON-LD entity, landing page). */
    'declared-self-name',
    /** The first `h1` that is not the site's name nor a logo. */
    'headline',
    /** og:title / JSON-LD / `<title>` without the site name. */
    'declared',
    /** Any first non-empty `h1`. */
    'first-heading',
  ],
  author: [
    'json-ld', 'microdata',
    /** The thread starter from forum-engine markup (`sources/forum.ts`). */
    'forum-markup',
    /** `<meta>` author keys (META_KEYS.author). */
    'meta',
    /** Elements whose class, id, rel or itemprop names an author, near the headline (or anywhere on authored pages). */
    'author-markup',
    /** "By ..." lines around the headline, in the languages of `words.ts`. */
    'by-line',
    /** JSON-LD authors typed as an Organization: a brand. No weight: the ablation (wcxb-dev --every 4 --offset 0) gave it +0 pages, -5. */
    'json-ld-organisation',
  ],
  published: [
    'json-ld', 'meta', 'microdata',
    /** `<time>` elements around the headline. */
    'time-element',
    /** Dates written in the text around the headline. */
    'shown-text',
    /** /2025/02/14/ in the URL's path. */
    'url',
    /** An "Updated ..." date when it is the only date shown. */
    'updated-shown',
  ],
} as const satisfies Record<Field, readonly string[]>;

export type SourceName = (typeof SOURCES)[Field][number];

export const SOURCE_WEIGHTS: Readonly<Record<Field, Readonly<Partial<Record<SourceName, number>>>>> = {
  title: { 'headline-agreeing': 16, 'declared-self-name': 12, headline: 6, declared: 3, 'first-heading': 1 },
  author: { 'json-ld': 64, microdata: 32, 'forum-markup': 16, meta: 8, 'author-markup': 4, 'by-line': 2 },
  published: { 'json-ld': 64, meta: 32, microdata: 16, 'time-element': 8, 'shown-text': 4, url: 2, 'updated-shown': 1 },
};

/** Rules that decide when a source speaks; each is described where it applies. */
export const RULES = [
  // author (index.ts)
  'meta-author-not-on-unauthored-pages', 'meta-author-not-user-names', 'far-author-markup-only-on-authored-pages', 'forum-first-name-only',
  // published (index.ts)
  'declared-dates-only-of-content',
  // title (index.ts, title.ts)
  'title-declared-on-landing-pages', 'title-declared-on-non-authored-entities', 'title-header-name', 'title-without-furniture', 'title-before-pipe', 'title-logo-heading',
] as const;

export type RuleName = (typeof RULES)[number];

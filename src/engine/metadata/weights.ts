/**
 * The sources of each field's evidence and the named rules that decide when a source speaks at all. What each
 * source's word is worth is learned (`learned.ts`, `model.json`, fitted by `npm run train:metadata`), per page
 * flag: a source is not worth the same on a landing page and on an article. Both lists are what the ablation
 * tables switch off one at a time (`npm run train:metadata -- --ablate` refits without each and scores it out of
 * fold; `npm run bench -- --corpus wcxb-dev --sections metadata --ablate` keeps the weights); a source or rule
 * stays only while its out-of-fold gain is positive.
 */

export type Field = 'title' | 'author' | 'published';

export const SOURCES = {
  title: [
    /** The `h1` that agrees with a declared title (og:title, JSON-LD headline, `<title>`). */
    'headline-agreeing',
    /** The first `h1` that is not the site's name nor a logo. */
    'headline',
    /** og:title / JSON-LD / `<title>` without the site name. */
    'declared',
    /** `<title>` without the site name. */
    'document-title',
    /** The declared title's first part, before a separator left after the site name is gone ("Headline – tagline"). */
    'declared-head',
    /** Any first non-empty `h1`. */
    'first-heading',
  ],
  author: [
    'json-ld', 'microdata',
    /** The thread starter from forum-engine markup (`sources/forum.ts`). */
    'forum-markup',
    /** `<meta>` author keys (META_KEYS.author). */
    'meta',
    /** Elements whose class, id, rel or itemprop names an author, near the headline (else anywhere). */
    'author-markup',
    /** "By ..." lines around the headline, in the languages of `words.ts`. */
    'by-line',
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

/** Rules that decide when a source speaks; each is described where it applies. */
export const RULES = [
  // author (index.ts)
  'meta-author-not-on-unauthored-pages', 'shown-authors-not-on-shop-and-service-pages',
  // published (index.ts)
  'declared-dates-only-of-content',
  // title (index.ts, title.ts)
  'title-header-name', 'title-without-furniture', 'title-before-pipe', 'title-headline-before-prose',
] as const;

export type RuleName = (typeof RULES)[number];

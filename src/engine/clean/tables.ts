/**
 * What cleaning removes and unwraps: one table per rule kind, one source of truth. A rule that can hit main
 * content has a size guard (`maxChars`): an element that large is content wearing an unlucky class name
 * (WordPress puts `comments-open` on the article itself), so it is kept.
 */

export interface TagRule {
  tags: readonly string[];
  reason: string;
  /** Kept when its text is at least this long (undefined: always removed). */
  maxChars?: number;
  /** Kept (when long enough) only if it has element children: text alone is not structure. */
  needsElements?: boolean;
  /** The page's footer: removed whatever its size where the profile says so (rule drop-whole-regions). Not navigation:
   *  a shop may wrap its product in a `<nav>`. */
  region?: boolean;
}

/** Elements removed with their content. Upper-case tag names. */
export const REMOVE_TAGS: readonly TagRule[] = [
  { tags: ['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META'], reason: 'not content' },
  // Kept when it holds real markup with text: Discourse forums serve the whole thread to crawlers in a
  // <noscript>. In a browser with scripting on its content is one text node, which
  // ./noscript.ts parses into elements first (in a copy of the page) so that this rule sees the same tree.
  { tags: ['NOSCRIPT'], reason: 'script fallback (a tracking pixel or "enable JavaScript")', maxChars: 200, needsElements: true },
  { tags: ['SVG', 'CANVAS', 'IFRAME', 'OBJECT', 'EMBED', 'APPLET', 'MAP', 'AUDIO', 'VIDEO', 'SOURCE', 'TRACK'], reason: 'embedded media' },
  { tags: ['BUTTON', 'INPUT', 'SELECT', 'OPTION', 'TEXTAREA', 'LABEL', 'DIALOG', 'MENU'], reason: 'form control or widget' },
  { tags: ['NAV'], reason: 'navigation', maxChars: 3000 },
  { tags: ['ASIDE'], reason: 'sidebar', maxChars: 3000 },
  { tags: ['FOOTER'], reason: 'footer', maxChars: 3000, region: true },
  // ASP.NET pages wrap the whole body in one <form>: only small forms (search, sign-up, comment) go.
  { tags: ['FORM', 'FIELDSET'], reason: 'form', maxChars: 400 },
];

/** ARIA roles of boilerplate regions. */
export const REMOVE_ROLES: Readonly<Record<string, string>> = {
  navigation: 'navigation', banner: 'site header', contentinfo: 'footer', complementary: 'sidebar',
  search: 'search', dialog: 'dialog', alertdialog: 'dialog', menu: 'menu', menubar: 'menu', toolbar: 'toolbar',
};
/** Roles removed whatever their size where the profile says so (rule drop-whole-regions): overlays and the page's
 *  footer. Not a banner or navigation: a shop may wrap its whole page in one. */
export const REGION_ROLES = new Set(['dialog', 'alertdialog', 'contentinfo']);

export interface PatternRule {
  /** Matched against each class token and the id separately, lower-cased. */
  token: RegExp;
  reason: string;
  maxChars: number;
  /** Removed in escalation's retries too, which switch the widget patterns off (rule drop-named-widgets); unset = false. */
  everyRetry?: boolean;
}

/** Class/id tokens of boilerplate widgets. Anchored on whole tokens so `shared-content` or `adapter` do not match. */
export const REMOVE_PATTERNS: readonly PatternRule[] = [
  // Consent tools' own containers, whatever their size: their names are product names no article wears, and their
  // dialogs list every vendor and purpose at length (a OneTrust preference centre runs past 10,000 characters). They go
  // in escalation's retries too: a short forum thread's retry without the widget patterns took OneTrust's 3,900
  // characters back (forum--short-thread-in-comment-section).
  { token: /^(onetrust.*|ot-sdk-.*|ot-pc-.*|cybotcookiebot.*|cookiebot.*|didomi-.*|usercentrics.*|truste-.*|trustarc.*|cookieyes.*|cky-consent.*|qc-cmp2.*|cmplz-.*|borlabs-cookie.*|sp_message_container.*|fc-consent.*)$/, reason: 'cookie banner', maxChars: Infinity, everyRetry: true },
  { token: /^(cookie|cookies|consent|gdpr|cc-banner|cookie-?banner|cookie-?notice|cmp.*)$/, reason: 'cookie banner', maxChars: 2000 },
  { token: /^(ad|ads|adv|advert|adverts|advertisement|advertising|ad-?slot|ad-?container|ad-?wrapper|ad-?unit|dfp.*|google-?ad.*|adsbygoogle|sponsored|sponsor|taboola.*|outbrain.*)$/, reason: 'advertising', maxChars: 1500 },
  { token: /^(share|shares|sharing|share-?(bar|buttons?|links?|tools|box|icons?)|social|social-?(share|links|media|icons|buttons?)|addthis.*|sharethis.*|sharedaddy)$/, reason: 'share widget', maxChars: 800 },
  { token: /^(newsletter|newsletter-.*|subscribe|subscription|signup|sign-up|paywall|popup|modal|overlay)$/, reason: 'sign-up or overlay', maxChars: 1500 },
  { token: /^(breadcrumbs?|skip-?link|skip-?to-?content|screen-reader-text|sr-only|visually-?hidden|visuallyhidden)$/, reason: 'navigation aid', maxChars: 400 },
  { token: /^(related|related-?(posts?|articles?|stories|content|links)|more-?stories|recommended|read-?more-?links|trending|most-?popular|popular-?posts)$/, reason: 'related articles', maxChars: 3000 },
];

/** Comment sections, pruned unless `includeComments`. */
export const COMMENT_PATTERN: PatternRule = {
  token: /^(comments?|comment-?(list|section|area|thread|s-area|s-section|s-wrapper|s-container)|commentlist|disqus_thread|disqus|respond|reply-?form|discussion|fb-comments)$/,
  reason: 'comment section',
  maxChars: 100_000,
};

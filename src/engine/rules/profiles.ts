/**
 * One extraction profile per page type (STYLE.md principle 13): what varies by kind of page is data, chosen once
 * by the page-type classifier (page-type/index.ts), laid over the mode's tuning (./thresholds.ts); the stages stay
 * the same code. Article and documentation pages keep the mode's tuning as it is. Each entry says which pages
 * of wcxb-dev showed the need; the figures are in the commit that set it.
 */
import type { PageType } from '../page-type';
import type { Tuning } from './thresholds';

/**
 * Forum threads: the poster's panel beside each post (title, join date, post count, location: "Member / Oct 25,
 * 2017 / 13,539" on XenForo, wcxb-dev 0514), signatures, like and reaction counts ("7 Likes", Discourse 0506) and
 * badges are not the thread; WCXB's gold keeps each post's author and date, and the text. Nor is a topic's overview
 * panel (IPS `cTopicOverview`: reply and view counts, top posters, the most popular posts quoted again: 0547, 0546).
 */
const FORUM_NOISE = /(^|[\s_-])(user-?extras?|user-?banner|user-?title|user-?info|user-?stats|user-?meta|signature|sig|join-?date|post-?count|posts-?count|reputation|rep-?power|likes?|like-?count|reactions?|reactions?-?(bar|list|summary)|votes?|vote-?count|upvotes?|badges?|member-?(since|stats|info|title)|c?topic-?overview(-?container)?)([\s_-]|$)/i;

/** Listing and collection pages: the run of items is the content; filters, sorting and page links are not. */
const LISTING_NOISE = /(^|[\s_-])(facets?|filters?|filter-?(bar|panel|group|list)|sort|sort-?by|sorting|refine|refinements?|toolbar|pagination|pager|page-?numbers|load-?more|breadcrumbs?)([\s_-]|$)|pagination/i;

/** Product pages: the product's name, description and specifications; not its reviews, other products, the
 *  shop's shipping, returns and policy text, nor the legal disclaimers its feature claims point to (a maker's
 *  numbered small print under the features, longer than they are: wcxb-dev 3060) and legal notices (a publisher's
 *  account, licence and privacy terms beside a game's description, longer than it and chosen alone: 3075, 3052), nor
 *  the tooltips and popovers that explain a specification's term in general words, shown on hover (2990, 3026:
 *  "Open-back designs are often..."). */
const PRODUCT_NOISE = /(^|[\s_-])(reviews?|review-?list|ratings?|testimonials?|related|related-?products?|recommend(ed|ations?)?|upsell|cross-?sell|also-?(bought|viewed|like)|you-?may-?also-?like|recently-?viewed|shipping|delivery|returns?|policy|policies|guarantee|payment|klarna|afterpay|wishlist|breadcrumbs?|swatch(es)?|qty|quantity|add-?to-?cart|trust-?badges?|newsletter|disclaimers?|legal|footnotes?|tool-?tips?|popovers?)([\s_-]|$)/i;

export type Profile = Readonly<Partial<Tuning>>;

/**
 * A listing's groups of items often lie side by side (a month's courses, a section's stories), with no ancestor but
 * the page's wrapper holding them, so the rules keep some groups and lose the rest (wcxb-dev 4380: 13,400 of 33,600
 * characters; 2900). Stage 3b (fallback/second-opinion.ts) asks Readability on a larger share of the page than on an
 * article and takes its result when it holds nearly all of the rules' (85% of their word triples) and a tenth more.
 * Calibrated on wcxb-dev every 4th page, offsets 0, 1 and 3 (figures in the commit): the article bounds (a fifth of the
 * page, twice as long) took none of the listing pages; these took 5, F1 +0.51 summed, precision +0.02; containment
 * 0.8 also took two collection pages read as listings, losing 0.05 and 0.13 of precision (3067, 3068: 80% and 81%
 * held), and 0.9 refused one the article bounds take (2910: 90% held, three times as long, F1 0.61 -> 0.35). Service pages
 * gained F1 with the same bounds but lost precision (0266, 4914: the added sections were not the gold's), so they keep
 * the article's.
 */
const SPREAD_SECOND_OPINION: Profile = { secondOpinionShare: 0.6, secondOpinionGain: 1.1, secondOpinionContained: 0.85 };

export const PROFILES: Readonly<Record<PageType, Profile>> = {
  // A story's wrapper that adds a call to action, a Q&A pitch, teasers with excerpts or a sidebar column held 1.3-1.6
  // times its prose and was climbed to (wcxb-dev 0342 1.46x, 0358, 0310, 0334, 0381, 2020, 0079); a story split into
  // sections holds 1.8x to 6.5x (0005, 0496, 4427, 2891, 4074, 0036). Service, collection and product pages lost
  // with 1.6 (4914, 4158, 0607: their sections gain less), so only articles ask it. Figures in the commit.
  article: { pruneRelatedRuns: true, climbProseGain: 1.6 },
  documentation: {},
  forum: { pruneNames: FORUM_NOISE, keepAttribution: true, commentsAreContent: true, pruneRecurring: true, joinPosts: true },
  // A description written as loose text between <br>s scores as a paragraph of its block (`scoreLooseText`: wcxb-dev
  // 3079 0.51 -> 0.84, 0615, 3074); feature sections named `*-gallery` are text when they hold most of it
  // (`cardCaptions`: 3066 0.49 -> 0.98). A fallback's result past 0.5 link density is the site's menus
  // (`candidateMaxLinkDensity`: a script-rendered marketplace page whose footer links Readability took, 4720-4722,
  // empty gold, 0 -> 1). Figures in the commit that set them.
  product: { pruneNames: PRODUCT_NOISE, scoreNamed: false, pruneNamedWhole: true, pruneRepeats: true, pruneCards: true, wholeRegions: true, liftToHeading: true, pruneIdentifiers: true, cardCaptions: true, scoreLooseText: true, candidateMaxLinkDensity: 0.5, revealPanels: true, revealHeadingBlock: true },
  listing: { ...SPREAD_SECOND_OPINION, pruneNames: LISTING_NOISE, listingShare: 0.35, joinItemRun: true, keepItemFields: true, pruneItemLabels: true },
  // A shop's footer and dialogs go whatever their size: its privacy policy in a footer dialog outweighed the grid
  // (wcxb-dev 0632). Not product's wholeRegions: waiving named widgets' size guards dropped 0639's page as a
  // 2,000-character "visually-hidden" block, and escalation must still be able to take a footer back (4470). Listing
  // pages showed no change with it. Captions are item cards when they hold most of the text (`cardCaptions`,
  // output/text.ts): a tile's name and price in a <figure> or a `.caption` block (wcxb-dev 4264 0.05 -> 0.99, 4544,
  // 0656). Read whatever their share, they cost held-out pages a swatch gallery and Etsy's `wt-text-caption` lines
  // (4022 0.95 -> 0.74, 4204 0.82 -> 0.62). Without layout, the `hidden` utility class hides too (`hiddenClass`): a
  // theme's closed comparison drawer held every product's description under the grid (0637 0.31 -> 0.97); the gold
  // keeps a few hidden blocks (0659's swatch names 0.82 -> 0.68, 0634's folded description 0.65 -> 0.63).
  // A banner or navigation region before the main region goes whatever its size, and a live region's announcement
  // (`wholeHeader`, `dropAnnouncements`, clean/site-chrome.ts: REI's sign-in box and "loaded 296 results", 2953, 3027).
  // The closed panels of the page's own accordions are content, as on product pages (`revealPanels`): REI's "Expert
  // Advice" buying guides, in the gold of 2953, 2951, 3003, 2954, 3002, 3027, 2952; their folded text does not count
  // against the grid before them when it is chosen alone (select.ts `foldedChars`: 3000, 3028). A shop's SEO text pasted
  // three times into one block stays (`keepSelfRepeats`): the gold keeps it (0634 0.59 -> 0.29 pruned). Figures in the commits.
  collection: { pruneNames: LISTING_NOISE, listingShare: 0.35, joinItemRun: true, keepItemFields: true, wholeFooter: true, joinRunBefore: true, cardCaptions: true, hiddenClass: true, joinItemProse: true, wholeHeader: true, dropAnnouncements: true, revealPanels: true, keepSelfRepeats: true },
  // Merging more sibling blocks (recall's siblingShare 0.08, siblingParagraphChars 25) left wcxb-dev's every-4th
  // service pages at 0.832: no profile until a mechanism measures a gain.
  service: {},
};

/**
 * The class/id vocabularies of blocks that are not content on one kind of page (`Tuning.pruneNames`, chosen by the
 * page type's profile: registry/profiles.ts), pruned inside the content like the general boilerplate vocabulary.
 */

/**
 * Forum threads: the poster's panel beside each post (title, join date, post count, location: "Member / Oct 25,
 * 2017 / 13,539" on XenForo), signatures, like and reaction counts ("7 Likes" on Discourse) and
 * badges are not the thread; the benchmark's gold keeps each post's author and date, and the text. Nor is a topic's overview
 * panel (IPS `cTopicOverview`: reply and view counts, top posters, the most popular posts quoted again).
 */
export const FORUM_NOISE = /(^|[\s_-])(user-?extras?|user-?banner|user-?title|user-?info|user-?stats|user-?meta|signature|sig|join-?date|post-?count|posts-?count|reputation|rep-?power|likes?|like-?count|reactions?|reactions?-?(bar|list|summary)|votes?|vote-?count|upvotes?|badges?|member-?(since|stats|info|title)|c?topic-?overview(-?container)?)([\s_-]|$)/i;

/** Listing and collection pages: the run of items is the content; filters, sorting and page links are not. */
export const LISTING_NOISE = /(^|[\s_-])(facets?|filters?|filter-?(bar|panel|group|list)|sort|sort-?by|sorting|refine|refinements?|toolbar|pagination|pager|page-?numbers|load-?more|breadcrumbs?)([\s_-]|$)|pagination/i;

/** Product pages: the product's name, description and specifications; not its reviews, other products, the
 *  shop's shipping, returns and policy text, nor the legal disclaimers its feature claims point to (a maker's
 *  numbered small print under the features, longer than they are) and legal notices (a publisher's
 *  account, licence and privacy terms beside a game's description, longer than it and chosen alone), nor
 *  the tooltips and popovers that explain a specification's term in general words, shown on hover
 *  ("Open-back designs are often..."). */
export const PRODUCT_NOISE = /(^|[\s_-])(reviews?|review-?list|ratings?|testimonials?|related|related-?products?|recommend(ed|ations?)?|upsell|cross-?sell|also-?(bought|viewed|like)|you-?may-?also-?like|recently-?viewed|shipping|delivery|returns?|policy|policies|guarantee|payment|klarna|afterpay|wishlist|breadcrumbs?|swatch(es)?|qty|quantity|add-?to-?cart|trust-?badges?|newsletter|disclaimers?|legal|footnotes?|tool-?tips?|popovers?)([\s_-]|$)/i;

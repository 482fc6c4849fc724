/**
 * The knobs of cleaning and rule extraction, as one record per mode. Escalation (escalation.ts) derives
 * relaxed copies of these; nothing else changes them. Values were calibrated on the scrapinghub and WCXB
 * dev corpora (`npm run bench`), moving one at a time and keeping a change only when both corpora agreed.
 */
import type { Mode } from '../types';
import type { PageType } from '../page-type';
import { PROFILES } from './profiles';
import { BOILERPLATE_TEXT, furnitureFor, type TextRule } from './boilerplate';

export interface Tuning {
  /** Drop related-article/newsletter/ad widgets found by class/id vocabulary in cleaning. */
  removeWidgets: boolean;
  /** Drop content hidden by markup or computed style. */
  removeHidden: boolean;
  /** On a live page, hidden content is also found by computed style: one getComputedStyle per element that
   *  markup does not settle (clean/hidden.ts). False: markup only (the `hidden` attribute, inline style, ARIA). */
  readComputedStyle: boolean;
  /** On a page without layout, the `hidden` utility class hides an element too (clean/hidden.ts `hiddenByClass`: a
   *  shop's closed drawers and comparison panels); unset = false. */
  hiddenClass?: boolean;
  /** Closed panels of the page's own tab and accordion widgets (a trigger's `aria-controls`) are not hidden content
   *  (clean/disclosures.ts: a shop's folded description and specifications); unset = false. */
  revealPanels?: boolean;
  /** A block hidden by markup that holds every `<h1>` of the page, 1,000 characters or more, is the product's block
   *  hidden until a script shows it, not hidden content (clean/hidden-heading.ts); unset = false. */
  revealHeadingBlock?: boolean;
  /** Drop nav/aside/footer/role regions. */
  removeRegions: boolean;
  /** A paragraph shorter than this adds nothing to its ancestors' scores. */
  minParagraphChars: number;
  /** Blocks inside the main subtree with a link density above this are pruned... */
  maxLinkDensity: number;
  /** ...unless they hold at least this much text. */
  linkDenseKeepChars: number;
  /** Blocks whose class/id reads as boilerplate (byline, share, related) are pruned. */
  pruneNegativeVocabulary: boolean;
  /** Precision: blocks whose class/id reads as not-content (the candidate scorer's NEGATIVE words: meta, media,
   *  promo, tags...) are pruned too, not only those named as boilerplate. */
  pruneNegativeClass: boolean;
  /** Keep lists even when pruning would drop them (recall: "lists inside discarded sections kept"). */
  keepLists: boolean;
  /** Short blocks whose text is furniture (datelines, bylines, "Advertisement") are pruned: ./boilerplate.ts. */
  pruneFurnitureText: boolean;
  /** The furniture rules read: the page language's row of ./boilerplate.ts where known, else every row. */
  furniture: readonly TextRule[];
  /** Comment sections stay (the includeComments option): neither cleaning nor pruning drops them. */
  keepComments: boolean;
  /** Siblings of the main subtree scoring at least this share of its score are merged in. */
  siblingShare: number;
  /** Sibling paragraphs this long (and nearly link-free) join the main subtree whatever their score. */
  siblingParagraphChars: number;
  /** Below this many characters the chosen subtree gathers prose from outside it (./recover.ts); 0 = never. */
  shortDocumentChars: number;
  /** Short text blocks at the start and end of the content (datelines, share rows, tag lines) under this
   *  many characters are trimmed (./prune.ts); 0 = never. */
  edgeTrimChars: number;
  /** A run of same-template siblings holding this share of the content's text is a list of items (./items.ts):
   *  link-density pruning leaves them whole; 0 = never. */
  listingShare: number;
  /** Leaf blocks repeating an earlier block's whole text are pruned (./repeats.ts: product pages ship their
   *  description once per screen size); off elsewhere: an article may repeat its refrain (scrapinghub 5f03fc173e), where only a long block repeating
   *  itself goes (./repeats.ts `pruneSelfRepeats`). */
  pruneRepeats: boolean;
  /** Runs of other products' cards (a name and a price, each linked) are pruned inside the content (./product.ts). */
  pruneCards: boolean;
  /** Boilerplate regions (footer, nav, aside, dialogs) and widgets named by class/id are removed whatever their
   *  size: the size guards keep an article wrapped in a big `<footer>`, but a shop's footer dialogs hold its
   *  privacy and refund policies, longer than the product (cleaning, clean/index.ts). */
  wholeRegions: boolean;
  /** The page's footer and dialogs (FOOTER, the contentinfo and dialog roles) are removed whatever their size while
   *  regions are removed: escalation's relaxation of regions takes them back, and named widgets keep their size
   *  guards (narrower than `wholeRegions`; clean/index.ts); unset = false. */
  wholeFooter?: boolean;
  /** While regions are removed, a banner or navigation region before the page's main region goes whatever its size
   *  (clean/site-chrome.ts: a shop's menu keeping a sign-in box); unset = false. */
  wholeHeader?: boolean;
  /** While regions are removed, a live region's short announcement (`role=status`: "loaded 296 results") goes
   *  (clean/site-chrome.ts); unset = false. */
  dropAnnouncements?: boolean;
  /** Lists of items are the content (listing and collection pages): the page's largest run of items joins the
   *  selection when it follows it (./select.ts), and runs of bare linked titles count as items. */
  joinItemRun: boolean;
  /** The chosen block is one post body of several sharing its exact template (./post-bodies.ts: a Q&A page's
   *  question and answers in separate containers): all of them are the content; unset = false. */
  joinPosts?: boolean;
  /** With joinItemRun, a run before the selection joins too when it dwarfs it (./select.ts); unset = false. */
  joinRunBefore?: boolean;
  /** With joinItemRun, the blocks outside the selection that are mostly prose join it (./item-prose.ts: a category's
   *  intro and buying guide around its grid); unset = false. */
  joinItemProse?: boolean;
  /** Inside the items of a list (./items.ts), blocks the PRUNE vocabulary names (an arXiv entry's `list-authors`, a
   *  shop card's `rating`) are the item's fields, kept: WCXB's listing gold keeps them. False: pruned as bylines. */
  keepItemFields: boolean;
  /** Inside the items of a list, short blocks whose text many items repeat ("Price", "Full-time", "Register Now")
   *  are the template's labels, pruned (./item-labels.ts); unset = false. */
  pruneItemLabels?: boolean;
  /** Figures and caption-named blocks are item cards, their words text, when leaving them out would keep under half
   *  of the text (output/text.ts): a shop's product tiles put their name and price in a `<figure>` or a Bootstrap
   *  `.caption`, and the text had none of the grid (wcxb-dev 0656, 4264, 4544); unset = false: a photo's caption,
   *  which the gold leaves out. */
  cardCaptions?: boolean;
  /** Class/id names of blocks that are not content on this kind of page (a page-type profile's: ./profiles.ts),
   *  pruned inside the content like the PRUNE vocabulary; null = none. */
  pruneNames: RegExp | null;
  /** Paragraphs inside blocks named by `pruneNames` lend score to their ancestors, so such a block can be chosen
   *  as the content (./score.ts); false where those blocks hold the page's longest prose (product reviews). */
  scoreNamed: boolean;
  /** Blocks named by `pruneNames` go whatever their size, unless they hold the page's `<h1>` (./prune.ts: a product
   *  page's reviews run to tens of thousands of characters); unset = false: a long block is a mis-named wrapper. */
  pruneNamedWhole?: boolean;
  /** The chosen block climbs to the nearest modest ancestor holding the page's `<h1>` (./product-heading.ts: a
   *  product's name, price and specifications beside its description); unset = false. */
  liftToHeading?: boolean;
  /** A block's own text beside its block children (lines between `<br>`s around lists) scores as a paragraph of
   *  that block (./loose-text.ts: a shop's rich-text description); unset = false. */
  scoreLooseText?: boolean;
  /** Blocks whose whole text is a machine identifier (a UUID, a hex digest) are pruned (./identifiers.ts: a
   *  marketplace's off-screen spans that break up its "Sponsored" label); unset = false. */
  pruneIdentifiers?: boolean;
  /** A run of teasers for the site's other pages after the story, inside the content, is pruned with its block
   *  (./related-runs.ts: a "related pages" section, a sidebar column taken along); unset = false. */
  pruneRelatedRuns?: boolean;
  /** The chosen block climbs to an ancestor for its prose only when the ancestor holds this multiple of the block's
   *  prose (./select.ts `climbWhileProseGrows`); unset = 1.25. Article pages ask 1.6 (./profiles.ts). */
  climbProseGain?: number;
  /** A long leaf block repeating itself stays (./repeats.ts `pruneSelfRepeats`, pruned by default): collection pages, whose
   *  gold keeps a shop's SEO text shipped three times over in one block (wcxb-dev 0634). */
  keepSelfRepeats?: boolean;
  /** Post attribution is content (forum threads: each post's author and date, which article pages' bylines and
   *  datelines rules prune): short blocks naming a poster or holding a date are kept. */
  keepAttribution: boolean;
  /** A comment section holding a thread is content whatever the includeComments option (forum pages: the replies
   *  sit in `#comments`, `.commentarea`, `DiscussionBoard` containers; clean/index.ts `isThread`); unset = false. */
  commentsAreContent?: boolean;
  /** Short lines a thread's post template repeats beside three posts or more (rank, post count, "Re: <title>",
   *  signatures) are pruned, every copy (./thread-repeats.ts); unset = false. */
  pruneRecurring?: boolean;
  /** Stage 3b (fallback/second-opinion.ts) asks Readability when the rules' text is under this share of the page's
   *  (unset: SECOND_OPINION_PAGE_SHARE), and takes its result when it is this many times longer (unset:
   *  SECOND_OPINION_GAIN) and holds this share of the rules' word triples (unset: SECOND_OPINION_CONTAINED). */
  secondOpinionShare?: number;
  secondOpinionGain?: number;
  secondOpinionContained?: number;
  /** A fallback's result (Readability, jusText) past this link density is the site's menus, not the content, and is
   *  not taken (pipeline.ts, fallback/compare.ts `tooLinkDense`); unset: any (the candidates are only weighed). */
  candidateMaxLinkDensity?: number;
  /** The learned block scorer (./model-prune.ts): blocks inside the content it gives a lower probability of being
   *  content are pruned; 0 = the model is not run. */
  blockScoreFloor: number;
}

export const MODE_TUNING: Readonly<Record<Mode, Readonly<Tuning>>> = {
  standard: {
    removeWidgets: true, removeHidden: true, readComputedStyle: true, removeRegions: true, minParagraphChars: 25,
    maxLinkDensity: 0.5, linkDenseKeepChars: 600, pruneNegativeVocabulary: true, pruneNegativeClass: false, keepLists: false, pruneFurnitureText: true, furniture: BOILERPLATE_TEXT, keepComments: false, siblingShare: 0.2,
    siblingParagraphChars: 80, shortDocumentChars: 500, edgeTrimChars: 0, listingShare: 0.5, pruneRepeats: false, pruneCards: false, wholeRegions: false, joinItemRun: false, keepItemFields: false, pruneNames: null, scoreNamed: true, keepAttribution: false, blockScoreFloor: 0,
  },
  // fast: the pipeline skips fallback and escalation; rules skip short-document recovery; no computed style
  // (getComputedStyle was 4% of fast's browser time on wcxb-dev; its quality cost: docs/bench/browser.md).
  fast: {
    removeWidgets: true, removeHidden: true, readComputedStyle: false, removeRegions: true, minParagraphChars: 25,
    maxLinkDensity: 0.5, linkDenseKeepChars: 600, pruneNegativeVocabulary: true, pruneNegativeClass: false, keepLists: false, pruneFurnitureText: true, furniture: BOILERPLATE_TEXT, keepComments: false, siblingShare: 0.2,
    siblingParagraphChars: 80, shortDocumentChars: 0, edgeTrimChars: 0, listingShare: 0.5, pruneRepeats: false, pruneCards: false, wholeRegions: false, joinItemRun: false, keepItemFields: false, pruneNames: null, scoreNamed: true, keepAttribution: false, blockScoreFloor: 0,
  },
  // precision: prune harder, merge fewer siblings, no recovery; selection is standard's so pruning only removes.
  precision: {
    removeWidgets: true, removeHidden: true, readComputedStyle: true, removeRegions: true, minParagraphChars: 25,
    maxLinkDensity: 0.3, linkDenseKeepChars: 1500, pruneNegativeVocabulary: true, pruneNegativeClass: true, keepLists: false, pruneFurnitureText: true, furniture: BOILERPLATE_TEXT, keepComments: false, siblingShare: 0.3,
    siblingParagraphChars: 200, shortDocumentChars: 0, edgeTrimChars: 60, listingShare: 0.5, pruneRepeats: false, pruneCards: false, wholeRegions: false, joinItemRun: false, keepItemFields: false, pruneNames: null, scoreNamed: true, keepAttribution: false, blockScoreFloor: 0,
  },
  // recall: the same selection as standard (minParagraphChars equal), then keep more around and inside it.
  recall: {
    removeWidgets: true, removeHidden: true, readComputedStyle: true, removeRegions: true, minParagraphChars: 25,
    maxLinkDensity: 0.8, linkDenseKeepChars: 200, pruneNegativeVocabulary: true, pruneNegativeClass: false, keepLists: true, pruneFurnitureText: false, furniture: BOILERPLATE_TEXT, keepComments: false, siblingShare: 0.08,
    siblingParagraphChars: 25, shortDocumentChars: 1500, edgeTrimChars: 0, listingShare: 0.35, pruneRepeats: false, pruneCards: false, wholeRegions: false, joinItemRun: false, keepItemFields: false, pruneNames: null, scoreNamed: true, keepAttribution: false, blockScoreFloor: 0,
  },
};

/**
 * The tuning for a run: the mode's record, the page type's profile over it (./profiles.ts; none when the type is
 * not known), the furniture words of the page's declared language, and the options that bear on cleaning and pruning.
 */
export function tuningFor(mode: Mode, includeComments: boolean, pageType?: PageType, language?: string): Tuning {
  return { ...MODE_TUNING[mode], ...(pageType ? PROFILES[pageType] : {}), furniture: furnitureFor(language), keepComments: includeComments };
}

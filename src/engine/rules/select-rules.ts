/**
 * Selection's registered moves (./select.ts runs them in this order): climbs from the top-scoring block to the block
 * that holds the content, a choice that replaces it, then what joins it. A move that leaves content out records a
 * decision (the result's `decisions`).
 */
import type { Modifier, Rule } from '../registry/rule';
import type { Tuning } from '../registry/tuning';
import type { Decision } from '../types';
import type { StatsMap } from '../dom/stats';
import type { Scores } from './score';
import * as dom from '../dom/read';
import { climbWhileProseGrows, climbWhileScoreRises, liftToCommonAncestor, liftToSemanticContainer } from './climbs';
import { foldedChars, joinItemRun, liveChildren, mergeSiblings } from './joins';
import { joinItemProse } from './item-prose';
import { liftToHeading } from './product-heading';
import { postBodies } from './post-bodies';
import { recoverShortDocument } from './recover';
import { leftOut } from './left-out';

/** What a move reads. */
export interface SelectContext {
  root: Element;
  scores: Scores;
  stats: StatsMap;
  tuning: Tuning;
  /** The top-scoring candidate, before any climb, and its score. */
  best: Element;
  topScore: number;
  decisions: Decision[];
}

export type Climb = { climbs: (top: Element, ctx: SelectContext) => Element };
/** A choice that replaces the selection outright (the rest of the moves do not run). */
export type Replace = { replaces: (top: Element, ctx: SelectContext) => Element[] | null };
/** The first gather makes the selection from the block chosen (else the block alone). */
export type Gather = { gathers: (top: Element, ctx: SelectContext) => Element[] };
export type Join = { joins: (elements: Element[], top: Element, ctx: SelectContext) => Element[] };
/** Runs last on whatever the selection is, replaced or joined. */
export type Recover = { recovers: (elements: Element[], ctx: SelectContext) => Element[] };
export type SelectRule = Rule<Climb | Replace | Gather | Join | Recover | Modifier> & { stage: 'select' };

const ITEM_PAGES = ['listing', 'collection'] as const;

export const SELECT_RULES: readonly SelectRule[] = [
  {
    id: 'lift-to-common-ancestor', stage: 'select', when: {},
    reason: 'a story split over several blocks scoring alike is held by their common ancestor',
    apply: { climbs: (top, ctx) => liftToCommonAncestor(top, ctx.topScore, ctx.root, ctx.scores, ctx.stats) },
  },
  {
    id: 'climb-while-score-rises', stage: 'select', when: {},
    reason: 'Readability\'s climb: up while the ancestors keep a third of the score, to the first whose score rises',
    apply: { climbs: (top, ctx) => climbWhileScoreRises(top, ctx.root, ctx.scores, ctx.tuning.rules.has('climb-needs-prose') ? ctx.stats : null, ctx.decisions) },
  },
  {
    id: 'climb-needs-prose', stage: 'select', when: { exceptPageTypes: ['forum', ...ITEM_PAGES] },
    reason: 'the score climb takes an ancestor only when what it adds is prose, not short blocks (a staff directory beside a page); not where replies or items, short by nature, are the content',
    apply: { modifies: 'climb-while-score-rises' },
  },
  {
    id: 'climb-while-prose-grows', stage: 'select', when: {},
    reason: 'a page whose sections are separate blocks is held by the ancestor holding clearly more prose, nearly free of links',
    apply: { climbs: (top, ctx) => climbWhileProseGrows(top, ctx.root, ctx.stats, ctx.tuning.climbProseGain) },
  },
  {
    id: 'lift-to-semantic-container', stage: 'select', when: {},
    reason: 'a named content container (main, article) holding the chosen block and an introduction of prose before it is the content',
    apply: { climbs: (top, ctx) => liftToSemanticContainer(top, ctx.root, ctx.stats) },
  },
  {
    id: 'lift-to-heading', stage: 'select', when: { pageTypes: ['product'] },
    reason: 'the product\'s block is the nearest modest ancestor holding the page\'s <h1> (its name, price and specifications beside the description)',
    apply: { climbs: (top, ctx) => liftToHeading(top, ctx.root, ctx.stats) },
  },
  {
    id: 'join-post-bodies', stage: 'select', when: { pageTypes: ['forum'] },
    reason: 'the chosen block is one post body of several sharing its template (a question and its answers): all of them are the content',
    apply: {
      replaces: (top, ctx) => {
        const posts = postBodies(ctx.best, ctx.root, ctx.stats);
        if (!posts || posts.every((post) => dom.contains(top, post))) return null;
        ctx.decisions.push(leftOut('join-post-bodies', top, posts, ctx.stats));
        return posts;
      },
    },
  },
  {
    id: 'lift-lone-child', stage: 'select', when: {},
    reason: 'a lone child is its parent\'s content: the parent is taken, so siblings are looked for one level up',
    apply: { climbs: (top, ctx) => liftLoneChild(top, ctx.root, ctx.stats) },
  },
  {
    id: 'merge-siblings', stage: 'select', when: {},
    reason: 'siblings of the chosen block that score near it or are long paragraphs are the content\'s other parts',
    apply: { gathers: (top, ctx) => mergeSiblings(top, ctx.scores, ctx.stats, ctx.tuning) },
  },
  {
    id: 'join-item-run', stage: 'select', when: { pageTypes: ITEM_PAGES },
    reason: 'where lists of items are the content, the page\'s largest run of items joins the selection after it; on a listing page only after a short selection (an intro), since after a story it is the site\'s headline feed',
    apply: {
      joins: (elements, top, ctx) => {
        const rules = ctx.tuning.rules;
        // Text the page folds into closed panels (revealed by cleaning) does not count toward the selection's size.
        const folded = rules.has('discount-folded-panels') ? foldedChars(elements, ctx.root, ctx.stats) : 0;
        return joinItemRun(elements, top, ctx.root, ctx.stats, rules.has('join-run-before'), folded);
      },
    },
  },
  {
    id: 'join-run-before', stage: 'select', when: { pageTypes: ['collection'] },
    reason: 'a run of items before the selection, or the one holding it, joins it when it dwarfs it (a shop\'s grid without paragraphs)',
    apply: { modifies: 'join-item-run' },
  },
  {
    id: 'discount-folded-panels', stage: 'select', when: { pageTypes: ['collection'] },
    reason: 'text folded in closed panels that cleaning revealed does not make the run of items beside it look small',
    apply: { modifies: 'join-item-run' },
  },
  {
    id: 'join-item-prose', stage: 'select', when: { pageTypes: ['collection'] },
    reason: 'around a grid of items, the blocks that are mostly prose (a category\'s intro and buying guide) join it; only on a page cleaned of widgets, regions and hidden blocks, whose paragraphs are prose too',
    apply: {
      joins: (elements, _top, ctx) => {
        const rules = ctx.tuning.rules;
        const cleaned = rules.has('drop-named-widgets') && rules.has('drop-small-regions') && rules.has('drop-hidden');
        return cleaned ? joinItemProse(elements, ctx.root, ctx.stats) : elements;
      },
    },
  },
  {
    id: 'recover-short-document', stage: 'select', when: {},
    reason: 'a selection under the mode\'s short-document length gathers the prose around it',
    apply: { recovers: (elements, ctx) => recoverShortDocument(ctx.root, elements, ctx.stats, ctx.tuning.shortDocumentChars) },
  },
];

function liftLoneChild(top: Element, root: Element, stats: StatsMap): Element {
  for (let parent = dom.parentElement(top); top !== root && parent && parent !== root && liveChildren(parent, stats).length === 1; parent = dom.parentElement(top)) {
    top = parent;
  }
  return top;
}

/**
 * Features of the blocks inside the chosen content, for the learned block scorer (./block-model.ts). One definition
 * serves the engine and the offline training (tools/train/), so the model sees at inference exactly what it was
 * trained on. A block is a text unit: a live element with text and no block-level child (a paragraph, a list item,
 * a heading, a bare link beside blocks). Everything is read from the stats walk the rules already did
 * (dom/stats.ts), plus one pass over the blocks; nothing here is English: words enter only as the stop-word share of
 * the page's language (fallback/stopwords.ts), and a page whose language has no list gets the neutral value.
 */
import { linkDensity, type StatsMap } from '../dom/stats';
import { HEADING_TAGS } from '../dom/tags';
import { classAndId, normalizedText, walkElements } from '../dom/walk';
import { hasLayout } from '../dom/hidden';
import { stopwordsFor, type StopwordSet } from '../shared/stopwords';
import { keyOfText, signature } from './items';
import { classWeight, isSemanticContainer } from './vocabulary';
import * as dom from '../dom/read';

/** The block's own tag, one-hot; anything else is "other". */
const TAGS = ['P', 'DIV', 'LI', 'SPAN', 'TD', 'H', 'DT', 'DD', 'A', 'BLOCKQUOTE', 'FIGCAPTION'] as const;
/** Class/id tokens of the block and its nearest ancestors, hashed into this many buckets. */
export const NAME_BUCKETS = 32;
/** Tag paths (the block's tag and its two parents' tags), hashed into this many buckets. */
export const PATH_BUCKETS = 16;
/** How many ancestors lend their class/id tokens and their sibling repetition. */
const ANCESTOR_LEVELS = 3;
/** The value of a feature the page cannot give (no layout, no stop-word list). */
export const NEUTRAL = -1;

/** The feature vector's layout, in order; the model file names the features it was trained on. */
export const FEATURE_NAMES: readonly string[] = [
  'logChars', 'linkDensity', 'punctuationRate', 'digitRate', 'stopwordRatio', 'logWords', 'meanWordChars',
  'paragraphs', 'prose', 'heading', 'inLink',
  'depth', 'contentDepth', 'documentPosition', 'contentPosition', 'contentShare', 'logContentChars',
  'classWeight', 'ancestorClassWeight', 'semanticAncestor',
  'sameTemplateSiblings', 'ancestorTemplateSiblings', 'textRepeats', 'siblingBlocks',
  'layoutWidth', 'layoutTop', 'layoutFontSize',
  ...TAGS.map((t) => `tag:${t}`), 'tag:other',
  ...Array.from({ length: PATH_BUCKETS }, (_, i) => `path#${i}`),
  ...Array.from({ length: NAME_BUCKETS }, (_, i) => `name#${i}`),
];
/** Indices of the features only a rendered page has: computed only when the model uses one of them. */
export const LAYOUT_FEATURES: readonly number[] = ['layoutWidth', 'layoutTop', 'layoutFontSize'].map((n) => FEATURE_NAMES.indexOf(n));

/** What a scoring needs of the page, gathered once. */
export interface FeaturePage {
  document: Document;
  /** The page root the rules worked on (body). */
  root: Element;
  stats: StatsMap;
  /** The chosen content: one subtree or several siblings. */
  containers: readonly Element[];
  /** What cleaning and pruning removed. */
  dropped: WeakSet<Element>;
  /** Read the rendered layout (size, position, font size); false gives the neutral value. */
  layout: boolean;
}

/** Tags a judged block may not hold... */
const MEDIA = new Set(['IMG', 'PICTURE', 'VIDEO', 'AUDIO', 'IFRAME', 'TABLE', 'PRE', 'CODE', 'MATH', 'SVG', 'OBJECT', 'EMBED']);
/** ...nor sit in. Tag checks, not selectors: linkedom's querySelector and closest made this walk cost as much as the
 *  rules themselves (scrapinghub, 31 pages: 7.1 s against 10.2 s). */
const NOT_JUDGED = new Set(['PRE', 'TABLE', 'FIGURE']);
const WORD = /[\p{L}\p{N}]+/gu;
const DIGIT = /\p{N}/gu;

/**
 * The blocks the scorer judges, in document order: text units strictly inside the containers (never a container
 * itself). Blocks holding or inside media, figures, tables or code are left out: the model weighs text, and a reader
 * needs those whatever their words.
 */
export function judgedBlocks(containers: readonly Element[], stats: StatsMap, dropped: WeakSet<Element>): Element[] {
  const out: Element[] = [];
  for (const container of containers) {
    // A container with no block inside is one block: the content itself, not judged.
    if (!stats.get(container)?.hasBlockChild) continue;
    if (hasAncestor(container, NOT_JUDGED)) continue;
    walkElements(container, (el) => {
      const s = stats.get(el);
      if (!s || dropped.has(el) || s.chars === 0 || NOT_JUDGED.has(dom.tagName(el).toUpperCase())) return false;
      if (s.hasBlockChild) return true;
      if (!holdsMedia(el)) out.push(el);
      return false;
    });
  }
  return out;
}

function hasAncestor(el: Element, tags: ReadonlySet<string>): boolean {
  for (let cur: Element | null = el; cur; cur = dom.parentElement(cur)) if (tags.has(dom.tagName(cur).toUpperCase())) return true;
  return false;
}

/** A descendant is media (a block's subtree is small: a paragraph's inline markup). */
function holdsMedia(el: Element): boolean {
  let found = false;
  walkElements(el, (child) => {
    if (MEDIA.has(dom.tagName(child).toUpperCase())) found = true;
    return !found;
  });
  return found;
}

/** One feature vector per block, in FEATURE_NAMES order. */
export function blockFeatures(page: FeaturePage, blocks: readonly Element[]): number[][] {
  const texts = blocks.map((el) => normalizedText(el));
  const stopwords = pageStopwords(page, texts);
  const keyOf = texts.map(keyOfText);
  const keys = new Map<string, number>();
  for (const key of keyOf) keys.set(key, (keys.get(key) ?? 0) + 1);
  const contentChars = page.containers.reduce((n, el) => n + (page.stats.get(el)?.chars ?? 0), 0);
  const rootDepth = depthOf(page.root);
  const position = documentPositions(page, blocks);
  const layout = page.layout && hasLayout(page.document) ? layoutReader(page.document) : null;
  const siblings = new Map<Element, Map<string, number>>();
  const containers = new Set(page.containers);
  const before = { chars: 0 };
  return blocks.map((el, i) => {
    const s = page.stats.get(el)!;
    const text = texts[i];
    const words = text.match(WORD) ?? [];
    const container = containerOf(el, containers) ?? page.root;
    const ancestors = ancestorsWithin(el, container);
    const vector = [
      Math.log1p(s.chars), linkDensity(s), rate(s.punctuation, s.chars),
      rate(text.match(DIGIT)?.length ?? 0, s.chars), stopwordRatio(words, stopwords), Math.log1p(words.length),
      words.length === 0 ? 0 : words.reduce((n, w) => n + w.length, 0) / words.length,
      s.paragraphs, s.proseChars > 0 ? 1 : 0, HEADING_TAGS.has(dom.tagName(el)) ? 1 : 0, hasAncestor(el, LINK) ? 1 : 0,
      depthOf(el) - rootDepth, ancestors.length, position[i], contentChars === 0 ? 0 : before.chars / contentChars,
      rate(s.chars, contentChars), Math.log1p(contentChars),
      classWeight(el), ancestors.reduce((n, a) => n + classWeight(a), 0),
      ancestors.some(isSemanticContainer) ? 1 : 0,
      sameTemplate(el, page.stats, siblings), Math.max(0, ...ancestors.map((a) => sameTemplate(a, page.stats, siblings))),
      keys.get(keyOf[i])! - 1, siblingCount(el),
      ...(layout ? layout(el) : [NEUTRAL, NEUTRAL, NEUTRAL]),
      ...oneHot(dom.tagName(el)),
      ...hashed(tagPath(el), PATH_BUCKETS),
      ...hashed(nameTokens([el, ...ancestors]), NAME_BUCKETS),
    ];
    before.chars += s.chars;
    return vector;
  });
}

const LINK = new Set(['A']);

/** The element count of the block's parent (how many siblings it has, itself included). */
function siblingCount(el: Element): number {
  const parent = dom.parentElement(el);
  return parent ? dom.children(parent).length : 0;
}

function containerOf(el: Element, containers: ReadonlySet<Element>): Element | undefined {
  for (let cur = dom.parentElement(el); cur; cur = dom.parentElement(cur)) if (containers.has(cur)) return cur;
  return undefined;
}

function rate(n: number, of: number): number {
  return of === 0 ? 0 : n / of;
}

/** The page's stop words: its declared language's list, or the detected one's from the blocks' text. */
function pageStopwords(page: FeaturePage, texts: readonly string[]): StopwordSet {
  const html = dom.documentElement(page.document);
  const lang = html ? dom.getAttribute(html, 'lang') : null;
  return stopwordsFor(lang, lang ? '' : texts.join(' ').slice(0, 20_000));
}

function stopwordRatio(words: readonly string[], stopwords: StopwordSet): number {
  if (stopwords.size === 0 || words.length === 0) return NEUTRAL;
  let hits = 0;
  for (const w of words) if (stopwords.has(w.toLowerCase())) hits++;
  return hits / words.length;
}

function depthOf(el: Element): number {
  let depth = 0;
  for (let cur = dom.parentElement(el); cur; cur = dom.parentElement(cur)) depth++;
  return depth;
}

function ancestorsWithin(el: Element, container: Element): Element[] {
  const out: Element[] = [];
  for (let cur = dom.parentElement(el); cur && out.length < ANCESTOR_LEVELS; cur = dom.parentElement(cur)) {
    out.push(cur);
    if (cur === container) break;
  }
  return out;
}

/** Each block's place in the page's element order, in [0, 1]: one walk of the page, stopping at the last block. */
function documentPositions(page: FeaturePage, blocks: readonly Element[]): number[] {
  const wanted = new Map(blocks.map((el, i) => [el, i] as const));
  const found = new Array<number>(blocks.length).fill(0);
  let index = 0;
  walkElements(page.root, (el) => {
    if (!page.stats.has(el)) return false;
    const i = wanted.get(el);
    if (i !== undefined) found[i] = index;
    index++;
    return true;
  });
  return found.map((n) => (index === 0 ? 0 : n / index));
}

/** How many live siblings share the element's template (items.ts's signature), itself excluded. */
function sameTemplate(el: Element, stats: StatsMap, cache: Map<Element, Map<string, number>>): number {
  const parent = dom.parentElement(el);
  if (!parent) return 0;
  let counts = cache.get(parent);
  if (!counts) {
    counts = new Map();
    for (let c = dom.firstElementChild(parent); c; c = dom.nextElementSibling(c)) {
      if (stats.has(c)) counts.set(signature(c), (counts.get(signature(c)) ?? 0) + 1);
    }
    cache.set(parent, counts);
  }
  return Math.max(0, (counts.get(signature(el)) ?? 1) - 1);
}

function oneHot(tag: string): number[] {
  const key = HEADING_TAGS.has(tag) ? 'H' : tag;
  const at = (TAGS as readonly string[]).indexOf(key);
  return [...TAGS.map((_, i) => (i === at ? 1 : 0)), at < 0 ? 1 : 0];
}

function tagPath(el: Element): string[] {
  const p = dom.parentElement(el);
  const g = p && dom.parentElement(p);
  return [`${g ? dom.tagName(g) : ''}>${p ? dom.tagName(p) : ''}>${dom.tagName(el)}`];
}

/** Class and id words, lower-cased, digits dropped (`post-123` and `post-124` are one template). */
function nameTokens(elements: readonly Element[]): string[] {
  const out: string[] = [];
  for (const el of elements) {
    for (const token of classAndId(el).toLowerCase().split(/[^a-z\p{L}]+/u)) if (token.length > 1) out.push(token);
  }
  return out;
}

/** Token counts in `buckets` buckets (FNV-1a): a fixed-size vector for an open vocabulary, no table to ship. */
export function hashed(tokens: readonly string[], buckets: number): number[] {
  const out = new Array<number>(buckets).fill(0);
  for (const token of tokens) out[fnv1a(token) % buckets] += 1;
  return out;
}

export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Width share of the viewport, top as a share of the page's height, font size relative to the body's. */
function layoutReader(document: Document): (el: Element) => number[] {
  const view = dom.defaultView(document)!;
  const body = dom.body(document) ?? dom.documentElement(document)!;
  const pageHeight = Math.max(1, body.scrollHeight);
  const width = Math.max(1, view.innerWidth);
  const bodyFont = parseFloat(view.getComputedStyle(body).fontSize) || 16;
  return (el) => {
    const rect = el.getBoundingClientRect();
    const font = parseFloat(view.getComputedStyle(el).fontSize);
    return [rect.width / width, (rect.top + view.scrollY) / pageHeight, Number.isFinite(font) ? font / bodyFont : NEUTRAL];
  };
}

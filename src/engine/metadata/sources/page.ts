/**
 * What the page shows, as opposed to what it declares: the `<title>`, the `h1` headings, and the few lines
 * around the headline where pages print the byline and the date. The scan around the headline is bounded
 * (NEIGHBOURHOOD_* below) so a huge page costs no more than a small one.
 */
import { findDates, parseDate } from '../dates';
import type { Scan } from './scan';
import { alternation } from '../words';
import { cleanAuthor, GLUED_LEAD_IN } from '../authors';
import * as dom from '../../dom/read';
import { isSpace } from '../../dom/stats';

export interface ShownDate {
  iso: string;
  source: 'time-element' | 'shown-text';
}

export interface PageFacts {
  title: string;
  /** Text of each `h1`, in document order (the scan keeps the first few: sources/scan.ts). */
  headings: string[];
  /** Bylines from author markup (rel=author, .author, .byline...): near the headline, else anywhere. */
  bylines: string[];
  /** Whether `bylines` came from near the headline (a byline) rather than anywhere (author boxes, teasers). */
  bylinesNear: boolean;
  /** "By ..." lines in the text around the headline. */
  byLines: string[];
  /** Dates shown or marked up (`time[datetime]`) around the headline, not labelled as updates, with where they were read. */
  dates: ShownDate[];
  /** Dates labelled "Updated", "Modified", "Aktualisiert"... around the headline. */
  updated: string[];
}

/** Characters of text read after the headline and before it: a byline or date sits within a few lines. */
const NEIGHBOURHOOD_AFTER = 1000;
/** Each element costs at most this much of the budget, so a long summary paragraph does not hide the date line after it. */
const MAX_ELEMENT_COST = 120;
const NEIGHBOURHOOD_BEFORE = 300;
/** A line longer than this is prose, not a byline or a date line. */
const MAX_LINE = 160;

/**
 * Author markup inside these is a commenter's, a footer credit or a teaser's, not the byline: a class or id whose
 * first word is one of these ("widget_text", "sidebar-left", "comment-author", "related-posts") or whose last
 * word is ("main-sidebar", "post-comments"). Only a name's edges count: page builders wrap every block in names
 * with "widget" inside ("elementor-widget elementor-widget-post-info", "elementor-widget-container", and
 * bylines were lost to them), so "widget" counts only as a first word.
 */
const CONTAINER_FIRST_WORD = /^(?:comment|related|sidebar|widget|nav)/i;
const CONTAINER_LAST_WORD = /^(?:comment|related|sidebar|nav)/i;
/** A footer (the tag, or a class or id's first or last word): the site's holds credits, an `<article>`'s own says who wrote it. */
const FOOTER_WORD = /^footer/i;
const NOT_BYLINE_TAGS = new Set(['NAV', 'ASIDE']);
/**
 * Where the climb stops: `<body>` and `<html>` classes name the page's template ("has-sidebar", "nav-fixed"),
 * not a box around the byline.
 */
const PAGE_TAGS = new Set(['BODY', 'HTML']);
/** How far up to look for such a container. */
const MAX_CONTAINER_DEPTH = 12;

const BY_LINE = new RegExp(`^(?:${alternation('by')})(?:\\s*[:：]\\s*|\\s+)\\S`, 'iu');
/** "By continuing, you agree...": consent banners start like bylines. */
const CONSENT = /^by\s+(?:continuing|clicking|using|signing|submitting|subscribing|creating|registering|entering|proceeding|accessing|visiting)\b/i;
/** The lead-in word and the space after it (not a "By:" label, after which a user name may be lower case). */
const LEAD_IN_SPACE = new RegExp(`^(?:${alternation('by')})\\s+`, 'iu');
/**
 * What follows the lead-in reads as a sentence, not a name: a lower-case word and more words after it ("By joining
 * NPMC", "By enrolling you...", "by following these simple strategies" made
 * invented authors). Names start with a capital in every script that has case; a caseless script never matches.
 */
const SENTENCE = /^\p{Ll}\S*\s+\S/u;

/** A lead-in alone on its line ("Written by:"), the names on the lines after it. */
const LEAD_IN_ALONE = new RegExp(`^(?:${alternation('by')})\\s*[:：]?$`, 'iu');

/**
 * The "By ..." line among a line's blocks: the block that starts with the lead-in, not the blocks around it
 * ("By Preetam Jinka" over "Co-founder and Chief Architect" read as one string gave "Preetam JinkaCo-founder");
 * a lead-in alone on its block is read with the next block.
 */
function byLineIn(lines: readonly string[]): string | undefined {
  for (let i = 0; i < lines.length; i++) {
    if (isByLine(lines[i])) return lines[i];
    if (LEAD_IN_ALONE.test(lines[i]) && i + 1 < lines.length && isByLine(`${lines[i]} ${lines[i + 1]}`)) return `${lines[i]} ${lines[i + 1]}`;
  }
  return undefined;
}

/** Initials an author box prints in place of a photo ("CM" over "Craig McCarthy"). */
const INITIALS = /^\p{Lu}{1,3}$/u;

/**
 * The line of an author box that names someone: not its initials, a lead-in alone nor its role line after the
 * name. Only when the box's whole text holds a name: "10" over "mins read" is a reading time.
 */
function nameLine(text: ShortText | undefined): string {
  if (!text || cleanAuthor(text.text).length === 0) return '';
  return linesOf(text).find((line) => !INITIALS.test(line) && cleanAuthor(line).length > 0) ?? '';
}

function isByLine(text: string): boolean {
  // A lead-in glued to the name ("ByDaryl Austin") is a byline too: markup put no space between them.
  if (text.length > MAX_LINE || !(BY_LINE.test(text) || GLUED_LEAD_IN.test(text)) || CONSENT.test(text)) return false;
  const after = LEAD_IN_SPACE.exec(text);
  return !(after && SENTENCE.test(text.slice(after[0].length)));
}
const UPDATED_LABEL = new RegExp(`(?:${alternation('updated')})(?![\\p{L}])`, 'iu');
const PUBLISHED_LABEL = new RegExp(`(?:${alternation('published')}|on)\\s*[:：]?\\s*$`, 'iu');
/** Elements whose own text is never a byline or date line (scripts; SVG text; navigation). */
const PUBLISHED_WORD = new RegExp(alternation('published'), 'iu');
const TAGS_SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'TEXT', 'TSPAN', 'TITLE', 'DESC', 'NAV', 'FOOTER', 'BUTTON', 'SELECT', 'OPTION']);

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Elements whose edges end a line as a reader sees it: "By Jane Doe" and "Co-founder" in two paragraphs are two
 * lines, where `textContent` glues them into "Jane DoeCo-founder".
 */
const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'DL', 'DT', 'DD', 'BR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'BLOCKQUOTE', 'FIGURE', 'FIGCAPTION', 'TABLE', 'TR', 'TD', 'TH', 'ADDRESS']);

/**
 * An element's short text: as one string (spaces collapsed, blocks glued as `textContent` glues them), and as
 * read with a line break at each block's edges, which `linesOf` splits only for the few texts whose lines are
 * read (most short texts are a climb's steps, superseded by their parent's).
 */
interface ShortText {
  text: string;
  withBreaks: string;
  /** Characters other than white space in it. */
  visible: number;
}

/** The lines a short text's blocks make. */
function linesOf(short: ShortText): string[] {
  return short.withBreaks.split('\n').map(clean).filter(Boolean);
}

/**
 * Characters other than white space (JavaScript's `\s`) in `text` added to `count`, stopping once past `max`:
 * a long paragraph in a climbed ancestor is not read to its end, and no string is made (a `replace` per text
 * node was most of shortText's own time in Chromium).
 */
function countVisible(text: string, count: number, max: number): number {
  for (let i = 0; i < text.length && count <= max; i++) if (!isSpace(text.charCodeAt(i))) count++;
  return count;
}

/**
 * `element`'s text when it is at most `max` characters (spaces collapsed), else undefined; stops reading early.
 * `known`: short texts read before with the same `max`. A descendant found there is not walked again: its text
 * is what the walk would write for it, and when it was too long so is this element's (its characters other than
 * white space and its collapsed text both hold the descendant's). A climb reads each ancestor of a line, and
 * walked the line's own subtree again at every step.
 */
function shortText(element: Element, max: number, known?: ReadonlyMap<Element, ShortText | undefined>): ShortText | undefined {
  let out = '';
  // Characters other than white space read so far: past `max`, the collapsed text is too (white space and the
  // block breaks only grow `out`; re-collapsing all of it at every text node was quadratic in a large box).
  let visible = 0;
  // A walk in document order by first child and next sibling: the blocks open (whether each open element is a
  // block) are on a stack, and a block's line break is written on entering and on leaving it. A stack of every
  // child of each node visited cost a container's whole child list before its first text.
  const blocks: boolean[] = [];
  let node: Node = element;
  walk: for (;;) {
    const type = dom.nodeType(node);
    if (type === 3) {
      const text = dom.textContent(node) ?? '';
      out += text;
      visible = countVisible(text, visible, max);
      if (visible > max) return undefined;
    } else if (type === 1 && node !== element && known?.has(node as Element)) {
      const part = known.get(node as Element);
      if (part === undefined) return undefined;
      out += part.withBreaks;
      visible += part.visible;
      if (visible > max) return undefined;
    } else {
      const block = type === 1 && BLOCK_TAGS.has(dom.tagName(node as Element).toUpperCase());
      if (block) out += '\n';
      const child = dom.firstChild(node);
      if (child) {
        blocks.push(block);
        node = child;
        continue;
      }
      if (block) out += '\n';
    }
    for (;;) {
      if (node === element) break walk;
      const next = dom.nextSibling(node);
      if (next) {
        node = next;
        continue walk;
      }
      node = dom.parentNode(node)!;
      if (blocks.pop()) out += '\n';
    }
  }
  const text = clean(out.replace(/\n/g, ''));
  return text.length <= max ? { text, withBreaks: out, visible } : undefined;
}

/** Text directly inside `element` (its own text nodes), which with leaf elements gives each line once. */
function ownText(element: Element): string {
  let out = '';
  for (let child = dom.firstChild(element); child; child = dom.nextSibling(child)) if (dom.nodeType(child) === 3) out += dom.textContent(child) ?? '';
  return out;
}

/** One line around the headline: a leaf-ish element's text, with the label before it for date lines. */
interface Line {
  element: Element;
  text: string;
  /** The text as the lines its blocks make. */
  lines: string[];
}

/** An element's short text (at most MAX_LINE characters), read once per element for the whole page reading. */
type ShortLine = (element: Element) => ShortText | undefined;

/**
 * Neighbouring lines share their ancestors, and each climb in `linesAround` read the same ancestors' text again;
 * the bylines read their author markup's, often the same elements: read once per call.
 */
function shortLines(): ShortLine {
  const shortTexts = new Map<Element, ShortText | undefined>();
  return (element) => {
    let text = shortTexts.get(element);
    if (text === undefined && !shortTexts.has(element)) {
      text = shortText(element, MAX_LINE, shortTexts);
      shortTexts.set(element, text);
    }
    return text;
  };
}

/** h1-h3: where the next section or the next article begins. */
const SECTION_HEADING = /^H[1-3]$/i;

/** Lines after the headline (up to NEIGHBOURHOOD_AFTER characters, stopping at the next heading) and before it. */
function linesAround(all: readonly Element[], headline: Element, short: ShortLine): Line[] {
  const lines: Line[] = [];
  const seen = new Set<Element>();
  const headlineParent = dom.parentElement(headline);
  const take = (element: Element, tag: string): number => {
    if (TAGS_SKIPPED.has(tag.toUpperCase())) return 0;
    const own = clean(ownText(element));
    const isTime = tag === 'TIME' || tag === 'time';
    if (!own && !isTime) return 0;
    // Lift to the nearest ancestor still short enough to be one line ("By <a>Jane</a> on <time>...").
    let line: Element = element;
    // An element too long to be a line is read as its own text's start; its ancestors are longer still.
    let text = short(line);
    for (let parent = dom.parentElement(line); parent && parent !== headlineParent && !dom.contains(parent, headline); parent = dom.parentElement(parent)) {
      const parentText = short(parent);
      if (parentText === undefined) break;
      line = parent;
      text = parentText;
    }
    if (!seen.has(line)) {
      seen.add(line);
      const start = own.slice(0, MAX_LINE);
      lines.push(text ? { element: line, text: text.text, lines: linesOf(text) } : { element: line, text: start, lines: [start] });
    }
    return own.length;
  };
  const index = all.indexOf(headline);
  if (index < 0) return lines;
  // Elements inside the headline come right after it in document order: skip them.
  let i = index + 1;
  while (i < all.length && dom.contains(headline, all[i])) i++;
  let budget = NEIGHBOURHOOD_AFTER;
  for (; i < all.length && budget > 0; i++) {
    const tag = dom.tagName(all[i]);
    if (SECTION_HEADING.test(tag)) break; // the next section or the next article
    budget -= Math.min(MAX_ELEMENT_COST, take(all[i], tag));
  }
  budget = NEIGHBOURHOOD_BEFORE;
  for (let j = index - 1; j >= 0 && budget > 0; j--) {
    const el = all[j];
    const tag = dom.tagName(el);
    if (/^(?:BODY|HEAD)$/i.test(tag)) break;
    if (dom.contains(el, headline)) continue;
    if (SECTION_HEADING.test(tag)) break;
    budget -= Math.min(MAX_ELEMENT_COST, take(el, tag));
  }
  return lines;
}

function datesIn(line: Line, now: number): { date: string; updated: boolean; source: ShownDate['source'] }[] {
  const out: { date: string; updated: boolean; source: ShownDate['source'] }[] = [];
  const times = dom.tagName(line.element).toUpperCase() === 'TIME' ? [line.element] : [...dom.querySelectorAll(line.element, 'time')];
  const label = `${dom.getAttribute(line.element, 'class') ?? ''} ${dom.getAttribute(line.element, 'itemprop') ?? ''}`;
  for (const time of times) {
    const date = parseDate(dom.getAttribute(time, 'datetime') ?? dom.getAttribute(time, 'content'), now) ?? parseDate(dom.textContent(time), now);
    const cls = `${dom.getAttribute(time, 'class') ?? ''} ${dom.getAttribute(time, 'itemprop') ?? ''} ${label}`;
    const before = line.text.slice(0, Math.max(0, line.text.indexOf(clean(dom.textContent(time))) || 0));
    if (date) out.push({ date, source: 'time-element', updated: /modif|updat/i.test(cls) || (UPDATED_LABEL.test(before) && !PUBLISHED_LABEL.test(before)) });
  }
  if (out.length === 0) {
    for (const found of findDates(line.text, now)) {
      const before = found.label.slice(-40);
      out.push({ date: found.iso, source: 'shown-text', updated: (UPDATED_LABEL.test(before) && !PUBLISHED_WORD.test(before)) || /modif|updat/i.test(label) });
    }
  }
  return out;
}

/** The title and headings only: no byline or date read from the text (fast mode reads what the page declares). */
export function readHeadings(scan: Scan): PageFacts {
  const headings = scan.h1s.map((h) => clean(dom.textContent(h))).filter(Boolean);
  return { title: clean(scan.title && dom.textContent(scan.title)), headings, bylines: [], bylinesNear: false, byLines: [], dates: [], updated: [] };
}

/** Reads the page's visible facts. `headline` is the element the title chooser settled on, if any. */
export function readPage(scan: Scan, headline: Element | undefined, now: number): PageFacts {
  const facts = readHeadings(scan);
  const short = shortLines();
  const lines = headline ? linesAround(scan.all, headline, short) : [];
  for (const line of lines) {
    const byLine = byLineIn(line.lines);
    if (byLine) facts.byLines.push(byLine);
    for (const { date, updated, source } of datesIn(line, now)) {
      if (updated) facts.updated.push(date);
      else facts.dates.push({ iso: date, source });
    }
  }
  const bylines = readBylines(scan.authorMarkup, headline, lines, short);
  facts.bylines = bylines.texts;
  facts.bylinesNear = bylines.near;
  return facts;
}

/** Each class or id name's first and last words (split at `-` and `_`), for the container tests. */
function edgeWords(hints: string): [string, string][] {
  const edges: [string, string][] = [];
  for (const name of hints.split(/\s+/)) {
    const words = name.split(/[-_]+/).filter(Boolean);
    if (words.length > 0) edges.push([words[0], words[words.length - 1]]);
  }
  return edges;
}

/** Whether a class or id's first word matches `first`, or its last word `last`. */
function namesContainer(edges: readonly [string, string][], first: RegExp, last: RegExp): boolean {
  return edges.some(([firstWord, lastWord]) => first.test(firstWord) || last.test(lastWord));
}

/** What one element of a climb says: the page itself (stop), a container of no byline, or neither. */
type ContainerVerdict = 'page' | 'not-byline' | 'neither';

function containerVerdict(node: Element): ContainerVerdict {
  const tag = dom.tagName(node).toUpperCase();
  if (PAGE_TAGS.has(tag)) return 'page';
  if (NOT_BYLINE_TAGS.has(tag)) return 'not-byline';
  const edges = edgeWords(`${dom.getAttribute(node, 'class') ?? ''} ${dom.getAttribute(node, 'id') ?? ''}`);
  if (namesContainer(edges, CONTAINER_FIRST_WORD, CONTAINER_LAST_WORD)) return 'not-byline';
  // An <article>'s own footer says who wrote it (HTML's <footer>: "information about its section such as who
  // wrote it"); the site's footer holds credits ("Posted by" in .entry-footer).
  if ((tag === 'FOOTER' || namesContainer(edges, FOOTER_WORD, FOOTER_WORD)) && !dom.closest(node, 'article')) return 'not-byline';
  return 'neither';
}

/**
 * `verdicts`: each element's verdict, kept for the call: the author markup of one page shares its ancestors, and
 * each element's climb read their names again.
 */
function inNonBylineContainer(element: Element, verdicts: Map<Element, ContainerVerdict>): boolean {
  let node: Element | null = element;
  for (let depth = 0; node && depth < MAX_CONTAINER_DEPTH; depth++, node = dom.parentElement(node)) {
    let verdict = verdicts.get(node);
    if (verdict === undefined) {
      verdict = containerVerdict(node);
      verdicts.set(node, verdict);
    }
    if (verdict === 'page') return false;
    if (verdict === 'not-byline') return true;
  }
  return false;
}

/** Author markup that names the name part of a byline box (`.author-name`, `itemprop=name`), not its photo or role. */
const NAME_HINT = /name/i;

function hints(element: Element): string {
  return `${dom.getAttribute(element, 'class') ?? ''} ${dom.getAttribute(element, 'id') ?? ''} ${dom.getAttribute(element, 'itemprop') ?? ''}`;
}

/**
 * The author markup worth reading: the innermost elements (a `.author` box holds the initials, the
 * `.author-name` and the `.author-title`; reading the box and its parts gave "NB, Nicole Burke"), and of those
 * the ones named as the name when there are some.
 */
function innermost(authorMarkup: readonly Element[]): Element[] {
  const inner = authorMarkup.filter((element) => !authorMarkup.some((other) => other !== element && dom.contains(element, other)));
  const named = inner.filter((element) => NAME_HINT.test(hints(element)));
  return named.length > 0 ? named : inner;
}

function readBylines(authorMarkup: readonly Element[], headline: Element | undefined, lines: readonly Line[], short: ShortLine): { texts: string[]; near: boolean } {
  const near: Element[] = [];
  const far: Element[] = [];
  const verdicts = new Map<Element, ContainerVerdict>();
  for (const element of authorMarkup) {
    if (!short(element) || inNonBylineContainer(element, verdicts)) continue;
    const isNear = lines.some((line) => line.element === element || dom.contains(line.element, element) || dom.contains(element, line.element));
    (isNear ? near : far).push(element);
  }
  // Markup near the headline is the byline; far markup (author boxes, sidebars) only when nothing is near.
  const isNear = Boolean(headline) && near.length > 0;
  return { texts: innermost(isNear ? near : far).map((element) => nameLine(short(element))).filter(Boolean), near: isNear };
}

/**
 * One pass over the document's elements that sorts out every element metadata reads: `querySelectorAll('*')`
 * (document order; 4.7 ms per WCXB page under linkedom, against 22 ms for a firstElementChild/
 * nextElementSibling walk and 60+ ms for a dozen selector queries; linkedom's getElementsByTagName('*')
 * returns nothing) with cheap tag and attribute checks.
 */
import * as dom from '../../dom/read';

import { countStructure, emptyStructure, type Structure } from '../../page-type/structure';
import { FORUM_CLASS_HINT, FORUM_TAGS } from './forum';

export interface Scan {
  /** Every element in document order: the headline's neighbourhood is read from here by index. */
  all: Element[];
  title: Element | undefined;
  metas: Element[];
  jsonLdScripts: Element[];
  itemprops: Element[];
  h1s: Element[];
  /** `link` elements with a `rel` (canonical, image_src, author). */
  links: Element[];
  /** Elements whose class, id, rel, itemprop or data-testid speaks of an author or byline; links to an author page. */
  authorMarkup: Element[];
  /** The first paragraphs, for language detection. */
  paragraphs: Element[];
  /** Where every `<p>` is in `all`, in document order: the headline's prose test (prose-before.ts) reads only these. */
  paragraphIndexes: number[];
  /** Elements with an `itemtype` (microdata items), for the page type. */
  itemtypes: Element[];
  /** What the markup is built from, for the page type (page-type/structure.ts). */
  structure: Structure;
  /** Whether some element has a class or tag a forum engine's thread-starter rule needs (forum.ts `needs`). */
  forumHints: boolean;
}

/** Caps so that pages with thousands of them cost no more than needed. */
const MAX_H1 = 8;
const MAX_AUTHOR_MARKUP = 60;
const MAX_PARAGRAPHS = 40;

/** "author" but not "authority", "authorization", "authorize" (Kubernetes' API reference). */
const AUTHOR_WORD = /author(?!i[tz])|byline|by-line|posted-by|writer/i;
/**
 * A link to an author's page (`/author/jane-doe`, `/blog/authors/jane`): the URL's shape names an author in
 * every language, where the markup around the name may say nothing (utility-class sites).
 */
const AUTHOR_PAGE_PATH = /\/authors?\/[^/?#]/i;

/** `elements`: the document's `querySelectorAll('*')` when the caller has it already (the pipeline's size check). */
export function scanDocument(document: Document, elements?: ArrayLike<Element>): Scan {
  const all = Array.from(elements ?? dom.querySelectorAll(document, '*'));
  const scan: Scan = { all, title: undefined, metas: [], jsonLdScripts: [], itemprops: [], h1s: [], links: [], authorMarkup: [], paragraphs: [], paragraphIndexes: [], itemtypes: [], structure: emptyStructure(), forumHints: false };
  for (let index = 0; index < all.length; index++) visit(all[index], index, scan);
  return scan;
}

function visit(element: Element, index: number, scan: Scan): void {
  const tag = dom.tagName(element).toUpperCase();
  switch (tag) {
    case 'META':
      scan.metas.push(element);
      break;
    case 'TITLE':
      // The document's title, not an SVG icon's <title>.
      if (!scan.title && isHead(dom.parentElement(element))) scan.title = element;
      break;
    case 'SCRIPT':
      if (/ld\+json/i.test(dom.getAttribute(element, 'type') ?? '')) scan.jsonLdScripts.push(element);
      noteForumClass(element, scan);
      return;
    case 'H1':
      if (scan.h1s.length < MAX_H1) scan.h1s.push(element);
      break;
    case 'LINK':
      if (dom.hasAttribute(element, 'rel')) scan.links.push(element);
      noteForumClass(element, scan);
      return;
    case 'P':
      if (scan.paragraphs.length < MAX_PARAGRAPHS) scan.paragraphs.push(element);
      scan.paragraphIndexes.push(index);
      break;
    case 'STYLE':
    case 'HEAD':
    case 'HTML':
    case 'BODY':
      noteForumClass(element, scan);
      return;
    default:
      break;
  }
  if (FORUM_TAGS.has(tag)) scan.forumHints = true;
  // Class, id and itemprop are read once here for the structure's names and the author hints.
  const cls = dom.getAttribute(element, 'class') ?? '';
  const id = dom.getAttribute(element, 'id') ?? '';
  const itemprop = dom.getAttribute(element, 'itemprop');
  if (!scan.forumHints && cls && FORUM_CLASS_HINT.test(cls)) scan.forumHints = true;
  const names = `${cls} ${id} ${itemprop ?? ''}`;
  countStructure(element, tag, scan.structure, names);
  if (itemprop !== null) scan.itemprops.push(element);
  if (dom.hasAttribute(element, 'itemtype')) scan.itemtypes.push(element);
  if (tag === 'META' || scan.authorMarkup.length >= MAX_AUTHOR_MARKUP) return;
  // AUTHOR_WORD holds no space, so testing the names apart from rel and data-testid finds what one string of all five would.
  const rel = dom.getAttribute(element, 'rel');
  const testId = dom.getAttribute(element, 'data-testid');
  if (AUTHOR_WORD.test(names) || (rel !== null && AUTHOR_WORD.test(rel)) || (testId !== null && AUTHOR_WORD.test(testId)) || (tag === 'A' && AUTHOR_PAGE_PATH.test(dom.getAttribute(element, 'href') ?? '') && !insideAuthorMarkup(element, scan))) scan.authorMarkup.push(element);
}

/**
 * Whether author markup found earlier holds the element: a link to the author's page inside an `.author-name`
 * is that name, and counted apart it would hide which element names the name (sources/page.ts `innermost`).
 * Ancestors come first in document order, so only the markup found so far can hold it.
 */
function insideAuthorMarkup(element: Element, scan: Scan): boolean {
  return scan.authorMarkup.some((markup) => dom.contains(markup, element));
}

/** The forum hint of an element the scan reads nothing else of (a class on `<body>` may be a rule's ancestor). */
function noteForumClass(element: Element, scan: Scan): void {
  if (!scan.forumHints && FORUM_CLASS_HINT.test(dom.getAttribute(element, 'class') ?? '')) scan.forumHints = true;
}

function isHead(el: Element | null): boolean {
  return el !== null && dom.tagName(el).toUpperCase() === 'HEAD';
}

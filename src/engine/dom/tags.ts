/** Tag tables shared by the stages. Upper-case, as `Element.tagName` reports them for HTML. */
import * as dom from './read';

/** Elements that start a new block of text: text on either side of them never runs together. */
export const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BODY', 'CAPTION', 'CENTER', 'DD', 'DETAILS', 'DIALOG', 'DIV', 'DL', 'DT',
  'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HGROUP', 'HR',
  'LI', 'MAIN', 'MENU', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY', 'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD',
  'TR', 'UL', 'HTML',
]);

export const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** The whole text of a heading's permalink (`#`, Sphinx's `¶`, `§`, link icons, or an emptied icon): not part of the title. */
export const PERMALINK_TEXT = /^[#¶§🔗⚓]?$/u;
/** The same marks ending a heading's text ("Reading files¶"). */
export const TRAILING_PERMALINK = /\s*[#¶§🔗⚓]+$/u;

/** Elements whose own text is a paragraph of content when long enough (scored in stage 2). */
export const PARAGRAPH_TAGS = new Set(['P', 'PRE', 'BLOCKQUOTE', 'TD', 'DD', 'LI', 'FIGCAPTION']);

/** Containers that semantic markup marks as the main content. */
export const SEMANTIC_SELECTOR = 'article, main, [role="main"], [itemprop="articleBody"], [itemprop="text"]';

export function isHeading(el: Element): boolean {
  return HEADING_TAGS.has(dom.tagName(el));
}

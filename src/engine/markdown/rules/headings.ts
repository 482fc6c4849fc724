/**
 * Headings on one line each, as ATX `#` lines or (the style's choice) setext underlines. The first heading is dropped only when it repeats the page
 * title and the front matter carries that title. Fixtures: structure--heading-*.
 */
import { stateOf, type Construct, type MarkdownRule, type MarkdownState } from '../state';
import { squash, tagOf } from '../dom';
import { PERMALINK_TEXT } from '../../dom/tags';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Titles compare without case, punctuation and spacing differences. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function dropTitleHeading(root: Element, state: MarkdownState): void {
  if (!state.dropTitleHeading || !state.title) return;
  const first = root.querySelector(HEADINGS.join(','));
  if (!first || !['h1', 'h2'].includes(tagOf(first))) return;
  const text = squash(first.textContent);
  // Only a heading with nothing before it is the title; a later one is content.
  if (!squash(root.textContent).startsWith(text)) return;
  if (comparable(text) === comparable(state.title)) first.parentNode?.removeChild(first);
}


/**
 * The in-page links inside headings (the root is a detached copy, so its headings are all there are), each once, in
 * document order. Searched heading by heading: one selector of six `h* a[href*="#"]` tested every link of the
 * content six times, 3-5 ms on the 1 MB generated article in Chromium, which has a hundred headings.
 */
function headingLinks(root: Element): Element[] {
  const selector = HEADINGS.join(',');
  const headings = root.matches(selector) ? [root] : Array.from(root.querySelectorAll(selector));
  const seen = new Set<Element>();
  const links: Element[] = [];
  for (const heading of headings) {
    for (const link of Array.from(heading.querySelectorAll('a[href*="#"]'))) {
      // A heading inside another (not in parsed HTML) lists its links twice.
      if (!seen.has(link)) links.push(link);
      seen.add(link);
    }
  }
  return links;
}

function dropHeadingAnchors(root: Element): void {
  for (const link of headingLinks(root)) {
    if (PERMALINK_TEXT.test(squash(link.textContent)) && !link.querySelector('img')) link.parentNode?.removeChild(link);
  }
}

function prepareHeadings(root: Element, state: MarkdownState): void {
  dropHeadingAnchors(root);
  dropTitleHeading(root, state);
}

const heading: MarkdownRule = {
  key: 'heading',
  tags: HEADINGS,
  filter: (node) => HEADINGS.includes(tagOf(node)),
  replacement: (content, node, options) => {
    const text = content.replace(/\s*\n+\s*/g, ' ').trim();
    if (!text) return '';
    const level = Number(tagOf(node).charAt(1));
    // Setext has underlines for levels 1 and 2 only; deeper headings stay ATX, as in Turndown.
    if (level <= 2 && stateOf(options).style.headings === 'setext') return `\n\n${text}\n${(level === 1 ? '=' : '-').repeat(Math.max(3, text.length))}\n\n`;
    return `\n\n${'#'.repeat(level)} ${text}\n\n`;
  },
};

export const headings: Construct = { name: 'headings', prepare: prepareHeadings, rules: [heading] };

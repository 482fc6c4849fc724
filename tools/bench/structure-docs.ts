/**
 * The structure section's check on docs pages: a docs page keeps its start and its structure in the
 * Markdown. Three items per page, each kept or not:
 * - intro: the first words of the reference's first paragraph (WCXB gold, Readability's expected.html) are in
 *   the Markdown's text: a selection that starts at the first h2 loses them;
 * - code labels: every fenced block without a paragraph right before it that is only a language name (the docs
 *   engine's badge, which belongs in the info string);
 * - headings: every heading that is not a link to an anchor of the page itself (`## [Title](page#title)`).
 * Which pages are docs: WCXB's own page type; readability-pages has none, so its docs pages are named below.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { corporaRoot, type CorpusPage } from './corpus';
import { mdText, parseMarkdown, type MdNode, type Shares } from './structure';

export interface DocsScore { intro: Shares; codeLabels: Shares; headings: Shares }
export const DOCS_KINDS = ['intro', 'codeLabels', 'headings'] as const;
export const DOCS_LABELS: Record<(typeof DOCS_KINDS)[number], string> = {
  intro: 'docs: intro kept (first paragraph)', codeLabels: 'docs: code language only in the fence', headings: 'docs: headings plain (no self-link)',
};

/** readability-pages that are documentation: a Sphinx manual, an IETF draft and MediaWiki reference pages. */
const READABILITY_DOCS = new Set(['mercurial', 'ietf-1', 'wikipedia', 'wikipedia-2', 'wikipedia-3', 'wikipedia-4']);
/** A paragraph this many words long (of two letters or more) opens the text (a shorter first block is a heading or a
 *  label). */
const PARAGRAPH_MIN_WORDS = 8;
/** The intro counts as kept when these first words of it appear in a row. */
const INTRO_WORDS = 10;
/** A language badge: one short token, no sentence (`js`, `C++`, `shell-session`). */
const LANGUAGE_TOKEN = /^[a-z][\w#+.-]{0,15}$/i;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export function isDocsPage(page: CorpusPage): boolean {
  return page.corpus === 'readability-pages' ? READABILITY_DOCS.has(page.id) : page.gold.pageType === 'documentation';
}

/** The first words of the reference's first paragraph, or [] when the page has no reference text. */
export function introWords(page: CorpusPage): string[] {
  const blocks = page.corpus === 'readability-pages' ? expectedParagraphs(page.id) : page.gold.text.split(/\n\s*\n/);
  // Counted in words of two letters or more: a coordinates line ("Coordinates: 42°S 174°E / 42°S 174°E", MediaWiki's
  // indicator above wikipedia-2's intro) is eight tokens but no paragraph.
  const first = blocks.map(wordsOf).find((words) => words.filter((word) => /\p{L}.*\p{L}/u.test(word)).length >= PARAGRAPH_MIN_WORDS);
  return first ? first.slice(0, INTRO_WORDS) : [];
}

function expectedParagraphs(id: string): string[] {
  const html = readFileSync(join(corporaRoot(), 'readability-pages', 'pages', id, 'expected.html'), 'utf8');
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  // A paragraph in a table cell is an infobox's (wikipedia-2's map caption), not the intro.
  return Array.from(document.querySelectorAll('p')).filter((p) => !p.closest('table')).map((p) => p.textContent ?? '');
}

function containsRun(words: string[], run: string[]): boolean {
  if (run.length === 0) return true;
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}

/** A link to the page itself with a fragment: `#x`, or the page's URL (any query aside) with `#x`. */
function selfAnchor(url: string, pageUrl: string): boolean {
  const hash = url.indexOf('#');
  if (hash < 0 || hash === url.length - 1) return false;
  if (hash === 0) return true;
  try {
    const a = new URL(url, pageUrl);
    const b = new URL(pageUrl);
    return a.origin + a.pathname === b.origin + b.pathname;
  } catch {
    return false;
  }
}

function hasSelfLink(node: MdNode, pageUrl: string): boolean {
  if (node.type === 'link' && node.url && selfAnchor(node.url, pageUrl)) return true;
  return (node.children ?? []).some((child) => hasSelfLink(child, pageUrl));
}

export function scoreDocs(markdown: string, pageUrl: string, intro: string[]): DocsScore {
  const tree = parseMarkdown(markdown);
  const out: DocsScore = { intro: { items: 0, kept: 0 }, codeLabels: { items: 0, kept: 0 }, headings: { items: 0, kept: 0 } };
  if (intro.length > 0) out.intro = { items: 1, kept: containsRun(wordsOf(mdText(tree)), intro) ? 1 : 0 };
  const visit = (node: MdNode): void => {
    const children = node.children ?? [];
    children.forEach((child, i) => {
      if (child.type === 'code') {
        out.codeLabels.items++;
        const before = children[i - 1];
        const label = before?.type === 'paragraph' ? mdText(before).trim() : '';
        const badge = LANGUAGE_TOKEN.test(label) && (!child.lang || child.lang.toLowerCase() === label.toLowerCase());
        if (!badge) out.codeLabels.kept++;
      } else if (child.type === 'heading') {
        out.headings.items++;
        if (!hasSelfLink(child, pageUrl)) out.headings.kept++;
      }
      visit(child);
    });
  };
  visit(tree);
  return out;
}

/**
 * The article's sections, from its own headings: what the contents list shows and what the section keys move
 * between. Run on the shown (sanitized) article once its last batch is in; each heading gets an id of Pith's own
 * (the page's ids never reach the reader: sanitize.ts) and `tabindex=-1`, so moving to a section moves the
 * screen reader's place too. Tests: e2e/reader-contents.spec.ts.
 */

export interface Section {
  id: string;
  /** 1 for the article's top headings, deeper by the heading's rank below the top one. */
  depth: number;
  text: string;
  heading: HTMLElement;
}

const HEADINGS = 'h1, h2, h3, h4';
/** Fewer headings than this and a contents list says nothing the scroll bar does not: none is offered. */
export const MIN_SECTIONS = 3;

const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

export function findSections(article: Element): Section[] {
  const headings = Array.from(article.querySelectorAll<HTMLElement>(HEADINGS)).filter((h) => squash(h.textContent) !== '');
  const top = Math.min(...headings.map((h) => Number(h.localName[1])));
  return headings.map((heading, i) => {
    heading.id ||= `section-${i + 1}`;
    heading.tabIndex = -1;
    return { id: heading.id, depth: Number(heading.localName[1]) - top + 1, text: squash(heading.textContent), heading };
  });
}

/** A section moved to starts this far below the toolbar; a heading within a few pixels more counts as reached. */
const GAP = 12;
const SLACK = GAP + 4;

/** The top of the text under the sticky toolbar (and the read-aloud bar under it when open), in viewport pixels. */
function textTop(): number {
  return (document.querySelector('.aloud-bar') ?? document.querySelector('.reader-bar'))?.getBoundingClientRect().bottom ?? 0;
}

/** The index of the section being read: the last one whose heading is at or above the top of the text; -1 before the first. */
export function currentSection(sections: readonly Section[]): number {
  const top = textTop() + SLACK;
  let current = -1;
  sections.forEach((section, i) => { if (section.heading.getBoundingClientRect().top <= top) current = i; });
  return current;
}

/** Scrolls to the section and puts the focus on its heading (the screen reader's place follows). */
export function goToSection(section: Section): void {
  const top = section.heading.getBoundingClientRect().top + scrollY - textTop() - GAP;
  scrollTo({ top, behavior: 'instant' });
  section.heading.focus({ preventScroll: true });
}

/** The section one step away (+1 next, -1 previous) from the one being read, if there is one. */
export function stepSection(sections: readonly Section[], direction: 1 | -1): Section | undefined {
  const current = currentSection(sections);
  // Reading above a section's heading (its heading scrolled off by less than a screen), "previous" is its start.
  const above = current >= 0 && sections[current].heading.getBoundingClientRect().top < textTop() + GAP - SLACK;
  const target = direction === 1 ? current + 1 : above ? current : current - 1;
  return sections[target];
}

/**
 * The panels of a page's own accordions. A shop folds its description, dimensions and care notes into panels that a
 * script opens: the closed ones carry `hidden`, `aria-hidden` or an inline `display:none` (Chakra's `chakra-collapse`,
 * Radix's `accordion-content`), and cleaning took them for hidden junk, leaving the product's
 * name, price and the one panel open. On product pages they are content (rule reveal-disclosure-panels), and on collection pages
 * (a category's buying guide folded under its grid: REI's "Expert Advice"; collection--accordion-guide-revealed).
 *
 * They are found by what the widget is, not by names: a trigger (a `<button>`, or an element whose role is `button`)
 * that says which panel it opens (`aria-controls`) and that it opens it in place (`aria-expanded`), and is not a
 * popup's trigger (`aria-haspopup`: menus, dialogs and listboxes, the site's flyout menus and a term's popover). A
 * hidden element is such a panel, or the wrapper whose only child leads down to one (Chakra animates a collapse around
 * the panel). Two kinds stay hidden. Tabs (`role="tab"`, which says `aria-selected`, not `aria-expanded`): in the dev corpus
 * the closed tabs were the shop's own pitch (its sales engineers' "Knowledge", "Passion") and a seller's
 * feedback filters, none of them the product's. And a question's answer: a trigger asking a question is a
 * FAQ, which the gold leaves out where it keeps the description beside it; a question is read from its
 * closing mark, in any script (QUESTION_MARKS).
 */
import * as dom from './read';

/** Closing question marks: Latin and most scripts, full-width (CJK), Arabic, Greek (U+037E), Armenian, Ethiopic. */
const QUESTION_MARKS = /[?\uFF1F\u061F\u037E\u055E\u1367]\s*$/u;
/** Wrappers between a hidden element and the panel it folds (Chakra: collapse > panel). */
const MAX_WRAPPER_DEPTH = 2;

export function isDisclosureTrigger(el: Element): boolean {
  const popup = dom.getAttribute(el, 'aria-haspopup');
  if (popup && popup !== 'false') return false;
  if (dom.tagName(el) !== 'BUTTON' && dom.getAttribute(el, 'role') !== 'button') return false;
  return dom.hasAttribute(el, 'aria-expanded') && !QUESTION_MARKS.test(dom.textContent(el) ?? '');
}

/** The ids of the panels the page's disclosure triggers open (read once per cleaning). */
export function disclosurePanels(root: Element): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const trigger of dom.querySelectorAll(root, '[aria-controls]')) {
    if (!isDisclosureTrigger(trigger)) continue;
    for (const id of (dom.getAttribute(trigger, 'aria-controls') ?? '').split(/\s+/)) if (id) ids.add(id);
  }
  return ids;
}

/**
 * Whether a `<button>` is the trigger of a panel that cleaning reveals: its label ("Description", "Safety, Care, and
 * Use", "Kit Contents") is that panel's heading, often the only text of an `<h3>` (the WAI-ARIA accordion pattern:
 *), and cleaning removed it as a form control, leaving the panels run together untitled.
 */
export function isPanelHeading(el: Element, panels: ReadonlySet<string>): boolean {
  if (panels.size === 0 || !isDisclosureTrigger(el)) return false;
  return (dom.getAttribute(el, 'aria-controls') ?? '').split(/\s+/).some((id) => id !== '' && panels.has(id));
}

/** Whether a hidden element is one of those panels, or folds one as the only child of its only child. */
export function isDisclosurePanel(el: Element, panels: ReadonlySet<string>): boolean {
  let cur: Element | null = el;
  for (let depth = 0; cur && depth <= MAX_WRAPPER_DEPTH; depth++) {
    const id = dom.getAttribute(cur, 'id');
    if (id && panels.has(id)) return true;
    const only: Element | null = dom.firstElementChild(cur);
    cur = only && dom.nextElementSibling(only) === null ? only : null;
  }
  return false;
}

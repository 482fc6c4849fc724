/**
 * An element replaced by its children, one by one: `replaceWith(...children)` spreads them into the call's
 * arguments, which overflows the stack past about 100,000 of them (a page can put that many in one element).
 * For the engine's own copies only (never the page).
 */
export function unwrapInCopy(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  while (el.firstChild) parent.insertBefore(el.firstChild, el);
  parent.removeChild(el);
}

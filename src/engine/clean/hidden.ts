/**
 * Hidden content. Static DOMs (jsdom, linkedom) have no layout, so only markup says what is hidden:
 * the `hidden` attribute, `aria-hidden="true"` and inline `display:none`/`visibility:hidden`. A live page
 * also has computed style, read on the ORIGINAL nodes (the clone is not rendered) and mapped to the clone
 * by document-order index.
 */
import { HIDDEN_STYLE } from './tables';

export function hiddenByMarkup(el: Element): string | null {
  if (el.hasAttribute('hidden')) return 'hidden attribute';
  if (el.getAttribute('aria-hidden') === 'true') return 'aria-hidden';
  const style = el.getAttribute('style');
  if (style && HIDDEN_STYLE.test(style)) return 'inline display:none';
  return null;
}

/** Whether the document is rendered (a live page): static DOMs report zero-size boxes or none at all. */
export function hasLayout(document: Document): boolean {
  const view = document.defaultView as (Window & typeof globalThis) | null;
  if (!view || typeof view.getComputedStyle !== 'function') return false;
  const body = document.body;
  if (!body || typeof body.getBoundingClientRect !== 'function') return false;
  try {
    const rect = body.getBoundingClientRect();
    return rect.width > 0 || rect.height > 0;
  } catch {
    return false; // a DOM without layout may throw instead of returning zeros
  }
}

/**
 * Indexes (in `elementsUnder(original)` order) of elements that computed style hides.
 * A hidden element's subtree is skipped: its descendants go with it.
 */
export function hiddenByLayout(original: Element[]): Map<number, string> {
  const hidden = new Map<number, string>();
  let skipUnder: Element | null = null;
  for (let i = 0; i < original.length; i++) {
    const el = original[i];
    if (skipUnder && skipUnder.contains(el)) continue;
    skipUnder = null;
    const reason = computedHidden(el);
    if (reason) {
      hidden.set(i, reason);
      skipUnder = el;
    }
  }
  return hidden;
}

function computedHidden(el: Element): string | null {
  const view = el.ownerDocument.defaultView;
  if (!view) return null;
  const style = view.getComputedStyle(el);
  if (style.display === 'none') return 'computed display:none';
  // visibility is inherited and a child may set it back to visible, so only a leaf-ish hidden block is dropped.
  if (style.visibility === 'hidden' && el.children.length === 0) return 'computed visibility:hidden';
  return null;
}

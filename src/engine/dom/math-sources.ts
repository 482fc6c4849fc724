/**
 * Where a formula's source lives, for the two readers of it: the Markdown math pre-pass (rules/math.ts) and
 * cleaning, which must not drop a hidden source the pre-pass needs (clean/hidden.ts). One table, both read it.
 * Cleaning asks it of the live page's hidden blocks, so nodes are read through dom/read.ts: a form naming a control
 * `localName` or `textContent` shadows those properties (test/security/clobbering.test.ts).
 */
import * as dom from './read';

/** Images of formulas: their alt (or aria-label) is the TeX. WordPress (`img.latex`), Wikipedia fallbacks, CodeCogs. */
export const FORMULA_IMAGE_CLASS = /^(latex|tex|math|equation|mwe-math-fallback-image-(inline|display)|wp-latex|ql-img-inline-formula)$/;
export const FORMULA_IMAGE_SRC = /(?:latex\.(?:php|codecogs)|codecogs\.com|\/mathtex|\/math\/render\/|[?&]cht=tx|latex\.php|\/tex2img|wp\.com\/latex)/i;

const lower = (el: Element): string => dom.tagName(el).toLowerCase();

export function isFormulaImage(img: Element): boolean {
  if (lower(img) !== 'img') return false;
  const tokens = (dom.getAttribute(img, 'class') ?? '').toLowerCase().split(/\s+/);
  return tokens.some((token) => FORMULA_IMAGE_CLASS.test(token)) || FORMULA_IMAGE_SRC.test(dom.getAttribute(img, 'src') ?? '');
}

/**
 * A formula's source copy: a `<math>` element, a wrapper holding only one (Wikipedia's
 * `span.mwe-math-mathml-a11y`, hidden with `display:none`), or a formula image with a text alternative
 * (Wikipedia's fallback image is `aria-hidden`). Renderers hide these beside their visual output.
 */
export function isMathSource(el: Element): boolean {
  const name = lower(el);
  if (name === 'math') return true;
  if (name === 'img') return isFormulaImage(el) && Boolean((dom.getAttribute(el, 'alt') ?? dom.getAttribute(el, 'aria-label') ?? '').trim());
  let only: Element = el;
  for (let depth = 0; depth < 3; depth++) {
    const child = dom.firstElementChild(only);
    if (!child || dom.children(only).length !== 1 || (dom.textContent(only) ?? '').trim() !== (dom.textContent(child) ?? '').trim()) return false;
    if (lower(child) === 'math') return true;
    only = child;
  }
  return false;
}

/**
 * Hidden content. Static DOMs (jsdom, linkedom) have no layout, so only markup says what is hidden:
 * the `hidden` attribute, `aria-hidden="true"` and inline `display:none`/`visibility:hidden`. A live page
 * also has computed style, read on the original nodes (the engine analyses the page itself, read-only).
 */
import { pageRoot } from './walk';
import { isMathSource } from './math-sources';
import * as dom from './read';

/** Inline styles that hide an element. */
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(!important)?\s*(;|$)/i;

/**
 * A link out of the tab order and hidden from assistive technology is a card's second link to where its title
 * already goes (the picture, the summary): shown to the eye, left out for screen readers and the keyboard so they
 * meet the target once. It is not hidden content: a news river's summaries are such links (every
 * `river-desc` paragraph). Hidden panels and off-screen slides put `aria-hidden` on their container, which still goes.
 */
function isRedundantLink(el: Element): boolean {
  return dom.tagName(el) === 'A' && dom.hasAttribute(el, 'href') && dom.getAttribute(el, 'tabindex')?.trim() === '-1';
}

function markupReason(el: Element): string | null {
  if (dom.hasAttribute(el, 'hidden')) return 'hidden attribute';
  if (dom.getAttribute(el, 'aria-hidden') === 'true' && !isRedundantLink(el)) return 'aria-hidden';
  const style = dom.getAttribute(el, 'style');
  if (style && HIDDEN_STYLE.test(style)) return 'inline display:none';
  return null;
}

/**
 * Hidden by markup, except a formula's source: renderers hide the copy that holds the TeX beside what they
 * draw (Wikipedia: MathML in a `display:none` span and an `aria-hidden` image whose alt is the TeX), and the
 * Markdown writes math from it. Fixture: test/markdown/hidden-math.test.ts.
 */
export function hiddenByMarkup(el: Element): string | null {
  const reason = markupReason(el);
  return reason && !isMathSource(el) ? reason : null;
}

/**
 * A hidden formula source kept for the Markdown only: the text output skips it, as a reader of the page does
 * not see it (a TeX annotation or MathML read as text would be noise there).
 */
export function hiddenMathSource(el: Element): boolean {
  return markupReason(el) !== null && isMathSource(el);
}

/**
 * The utility class that means `display: none` in Tailwind, Bootstrap 3 and most Shopify themes. A page without
 * layout (the CLI, the tests) has no cascade to read it from, so a shop's hidden panels came out as content: a
 * comparison drawer holding every product's description and specifications under its grid (0.31 ->
 * 0.97). A token that shows the element again from a breakpoint on (`hidden md:block`) leaves it to layout.
 */
const HIDDEN_CLASS = 'hidden';
const SHOWN_AT_BREAKPOINT = /^[a-z0-9-]+:(block|flex|grid|inline|inline-block|inline-flex|table|contents)$/;

/** Hidden by the `hidden` utility class (rule hide-by-utility-class; pages without layout only). */
export function hiddenByClass(el: Element): string | null {
  const tokens = (dom.getAttribute(el, 'class') ?? '').toLowerCase().split(/\s+/);
  return tokens.includes(HIDDEN_CLASS) && !tokens.some((token) => SHOWN_AT_BREAKPOINT.test(token)) ? 'hidden class' : null;
}

/** Whether the document is rendered (a live page): static DOMs report zero-size boxes or none at all. */
export function hasLayout(document: Document): boolean {
  const view = dom.defaultView(document) as (Window & typeof globalThis) | null;
  if (!view || typeof view.getComputedStyle !== 'function') return false;
  const body = pageRoot(document);
  // <body> or <html>, never a form: nothing can shadow its methods (tests give a DOM without layout a fake one).
  if (!body || typeof body.getBoundingClientRect !== 'function') return false;
  try {
    const rect = body.getBoundingClientRect();
    return rect.width > 0 || rect.height > 0;
  } catch {
    return false; // a DOM without layout may throw instead of returning zeros
  }
}

/** Hidden by computed style (a live page only: static DOMs compute no cascade), read from `view`, the page's window. */
export function hiddenByStyle(el: Element, view: Window, backgrounds: Backgrounds = new Map()): string | null {
  const style = view.getComputedStyle(el);
  if (style.display === 'none') return isMathSource(el) ? null : 'computed display:none';
  // visibility is inherited and a child may set it back to visible, so only a childless hidden block is dropped.
  // The child is looked for first: a pointer read, where the style's value is a string made per read.
  if (dom.firstElementChild(el) === null && style.visibility === 'hidden') return 'computed visibility:hidden';
  return hasOwnText(el) ? invisibleText(el, style, view) ?? sameColourAsBackground(el, style, view, backgrounds) : null;
}

/** The colour behind each element read so far (see backgroundBehind), shared by one cleaning's calls. */
export type Backgrounds = Map<Element, Rgb | null>;
type Rgb = readonly [number, number, number];

/**
 * Ancestors climbed to find the colour behind a text: past them it is unknown and the text stays. Page layouts paint
 * their backgrounds within a few dozen levels of the text; a page nested thousands deep would cost a style read per
 * level (jsdom computes each from the whole cascade).
 */
const MAX_BACKGROUND_CLIMB = 64;

/** The canvas behind a page that paints no background of its own. */
const CANVAS: Rgb = [255, 255, 255];

/** `rgb(r, g, b)` or `rgba(r, g, b, a)`, as computed styles write colours, as its channels and alpha; null otherwise. */
function parseColour(value: string): { rgb: Rgb; alpha: number } | null {
  const m = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)(?:,\s*([\d.]+))?\)$/.exec(value);
  return m ? { rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: m[4] === undefined ? 1 : Number(m[4]) } : null;
}

/**
 * Text painted in the colour it stands on (white on white): invisible, yet copied. The colour behind it is the nearest
 * opaque background colour of the element and its ancestors (the canvas's white when none paints one); a background
 * image or a translucent layer on the way makes it unknown, and the text stays. Each element's answer is kept in
 * `backgrounds`, so one cleaning climbs each ancestor once.
 */
function sameColourAsBackground(el: Element, style: CSSStyleDeclaration, view: Window, backgrounds: Backgrounds): string | null {
  const colour = parseColour(style.color);
  if (!colour) return null;
  if (colour.alpha === 0) return 'computed color transparent';
  const behind = backgroundBehind(el, view, backgrounds);
  return behind && behind.every((channel, i) => channel === colour.rgb[i]) ? 'computed color equal to its background' : null;
}

function backgroundBehind(el: Element, view: Window, backgrounds: Backgrounds): Rgb | null {
  const climbed: Element[] = [];
  let found: Rgb | null = CANVAS;
  for (let node: Element | null = el; node; node = dom.parentElement(node)) {
    const known = backgrounds.get(node);
    if (known !== undefined) { found = known; break; }
    if (climbed.length === MAX_BACKGROUND_CLIMB) { found = null; break; }
    climbed.push(node);
    const style = view.getComputedStyle(node);
    if (style.backgroundImage !== 'none') { found = null; break; }
    const background = parseColour(style.backgroundColor);
    if (!background) { found = null; break; }
    if (background.alpha === 0) continue;
    found = background.alpha === 1 ? background.rgb : null;
    break;
  }
  for (const node of climbed) backgrounds.set(node, found);
  return found;
}

/** A text node child with more than white space: the elements whose own words a hiding style could hide. */
function hasOwnText(el: Element): boolean {
  for (let c = dom.firstChild(el); c; c = dom.nextSibling(c)) if (dom.nodeType(c) === 3 && /\S/.test((c as Text).data)) return true;
  return false;
}

/** clip-path values that clip to nothing: an inset of half or more, a zero circle. */
const CLIPPED_TO_NOTHING = /^(?:inset\((?:50%|100%)|circle\(0(?:px)?[\s)])/;

/**
 * Text hidden by a style a reader cannot see through but a copy would keep (a channel for instructions meant
 * for the language model the copy is pasted into): fully transparent (opacity 0 with no transition or animation to
 * show it later, as scroll-in effects do), a zero font size, clipped to nothing, or placed off the page. Read only
 * for elements carrying words of their own. Headings stay: a visually hidden heading labels its section. A
 * screen-reader-only label (`.sr-only`: 1 px, clipped) is not visible, so it goes. e2e/hidden-text.spec.ts.
 */
function invisibleText(el: Element, style: CSSStyleDeclaration, view: Window): string | null {
  if (/^H[1-6]$/.test(dom.tagName(el))) return null;
  if (style.opacity === '0' && style.transitionDuration.split(',').every((d) => parseFloat(d) === 0) && style.animationName === 'none') {
    return 'computed opacity:0';
  }
  if (parseFloat(style.fontSize) === 0) return 'computed font-size:0';
  if (CLIPPED_TO_NOTHING.test(style.clipPath)) return 'computed clip-path to nothing';
  if (style.position !== 'absolute' && style.position !== 'fixed') return null;
  if (/^rect\(0(?:px)?,? 0(?:px)?,? 0(?:px)?,? 0(?:px)?\)$/.test(style.clip)) return 'computed clip to nothing';
  // Off the page: entirely left of or above the document's origin (a page cannot scroll there).
  // The prototype's method: a form's control named `getBoundingClientRect` would shadow it (dom/read.ts).
  const box = (view as Window & typeof globalThis).Element.prototype.getBoundingClientRect.call(el);
  if (box.right + view.scrollX <= 0 || box.bottom + view.scrollY <= 0) return 'computed off-screen';
  return null;
}

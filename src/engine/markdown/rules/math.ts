/**
 * Math: LaTeX recovered from whatever rendered it, written `$...$` inline and `$$...$$` on its own lines.
 *
 * The pre-pass replaces each formula of the clone by `<pith-math data-tex data-display>` and removes the
 * renderer's visual output. Sources, best first: MathJax 2 `<script type="math/tex">`, a TeX annotation
 * (KaTeX, MathJax 3 with annotations, Wikipedia), Wikipedia's `alttext`, pandoc/arithmatex spans that still
 * hold delimited TeX, MathML converted to LaTeX, and the alt text of formula images. Fixtures: math--*.
 */
import { safeUrl } from '../../dom/url-policy';
import type { Construct, MarkdownRule } from '../state';
import { all, ancestorWithTag, classTokens, remove, replaceNode, tagOf } from '../dom';
import { mathmlToLatex } from '../math/mathml';
import { isFormulaImage } from '../../dom/math-sources';

const TEX_ANNOTATION = 'annotation[encoding="application/x-tex"], annotation[encoding="application/x-latex"], annotation[encoding="TeX"]';

/** Visual output of MathJax 2 that precedes its `math/tex` script; removed once the script is read. */
const MATHJAX2_OUTPUT = new Set(['mathjax_preview', 'mathjax', 'mathjax_display', 'mathjax_svg', 'mathjax_svg_display', 'mathjax_chtml', 'mathjax_mathml']);

/** Containers of one rendered formula, replaced whole. Each yields its TeX through `texOf`. */
const RENDERED_SELECTOR = [
  '.katex-display', '.katex', 'mjx-container', '.MathJax_Display', '.MathJax', '.MathJax_SVG', '.MathJax_CHTML',
  '.mwe-math-element', '.math-container',
].join(',');

/** Pandoc (`--mathjax`) and MkDocs arithmatex leave delimited TeX in a span or div for a client-side renderer. */
const DELIMITED_SELECTOR = 'span.math, div.math, .arithmatex';


/** TeX delimiters in text, as MathJax's default tex2jax finds them. Lazy with a fixed terminator: linear. */
const TEXT_DELIMITERS: readonly { pattern: RegExp; display: boolean }[] = [
  { pattern: /\$\$([^$]{1,4000}?)\$\$/, display: true },
  { pattern: /\\\[([\s\S]{1,4000}?)\\\]/, display: true },
  { pattern: /\\\(([\s\S]{1,4000}?)\\\)/, display: false },
];

/** Strips the wrappers renderers add around the author's TeX. */
export function cleanTex(tex: string): string {
  let out = tex.trim();
  const displaystyle = /^\{\\displaystyle\s*([\s\S]*)\}$/.exec(out) ?? /^\{\\textstyle\s*([\s\S]*)\}$/.exec(out);
  if (displaystyle) out = displaystyle[1].trim();
  const delimited = /^\$\$([\s\S]*)\$\$$/.exec(out) ?? /^\\\[([\s\S]*)\\\]$/.exec(out) ?? /^\\\(([\s\S]*)\\\)$/.exec(out) ?? /^\$([\s\S]*)\$$/.exec(out);
  if (delimited) out = delimited[1].trim();
  return out;
}

/**
 * TeX commands whose argument is a URL a renderer of Markdown math follows or loads: `\href{url}{text}` and
 * `\url{url}` become links (KaTeX with `trust`, MathJax), `\includegraphics[options]{url}` an image. The argument
 * may hold one level of nested groups.
 */
const TEX_URL_COMMAND = /(\\(?:href|url|includegraphics)\s*(?:\[[^\]{}]*\]\s*)?\{)((?:[^{}]|\{[^{}]*\})*)\}/g;

/**
 * The URL as the renderer reads it: TeX drops group braces (`{{javascript:…}}`, `{java}{script}:`) and a
 * backslash before a character, and a Markdown renderer decodes a character reference (`&colon;`) before the math
 * renderer sees the text. A URL holding a reference is never kept: a real one has no need of it.
 */
function texUrlIsSafe(argument: string): boolean {
  if (/&#?\w+;/.test(argument)) return false;
  return safeUrl(argument.replace(/[{}]/g, '').replace(/\\(.)/g, '$1').trim()) !== null;
}

/** A URL a link may not have (dom/url-policy.ts: `javascript:`, `data:`) is emptied from each TeX URL command. */
function withSafeLinks(tex: string): string {
  return tex.replace(TEX_URL_COMMAND, (whole, command: string, url: string) => (texUrlIsSafe(url) ? whole : `${command}}`));
}

/**
 * A `<` that opens a tag (`<script`, `</p`, `<!--`) in TeX would be raw HTML to a Markdown renderer, which does
 * not treat `$…$` as code: written as TeX's own `\lt` (a fuzzed MathJax source holding `<script>`).
 */
function withoutTags(tex: string): string {
  return tex.replace(/<(?=[A-Za-z/!?])/g, '\\lt ');
}

function mathElement(doc: Document, texSource: string, display: boolean): Element {
  const tex = withoutTags(withSafeLinks(texSource));
  const el = doc.createElement('pith-math');
  el.setAttribute('data-tex', tex);
  el.setAttribute('data-display', display ? 'block' : 'inline');
  el.textContent = tex; // not blank, so Turndown does not drop it
  return el;
}

/** TeX of a `<math>` element: annotation, Wikipedia's alttext, else converted MathML, else its text. */
function texOfMath(math: Element): string {
  const annotation = math.querySelector(TEX_ANNOTATION);
  if (annotation?.textContent?.trim()) return cleanTex(annotation.textContent);
  const alttext = math.getAttribute('alttext');
  if (alttext?.trim()) return cleanTex(alttext);
  return mathmlToLatex(math) || (math.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function isDisplay(el: Element): boolean {
  if (el.getAttribute('display') === 'block' || el.getAttribute('display') === 'true' || el.getAttribute('mode') === 'display') return true;
  return classTokens(el).some((token) => token === 'katex-display' || token === 'mathjax_display' || token === 'display' || token.endsWith('-display') || token === 'mwe-math-fallback-image-display');
}

/** MathJax 2: a script per formula, preceded by its preview and rendered output. */
function fromMathJaxScripts(root: Element): void {
  for (const script of all(root, 'script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (!type.startsWith('math/tex')) continue;
    const display = type.includes('mode=display');
    let previous = script.previousElementSibling;
    while (previous && classTokens(previous).some((token) => MATHJAX2_OUTPUT.has(token))) {
      const next = previous.previousElementSibling;
      remove(previous);
      previous = next;
    }
    replaceNode(script, mathElement(root.ownerDocument, cleanTex(script.textContent ?? ''), display));
  }
}

/** KaTeX, MathJax 3, Wikipedia and MathJax 2 output without its script: one container per formula. */
function fromRenderedContainers(root: Element): void {
  for (const container of all(root, RENDERED_SELECTOR)) {
    if (!container.parentNode || ancestorWithTag(container, new Set(['pith-math']), root)) continue;
    const math = container.querySelector('math');
    const image = container.querySelector('img[alt]');
    let tex = '';
    if (math) tex = texOfMath(math);
    else if (image) tex = cleanTex(image.getAttribute('alt') ?? '');
    if (!tex) continue;
    const display = isDisplay(container) || (math ? isDisplay(math) : false) || (image ? isDisplay(image) : false);
    replaceNode(container, mathElement(root.ownerDocument, tex, display));
  }
}

function fromBareMath(root: Element): void {
  for (const math of all(root, 'math')) {
    if (!math.parentNode) continue;
    const tex = texOfMath(math);
    if (tex) replaceNode(math, mathElement(root.ownerDocument, tex, isDisplay(math)));
    else remove(math);
  }
}

function fromDelimitedSpans(root: Element): void {
  for (const el of all(root, DELIMITED_SELECTOR)) {
    const text = (el.textContent ?? '').trim();
    if (!/^(\$|\\\(|\\\[)/.test(text)) continue;
    const display = tagOf(el) === 'div' || classTokens(el).includes('display') || /^(\$\$|\\\[)/.test(text);
    replaceNode(el, mathElement(root.ownerDocument, cleanTex(text), display));
  }
}

function fromFormulaImages(root: Element): void {
  for (const img of all(root, 'img')) {
    if (!isFormulaImage(img)) continue;
    const tex = cleanTex(img.getAttribute('alt') || img.getAttribute('aria-label') || '');
    if (!tex) continue;
    replaceNode(img, mathElement(root.ownerDocument, tex, isDisplay(img)));
  }
}

/** An opening TeX delimiter in text: `$$`, `\(` or `\[`. */
const TEX_DELIMITER = /\$\$|\\\(|\\\[/;

/** Text outside code that still holds delimited TeX (a page saved before MathJax ran). */
function fromTextDelimiters(root: Element): void {
  // Most pages have no delimiter anywhere: one native read of the whole text spares the walk of every node.
  if (!TEX_DELIMITER.test(root.textContent ?? '')) return;
  const doc = root.ownerDocument;
  const texts: Text[] = [];
  const collect = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (TEX_DELIMITER.test((child as Text).data)) texts.push(child as Text);
      } else if (child.nodeType === 1 && !['pre', 'code', 'pith-math', 'script', 'style', 'textarea'].includes(tagOf(child))) collect(child);
    }
  };
  collect(root);
  for (const text of texts) {
    // Split by hand: linkedom has no Text.splitText.
    const data = text.data;
    const pieces: Node[] = [];
    let from = 0;
    for (;;) {
      const rest = data.slice(from);
      let best: { index: number; length: number; tex: string; display: boolean } | null = null;
      for (const { pattern, display } of TEXT_DELIMITERS) {
        const match = pattern.exec(rest);
        if (match && match[1].trim() && (!best || match.index < best.index)) best = { index: match.index, length: match[0].length, tex: match[1], display };
      }
      if (!best) break;
      if (best.index > 0) pieces.push(doc.createTextNode(rest.slice(0, best.index)));
      pieces.push(mathElement(doc, cleanTex(best.tex), best.display));
      from += best.index + best.length;
    }
    if (pieces.length === 0) continue;
    if (from < data.length) pieces.push(doc.createTextNode(data.slice(from)));
    for (const piece of pieces) text.parentNode?.insertBefore(piece, text);
    remove(text);
  }
}

function prepareMath(root: Element): void {
  fromMathJaxScripts(root);
  fromRenderedContainers(root);
  fromBareMath(root);
  fromDelimitedSpans(root);
  fromFormulaImages(root);
  fromTextDelimiters(root);
}

const CELL_TAGS = new Set(['td', 'th']);

function amidText(node: Node): boolean {
  const hasText = (sibling: Node | null): boolean => Boolean(sibling && sibling.nodeType === 3 && (sibling as Text).data.trim());
  return hasText(node.previousSibling) && hasText(node.nextSibling);
}

const mathRule: MarkdownRule = {
  key: 'math',
  tags: ['pith-math'],
  filter: (node) => tagOf(node) === 'pith-math',
  replacement: (_content, node) => {
    const tex = node.getAttribute('data-tex') ?? '';
    if (node.getAttribute('data-display') !== 'block') return `$${tex.replace(/\s*\n\s*/g, ' ')}$`;
    // A table cell holds one line, and display math amid a sentence would split it: both stay on the line.
    if (ancestorWithTag(node, CELL_TAGS) || amidText(node)) return `$$${tex.replace(/\s*\n\s*/g, ' ')}$$`;
    return `\n\n$$\n${tex}\n$$\n\n`;
  },
};

export const math: Construct = { name: 'math', prepare: prepareMath, rules: [mathRule] };

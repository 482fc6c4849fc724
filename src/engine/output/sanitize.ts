/**
 * The last step of the HTML output: the engine's content copy keeps only an allow-list of elements and
 * attributes, with URLs checked by scheme (../dom/url-policy.ts), so no output of any host holds an event handler,
 * a script, a `javascript:`/`vbscript:`/`data:text/html` URL, `<base>` or `<meta refresh>`. By construction, on
 * the engine's own copy: the same guarantee in the browser and in Node, where DOMPurify cannot run (under linkedom
 * it returns its input unchanged). The reader still sanitizes with DOMPurify on top of this.
 *
 * Runs after the Markdown (which reads MathJax's `<script type="math/tex">` and `<noscript>` images) and the text.
 */
import { unwrapInCopy } from '../dom/unwrap';
import { safeUrl, type UrlKind } from '../dom/url-policy';
import { KEEP_TAGS } from '../dom/kept-tags';
import type { Deadline } from '../dom/deadline';
import { INVISIBLE_SOURCE } from './invisible';

/** Elements kept as they are (lower-case local names): the structure of an article, and MathML. */
const ALLOWED_ELEMENTS = new Set([
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code', 'col',
  'colgroup', 'data', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'footer', 'h1',
  'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'main', 'mark', 'nav', 'ol',
  'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'source', 'span', 'strong', 'sub',
  'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul', 'var', 'wbr',
  'video', 'audio', 'track', 'iframe', 'input',
  // MathML Core presentation elements (no maction, no annotation-xml: it may hold HTML in another namespace).
  'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mrow', 'mfrac', 'msqrt', 'mroot', 'msub', 'msup', 'msubsup', 'munder',
  'mover', 'munderover', 'mmultiscripts', 'mprescripts', 'none', 'mtable', 'mtr', 'mtd', 'mspace', 'mpadded',
  'mphantom', 'menclose', 'mstyle', 'merror', 'semantics', 'annotation',
]);

/**
 * Elements removed with everything inside: script and style, what loads or embeds another document, what
 * redirects or retargets the page, raw-text elements whose text a browser would parse again as markup
 * (mutation XSS through <noembed>, <xmp>, ...), form controls and SVG. Everything else not allowed (custom
 * elements, <font>, <form>, <noscript> with markup) is unwrapped: its children stay, so no text is lost.
 */
const REMOVED_ELEMENTS = new Set([
  'script', 'style', 'template', 'base', 'meta', 'link', 'head', 'title', 'object', 'embed', 'applet', 'param',
  'frame', 'frameset', 'noembed', 'noframes', 'xmp', 'plaintext', 'textarea', 'select', 'option', 'button',
  'svg', 'canvas', 'map', 'area', 'dialog', 'annotation-xml', 'maction', 'portal', 'fencedframe',
]);

/** Attributes kept on every allowed element (lower-case); `data-*` and `aria-*` are kept too. */
const ALLOWED_ATTRIBUTES = new Set([
  'id', 'class', 'title', 'lang', 'dir', 'alt', 'width', 'height', 'colspan', 'rowspan', 'headers', 'scope', 'abbr',
  'align', 'valign', 'start', 'reversed', 'value', 'datetime', 'sizes', 'media', 'controls', 'loop', 'muted',
  'playsinline', 'loading', 'decoding', 'open', 'role', 'translate', 'span', 'kind', 'srclang', 'label', 'default',
  'allowfullscreen', 'frameborder', 'style', 'name', 'type', 'checked', 'disabled',
  // MathML
  'display', 'mathvariant', 'encoding', 'alttext', 'xmlns', 'displaystyle', 'scriptlevel', 'fence', 'separator',
  'stretchy', 'symmetric', 'lspace', 'rspace', 'accent', 'accentunder', 'linethickness', 'columnalign', 'rowalign',
  'columnspan', 'notation', 'mathsize', 'mathcolor', 'mathbackground', 'movablelimits', 'largeop', 'form',
  'minsize', 'maxsize', 'depth', 'voffset', 'close', 'separators', 'bevelled', 'numalign', 'denomalign',
]);

/** URL attributes, by how their URL is used. */
const URL_ATTRIBUTES: Readonly<Record<string, UrlKind>> = { href: 'link', cite: 'link', src: 'source', poster: 'source' };

/** An attribute (lower-case name) the allow-lists keep by its name, its value still to be checked: not `data-*`/`aria-*`. */
export function outputKeepsAttribute(lower: string): boolean {
  return ALLOWED_ATTRIBUTES.has(lower) || Object.hasOwn(URL_ATTRIBUTES, lower) || lower === 'srcset';
}

/** CSS that runs script or loads something in some browser (IE `expression`, `behavior`, XBL, imports, escapes). */
const UNSAFE_STYLE = /expression|javascript|vbscript|behavior|binding|@import|url\s*\(|\\|&/i;

/**
 * What a terminal acts on (ESC, BEL, CSI, OSC 52 clipboard writes, C1 controls), matched as whole sequences where
 * they are well formed, so `ESC [ 2 J` leaves no `[2J` behind: CSI (ESC [ or U+009B, parameters, a final byte);
 * OSC, DCS, SOS, PM and APC strings up to their terminator; then any single C0 control but tab and newline (a
 * lone ESC: the character after it is left, printable and inert), DEL, C1, and a carriage return not followed by
 * a newline (it moves the cursor back over text already shown; CRLF is CSV's line end); and the invisible
 * characters that hide or reorder text (./invisible.ts: tag characters, bidi overrides and isolates). Repeats are
 * bounded, so a long run cannot backtrack far.
 */
const CONTROL_CHARACTERS = new RegExp([
  '(?:\\u001b\\[|\\u009b)[0-?]{0,64}[ -/]{0,16}[@-~]',
  '(?:\\u001b[\\]PX^_]|[\\u0090\\u0098\\u009d-\\u009f])[^\\u0007\\u001b\\u009c]{0,4096}(?:\\u0007|\\u001b\\\\|\\u009c)',
  '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]',
  '\\r(?!\\n)',
  INVISIBLE_SOURCE,
].join('|'), 'g');

/** The same characters, tested first (not global, so no `lastIndex`): most text has none, and a test makes no string. */
const HAS_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source);

/**
 * `text` without control or invisible characters: every output of the engine, and everything the CLI writes to a
 * terminal or a CSV or TEI file (cli/app.ts filters stdout and stderr through it). The one filter of the project:
 * add a case here, not a second copy.
 */
export function stripControls(text: string): string {
  return HAS_CONTROL_CHARACTER.test(text) ? text.replace(CONTROL_CHARACTERS, '') : text;
}

/** An iframe is kept only as a video embed the Markdown links to (dom/kept-tags.ts KEEP_TAGS). */
const EMBED = KEEP_TAGS.find((rule) => rule.tags.includes('IFRAME'))!.value;

type Verdict = 'keep' | 'remove' | 'unwrap';

function verdict(el: Element, name: string): Verdict {
  if (REMOVED_ELEMENTS.has(name)) return 'remove';
  if (!ALLOWED_ELEMENTS.has(name)) return name === 'noscript' && hasOwnText(el) ? 'remove' : 'unwrap';
  if (name === 'iframe') return EMBED.test(el.getAttribute('src') ?? '') ? 'keep' : 'remove';
  if (name === 'input') return (el.getAttribute('type') ?? '').toLowerCase() === 'checkbox' ? 'keep' : 'remove';
  return 'keep';
}

/** A <noscript> holding its fallback as text (a browser with scripting on): the text is markup, never shown. */
function hasOwnText(el: Element): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3 && (c as Text).data.trim()) return true;
  return false;
}

/**
 * Attributes are visited last to first, so removing one leaves the indices still to visit in place (no copy of
 * the list per element), and a value is cleaned only when its attribute stays: this walk over every element and
 * attribute of the content was the output stage's largest self time in a Chromium profile.
 */
function cleanAttributes(el: Element, name: string, deadline?: Deadline): boolean {
  // Names and values as strings: reading `el.attributes[i]` makes the browser create an Attr node for each
  // attribute of each element, and the content of the 1 MB generated article (tools/bench-browser/wiki-page.ts)
  // has tens of thousands of them. An element without attributes is left at once.
  if (!el.hasAttributes()) return true;
  const names = el.getAttributeNames();
  for (let i = names.length - 1; i >= 0; i--) {
    if (deadline?.tick()) return false;
    const attribute = names[i];
    const value = el.getAttribute(attribute) ?? '';
    const lower = attribute.toLowerCase();
    let keep = ALLOWED_ATTRIBUTES.has(lower) || lower.startsWith('data-') || lower.startsWith('aria-') || lower in URL_ATTRIBUTES || lower === 'srcset';
    if (!keep) {
      el.removeAttribute(attribute);
      continue;
    }
    let clean = stripControls(value);
    if (lower in URL_ATTRIBUTES) {
      const url = safeUrl(clean, URL_ATTRIBUTES[lower]);
      keep = url !== null;
      clean = url ?? '';
    } else if (lower === 'srcset') {
      keep = clean.split(',').every((part) => safeUrl(part.trim().split(/\s+/)[0] ?? '', 'source') !== null);
    } else if (lower === 'style') {
      keep = !UNSAFE_STYLE.test(clean);
    } else if (lower === 'name') {
      keep = name === 'a'; // anchors' targets; elsewhere a name only clobbers document properties
    }
    if (!keep) el.removeAttribute(attribute);
    else if (clean !== value) el.setAttribute(attribute, clean);
  }
  return true;
}

/**
 * Applies the allow-lists to `root`'s subtree in place (the root's own tag is not serialized: innerHTML). Past
 * `deadline` it stops, and what it has not cleaned yet is removed, never left as it was: the HTML then ends early
 * (the text and Markdown are made before). Returns false when it stopped so.
 */
export function sanitizeContent(root: Element, deadline?: Deadline): boolean {
  const unwrap: Element[] = [];
  const remove: Node[] = [];
  const stack: Node[] = [];
  if (!cleanAttributes(root, root.localName.toLowerCase(), deadline)) {
    root.replaceChildren();
    return false;
  }
  for (let c = root.lastChild; c; c = c.previousSibling) stack.push(c);
  let complete = true;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (deadline?.tick()) {
      complete = false;
      stack.push(node);
      break;
    }
    if (node.nodeType === 3) {
      const text = node as Text;
      const data = text.data;
      if (HAS_CONTROL_CHARACTER.test(data)) text.data = data.replace(CONTROL_CHARACTERS, '');
      continue;
    }
    if (node.nodeType !== 1) { remove.push(node); continue; } // comments, processing instructions, CDATA
    const el = node as Element;
    const name = el.localName.toLowerCase();
    const action = verdict(el, name);
    if (action === 'remove') { remove.push(el); continue; }
    if (action === 'unwrap') unwrap.push(el);
    else if (!cleanAttributes(el, name, deadline)) {
      complete = false;
      stack.push(el);
      break;
    }
    for (let c = el.lastChild; c; c = c.previousSibling) stack.push(c);
  }
  // Stopped early: whatever is still to visit goes (a spread of the stack could pass the engine's argument limit).
  if (!complete) for (const node of stack) remove.push(node);
  for (const node of remove) node.parentNode?.removeChild(node);
  // Innermost first, so each unwrapped element's children are already final when they move up.
  for (let i = unwrap.length - 1; i >= 0; i--) unwrapInCopy(unwrap[i]);
  return complete;
}

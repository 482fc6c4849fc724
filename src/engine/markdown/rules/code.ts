/**
 * Code: fenced blocks with the language the markup names, the exact text (indentation, blank lines), and
 * none of the chrome highlighters add (line-number gutters, copy buttons, toolbars). Inline code with a
 * delimiter longer than any backtick run inside it.
 *
 * The pre-pass rewrites every code block of the clone to `<pre data-pith-lang="x"><code>text</code></pre>`,
 * so the rule only writes the fence. Fixtures: code--*.
 */
import { stateOf, type Construct, type MarkdownRule } from '../state';
import { all, ancestorWithTag, remove, replaceNode, tagOf } from '../dom';
import { WRAPPER_LEVELS } from '../../shared/facts';

/** Where highlighters put the language, tried on the `pre`, its `code`, then up to three wrappers. */
const LANGUAGE_CLASS: readonly RegExp[] = [
  /^(?:language|lang)-([\w#+.-]+)$/, // Prism, highlight.js, markdown-it, Rouge (`language-ruby highlighter-rouge`), Stack Overflow `lang-py`
  /^highlight-(?:source|text)-([\w#+.-]+)$/, // GitHub
  /^highlight-([\w#+.-]+)$/, // Sphinx/Pygments `highlight-python`
  /^brush:([\w#+.-]+);?$/, // SyntaxHighlighter (WordPress, MDN archives): class="brush: js"
];
const LANGUAGE_ATTRIBUTES = ['data-lang', 'data-language', 'lang-name'] as const;
/** Pandoc writes `class="sourceCode python"`: the token after `sourcecode`. */
const PANDOC_MARKER = 'sourcecode';
/** Class names that look like a language but say "no language". */
const NOT_A_LANGUAGE = new Set(['none', 'nohighlight', 'plain', 'plaintext', 'text', 'txt', 'source', 'code', 'default', 'undefined', 'null']);

/** Line-number gutters and per-line numbers (Pygments, Rouge, Chroma, Prism, highlight.js plugins). */
const GUTTER_SELECTOR = [
  '.linenos', '.lineno', '.linenodiv', '.line-numbers-rows', '.line-number', '.line-numbers-wrapper', '.gutter',
  '.rouge-gutter', '.ln', '.lnt', '.hljs-ln-numbers', '.react-syntax-highlighter-line-number', '.code-line-number',
  '.linenumber', '.blob-num', 'td.gl',
].join(',');
/** Copy buttons, toolbars and language badges around code blocks. */
const CHROME_SELECTOR = [
  'button', 'clipboard-copy', '.copy', '.copy-button', '.copy-code-button', '.btn-clipboard', '.code-copy',
  '.clipboard', '.toolbar', '.code-toolbar > .toolbar', '.copy-to-clipboard',
].join(',');

/**
 * A docs engine's language badge beside the pre (MDN: `<div class="example-header"><span class="language-name">js`):
 * a short text equal to the language found, or, when the markup names none, an element whose class says it is
 * the language. The language goes into the fence's info string; left in place the badge was a paragraph `js`
 * before every block. Fixture: docs--guide-intro-and-sections (test/engine/docs.test.ts).
 */
const LANGUAGE_LABEL_CLASS = /(^|[\s_-])(lang|language)([\s_-]|$)/i;
const LANGUAGE_LABEL_MAX_CHARS = 20;

/** A highlighter's wrapper holds the pre and a few controls; a larger parent is page content, left alone. */
const MAX_WRAPPER_CHILDREN = 4;

/** Code tables: a gutter cell and a code cell side by side (Pygments `highlighttable`, Rouge, Chroma,
 * GitHub blobs, highlightjs-line-numbers). Replaced by the code they hold. */
const CODE_TABLE_SELECTOR = 'table.highlighttable, table.rouge-table, table.lntable, table.hljs-ln, table.highlight, table.js-file-line-container';
/** Code cells in those tables, one per table (Pygments) or one per line (GitHub, highlightjs-line-numbers). */
const CODE_CELL_SELECTOR = 'td.code, td.rouge-code, td.lntd:last-child, td.hljs-ln-code, td.blob-code';

/** Elements that are one line each when a highlighter writes lines without newline characters. */
const LINE_TAGS = new Set(['div', 'p', 'li', 'tr']);

/** The language named by one element, or '' . */
function languageOf(el: Element): string {
  for (const attribute of LANGUAGE_ATTRIBUTES) {
    const value = el.getAttribute(attribute)?.trim().toLowerCase();
    if (value && !NOT_A_LANGUAGE.has(value)) return value;
  }
  const raw = (el.getAttribute('class') ?? '').toLowerCase().replace(/brush:\s+/g, 'brush:');
  const tokens = raw.split(/\s+/).filter(Boolean);
  for (const token of tokens) {
    for (const pattern of LANGUAGE_CLASS) {
      const match = pattern.exec(token);
      if (match && !NOT_A_LANGUAGE.has(match[1])) return match[1];
    }
  }
  const pandoc = tokens.indexOf(PANDOC_MARKER);
  if (pandoc >= 0 && tokens[pandoc + 1] && !NOT_A_LANGUAGE.has(tokens[pandoc + 1])) return tokens[pandoc + 1];
  return '';
}

function findLanguage(pre: Element): string {
  const code = pre.querySelector('code');
  if (code) {
    const fromCode = languageOf(code);
    if (fromCode) return fromCode;
  }
  let current: Element | null = pre;
  for (let depth = 0; current && depth <= WRAPPER_LEVELS; depth++, current = current.parentElement) {
    const found = languageOf(current);
    if (found) return found;
  }
  return '';
}

/**
 * The text of a code block as the reader sees it: text nodes as written, `<br>` as a newline, and a newline
 * between line elements that carry none (CodeMirror, Monaco, some Prism themes).
 */
export function codeText(el: Element): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) parts.push((child as Text).data);
      else if (child.nodeType === 1) {
        const name = tagOf(child);
        if (name === 'br') {
          parts.push('\n');
          continue;
        }
        const line = LINE_TAGS.has(name);
        if (line && parts.length > 0 && !parts[parts.length - 1].endsWith('\n')) parts.push('\n');
        walk(child);
        if (line && !parts[parts.length - 1]?.endsWith('\n')) parts.push('\n');
      }
    }
  };
  walk(el);
  return trimBlankLines(parts.join('').replace(/\r\n?/g, '\n').replace(/\u00A0/g, ' '));
}

/**
 * Blank lines before the first line and after the last are markup layout (`<code>` on its own line), not code.
 * Done line by line: a regex over runs of blank lines could backtrack on a block of thousands.
 */
export function trimBlankLines(text: string): string {
  const lines = text.split('\n');
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start].trim()) start++;
  while (end > start && !lines[end - 1].trim()) end--;
  return lines.slice(start, end).join('\n');
}

/** Replaces code tables by a plain `pre` with the code cell's text, keeping the language of the wrapper. */
function unwrapCodeTables(root: Element): void {
  for (const table of all(root, CODE_TABLE_SELECTOR)) {
    if (!table.parentNode) continue;
    const cells = all(table, CODE_CELL_SELECTOR);
    if (cells.length === 0) continue;
    for (const gutter of all(table, GUTTER_SELECTOR)) remove(gutter);
    const text = cells.map((cell) => codeText(cell)).join('\n');
    const pre = root.ownerDocument.createElement('pre');
    const lang = findLanguage(cells[0].querySelector('pre') ?? table) || findLanguage(table);
    if (lang) pre.setAttribute('data-lang', lang);
    pre.textContent = text;
    // highlightjs-line-numbers puts its table inside the original <pre><code>: replace that whole block.
    const outerPre = ancestorWithTag(table, new Set(['pre']), root);
    if (outerPre) {
      const outerLang = findLanguage(outerPre);
      if (outerLang) pre.setAttribute('data-lang', outerLang);
      replaceNode(outerPre, pre);
    } else replaceNode(table, pre);
  }
}

/**
 * Removes the language badge of `pre` from its wrapper and returns the language it names: the badge reads
 * `lang` when one is known, else it is named as a language by its class.
 */
function takeLanguageLabel(wrapper: Element, pre: Element, lang: string): string {
  for (const el of all(wrapper, '*')) {
    if (el.contains(pre) || pre.contains(el) || el.firstElementChild) continue;
    const text = (el.textContent ?? '').trim();
    if (!text || text.length > LANGUAGE_LABEL_MAX_CHARS || /\s/.test(text)) continue;
    const named = lang ? text.toLowerCase() === lang : LANGUAGE_LABEL_CLASS.test(el.getAttribute('class') ?? '');
    if (!named) continue;
    remove(el);
    return text.toLowerCase();
  }
  return '';
}

function prepareCode(root: Element): void {
  unwrapCodeTables(root);
  const doc = root.ownerDocument;
  for (const pre of all(root, 'pre')) {
    if (!pre.parentNode || ancestorWithTag(pre, new Set(['pre']), root)) continue; // nested pre: part of the outer one
    const wrapper = pre.parentElement;
    const inWrapper = wrapper && wrapper !== root && wrapper.children.length <= MAX_WRAPPER_CHILDREN;
    const lang = findLanguage(pre) || (inWrapper ? takeLanguageLabel(wrapper, pre, '') : '');
    if (lang && inWrapper) takeLanguageLabel(wrapper, pre, lang);
    for (const gutter of all(pre, GUTTER_SELECTOR)) remove(gutter);
    for (const chrome of all(pre, CHROME_SELECTOR)) remove(chrome);
    // Copy buttons and toolbars sit beside the pre in the highlighter's wrapper.
    if (inWrapper) {
      for (const chrome of all(wrapper, CHROME_SELECTOR)) if (!chrome.contains(pre)) remove(chrome);
    }
    const clean = doc.createElement('pre');
    if (lang) clean.setAttribute('data-pith-lang', lang);
    const code = doc.createElement('code');
    code.textContent = codeText(pre);
    clean.appendChild(code);
    replaceNode(pre, clean);
  }
  // `<code>` used as a block (a code element holding line divs, outside any pre) stays inline code; `tt` and
  // `samp` are code too.
  for (const el of all(root, 'tt, samp')) {
    const code = doc.createElement('code');
    while (el.firstChild) code.appendChild(el.firstChild);
    replaceNode(el, code);
  }
}

/** Longest run of `char` in `text`. */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

const fencedBlock: MarkdownRule = {
  key: 'fencedCode',
  tags: ['pre'],
  filter: (node) => tagOf(node) === 'pre',
  replacement: (_content, node, options) => {
    const code = codeText(node);
    const style = stateOf(options).style.code;
    // Indented code has no info string: the language is lost, as in every indented block.
    if (style === 'indented') return `\n\n    ${code.replace(/\n/g, '\n    ')}\n\n`;
    const lang = node.getAttribute('data-pith-lang') ?? '';
    const char = style.charAt(0);
    const fence = char.repeat(Math.max(3, longestRun(code, char) + 1));
    return `\n\n${fence}${lang}\n${code}\n${fence}\n\n`;
  },
};

const inlineCode: MarkdownRule = {
  key: 'inlineCode',
  tags: ['code'],
  filter: (node) => tagOf(node) === 'code' && tagOf(node.parentNode) !== 'pre',
  replacement: (_content, node) => {
    const text = (node.textContent ?? '').replace(/\u00A0/g, ' ').replace(/[\r\n]+/g, ' ');
    if (!text.trim()) return '';
    const delimiter = '`'.repeat(longestRun(text, '`') + 1);
    // A space pads code that starts or ends with a backtick, or that starts and ends with a space (CommonMark strips one).
    const pad = /^`|`$/.test(text) || (/^ /.test(text) && / $/.test(text)) ? ' ' : '';
    return `${delimiter}${pad}${text}${pad}${delimiter}`;
  },
};

export const code: Construct = { name: 'code', prepare: prepareCode, rules: [fencedBlock, inlineCode] };

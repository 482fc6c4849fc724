/**
 * Blockquotes (nested) and callouts. Admonitions from the common generators (GitHub alerts, MkDocs and Sphinx
 * admonitions, Docusaurus, Obsidian, Bootstrap alerts, Confluence, role=note) become `> [!type]` blocks with
 * their title when it is not just the type's name. Fixtures: structure--callout-*, structure--blockquote-*.
 */
import type { Construct, MarkdownRule } from '../state';
import { all, classTokens, remove, replaceNode, squash, tagOf } from '../dom';

const CALLOUT_SELECTOR = [
  '.markdown-alert', '.admonition', '.callout', '[data-callout]', '.theme-admonition', '.alert',
  '[role="note"]', '.confluence-information-macro',
].join(',');

/** Where the title of a callout sits. */
const TITLE_SELECTOR = '.markdown-alert-title, .admonition-title, .callout-title, .admonition-heading, [class*="admonitionHeading"], .alert-heading, .title';

/** Callout type names as the generators spell them, mapped to Obsidian/GitHub callout types. */
const TYPES: Readonly<Record<string, string>> = {
  note: 'note', seealso: 'note', primary: 'note', secondary: 'note', light: 'note', dark: 'note',
  info: 'info', information: 'info',
  tip: 'tip', hint: 'tip', success: 'success', check: 'success', done: 'success',
  important: 'important', warning: 'warning', attention: 'warning', caution: 'caution',
  danger: 'danger', error: 'danger', failure: 'failure', bug: 'bug', example: 'example',
  question: 'question', faq: 'question', quote: 'quote', abstract: 'abstract', summary: 'abstract', todo: 'todo',
};
/** Class prefixes that carry the type: `markdown-alert-note`, `alert-warning`, `theme-admonition-tip`, `alert--info`. */
const TYPE_PREFIX = /^(?:markdown-alert-|alert--?|theme-admonition-|admonition-|callout-|confluence-information-macro-)?([a-z]+)$/;

function calloutType(el: Element): string | null {
  const attribute = el.getAttribute('data-callout');
  if (attribute && TYPES[attribute.toLowerCase()]) return TYPES[attribute.toLowerCase()];
  for (const token of classTokens(el)) {
    const match = TYPE_PREFIX.exec(token);
    if (match && TYPES[match[1]]) return TYPES[match[1]];
  }
  if (el.getAttribute('role') === 'note') return 'note';
  return null;
}

function prepareCallouts(root: Element): void {
  const doc = root.ownerDocument;
  for (const el of all(root, CALLOUT_SELECTOR)) {
    if (!el.parentNode || tagOf(el) === 'table') continue;
    const type = calloutType(el);
    if (!type) continue;
    const titleEl = el.querySelector(TITLE_SELECTOR);
    const title = titleEl ? squash(titleEl.textContent) : '';
    if (titleEl) remove(titleEl);
    const quote = doc.createElement('blockquote');
    quote.setAttribute('data-pith-callout', type);
    if (title && title.toLowerCase() !== type && TYPES[title.toLowerCase()] !== type) quote.setAttribute('data-pith-title', title);
    while (el.firstChild) quote.appendChild(el.firstChild);
    replaceNode(el, quote);
  }
}

const blockquote: MarkdownRule = {
  key: 'blockquote',
  tags: ['blockquote'],
  filter: (node) => tagOf(node) === 'blockquote',
  replacement: (content, node) => {
    const body = content.replace(/^\n+/, '').replace(/\n+$/, '');
    const type = node.getAttribute('data-pith-callout');
    const title = node.getAttribute('data-pith-title');
    const head = type ? `[!${type}]${title ? ` ${title}` : ''}${body ? '\n' : ''}` : '';
    const text = head + body;
    if (!text.trim()) return '';
    return `\n\n${text.replace(/^/gm, '> ').replace(/^> $/gm, '>')}\n\n`;
  },
};

export const callouts: Construct = { name: 'callouts', prepare: prepareCallouts, rules: [blockquote] };

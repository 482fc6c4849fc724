/**
 * Inline constructs GFM has no syntax for, written as the inline HTML GFM allows (`sup`, `sub`, `mark`), and
 * line breaks as a backslash hard break (trailing spaces are invisible and editors strip them); a break that
 * ends its block, or sits in a table cell, is handled so no stray backslash shows. Fixtures: structure--inline-*.
 */
import type { Construct, MarkdownRule } from '../state';
import { isBlockTag, tagOf } from '../dom';

const HTML_INLINE = ['sup', 'sub', 'mark'];

const htmlInline: MarkdownRule = {
  key: 'htmlInline',
  tags: HTML_INLINE,
  filter: (node) => HTML_INLINE.includes(tagOf(node)),
  replacement: (content, node) => {
    if (!content.trim()) return '';
    const name = tagOf(node);
    return `<${name}>${content}</${name}>`;
  },
};

/** Whether nothing but white space and other breaks lies on one side of the node, up to its block. */
function edgeOfBlock(node: Node, side: 'nextSibling' | 'previousSibling'): boolean {
  for (let current: Node | null = node; current && !isBlockTag(current); current = current.parentNode) {
    for (let next = current[side]; next; next = next[side]) {
      if (next.nodeType === 3 && !(next as Text).data.trim()) continue;
      if (tagOf(next) === 'br') continue;
      return false;
    }
  }
  return true;
}

/** Where a break is written differently: a table cell (one line, `<br>`), a heading (one line, a space). */
function lineContext(node: Node): 'cell' | 'heading' | null {
  for (let current = node.parentNode; current; current = current.parentNode) {
    const name = tagOf(current);
    if (name === 'td' || name === 'th') return 'cell';
    if (/^h[1-6]$/.test(name)) return 'heading';
    if (name === 'table') return null;
  }
  return null;
}

const lineBreak: MarkdownRule = {
  key: 'lineBreak',
  tags: ['br'],
  filter: (node) => tagOf(node) === 'br',
  replacement: (_content, node) => {
    const context = lineContext(node);
    if (context === 'cell') return '\n';
    if (context === 'heading') return ' ';
    // A break that starts or ends its block (ietf-1 opens with a run of them) would leave a stray backslash.
    if (edgeOfBlock(node, 'nextSibling') || edgeOfBlock(node, 'previousSibling')) return '';
    return '\\\n';
  },
};

/** Task-list checkboxes (the GFM plugin's rule reads the `checked` property, which static DOMs do not all reflect). */
const taskCheckbox: MarkdownRule = {
  key: 'taskCheckbox',
  tags: ['input'],
  filter: (node) => tagOf(node) === 'input' && (node.getAttribute('type') ?? '').toLowerCase() === 'checkbox' && Boolean(node.closest('li')),
  replacement: (_content, node) => {
    const next = node.nextSibling;
    const space = next && next.nodeType === 3 && /^\s/.test((next as Text).data) ? '' : ' ';
    return `${node.hasAttribute('checked') ? '[x]' : '[ ]'}${space}`;
  },
};

export const inline: Construct = { name: 'inline', rules: [htmlInline, lineBreak, taskCheckbox] };

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
  filter: (node) => HTML_INLINE.includes(tagOf(node)),
  replacement: (content, node) => {
    if (!content.trim()) return '';
    const name = tagOf(node);
    return `<${name}>${content}</${name}>`;
  },
};

/** Whether nothing but white space and other breaks follows the node up to its block. */
function endsBlock(node: Node): boolean {
  for (let current: Node | null = node; current && !isBlockTag(current); current = current.parentNode) {
    for (let next = current.nextSibling; next; next = next.nextSibling) {
      if (next.nodeType === 3 && !(next as Text).data.trim()) continue;
      if (tagOf(next) === 'br') continue;
      return false;
    }
  }
  return true;
}

function inCell(node: Node): boolean {
  for (let current = node.parentNode; current; current = current.parentNode) {
    const name = tagOf(current);
    if (name === 'td' || name === 'th') return true;
    if (name === 'table') return false;
  }
  return false;
}

const lineBreak: MarkdownRule = {
  key: 'lineBreak',
  filter: (node) => tagOf(node) === 'br',
  replacement: (_content, node) => {
    if (inCell(node)) return '\n';
    if (endsBlock(node)) return '';
    return '\\\n';
  },
};

export const inline: Construct = { name: 'inline', rules: [htmlInline, lineBreak] };

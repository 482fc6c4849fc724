/**
 * Definition lists in the syntax of PHP Markdown Extra and pandoc: the term on its line, each definition
 * on a line starting with `: `. A GFM renderer shows them as text, still readable. Fixture: structure--definition-list.
 */
import type { Construct, MarkdownRule } from '../state';
import { tagOf } from '../dom';

function oneBlock(content: string): string {
  return content.replace(/^\n+/, '').replace(/\n+$/, '');
}

const definitionList: MarkdownRule = {
  key: 'definitionList',
  tags: ['dl'],
  filter: (node) => tagOf(node) === 'dl',
  replacement: (content) => `\n\n${oneBlock(content)}\n\n`,
};

const term: MarkdownRule = {
  key: 'definitionTerm',
  tags: ['dt'],
  filter: (node) => tagOf(node) === 'dt',
  replacement: (content, node) => {
    const previous = node.previousElementSibling;
    // A new term after a definition starts a new group: a blank line between groups.
    const gap = previous && tagOf(previous) === 'dd' ? '\n\n' : '\n';
    return `${gap}${oneBlock(content).replace(/\s*\n+\s*/g, ' ')}\n`;
  },
};

/** A definition's first block is prefixed with `: ` when it is text; later blocks (code, lists) stay at column 0,
 * where GFM parses them (an indented fence would be read as an indented code block). docs.python.org wraps
 * whole API entries in dl/dd. */
const BLOCK_START = /^(```|~~~|#{1,6} |[-*+] |\d+[.)] |>|\||\$\$|<|!\[)/;

const definition: MarkdownRule = {
  key: 'definitionDescription',
  tags: ['dd'],
  filter: (node) => tagOf(node) === 'dd',
  replacement: (content) => {
    const body = oneBlock(content);
    if (!body) return '';
    if (BLOCK_START.test(body)) return `\n\n${body}\n\n`;
    return `: ${body}\n`;
  },
};

export const definitionLists: Construct = { name: 'definitionLists', rules: [definitionList, term, definition] };

/**
 * `details`/`summary` kept as the HTML block GitHub and Obsidian render, with the body as Markdown between
 * blank lines (CommonMark then parses it). Fixture: structure--details.
 */
import type { Construct, MarkdownRule } from '../state';
import { childElements, squash, tagOf } from '../dom';
import { escapeHtml } from '../../shared/escape-html';

const details: MarkdownRule = {
  key: 'details',
  tags: ['details'],
  filter: (node) => tagOf(node) === 'details',
  replacement: (content, node) => {
    const summary = childElements(node).find((child) => tagOf(child) === 'summary');
    const head = summary ? `<summary>${escapeHtml(squash(summary.textContent))}</summary>\n` : '';
    const body = content.replace(/^\n+/, '').replace(/\n+$/, '');
    return `\n\n<details>\n${head}\n${body}\n\n</details>\n\n`;
  },
};

const summary: MarkdownRule = {
  key: 'summary',
  tags: ['summary'],
  filter: (node) => tagOf(node) === 'summary' && tagOf(node.parentNode) === 'details',
  replacement: () => '',
};

export const detailsBlocks: Construct = { name: 'details', rules: [details, summary] };

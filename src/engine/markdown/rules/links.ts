/**
 * Links: absolute (against the page URL and its `<base>`), script links reduced to their text, empty links
 * dropped. Footnote links were rewritten before this runs. Fixtures: links--*.
 */
import type { Construct, MarkdownRule, MarkdownState } from '../state';
import { all, tagOf } from '../dom';
import { destination, resolveUrl, titlePart } from '../url';

function prepareLinks(root: Element, state: MarkdownState): void {
  // One URL parse per distinct href: a long article links the same few hundred pages thousands of times (the
  // 1 MB generated article, wiki-page.ts: 9,000 links), and the hrefs are mostly absolute already (output/html.ts).
  const resolved = new Map<string, string | null>();
  for (const link of all(root, 'a[href]')) {
    const href = link.getAttribute('href') ?? '';
    let absolute = resolved.get(href);
    if (absolute === undefined) {
      absolute = resolveUrl(href, state.base);
      resolved.set(href, absolute);
    }
    if (!absolute) link.removeAttribute('href'); // javascript: and empty links keep their text only
    else if (absolute !== href) link.setAttribute('href', absolute);
  }
}

const linkRule: MarkdownRule = {
  key: 'link',
  tags: ['a'],
  filter: (node) => tagOf(node) === 'a' && Boolean(node.getAttribute('href')),
  replacement: (content, node) => {
    // A link around blocks (a card with a heading and a paragraph) becomes one line of text.
    const text = content.includes('\n')
      ? content.split('\n').map((line) => line.replace(/^\s*(#{1,6}\s+|[-*+]\s+|>\s?)/, '').trim()).filter(Boolean).join(' ')
      : content.trim();
    if (!text) return '';
    return `[${text}](${destination(node.getAttribute('href') ?? '')}${titlePart(node.getAttribute('title'))})`;
  },
};

export const links: Construct = { name: 'links', prepare: prepareLinks, rules: [linkRule] };

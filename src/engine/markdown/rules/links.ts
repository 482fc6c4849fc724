/**
 * Links: absolute (against the page URL and its `<base>`), script links reduced to their text, empty links
 * dropped. Footnote links were rewritten before this runs. Fixtures: links--*.
 */
import { stateOf, type Construct, type MarkdownRule, type MarkdownState } from '../state';
import { all, tagOf } from '../dom';
import { destination, resolveUrl, titlePart } from '../url';
import { oncePerValue } from '../../dom/once-per-value';

function prepareLinks(root: Element, state: MarkdownState): void {
  // One URL parse per distinct href (dom/once-per-value.ts); the hrefs are mostly absolute already (output/html.ts).
  const resolve = oncePerValue((href) => resolveUrl(href, state.base));
  for (const link of all(root, 'a[href]')) {
    const href = link.getAttribute('href') ?? '';
    const absolute = resolve(href);
    if (!absolute) link.removeAttribute('href'); // javascript: and empty links keep their text only
    else if (absolute !== href) link.setAttribute('href', absolute);
  }
}

const linkRule: MarkdownRule = {
  key: 'link',
  tags: ['a'],
  filter: (node) => tagOf(node) === 'a' && Boolean(node.getAttribute('href')),
  replacement: (content, node, options) => {
    // A link around blocks (a card with a heading and a paragraph) becomes one line of text.
    const text = content.includes('\n')
      ? content.split('\n').map((line) => line.replace(/^\s*(#{1,6}\s+|[-*+]\s+|>\s?)/, '').trim()).filter(Boolean).join(' ')
      : content.trim();
    if (!text) return '';
    const target = `${destination(node.getAttribute('href') ?? '')}${titlePart(node.getAttribute('title'))}`;
    const state = stateOf(options);
    if (state.style.links === 'inline') return `[${text}](${target})`;
    // Referenced: one number per destination (and title), however often it is linked.
    let n = state.references.get(target);
    if (n === undefined) state.references.set(target, n = state.references.size + 1);
    return `[${text}][${n}]`;
  },
};

export const links: Construct = { name: 'links', prepare: prepareLinks, rules: [linkRule] };

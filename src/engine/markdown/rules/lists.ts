/**
 * Lists: bullets (the style's, `-` by default) and numbers that follow `start`, `reversed` and `li value`, each item's continuation
 * lines indented to its marker's width so nesting survives. Fixtures: lists--*.
 */
import { stateOf, type Construct, type MarkdownRule, type MarkdownState } from '../state';
import { childElements, tagOf } from '../dom';
import type { BulletMarker } from '../style';

/**
 * The numbers shown for the items of an ordered list, in one pass over it: counted item by item, each item read
 * every sibling before it, quadratic in a long list.
 */
function itemNumbers(list: Element): Map<Element, number> {
  const items = childElements(list).filter((child) => tagOf(child) === 'li');
  const reversed = list.hasAttribute('reversed');
  const startAttribute = Number.parseInt(list.getAttribute('start') ?? '', 10);
  let value = Number.isFinite(startAttribute) ? startAttribute : reversed ? items.length : 1;
  const numbers = new Map<Element, number>();
  for (const item of items) {
    const explicit = Number.parseInt(item.getAttribute('value') ?? '', 10);
    if (Number.isFinite(explicit)) value = explicit;
    numbers.set(item, value);
    value += reversed ? -1 : 1;
  }
  return numbers;
}

/** The number shown for an item of an ordered list; the list's numbers are counted once per conversion. */
function itemNumber(item: Element, list: Element, state: MarkdownState): number {
  let numbers = state.itemNumbers.get(list);
  if (!numbers) state.itemNumbers.set(list, numbers = itemNumbers(list));
  return numbers.get(item) ?? 1;
}

/**
 * Two lists of the same kind in a row would merge into one in CommonMark: every other one uses the
 * alternative marker (`*` for `-` bullets, `-` for the others, `1)` for numbers), which starts a new list. Fixture: lists--ordered-start.
 */
/** The bullet that starts a new list after a list with this one. */
const ALTERNATE_BULLET: Readonly<Record<BulletMarker, BulletMarker>> = { '-': '*', '*': '-', '+': '-' };

function usesAlternateMarker(list: Element): boolean {
  let run = 0;
  for (let previous = list.previousElementSibling; previous && tagOf(previous) === tagOf(list); previous = previous.previousElementSibling) run++;
  return run % 2 === 1;
}

const listItem: MarkdownRule = {
  key: 'listItem',
  tags: ['li'],
  filter: (node) => tagOf(node) === 'li',
  replacement: (content, node, options) => {
    const list = node.parentElement;
    const alternate = list ? usesAlternateMarker(list) : false;
    const state = stateOf(options);
    const bullet = state.style.bullet;
    const prefix = list && tagOf(list) === 'ol' ? `${itemNumber(node, list, state)}${alternate ? ')' : '.'} ` : `${alternate ? ALTERNATE_BULLET[bullet] : bullet} `;
    const loose = /\n$/.test(content);
    const body = content.replace(/^\n+/, '').replace(/\n+$/, '') + (loose ? '\n' : '');
    const indented = body.replace(/\n(?=.)/g, `\n${' '.repeat(prefix.length)}`);
    return `${prefix}${indented}${node.nextSibling ? '\n' : ''}`;
  },
};

const list: MarkdownRule = {
  key: 'list',
  tags: ['ul', 'ol'],
  filter: (node) => tagOf(node) === 'ul' || tagOf(node) === 'ol',
  replacement: (content, node) => {
    const parent = node.parentElement;
    if (parent && tagOf(parent) === 'li' && parent.lastElementChild === node) return `\n${content}`;
    return `\n\n${content}\n\n`;
  },
};

export const lists: Construct = { name: 'lists', rules: [listItem, list] };

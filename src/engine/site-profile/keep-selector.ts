/**
 * A selector for "always keep this on <site>": one that matches the removed block and nothing else on
 * its page, as readable as can be, so the user can judge it before it is saved. Tried in order: the block's id,
 * its tag and classes, those under the nearest ancestor that one such selector names alone, and last the
 * `:nth-of-type` path from that ancestor (or the body).
 */
import * as dom from '../dom/read';

/** Ids and classes with a run of digits or a long hex tail are generated per page load (React, CSS modules). */
const GENERATED = /\d{3,}|[-_][a-z0-9]{6,}$|^[a-f0-9]{8,}$/i;
/** CSS.escape is not in Node: names outside this stay out of selectors rather than being escaped. */
const PLAIN_NAME = /^[A-Za-z_][\w-]*$/;

export function keepSelectorFor(el: Element, document: Document): string {
  const own = plainSelectors(el);
  for (const selector of own) if (unique(document, selector, el)) return selector;
  const chain: string[] = [];
  for (let cur: Element | null = el; cur; cur = dom.parentElement(cur)) {
    const tag = dom.tagName(cur).toLowerCase();
    if (tag === 'body' || tag === 'html') return `body > ${chain.join(' > ')}`.replace(/ > $/, '');
    if (cur !== el) {
      const anchor = plainSelectors(cur).find((s) => unique(document, s, cur!));
      if (anchor) {
        for (const selector of own) if (unique(document, `${anchor} ${selector}`, el)) return `${anchor} ${selector}`;
        return `${anchor} > ${chain.join(' > ')}`;
      }
    }
    chain.unshift(`${tag}:nth-of-type(${indexOfType(cur)})`);
  }
  return chain.join(' > ');
}

/** `#id`, then `tag.class.class`, then `tag.class` for each class: the ones free of generated names. */
function plainSelectors(el: Element): string[] {
  const tag = dom.tagName(el).toLowerCase();
  const id = dom.getAttribute(el, 'id');
  const classes = (dom.getAttribute(el, 'class') ?? '').split(/\s+/).filter((c) => PLAIN_NAME.test(c) && !GENERATED.test(c));
  const out: string[] = [];
  if (id && PLAIN_NAME.test(id) && !GENERATED.test(id)) out.push(`#${id}`);
  if (classes.length > 0) out.push(`${tag}.${classes.join('.')}`, ...classes.map((c) => `${tag}.${c}`));
  return out;
}

function unique(document: Document, selector: string, el: Element): boolean {
  const found = dom.querySelectorAll(document, selector);
  return found.length === 1 && found[0] === el;
}

function indexOfType(el: Element): number {
  let n = 1;
  const tag = dom.tagName(el);
  for (let s = dom.previousElementSibling(el); s; s = dom.previousElementSibling(s)) if (dom.tagName(s) === tag) n++;
  return n;
}

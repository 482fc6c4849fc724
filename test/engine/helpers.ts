/** Shared test helpers: fixture loading and parsing with each static DOM the engine must run on. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parseHTML } from 'linkedom';

export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const PAGE_URL = 'https://example.org/2024/story.html';

export type Dom = 'jsdom' | 'linkedom';
export const DOMS: readonly Dom[] = ['jsdom', 'linkedom'];

export function fixture(name: string): string {
  const html = readFileSync(join(FIXTURES, `${name}.html`), 'utf8');
  if (!html.startsWith('<!-- Intent:')) throw new Error(`fixture ${name} must start with an intent comment`);
  return html;
}

export function fixtureNames(): string[] {
  return readdirSync(FIXTURES).filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -5)).sort();
}

export function parse(html: string, dom: Dom = 'jsdom', url = PAGE_URL): Document {
  if (dom === 'jsdom') return new JSDOM(html, { url, virtualConsole: new VirtualConsole() }).window.document;
  const { document } = parseHTML(html) as unknown as { document: Document };
  Object.defineProperty(document, 'URL', { value: url, configurable: true });
  return document;
}

/** Serialization of the whole document, to compare before and after. */
export function serialize(document: Document): string {
  return document.documentElement ? document.documentElement.outerHTML : '';
}

/**
 * Random HTML bodies for property tests, seeded so a failure repeats: up to four children per level, each one of
 * `pieces` or, above the last level, a wrapper (an opening tag, drawn by its share) around a deeper tree.
 */
export function randomBodies(seed: number, pieces: readonly string[], wrappers: readonly (readonly [openTag: string, share: number])[]): (depth: number) => string {
  let state = seed;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const tree = (depth: number): string => {
    let html = '';
    const count = Math.floor(random() * 5);
    for (let i = 0; i < count; i++) {
      const r = random();
      let bound = 0;
      const wrapper = depth > 0 ? wrappers.find(([, share]) => r < (bound += share)) : undefined;
      html += wrapper ? `<${wrapper[0]}>${tree(depth - 1)}</${wrapper[0].split(' ')[0]}>` : pieces[Math.floor(random() * pieces.length)];
    }
    return html;
  };
  return tree;
}

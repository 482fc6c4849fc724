/**
 * dom/text-lengths.ts gives every element's text length from one walk (issue 15: cleaning serialized and scanned
 * the text of the page and of each block it weighed again). Each length must be exactly the one
 * `scanText(el.textContent)` gives, for every element, in both DOMs, whatever white space meets at the seams of
 * text nodes, elements, comments and empty elements.
 */
import { describe, expect, it } from 'vitest';
import { scanText } from '../../src/engine/dom/stats';
import { textLengths } from '../../src/engine/dom/text-lengths';
import { parse, randomBodies } from './helpers';

const PIECES = [' ', '\n', '\u00a0', '\u3000', 'a', 'Öl', 'мир', '，', '  x  ', '', '<b> </b>', '<i>y</i>', '<!-- z -->', '<span></span>',
  '<p> p </p>', '<script>var s = 1;</script>', '<br>', '<em> <b>k</b> </em>', '<template>t u</template>', '\t\t'];

function check(body: string, domName: 'jsdom' | 'linkedom'): void {
  const document = parse(`<!doctype html><html><body>${body}</body></html>`, domName);
  const root = document.body;
  const lengthOf = textLengths(root);
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    expect(lengthOf(el), `${domName} ${el.tagName} in ${JSON.stringify(body)}`).toBe(scanText(el.textContent ?? '').length);
  }
}

describe('textLengths', () => {
  it('equals scanText(textContent) on hand-written blocks', () => {
    for (const domName of ['jsdom', 'linkedom'] as const) {
      check('<div> Grüße <span>aus</span>Köln </div><p>\u00a0</p><div><span> </span><span>fin</span></div>', domName);
      check('<div></div>', domName);
      check('  <ul> <li>一</li> <li>二</li> </ul>  ', domName);
    }
  });

  it('equals scanText(textContent) on generated trees of text, white space and elements', () => {
    const tree = randomBodies(11, PIECES, [['div', 0.35]]);
    for (let n = 0; n < 150; n++) {
      const body = tree(3);
      check(body, 'jsdom');
      check(body, 'linkedom');
    }
  });
});

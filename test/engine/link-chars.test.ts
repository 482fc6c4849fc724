/**
 * dom/stats.ts textAndLinkChars weighs a candidate (fallback/compare.ts) without the full stats walk (issue 15:
 * the per-element records cost 26 ms of the 1 MB page's first call in Chromium). Its two counts must be exactly
 * the root's `chars` and `linkChars` from computeStats, in both DOMs, with links nested, empty, at the root and
 * holding blocks, and it must give up where computeStats does: past the deadline.
 */
import { describe, expect, it } from 'vitest';
import { computeStats, textAndLinkChars } from '../../src/engine/dom/stats';
import { Deadline } from '../../src/engine/dom/deadline';
import { parse, randomBodies } from './helpers';

const PIECES = [' ', '\n', '\u00a0', 'a', 'Öl', 'мир', '，', '  x  ', '', '<a href="/k"> Köln </a>', '<a></a>', '<i>y</i>',
  '<!-- z -->', '<span></span>', '<p> p. </p>', '<br>', '<a href="#n"><b>新闻</b> </a>', '<template>t u</template>', '\t'];

function check(body: string, domName: 'jsdom' | 'linkedom'): void {
  const document = parse(`<!doctype html><html><body>${body}</body></html>`, domName);
  for (const root of [document.body, ...Array.from(document.body.querySelectorAll('div, a'))]) {
    const s = computeStats(root).get(root)!;
    expect(textAndLinkChars(root), `${domName} ${root.tagName} in ${JSON.stringify(body)}`).toEqual({ chars: s.chars, linkChars: s.linkChars });
  }
}

describe('textAndLinkChars', () => {
  it("equals computeStats' root chars and link chars on hand-written blocks", () => {
    for (const domName of ['jsdom', 'linkedom'] as const) {
      check('<div> Grüße <a href="/a">aus <b>Köln</b></a>, fin.</div><p>\u00a0</p>', domName);
      check('<a href="/x"><div>Bloc <span>un</span></div><div>deux</div></a>', domName);
      check('<div></div>', domName);
    }
  });

  it("equals computeStats' root chars and link chars on generated trees", () => {
    const tree = randomBodies(5, PIECES, [['div', 0.25], ['a href="/l"', 0.15]]);
    for (let n = 0; n < 150; n++) for (const domName of ['jsdom', 'linkedom'] as const) check(tree(4), domName);
  });

  it('answers undefined past the deadline, as computeStats leaves the root without stats', () => {
    const document = parse(`<!doctype html><html><body>${'<p>mot</p>'.repeat(3000)}</body></html>`, 'linkedom');
    const expired = new Deadline(-1);
    expired.passed();
    expect(textAndLinkChars(document.body, expired)).toBeUndefined();
    expect(computeStats(document.body, undefined, undefined, expired).get(document.body)).toBeUndefined();
  });
});

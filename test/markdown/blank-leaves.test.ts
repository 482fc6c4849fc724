/**
 * Blank elements without child elements (icon spans, spacer divs) answer Turndown's per-tag searches from
 * markdown/walk.ts without searching the tree (issue 15: 18% of the Markdown step in Chromium), and a blank element
 * holding elements is walked once instead of searched for 27 tag names; a blank element holding an image still
 * finds it, and the Markdown is what Turndown wrote before.
 */
import { describe, expect, it, vi } from 'vitest';
import { toMarkdown } from '../../src/engine/markdown';
import { DOMS, FIXTURE_URL, metadata } from './dom';

const PAGE = `<article>
  <p>Intro <span class="icon"></span> text <span> </span>after.</p>
  <div class="spacer"></div>
  <div class="figure"><span><img src="/a.png" alt="A chart"></span></div>
  <p>Last <i class="fa fa-link"></i>line.</p>
</article>`;

describe('blank leaves in the Markdown copy', () => {
  for (const [name, parse] of Object.entries(DOMS)) {
    it(`keep the Markdown and search no tree for them (${name})`, () => {
      const document = parse(PAGE, FIXTURE_URL);
      const article = document.querySelector('article')!;
      // The method every element inherits (Element.prototype in jsdom, its parent-node mixin in linkedom).
      let owner: object | null = article;
      while (owner && !Object.prototype.hasOwnProperty.call(owner, 'getElementsByTagName')) owner = Object.getPrototypeOf(owner);
      const spy = vi.spyOn(owner as { getElementsByTagName: (tag: string) => unknown }, 'getElementsByTagName');
      const markdown = toMarkdown(article, { baseUrl: FIXTURE_URL, metadata: metadata(), frontMatter: false });
      const searched = spy.mock.contexts as Element[];
      spy.mockRestore();
      expect(markdown).toBe('Intro text after.\n\n![A chart](https://example.com/a.png)\n\nLast line.\n');
      // No element inside is searched by tag: the blank leaves are answered at once, the figure wrapper by one walk.
      // (jsdom's selector engine searches the converted copy itself by tag for the pre-passes' querySelectorAll.)
      expect(searched.filter((el) => el.tagName !== 'ARTICLE').map((el) => el.outerHTML)).toEqual([]);
    });
  }
});

/**
 * output/html.ts resolves each distinct link value once per extraction (issue 15: `new URL` per link was the
 * output stage's largest native self time on the 1 MB page). Every occurrence must still come out absolute,
 * relative to the page, already absolute ones unchanged, in-page and `mailto:` links as they were.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, parse } from './helpers';

const PARAGRAPH = '<p>Die <a href="../stadt/koeln"> Stadt </a> liegt am <a href="https://de.example.org/rhein">Rhein</a>, '
  + 'siehe <a href="#anm-1">Anmerkung</a> und <a href="mailto:redaktion@example.org">Redaktion</a>; '
  + 'die <a href="../stadt/koeln">Stadt</a> zählt über eine Million Einwohner und ist die größte des Landes.</p>';

describe('repeated link targets', () => {
  it('makes every occurrence of a relative link absolute', () => {
    for (const domName of DOMS) {
      const html = `<!doctype html><html><body><article><h1>Köln</h1>${PARAGRAPH.repeat(6)}<p id="anm-1">Anmerkung eins.</p>`
        + '<img src="bilder/dom.jpg" srcset="bilder/dom.jpg 1x, bilder/dom-2x.jpg 2x" alt="Dom"></article></body></html>';
      const result = extract(parse(html, domName), { markdown: false });
      const hrefs = [...result.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs.filter((h) => h === 'https://example.org/stadt/koeln'), domName).toHaveLength(12);
      expect(hrefs.filter((h) => h === 'https://de.example.org/rhein'), domName).toHaveLength(6);
      expect(hrefs.filter((h) => h === 'mailto:redaktion@example.org'), domName).toHaveLength(6);
      expect(hrefs.some((h) => h.startsWith('../')), domName).toBe(false);
      expect(result.html, domName).toContain('src="https://example.org/2024/bilder/dom.jpg"');
      expect(result.html, domName).toContain('https://example.org/2024/bilder/dom-2x.jpg 2x');
    }
  });
});

/**
 * Page fixtures: test/markdown/pages/<category--slug>.html run through the whole engine (cleaning, extraction,
 * Markdown) and compared with <name>.md, for Markdown behaviour that depends on a stage before the converter
 * (what cleaning keeps for it). Same rules as fixtures/: an intent comment first, a missing expected file fails,
 * `UPDATE=1` rewrites on purpose, linkedom and jsdom give the same Markdown. The text output must not gain TeX.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from '../../src/engine';
import { DOMS, FIXTURE_URL } from './dom';

const DIR = join(__dirname, 'pages');
const UPDATE = process.env.UPDATE === '1';
const names = readdirSync(DIR).filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -5)).sort();
/** TeX commands and delimiters: none of these belongs in the text output. */
const TEX = /\\[a-z]+|\$|\{\\/i;

describe('markdown page fixtures (whole engine)', () => {
  it('exist', () => expect(names.length).toBeGreaterThan(0));

  for (const name of names) {
    it(name, () => {
      const html = readFileSync(join(DIR, `${name}.html`), 'utf8');
      expect(html.trimStart().startsWith('<!--'), `${name}.html must open with a comment stating its intent`).toBe(true);
      const outputs = Object.entries(DOMS).map(([dom, parse]) => {
        const result = extract(parse(html, FIXTURE_URL), { url: FIXTURE_URL, markdown: true, frontMatter: false });
        return { dom, markdown: result.markdown, text: result.text };
      });
      const expectedPath = join(DIR, `${name}.md`);
      if (UPDATE) writeFileSync(expectedPath, outputs[0].markdown);
      expect(existsSync(expectedPath), `missing ${name}.md (write it with UPDATE=1 after checking the output)`).toBe(true);
      const expected = readFileSync(expectedPath, 'utf8');
      for (const { dom, markdown, text } of outputs) {
        expect(markdown, `${name} under ${dom}`).toBe(expected);
        expect(text, `${name} text under ${dom}`).not.toMatch(TEX);
        expect(text.length, `${name} text under ${dom}`).toBeGreaterThan(0);
      }
    });
  }
});

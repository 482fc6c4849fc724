/**
 * One fixture per behaviour: test/markdown/fixtures/<category--slug>.html, starting with a comment that states
 * its intent, converted from its <body> and compared with <name>.md. A missing expected file fails; `UPDATE=1`
 * (re)writes expected files on purpose. Every fixture runs under linkedom and jsdom with the same expectation.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMarkdown } from '../../src/engine/markdown';
import { DOMS, FIXTURE_URL, metadata } from './dom';

const DIR = join(__dirname, 'fixtures');
const UPDATE = process.env.UPDATE === '1';
const names = readdirSync(DIR).filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -5)).sort();

describe('markdown fixtures', () => {
  it('exist and are named category--slug', () => {
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(name).toMatch(/^[a-z]+--[a-z0-9-]+$/);
  });

  for (const name of names) {
    it(name, () => {
      const html = readFileSync(join(DIR, `${name}.html`), 'utf8');
      expect(html.trimStart().startsWith('<!--'), `${name}.html must open with a comment stating its intent`).toBe(true);
      const outputs = Object.entries(DOMS).map(([dom, parse]) => {
        const document = parse(html, FIXTURE_URL);
        return { dom, markdown: toMarkdown(document.body, { baseUrl: FIXTURE_URL, metadata: metadata(), frontMatter: false }) };
      });
      const expectedPath = join(DIR, `${name}.md`);
      if (UPDATE) writeFileSync(expectedPath, outputs[0].markdown);
      expect(existsSync(expectedPath), `missing ${name}.md (write it with UPDATE=1 after checking the output)`).toBe(true);
      const expected = readFileSync(expectedPath, 'utf8');
      for (const { dom, markdown } of outputs) expect(markdown, `${name} under ${dom}`).toBe(expected);
    });
  }
});

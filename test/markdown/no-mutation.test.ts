/** toMarkdown works on a clone: the element it is given (a user's live page in the extension) is untouched. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMarkdown } from '../../src/engine/markdown';
import { DOMS, FIXTURE_URL, metadata } from './dom';

const DIR = join(__dirname, 'fixtures');

describe('toMarkdown never mutates its input', () => {
  for (const [dom, parse] of Object.entries(DOMS)) {
    it(`leaves every fixture's DOM unchanged (${dom})`, () => {
      for (const file of readdirSync(DIR).filter((f) => f.endsWith('.html'))) {
        const document = parse(readFileSync(join(DIR, file), 'utf8'), FIXTURE_URL);
        const before = document.documentElement.outerHTML;
        toMarkdown(document.body, { baseUrl: FIXTURE_URL, metadata: metadata(), frontMatter: true });
        expect(document.documentElement.outerHTML, file).toBe(before);
      }
    });
  }
});

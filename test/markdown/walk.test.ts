/**
 * markdown/walk.ts writes Turndown's conversion loop again for speed (issue 15): over the same service it must
 * give what Turndown's own `turndown()` gives. Compared on every Markdown fixture's HTML and on a slice of the
 * generated 1 MB article (links, citation marks, tables, lists), with Turndown's default rules plus the GFM
 * plugin's, under both Node DOMs, with Turndown's own rule lookup and with rule-index.ts's. A Turndown upgrade that
 * changes its loop or its rules' filters fails here first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import TurndownService from 'turndown';
import { strikethrough, tables, taskListItems } from '@joplin/turndown-plugin-gfm';
import { convertTree } from '../../src/engine/markdown/walk';
import { indexRules } from '../../src/engine/markdown/rule-index';
import { wikiPage } from '../../tools/bench-browser/wiki-page';
import { DOMS, FIXTURE_URL } from './dom';

const FIXTURES = join(__dirname, 'fixtures');

const inputs: [string, string][] = [
  ...readdirSync(FIXTURES).filter((name) => name.endsWith('.html')).sort()
    .map((name): [string, string] => [name, readFileSync(join(FIXTURES, name), 'utf8')]),
  ['wiki-page (3 sections)', wikiPage({ sections: 3 })],
  ['white space and code', '<div> a <b> b </b><i>c </i> d<br> <code> x  y </code><pre>  p\n  q </pre>&nbsp;<span> </span><em>\u00a0e\u00a0</em>f</div>'],
  // Text with nothing to collapse is not rewritten; each kind of run still is (a tab, CR LF, two spaces, no-break spaces).
  ['runs of white space', '<p>eins\tzwei\r\ndrei  vier \u00a0 fünf</p><p>sechs sieben </p><p> acht<b> neun </b> zehn</p><div>\u00a0\u00a0elf</div>'],
];

function service(): TurndownService {
  const made = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', linkStyle: 'referenced' });
  made.use([strikethrough, tables, taskListItems]);
  return made;
}

describe("walk.ts converts as Turndown's own loop does", () => {
  for (const [name, parse] of Object.entries(DOMS)) {
    it(`on every fixture and the generated article (${name})`, () => {
      for (const [label, html] of inputs) {
        const body = parse(html, FIXTURE_URL).body;
        const expected = service().turndown(body);
        const actual = convertTree(service(), body.cloneNode(true) as HTMLElement);
        expect(actual, label).toBe(expected);
        // The rule index (rule-index.ts: each rule tried only on the tags its filter can take) finds the same rules.
        const indexed = service();
        indexRules(indexed);
        expect(convertTree(indexed, body.cloneNode(true) as HTMLElement), `${label} (indexed rules)`).toBe(expected);
      }
    });
  }
});

// Intent (issue 12 item 8): malformed pages a browser repairs give the CLI the same article. linkedom alone
// returned an empty body for stray tags between </head> and <body>, kept a page whose <head> is never closed
// (and has no <body>) inside <head>, and let an unclosed <svg> or the raw text of an <iframe> swallow the rest.
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { parseDocument } from '../../src/cli/dom';

const PROSE = 'The river rose through the night, and by morning the lower fields of the valley were under water. ';
const ARTICLE = `<article><h1>Flood in the valley</h1><p>${PROSE.repeat(4)}</p><p>Closing words. ${PROSE.repeat(3)}</p></article>`;

const SHAPES: [string, string][] = [
  ['stray tags between </head> and <body>', `<!doctype html><html><head><title>Flood</title></head><div id="ad"></div><span>x</span><body>${ARTICLE}</body></html>`],
  ['a script between </head> and <body>', `<!doctype html><html><head><title>Flood</title></head>\n<script>var x = 1;</script>\n<body>${ARTICLE}</body></html>`],
  ['a <head> never closed, no <body>', `<!doctype html><html><head><title>Flood</title><meta charset="utf-8">${ARTICLE}</html>`],
  ['a <head> never closed after a <link>, no <body>', `<html><head><link rel="stylesheet" href="a.css"><style>p{}</style>${ARTICLE}`],
  ['an <svg> never closed before the article', `<!doctype html><html><body><svg><path d="M0 0"></p>${ARTICLE}</body></html>`],
  ['an <iframe> whose fallback text holds a tag', `<!doctype html><html><body><iframe><img src="</iframe>${ARTICLE}<p>x">tail</p></body></html>`],
];

describe('the CLI parse builds the tree a browser builds', () => {
  it.each(SHAPES)('%s', (_name, html) => {
    const document = parseDocument(html, 'https://example.org/flood.html');
    // The body holds the article (linkedom's body getter made a new, empty one): the rules read it, so no
    // fallback has to rescue the page (Readability did on pages this small, not on the corpus pages).
    expect(document.body.textContent).toContain('Closing words.');
    const { text, stage } = extract(document, { markdown: false });
    expect(stage).toBe('rules');
    expect(text).toContain('The river rose through the night');
    expect(text).toContain('Closing words.');
  });
});

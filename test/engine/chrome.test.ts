/**
 * Site chrome of the common engines leaves no trace in text, HTML and Markdown (issue 11), found by position,
 * link targets and repetition (src/engine/rules/chrome.ts, output/in-page-links.ts). Fixtures: chrome--*.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], url: string, mode: 'standard' | 'precision' = 'standard') =>
  extract(parse(fixture(name), dom, url), { mode, url, frontMatter: false });
const formats = (r: ReturnType<typeof run>) => ({ text: r.text, html: r.html, markdown: r.markdown });

describe.each(DOMS)('site chrome (%s)', (dom) => {
  const wiki = (mode: 'standard' | 'precision' = 'standard') => run('chrome--mediawiki-article', dom, 'https://en.wikipedia.org/wiki/Quillon', mode);

  it.each(['standard', 'precision'] as const)('MediaWiki: no skip links, site-sub line or repeated title (%s)', (mode) => {
    const result = wiki(mode);
    for (const [format, out] of Object.entries(formats(result))) {
      expect(out, format).toContain('QUILLON-END-MARKER');
      for (const gone of ['Jump to', 'From Wikipedia', 'free encyclopedia']) expect(out, `${format}: ${gone}`).not.toContain(gone);
    }
    expect(result.html).not.toMatch(/<h1[^>]*>\s*Quillon\s*<\/h1>/);
    expect(result.markdown).not.toMatch(/^# Quillon$/m);
  });

  it('MediaWiki: the list inside an infobox cell is kept', () => {
    const { html, markdown, text } = wiki();
    expect(html).toMatch(/<td[^>]*>(<div[^>]*>)?<ul><li><a [^>]*>INFOBOX-LIST-ONE/);
    // The Markdown's minimal table HTML keeps each item of the cell's list on a line of its own.
    expect(markdown).toMatch(/<td><a [^>]*>INFOBOX-LIST-ONE Arming sword<\/a><br><a [^>]*>INFOBOX-LIST-TWO/);
    expect(text).toContain('INFOBOX-LIST-TWO');
  });

  it.each(['standard', 'precision'] as const)('news: no "By" stub, action row or tag line; the story stays whole (%s)', (mode) => {
    const result = run('chrome--news-article', dom, 'https://example.org/harbour', mode);
    for (const [format, out] of Object.entries(formats(result))) {
      expect(out, format).toContain('STORY-START');
      expect(out, format).toContain('STORY-END');
      expect(out, format).toContain('share the inner harbour');
      for (const gone of ['Read later', 'Filed under', 'Harbours', '>By<', 'Email']) expect(out, `${format}: ${gone}`).not.toContain(gone);
    }
    expect(result.text).not.toMatch(/^By$/m);
    expect(result.markdown).not.toMatch(/^#+ \*?By\*?$/m);
    expect(result.html).not.toContain('getpocket');
  });

  // One fixture per engine holding all of its cases: what must survive, and the chrome strings that must not.
  const ENGINES = [
    { name: 'WordPress/Substack: no skip link, "Jump to" or repeated title', fixture: 'chrome--wordpress-post', url: 'https://orchard.example/2026/pruning/',
      kept: ['ORCHARD-START', 'ORCHARD-END'], gone: ['Skip to', 'Jump to'], title: 'Notes on pruning old apple trees' },
    { name: 'Sphinx: no skip link, "Jump to" or headerlink ¶', fixture: 'chrome--sphinx-page', url: 'https://quarrel.example/en/2.4/caches.html',
      kept: ['SPHINX-START', 'SPHINX-END', 'max_entries = 512', 'Memory cache'], gone: ['Skip to', 'Jump to', '¶'], title: null },
    { name: 'MDN-like docs: no skip links or repeated title', fixture: 'chrome--mdn-docs', url: 'https://devdocs.example/en-US/docs/frob/using',
      kept: ['MDN-START', 'MDN-END', 'navigator.frob.promote'], gone: ['Skip to'], title: 'Using the Frobnicator API' },
    { name: 'Discourse: no skip link, repeated title, "Posted by" stub or share row', fixture: 'chrome--discourse-topic', url: 'https://forum.example/t/kiln-shelf-cracked-on-the-first-firing/3318',
      kept: ['DISCOURSE-START', 'DISCOURSE-END'], gone: ['Skip to', 'Posted by', 'Facebook', 'Twitter', 'Email', 'sharer'], title: 'Kiln shelf cracked on the first firing' },
    { name: 'XenForo: no skip link, repeated title, "Started by" stub or share row', fixture: 'chrome--xenforo-thread', url: 'https://forum.example/threads/best-way-to-fix-a-sagging-gate.4410/',
      kept: ['XENFORO-START', 'XENFORO-END'], gone: ['Skip to', 'Started by', 'Share:', 'Facebook', 'Reddit', 'Email', 'sharer'], title: 'Best way to fix a sagging gate?' },
  ];

  it.each(ENGINES)('$name', ({ fixture: name, url, kept, gone, title }) => {
    const result = run(name, dom, url);
    for (const [format, out] of Object.entries({ text: result.text, markdown: result.markdown })) {
      for (const k of kept) expect(out, `${format} keeps ${k}`).toContain(k);
      for (const g of gone) expect(out, `${format}: ${g}`).not.toContain(g);
      if (title) expect(out.split(title).length - 1, `${format}: title repeated`).toBe(0);
    }
  });
});

// Intent: every Node DOM the CLI and bench can use gives the engine a standard-shaped Document: the page URL
// (document.URL, baseURI honouring <base>), html/head/body even when the markup leaves them implicit, and
// document.implementation for the engine's own output document.
import { describe, expect, it } from 'vitest';
import { DOM_LIBRARIES, parseDocument } from '../../src/cli/dom';

const URL_ = 'https://garden.example/notes/frame.html';

describe.each(DOM_LIBRARIES)('parseDocument with %s', (library) => {
  it('carries the page URL and resolves <base> against it', () => {
    const d = parseDocument('<!DOCTYPE html><html><head><base href="/static/"><title>T</title></head><body><p>x</p></body></html>', URL_, library);
    expect(d.URL).toBe(URL_);
    expect(d.baseURI).toBe('https://garden.example/static/');
    expect(d.title).toBe('T');
  });

  it.each([
    ['bare text', 'just some words', 'just some words', ''],
    ['a fragment', '<p>one</p><p>two</p>', 'onetwo', ''],
    ['a head-less page', '<title>Kept</title><p>body text</p>', 'body text', 'Kept'],
    ['html without body', '<html><p>inside</p></html>', 'inside', ''],
    ['body without html', '<!doctype html><body><p>inside</p>', 'inside', ''],
    ['a script before head', '<!doctype html><html><script>x=1</script><head><title>T</title></head><body><p>inside</p></body></html>', 'inside', 'T'],
    ['a meta before head', '<html><meta charset="utf-8"><head><title>T</title></head><body><p>inside</p></body></html>', 'inside', 'T'],
    ['nothing', '', '', ''],
  ])('builds html/head/body for %s', (_name, html, bodyText, title) => {
    const d = parseDocument(html, URL_, library);
    expect(d.documentElement.localName).toBe('html');
    expect(d.head).not.toBeNull();
    expect(d.body.parentNode).toBe(d.documentElement);
    // toContain, not toBe: happy-dom leaves an implicit-head <title> in the body (one reason it is not the default).
    expect(d.body.textContent).toContain(bodyText);
    if (library !== 'happy-dom') expect(d.body.textContent).toBe(bodyText);
    expect(d.title).toBe(title);
  });

  it('keeps the root\'s attributes when it rebuilds html/head/body', () => {
    const d = parseDocument('<html lang="de" dir="ltr"><script>x=1</script><head><title>T</title></head><body><p>drinnen</p></body></html>', URL_, library);
    expect(d.documentElement.getAttribute('lang')).toBe('de');
    expect(d.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('offers document.implementation.createHTMLDocument', () => {
    const d = parseDocument('<p>x</p>', URL_, library);
    const out = d.implementation.createHTMLDocument('out');
    out.body.appendChild(out.createElement('div')).textContent = 'made';
    expect(out.body.textContent).toBe('made');
    expect(d.body.textContent).toBe('x');
  });
});

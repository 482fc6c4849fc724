import { describe, expect, it } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import { extract } from '../../src/engine';
import { withNoscriptMarkup } from '../../src/engine/clean/noscript';
import { fixture, parse, PAGE_URL } from './helpers';

/** jsdom with scripting on parses <noscript> content as one text node, as a browser with JavaScript on does. */
function scriptingOn(html: string): JSDOM {
  // src/cli/jsdom.d.ts declares only the options the CLI uses; jsdom itself takes runScripts.
  const options = { url: PAGE_URL, runScripts: 'dangerously', virtualConsole: new VirtualConsole() };
  return new JSDOM(html, options);
}

const THREAD = fixture('clean--noscript-thread-as-text');

describe('clean/noscript: <noscript> content held as text', () => {
  it('the fixture really holds its <noscript> as text with scripting on (and as elements without)', () => {
    const on = scriptingOn(THREAD).window.document.querySelector('noscript')!;
    expect(on.firstElementChild).toBeNull();
    expect(on.textContent).toContain('<div class="post">');
    expect(parse(THREAD, 'jsdom').querySelector('noscript')!.firstElementChild).not.toBeNull();
  });

  it('extracts the thread from the text form, as from the parsed form', () => {
    const dom = scriptingOn(THREAD);
    const live = extract(dom.window.document, { markdown: false });
    const parsed = extract(parse(THREAD, 'linkedom'), { markdown: false });
    expect(live.text).toContain('Change them one pair at a time');
    expect(live.text).toContain('every time I change the strings the bridge moves');
    expect(live.text).toBe(parsed.text);
  });

  it('never changes the page and runs nothing from the <noscript> text', () => {
    const dom = scriptingOn(THREAD);
    const document = dom.window.document;
    const before = document.documentElement.outerHTML;
    const read = withNoscriptMarkup(document, 20);
    expect(read).not.toBe(document);
    expect(read.querySelector('noscript .post')).not.toBeNull();
    expect(document.documentElement.outerHTML).toBe(before);
    expect((dom.window as unknown as { __noscriptRan?: string }).__noscriptRan).toBeUndefined();
  });

  it('leaves pages alone when no <noscript> holds enough markup (a tracking pixel, "enable JavaScript")', () => {
    const html = '<html><body><p>Text.</p><noscript><img src="https://example.org/t.gif"></noscript><noscript>Please enable JavaScript to use this site.</noscript></body></html>';
    const document = scriptingOn(html).window.document;
    expect(withNoscriptMarkup(document, 5)).toBe(document);
  });

  it('leaves pages alone whose <noscript> already holds elements (linkedom, jsdom without scripts)', () => {
    const document = parse(THREAD, 'jsdom');
    expect(withNoscriptMarkup(document, 20)).toBe(document);
  });
});

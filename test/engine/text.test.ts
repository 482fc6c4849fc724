import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { toText } from '../../src/engine/output';
import type { Deadline } from '../../src/engine/dom/deadline';
import { DOMS, fixture, parse } from './helpers';

describe.each(DOMS)('text output (%s)', (dom) => {
  it('follows the gold format: headings alone, blank lines, list items, table cells', () => {
    const { text } = extract(parse(fixture('text--format'), dom), { markdown: false });
    expect(text).toContain('in one case, a small boat.\nafter break');
    expect(text).toMatch(/a decade\.\n\nSection two\n\nOfficials said|vanish beneath a brown, slow current\.\n\nSection two\n\nOfficials said/);
    expect(text).toContain('- first item\n- second item');
    expect(text).toContain('1. one\n2. two');
    expect(text).toContain('Name | Value\nalpha | 1');
  });

  it('never runs the words of adjacent blocks or cells together', () => {
    const doc = parse('<html><body><div><div>alpha</div><div>beta</div><table><tr><td>gamma</td><td>delta</td></tr></table><ul><li>eps</li><li>zeta</li></ul></div></body></html>', dom);
    const text = toText(doc.body.firstElementChild);
    for (const glued of ['alphabeta', 'gammadelta', 'epszeta', 'betagamma']) expect(text).not.toContain(glued);
  });

  it('keeps preformatted text as is', () => {
    const doc = parse('<html><body><div><pre>line 1\n  indented  line 2</pre></div></body></html>', dom);
    expect(toText(doc.body.firstElementChild)).toBe('line 1\n  indented  line 2');
  });

  it('reads a collection page once when its captions are a small part of it, twice only when they are most of it', () => {
    // Deadline.tick() is called once per node visited: a counting stand-in counts the walks' nodes.
    const ticks = (html: string, cardCaptions: boolean): { text: string; nodes: number } => {
      let nodes = 0;
      const deadline = { tick: () => { nodes++; return false; } } as unknown as Deadline;
      const text = toText(parse(html, dom).body.firstElementChild, deadline, { cardCaptions });
      return { text, nodes };
    };
    const prose = '<p>A long paragraph of the shop\'s own words about its throws, woven in wool on old looms.</p>';
    const fewCaptions = `<html><body><div>${prose}<figure><img src="a.jpg"><figcaption>Blue throw</figcaption></figure></div></body></html>`;
    const once = ticks(fewCaptions, true);
    expect(once.text).not.toContain('Blue throw');
    expect(once.nodes).toBe(ticks(fewCaptions, false).nodes);
    const cards = '<html><body><div><p>Throws</p><figure><img src="a.jpg"><figcaption>Blue throw, wool, $120.00</figcaption></figure><figure><img src="b.jpg"><figcaption>Red throw, wool, $130.00</figcaption></figure></div></body></html>';
    expect(ticks(cards, true).text).toContain('Red throw, wool, $130.00');
  });

  it('parts two sibling elements whose texts meet lower case to upper case, in the text, the Markdown and the HTML', () => {
    const result = extract(parse(fixture('output--glued-sibling-spans'), dom), { markdown: true });
    for (const [name, output] of [['text', result.text], ['markdown', result.markdown], ['html', result.html]]) {
      expect(output, name).toMatch(/Bergfink(<\/span>)* (<span[^>]*>)?Wanderschuh Alpin/);
      expect(output, name).toMatch(/KAMM(<\/span>)? (<span>)?Gipfel 2/);
      expect(output, name).toMatch(/Öl(<\/span>)? (<span>)?Über/);
      expect(output, name).not.toMatch(/BergfinkWanderschuh|KAMMGipfel|ÖlÜber/);
    }
    // Lower case after an element, an element after a text node, code and preformatted text are read as they are.
    for (const kept of ['Felsweg', 'Steinbock', 'xYz', 'NASA', 'neuWert', 'aBCd']) expect(result.text, kept).toContain(kept);
    expect(result.markdown).toContain('`neuWert`');
  });

  it('is empty for no content', () => {
    expect(toText(null)).toBe('');
  });
});

describe.each(DOMS)('html output (%s)', (dom) => {
  it('makes links and images absolute against <base href> and the page URL', () => {
    const result = extract(parse(fixture('output--absolute-urls'), dom), { markdown: false });
    expect(result.html).toContain('href="https://example.org/news/story.html"');
    expect(result.html).toContain('src="https://example.org/news/img/photo.jpg"');
  });

  it('the url option wins over the document URL', () => {
    const result = extract(parse(fixture('output--absolute-urls'), dom), { markdown: false, url: 'https://other.test/a/b.html' });
    expect(result.html).toContain('href="https://other.test/news/story.html"');
  });

  it('applies includeImages and includeLinks', () => {
    const result = extract(parse(fixture('output--absolute-urls'), dom), { markdown: false, includeImages: false, includeLinks: false });
    expect(result.html).not.toContain('<img');
    expect(result.html).not.toContain('<a ');
    expect(result.text).toContain('relative link');
  });
});

describe.each(DOMS)('text output white space (%s)', (dom) => {
  it('collapses every kind of white-space run to one space and leaves text without one as it is', () => {
    // issue 15: text is tested for a run before it is rewritten; the result is the same for each kind of run.
    const document = parse('<html><body><div id="c"><p>eins\tzwei\r\ndrei  vier \u00a0 fünf\u00a0sechs</p><p>sieben acht</p><p> neun<b> zehn </b> elf</p></div></body></html>', dom);
    expect(toText(document.getElementById('c'))).toBe('eins zwei drei vier fünf sechs\n\nsieben acht\n\nneun zehn elf');
  });
});

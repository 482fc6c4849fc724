// @vitest-environment jsdom
// Intent: the reader's pass over the parsed article (src/ui/reader-blocks.ts) decides by structure, in any
// language: the title's heading goes wherever it stands before the lede, a control's label and a byline's word
// without its name go, and prose, a kicker on a page with no author, and content after the lede stay.
import { describe, expect, it } from 'vitest';
import { prepareReaderBlocks } from '../../src/ui/reader-blocks';

function prepared(html: string, lead?: { title: string; authors: string[] }): HTMLElement {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  prepareReaderBlocks(body, lead);
  return body;
}
const lede = '<p>Die Leuchtturmwärter führten ein Buch über die Gezeiten, neunzig Jahre lang, Seite um Seite.</p>';

describe('reader blocks', () => {
  it('drops the title heading after other lines, a button label and a byline word in another language', () => {
    const body = prepared(`<div><span role="button">Später lesen</span></div><div><h1>Das Buch der Gezeiten</h1></div><p>Von</p>${lede}`,
      { title: 'Das Buch der Gezeiten', authors: ['Grete Darling'] });
    expect(body.textContent!.trim()).toMatch(/^Die Leuchtturmwärter/);
  });

  it('keeps a short line on a page that names no author, and the lines after the lede', () => {
    const body = prepared(`<p>Meinung</p>${lede}<p>Von</p><p><a href="/x">Mehr</a></p>`, { title: 'Anders', authors: [] });
    expect(Array.from(body.querySelectorAll('p'), (p) => p.textContent)).toEqual(['Meinung', expect.stringMatching(/^Die/), 'Von', 'Mehr']);
  });

  it('keeps a line naming the author, and a heading that is not the title', () => {
    const body = prepared(`<h2>Vorwort</h2><p>Von Grete Darling</p>${lede}`, { title: 'Das Buch', authors: ['Grete Darling'] });
    expect(body.querySelector('h2')?.textContent).toBe('Vorwort');
    expect(body.textContent).toContain('Von Grete Darling');
  });

  it('makes the page\'s main a plain block, a div of text a paragraph, and drops empty paragraphs', () => {
    const body = prepared('<main><div>Text <b>bold</b></div><p> &nbsp;<br></p><div><p>kept</p></div><p><img src="a.png"></p><table><tr><td><div>cell</div></td></tr></table></main>');
    expect(body.querySelector('main')).toBeNull();
    expect(body.innerHTML).toBe('<div><p>Text <b>bold</b></p><div><p>kept</p></div><p><img src="a.png"></p><table><tbody><tr><td><div>cell</div></td></tr></tbody></table></div>');
  });

  it('drops wrappers with nothing to show, and those they leave empty, and keeps one holding an image', () => {
    const body = prepared(`<div><div><div></div><div> </div></div>${'<div></div>'.repeat(1000)}<div><img src="a.png"></div>${lede}</div>`);
    expect(body.innerHTML).toBe(`<div><div><img src="a.png"></div>${lede}</div>`);
  });
});

/**
 * The output allow-list reads each element's attributes by name (getAttributeNames), not as Attr nodes, and tests text
 * for control characters before rewriting it (issue 15): the same attributes stay, with the same cleaned values.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeContent, stripControls } from '../../src/engine/output/sanitize';
import { DOMS, parse } from './helpers';

describe.each(DOMS)('output sanitizing (%s)', (dom) => {
  it('keeps allowed attributes, drops the others, cleans URLs and control characters, leaves bare elements alone', () => {
    const document = parse(`<html><body><div id="inhalt"><p class="absatz" onclick="alert(1)" data-x="1" aria-label="Absatz" style="color: red">Erster\u0007 Absatz</p>`
      + `<a href="javascript:alert(1)" name="anker" rel="nofollow">Verweis</a><span name="weg" title="T\u001bitel">ohne</span>`
      + `<img src="https://bilder.example/ein.png" srcset="javascript:x 1x" onerror="x"><b>fett</b></div></body></html>`, dom);
    const root = document.getElementById('inhalt')!;
    sanitizeContent(root);
    expect(root.innerHTML).toBe('<p class="absatz" data-x="1" aria-label="Absatz" style="color: red">Erster Absatz</p>'
      + '<a name="anker">Verweis</a><span title="Titel">ohne</span><img src="https://bilder.example/ein.png"><b>fett</b>');
  });

  it('answers text without control characters with the same string', () => {
    const text = 'Kein Steuerzeichen hier';
    expect(stripControls(text)).toBe(text);
    expect(stripControls('a\u0000b\u009fc\td\ne')).toBe('abc\td\ne');
  });
});

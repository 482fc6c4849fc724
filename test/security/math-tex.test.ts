import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { parseDocument } from '../../src/cli/dom';

// Found by the fuzz test: a MathJax TeX source holding a tag became raw HTML inside `$…$` in the Markdown.
const PAGE = `<html><body><article><h1>Relativity</h1>
<p>Energy is <script type="math/tex">E = mc^2 </script><script>alert(1)</script></script> in the relation.</p>
<p>${'A paragraph long enough to be the content of this page, about mass and energy. '.repeat(8)}</p>
<p>Also <script type="math/tex">a < b <img src=x onerror=alert(2)></script> holds.</p>
</article></body></html>`;

describe('TeX in the Markdown carries no tag', () => {
  it('writes a tag-opening < as \\lt and keeps a plain comparison', () => {
    const { markdown } = extract(parseDocument(PAGE, 'https://example.org/tex', 'linkedom'));
    expect(markdown).not.toMatch(/<(?:script|img|\/script)/i);
    expect(markdown).toContain('a < b \\lt img');
  });
});

// TeX links a math renderer follows (\href, \url with KaTeX's trust or MathJax) and images it loads
// (\includegraphics): a script URL hidden from a plain check by a character reference a Markdown renderer decodes,
// by an extra group TeX drops, by another command or by TeX escapes.
const texPage = (tex: string) => `<html><body><article><h1>Links in formulas</h1>
<p>${'A paragraph long enough to be the content of this page, about formulas and links. '.repeat(8)}</p>
<p>See <script type="math/tex">${tex}</script> for more.</p></article></body></html>`;

describe('TeX URLs are neutralised', () => {
  it.each([
    ['\\href{javascript&colon;alert(1)}{x}', /javascript/i],
    ['\\href{javascript&#58;alert(1)}{x}', /javascript/i],
    ['\\href{{javascript:alert(1)}}{x}', /javascript/i],
    ['\\href{ {java}{script}:alert(1)}{x}', /script\}?:/i],
    ['\\url{{javascript:alert(1)}}', /javascript/i],
    ['\\includegraphics{javascript:alert(1)}', /javascript/i],
    ['\\includegraphics[width=1em]{javascript:alert(1)}', /javascript/i],
  ])('%s', (tex, leaked) => {
    const { markdown } = extract(parseDocument(texPage(tex), 'https://example.org/tex', 'linkedom'));
    const formula = /See \$(.*)\$ for more/.exec(markdown)?.[1];
    expect(formula).toBeDefined();
    expect(formula).not.toMatch(leaked);
  });

});

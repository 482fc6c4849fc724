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

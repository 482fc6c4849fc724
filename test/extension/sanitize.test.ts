// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from '../../src/ui/sanitize';

const DIRTY = `<p onclick="x()" style="position:fixed" class="ad">Text <a href="https://example.org/a">link</a>
<a href="javascript:alert(1)">bad</a></p><script>alert(1)</script><img src="https://example.org/i.png" onerror="x()">
<iframe src="https://evil.example"></iframe><form><input></form><style>body{display:none}</style>`;

describe('sanitizeArticle: page HTML shown in Pith pages', () => {
  const clean = sanitizeArticle(DIRTY, { linksInNewTab: false });
  it.each(['<script', 'onclick', 'onerror', 'javascript:', '<iframe', '<form', '<input', '<style', 'style=', 'class='])('drops %s', (bad) => {
    expect(clean).not.toContain(bad);
  });
  it('keeps text, links and images', () => {
    expect(clean).toContain('Text');
    expect(clean).toContain('href="https://example.org/a"');
    expect(clean).toContain('src="https://example.org/i.png"');
  });
  it('opens links in a new tab only where asked (popup and side panel)', () => {
    expect(clean).not.toContain('target=');
    expect(sanitizeArticle(DIRTY, { linksInNewTab: true })).toContain('target="_blank"');
  });
});

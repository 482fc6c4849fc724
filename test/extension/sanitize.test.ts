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

describe('sanitizeArticle: the reader theme, not the page colours', () => {
  // A table of pale text on bright cells (a Japanese page's bgcolor) stayed bright in the dark and sepia themes.
  const coloured = sanitizeArticle(`<table bgcolor="#ccffcc" background="bg.png"><tr><td bgcolor="lime"><font color="#eee" face="Comic Sans">語</font></td></tr></table>
<body text="white" link="red" vlink="red" alink="red">`, { linksInNewTab: false });
  it.each(['bgcolor', 'background=', 'color=', 'face=', 'text=', 'link=', 'vlink=', 'alink='])('drops %s', (attribute) => {
    expect(coloured).not.toContain(attribute);
  });
  it('keeps the text and the table', () => {
    expect(coloured).toContain('語');
    expect(coloured).toContain('<td>');
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { extractSelection } from '../../src/extension/in-page/selection';

const PAGE = `<article><h1>Doc</h1><p>Intro with <a href="guide.html">a guide</a>.</p>
<ul><li>One</li><li>Two</li><li>Three</li></ul>
<table><thead><tr><th>K</th><th>V</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr><tr><td>b</td><td>2</td></tr></tbody></table>
<pre><code>x = 1</code></pre><script>window.bad = 1</script></article>`;

function select(start: Node, startOffset: number, end: Node, endOffset: number): void {
  const range = document.createRange();
  range.setStart(start, startOffset);
  range.setEnd(end, endOffset);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/docs/page.html');
  document.body.innerHTML = PAGE;
});

describe('extractSelection', () => {
  it('returns null when nothing is selected', () => {
    document.getSelection()!.removeAllRanges();
    expect(extractSelection(document, { mode: 'standard', frontMatter: false })).toBeNull();
  });

  it('keeps list and table structure for a range from the second item into the table', () => {
    const items = document.querySelectorAll('li');
    const cellB = document.querySelectorAll('tbody td')[2];
    select(items[1].firstChild!, 0, cellB.firstChild!, 1);
    const result = extractSelection(document, { mode: 'standard', frontMatter: false })!;
    expect(result.stage).toBe('selection');
    expect(result.markdown).not.toContain('One');
    expect(result.markdown).toMatch(/[-*+]\s+Two\s*\n[-*+]\s+Three/);
    expect(result.markdown).toMatch(/\| K \| V \|\n\| --- \| --- \|\n\| a \| 1 \|\n\| b \|/);
    expect(result.markdown).not.toContain('2 |');
    expect(result.metadata.wordCount).toBeGreaterThan(0);
  });

  it('wraps a range inside a single list in its list, and inside code in its code block', () => {
    const items = document.querySelectorAll('li');
    select(items[0].firstChild!, 0, items[1].firstChild!, 3);
    expect(extractSelection(document, { mode: 'standard', frontMatter: false })!.html).toBe('<ul><li>One</li><li>Two</li></ul>');
    const code = document.querySelector('code')!.firstChild!;
    select(code, 0, code, 5);
    expect(extractSelection(document, { mode: 'standard', frontMatter: false })!.markdown).toContain('```');
  });

  it('makes links absolute and drops selected scripts', () => {
    select(document.querySelector('p')!.firstChild!, 0, document.querySelector('pre')!.nextSibling!.firstChild!, 0);
    const result = extractSelection(document, { mode: 'standard', frontMatter: false })!;
    expect(result.markdown).toContain('[a guide](http://localhost:3000/docs/guide.html)');
    expect(result.html).not.toContain('<script');
  });

  it('leaves the page untouched', () => {
    const before = document.documentElement.outerHTML;
    select(document.querySelector('h1')!.firstChild!, 0, document.querySelector('code')!.firstChild!, 3);
    extractSelection(document, { mode: 'standard', frontMatter: true });
    expect(document.documentElement.outerHTML).toBe(before);
  });
});

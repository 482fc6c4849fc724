/**
 * The Markdown style choices (markdown/style.ts): each changes only what it names, under both Node DOMs, and the
 * defaults write what Pith always wrote.
 */
import { describe, expect, it } from 'vitest';
import { toMarkdown } from '../../src/engine/markdown';
import { DEFAULT_MARKDOWN_STYLE, type MarkdownStyle } from '../../src/engine/markdown/style';
import { extract } from '../../src/engine';
import { DOMS, FIXTURE_URL, metadata } from './dom';

const ARTICLE = `<article>
  <h1>Main title</h1><p>Intro with <a href="/a">a link</a> and <a href="https://other.example/b" title="B">another</a>, then <a href="/a">the first again</a>.</p>
  <h2>Second level</h2><h3>Third level</h3>
  <ul><li>one</li><li>two</li></ul><ul><li>next list</li></ul>
  <pre><code class="language-js">const x = 1;
if (x) {
  run("~~~ and \`\`\`");
}</code></pre>
  <figure><img src="/pics/photo.png" alt="A photo"><figcaption>The caption</figcaption></figure>
</article>`;

function markdown(style: Partial<MarkdownStyle>, dom: keyof typeof DOMS = 'linkedom'): string {
  const doc = DOMS[dom](`<!doctype html><html><body>${ARTICLE}</body></html>`, FIXTURE_URL);
  return toMarkdown(doc.querySelector('article')!, { baseUrl: FIXTURE_URL, metadata: metadata('Other'), frontMatter: false, style: { ...DEFAULT_MARKDOWN_STYLE, ...style } });
}

describe.each(Object.keys(DOMS) as (keyof typeof DOMS)[])('Markdown style (%s)', (dom) => {
  const md = (style: Partial<MarkdownStyle>) => markdown(style, dom);

  it('writes ATX headings, - bullets, backtick fences, inline links and images by default', () => {
    const out = md({});
    expect(out.startsWith('# Main title\n')).toBe(true);
    expect(out).toContain('## Second level\n');
    expect(out).toContain('- one\n- two\n');
    expect(out).toContain('```js\nconst x = 1;');
    expect(out).toContain('[a link](https://example.com/a)');
    expect(out).toContain('![A photo](https://example.com/pics/photo.png)');
  });

  it('underlines level 1 and 2 headings in setext style, and keeps deeper ones ATX', () => {
    const out = md({ headings: 'setext' });
    expect(out.startsWith('Main title\n==========\n\n')).toBe(true);
    expect(out).toContain('\n\nSecond level\n------------\n\n');
    expect(out).toContain('\n\n### Third level\n\n');
    expect(out).not.toMatch(/^#{1,2} /m);
  });

  it.each([['*', '-'], ['+', '-'], ['-', '*']] as const)('uses %s bullets, and %s to start the list that follows', (bullet, alternate) => {
    const out = md({ bullet });
    expect(out).toContain(`${bullet} one\n${bullet} two\n`);
    expect(out).toContain(`${alternate} next list`);
  });

  it('fences code with tildes, longer than any tilde run inside', () => {
    const out = md({ code: '~~~' });
    expect(out).toContain('~~~~js\nconst x = 1;\nif (x) {\n  run("~~~ and ```");\n}\n~~~~\n');
    expect(out).not.toContain('```js');
  });

  it('indents code blocks by four spaces', () => {
    const out = md({ code: 'indented' });
    expect(out).toContain('\n\n    const x = 1;\n    if (x) {\n      run("~~~ and ```");\n    }\n\n');
    expect(out).not.toMatch(/^(```|~~~)/m);
  });

  it('writes referenced links, one number per destination, listed after the body', () => {
    const out = md({ links: 'referenced' });
    expect(out).toContain('Intro with [a link][1] and [another][2], then [the first again][1].');
    expect(out.trimEnd().endsWith('[1]: https://example.com/a\n[2]: https://other.example/b "B"')).toBe(true);
    expect(out).not.toContain('](https://example.com/a)');
    // Images stay inline.
    expect(out).toContain('![A photo](https://example.com/pics/photo.png)');
  });

  it('removes images and keeps their captions', () => {
    const out = md({ images: 'remove' });
    expect(out).not.toContain('![');
    expect(out).not.toContain('photo.png');
    expect(out).toContain('The caption');
  });
});

describe('Markdown style through extract()', () => {
  it('is applied by the markdownStyle option', () => {
    const doc = DOMS.linkedom(`<!doctype html><html><head><title>Other</title></head><body>${ARTICLE}<p>${'Long enough text for an article. '.repeat(20)}</p></body></html>`, FIXTURE_URL);
    const result = extract(doc, { url: FIXTURE_URL, frontMatter: false, markdownStyle: { headings: 'setext', bullet: '+' } });
    expect(result.markdown).toContain('Second level\n------------');
    expect(result.markdown).toContain('+ one');
  });
});

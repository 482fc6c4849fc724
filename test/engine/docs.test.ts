/**
 * Docs pages keep their start and their structure (issue 11): the intro before the first h2, the code's
 * language as the fence's info string only, and headings as plain text. Fixture: docs--guide-intro-and-sections.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const URL = 'https://example.org/docs/widgets';
const run = (dom: (typeof DOMS)[number], mode: 'standard' | 'precision') =>
  extract(parse(fixture('docs--guide-intro-and-sections'), dom, URL), { mode, url: URL, frontMatter: false });

describe.each(DOMS)('docs pages (%s)', (dom) => {
  it.each(['standard', 'precision'] as const)('keeps the introduction before the first h2 (%s)', (mode) => {
    const result = run(dom, mode);
    for (const format of [result.text, result.markdown]) {
      expect(format).toContain('INTRO-MARKER');
      expect(format).toContain('INTRO-CODE-MARKER');
      expect(format).toContain('LAST-MARKER');
    }
  });

  it('writes the language label as the fence info string, nowhere else', () => {
    const { markdown } = run(dom, 'standard');
    expect(markdown).toContain('```js\nINTRO-CODE-MARKER');
    expect(markdown).toContain('```css\n.clock-widget');
    // No paragraph that is just a language name.
    expect(markdown).not.toMatch(/(^|\n)(js|css)\n/);
  });

  it('writes headings that link to their own anchor as plain text', () => {
    const { markdown, html } = run(dom, 'standard');
    expect(markdown).toContain('\n## Making a widget\n');
    expect(markdown).toContain('\n### Setting the colour\n');
    expect(markdown).toContain('\n## Sizing\n');
    expect(markdown).not.toMatch(/^#+ .*\]\(/m);
    expect(html).not.toMatch(/<h[1-6][^>]*>\s*<a /);
    // The anchors stay: the content's own table of contents and links may point at them.
    expect(html).toContain('id="making_a_widget"');
  });
});

/** The structure section's docs check (tools/bench/structure-docs.ts), on hand-written Markdown. */
import { describe, expect, it } from 'vitest';
import { scoreDocs } from '../../tools/bench/structure-docs';

const PAGE = 'https://example.org/docs/widgets';
const intro = ['the', 'widget', 'api', 'provides', 'an', 'interface'];

describe('docs structure check', () => {
  it('counts a page that keeps its start, plain headings and fenced languages as kept', () => {
    const md = 'The **Widget API** provides an interface for widgets.\n\n```js\nf();\n```\n\n## Making a widget\n\nText.\n';
    expect(scoreDocs(md, PAGE, intro)).toEqual({ intro: { items: 1, kept: 1 }, codeLabels: { items: 1, kept: 1 }, headings: { items: 1, kept: 1 } });
  });

  it('finds a lost intro, a language paragraph before a fence and a heading linking to itself', () => {
    const md = `## [Making a widget](${PAGE}#making) \n\njs\n\n\`\`\`js\nf();\n\`\`\`\n\nCSS\n\n\`\`\`\na {}\n\`\`\`\n\n### [Sizing](#sizing)\n\n## [Elsewhere](https://example.org/other#x)\n`;
    expect(scoreDocs(md, PAGE, intro)).toEqual({ intro: { items: 1, kept: 0 }, codeLabels: { items: 2, kept: 0 }, headings: { items: 3, kept: 1 } });
  });

  it('does not count a sentence or another language before a fence as a badge', () => {
    const md = 'Run this:\n\n```sh\nls\n```\n\npython\n\n```js\nf();\n```\n';
    expect(scoreDocs(md, PAGE, []).codeLabels).toEqual({ items: 2, kept: 2 });
  });
});

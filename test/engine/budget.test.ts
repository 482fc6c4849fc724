// Intent: the size budget (issue 14 item 2). Markdown and text are cut at a block boundary, never inside a word,
// a fenced code block or a table row; the marker names the budget and the whole's size; the result, marker
// included, fits; the metadata and front matter keep the original size; tokens are counted by the real tokenizer.
import { describe, expect, it } from 'vitest';
import { cutToBudget } from '../../src/engine/budget/cut';
import { splitBlocks } from '../../src/engine/budget/blocks';
import { applyBudget, extract, loadTokenCounter, OptionsError } from '../../src/engine';
import { parse } from './helpers';

const chars = (text: string) => text.length;
const MARK = '[…]';

describe('splitBlocks', () => {
  it('keeps a fenced code block with blank lines as one block, and a table as one', () => {
    const blocks = splitBlocks('Intro.\n\n```js\na();\n\nb();\n```\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\nEnd.');
    expect(blocks.map((b) => b.kind)).toEqual(['lines', 'code', 'table', 'lines']);
    expect(blocks[1].text).toBe('```js\na();\n\nb();\n```');
  });
});

describe('cutToBudget', () => {
  const body = ['First paragraph of words.', 'Second paragraph, somewhat longer than the first.', 'Third.'].join('\n\n');

  it('returns what fits unchanged', () => {
    expect(cutToBudget(body, body.length, chars, MARK)).toEqual({ text: body, cut: false });
  });

  it('keeps whole blocks and ends with the marker, within the limit', () => {
    const { text, cut } = cutToBudget(body, 60, chars, MARK);
    expect(cut).toBe(true);
    expect(text).toBe(`First paragraph of words.\n\n${MARK}`);
    expect(text.length).toBeLessThanOrEqual(60);
  });

  it('never cuts inside a code block: one that does not fit is left out whole', () => {
    const code = '```\nline one\n\nline two\n```';
    expect(cutToBudget(`Intro.\n\n${code}\n\nAfter.`, 30, chars, MARK).text).toBe(`Intro.\n\n${MARK}`);
    expect(cutToBudget(code, 20, chars, MARK).text).toBe(MARK);
  });

  it('cuts a table too large to keep only between rows, keeping its header', () => {
    const table = '| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |';
    expect(cutToBudget(table, 40, chars, MARK).text).toBe(`| a | b |\n| --- | --- |\n| 1 | 2 |\n\n${MARK}`);
    expect(cutToBudget(table, 20, chars, MARK).text).toBe(MARK);
  });

  it('cuts a first paragraph too large to keep at a space, never inside a word', () => {
    const { text } = cutToBudget('Alpha beta gamma delta epsilon.', 20, chars, MARK);
    expect(text).toBe(`Alpha beta\n\n${MARK}`);
  });
});

const LONG_PAGE = `<html><head><title>Long</title></head><body><article><h1>Long</h1>${
  Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i} tells its part of the story with enough words to matter here.</p>`).join('')
}<pre><code>const x = 1;\n\nconst y = 2;</code></pre></article></body></html>`;

describe('extract with a budget', () => {
  it('maxChars: the body ends at a block boundary with the marker; front matter keeps the original size', () => {
    const full = extract(parse(LONG_PAGE), { frontMatter: false });
    const cut = extract(parse(LONG_PAGE), { maxChars: 500 });
    const body = cut.markdown.replace(/^---\n[\s\S]*?\n---\n\n/, '');
    expect(body.trimEnd().length).toBeLessThanOrEqual(500);
    expect(body).toMatch(/\.\n\n\[…\] Cut to fit 500 characters; the whole is \d+ characters\.\n$/);
    expect(full.markdown.trimEnd().startsWith(body.split('\n\n[…]')[0])).toBe(true);
    expect(cut.metadata.originalChars).toBe(full.markdown.trimEnd().length);
    expect(cut.markdown).toContain(`originalChars: ${full.markdown.trimEnd().length}`);
    expect(cut.text.length).toBeLessThanOrEqual(500);
    expect(cut.text).toContain('[…] Cut to fit 500 characters');
  });

  it('maxTokens: counted by the tokenizer, and refused without it', async () => {
    expect(() => extract(parse(LONG_PAGE), { maxTokens: 100 })).toThrow(OptionsError);
    const countTokens = await loadTokenCounter();
    expect(countTokens('Hello world')).toBe(2);
    const cut = extract(parse(LONG_PAGE), { maxTokens: 100, frontMatter: false }, { countTokens });
    expect(countTokens(cut.markdown.trimEnd())).toBeLessThanOrEqual(100);
    expect(cut.markdown).toContain('[…] Cut to fit 100 tokens');
    expect(cut.metadata.originalTokens).toBeGreaterThan(100);
  });

  it('a result within the budget is returned as it is', () => {
    const full = extract(parse(LONG_PAGE));
    expect(applyBudget(full, { maxChars: 1_000_000 })).toBe(full);
  });
});

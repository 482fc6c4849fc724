// Intent: the time budget is checked inside the long walks, not only between stages (issue 5, budgets): the clock is
// read every CHECK_EVERY nodes, an expired deadline stops cleaning and text serialization, and content nested deeper
// than MAX_MARKDOWN_DEPTH gets Markdown from the text output instead of Turndown, with a warning.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/cli/dom';
import { deepPage } from '../../tools/bench-browser/synthetic';
import { extract } from '../../src/engine';
import { CHECK_EVERY, Deadline } from '../../src/engine/dom/deadline';
import { clean } from '../../src/engine/clean';
import { tuningFor } from '../../src/engine/registry';
import { toText } from '../../src/engine/shared/text';
import { MAX_MARKDOWN_DEPTH } from '../../src/engine/output';

function paragraphs(count: number): Document {
  const body = Array.from({ length: count }, (_, i) => `<p>Paragraph number ${i} of a long page.</p>`).join('');
  return parseDocument(`<!doctype html><html><head><title>T</title></head><body><article>${body}</article></body></html>`, 'https://example.org/p');
}

describe('Deadline', () => {
  it('reads the clock only every CHECK_EVERY ticks', () => {
    const deadline = new Deadline(-Infinity);
    for (let i = 1; i < CHECK_EVERY; i++) expect(deadline.tick()).toBe(false);
    expect(deadline.tick()).toBe(true);
    expect(deadline.tick()).toBe(true);
  });

  it('never expires at Infinity', () => {
    const deadline = new Deadline(Infinity);
    for (let i = 0; i < CHECK_EVERY * 3; i++) expect(deadline.tick()).toBe(false);
    expect(deadline.passed()).toBe(false);
  });
});

describe('the budget inside the walks', () => {
  it('stops text serialization when the deadline passes mid-walk', () => {
    const article = paragraphs(3000).querySelector('article')!;
    const full = toText(article);
    const cut = toText(article, new Deadline(-Infinity));
    expect(full).toContain('Paragraph number 2999');
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.length).toBeLessThan(full.length);
    expect(cut).not.toContain('Paragraph number 2999');
  });

  it('gives up cleaning (null) when the deadline passes mid-walk', () => {
    const document = paragraphs(3000);
    const tuning = tuningFor({ mode: 'standard', includeComments: false });
    expect(clean({ document, tuning, removed: [] })).not.toBeNull();
    expect(clean({ document, tuning, removed: [], deadline: new Deadline(-Infinity) })).toBeNull();
  });

  it('an expired budget ends in the "page too large" warning, not an exception', () => {
    const result = extract(paragraphs(3000), { timeBudgetMs: 0 });
    expect(result.warning ?? '').toMatch(/page too large/i);
  });

  // A page of several MB on a busy machine: cleaning had not finished at the budget, and the reader got nothing.
  it('out of time before anything was chosen, the page\'s beginning comes out, with the warning', () => {
    const result = extract(paragraphs(3000), { timeBudgetMs: 0, markdown: true });
    expect(result.warning ?? '').toMatch(/page too large/i);
    expect(result.text).toContain('Paragraph number 0 of a long page.');
    expect(result.markdown).toContain('Paragraph number 0 of a long page.');
    expect(result.stage).toBe('baseline');
    // The HTML is the text's paragraphs, escaped: a surface showing HTML (the reader) shows it too.
    expect(result.html).toContain('<p>Paragraph number 0 of a long page.</p>');
  });
});

describe('Markdown of deeply nested content', () => {
  it(`comes from the text output past ${MAX_MARKDOWN_DEPTH} levels, with a warning`, () => {
    const document = parseDocument(deepPage(MAX_MARKDOWN_DEPTH + 100), 'https://example.org/deep');
    const result = extract(document, { markdown: true, frontMatter: false });
    expect(result.text).toContain('deep inside the nesting');
    expect(result.markdown).toContain('deep inside the nesting');
    // The engine's copy of the content is flattened first (dom/clone.ts), which the warning says.
    expect(result.warning ?? '').toMatch(/nests (more than )?\d+ levels deep/);
  });

  it('still goes through Turndown below the limit (no warning)', () => {
    const document = parseDocument(deepPage(50), 'https://example.org/deep');
    const result = extract(document, { markdown: true, frontMatter: false });
    expect(result.markdown).toContain('deep inside the nesting');
    expect(result.warning).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, OptionsError, resolveOptions } from '../../src/engine/options';
import { extract } from '../../src/engine';
import { parse } from './helpers';

describe('options', () => {
  it('pins the documented defaults', () => {
    expect({ ...DEFAULT_OPTIONS }).toEqual({
      mode: 'standard', url: undefined, includeComments: false, includeImages: true, includeTables: true,
      includeLinks: true, markdown: true, frontMatter: true,
      markdownStyle: { headings: 'atx', bullet: '-', code: '```', links: 'inline', images: 'keep' }, keepForMarkdown: false, deferHtml: false, minExtractedChars: 250, timeBudgetMs: 5000, maxElements: 200_000,
      pageType: undefined, maxChars: undefined, maxTokens: undefined, scope: undefined,
      siteProfiles: [], locateRemovals: false, disabledRules: [],
    });
    expect(Object.keys(DEFAULT_OPTIONS)).toContain('maxTokens');
  });

  it('fills the Markdown style choices a caller leaves out with their defaults', () => {
    const o = resolveOptions({ markdownStyle: { bullet: '*' } });
    expect(o.markdownStyle).toEqual({ headings: 'atx', bullet: '*', code: '```', links: 'inline', images: 'keep' });
    expect(Object.isFrozen(o.markdownStyle)).toBe(true);
  });

  it('resolves once into a frozen object, honouring 0 and false', () => {
    const o = resolveOptions({ minExtractedChars: 0, markdown: false });
    expect(Object.isFrozen(o)).toBe(true);
    expect(o.minExtractedChars).toBe(0);
    expect(o.markdown).toBe(false);
  });

  it.each([
    [{ mode: 'turbo' }, /mode/],
    [{ nonsense: true }, /unknown option "nonsense"/],
    [{ minExtractedChars: -1 }, /non-negative/],
    [{ timeBudgetMs: Number.NaN }, /non-negative/],
    [{ includeImages: 'yes' }, /must be a boolean/],
    [{ maxChars: 0 }, /whole number of at least 1/],
    [{ maxTokens: 2.5 }, /whole number of at least 1/],
    [{ maxChars: '2000' }, /must be a number/],
    [{ keepForMarkdown: true, maxChars: 2000 }, /cannot be combined with a size budget/],
    [{ disabledRules: 'prune-widgets' }, /"disabledRules" must be a list of rule ids/],
    [{ disabledRules: [3] }, /"disabledRules" must be a list of rule ids/],
    [{ markdownStyle: 'setext' }, /"markdownStyle" must be an object/],
    [{ markdownStyle: { bullet: '>' } }, /"markdownStyle" "bullet" must be one of -, \*, \+, got ">"/],
    [{ markdownStyle: { heading: 'atx' } }, /"markdownStyle" has no choice "heading"/],
  ])('rejects %j', (input, message) => {
    expect(() => resolveOptions(input as never)).toThrow(OptionsError);
    expect(() => resolveOptions(input as never)).toThrow(message);
  });

  it('extract() rejects invalid options with the same error', () => {
    expect(() => extract(parse('<p>x</p>'), { mode: 'turbo' } as never)).toThrow(OptionsError);
  });
});


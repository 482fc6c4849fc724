// @vitest-environment jsdom
// Intent (issue 15): the reader's first read keeps what its Markdown is made from, in the page, under a ticket:
// taken once, asking for the MathML converter first on a page that needs it, and dropped when it is not asked for
// in time or newer copies push it out, so a tab does not hold a big DOM for long.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMarkdown, keptMarkdown } from '../../src/extension/in-page/kept-markdown';
import { MATHML_GLOBAL, MATHML_SCRIPT } from '../../src/extension/in-page/mathml-converter';
import { forgetIsolatedGlobal, setIsolatedGlobal } from '../../src/extension/in-page/isolated-global';

const made = (markdown: string) => () => ({ markdown });

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<p>no formulas</p>';
});
afterEach(() => {
  vi.useRealTimers();
  forgetIsolatedGlobal('__pithKept');
  forgetIsolatedGlobal(MATHML_GLOBAL);
});

describe('the kept content of a read without Markdown', () => {
  it('gives its Markdown once, by its ticket', () => {
    const first = keepMarkdown(made('# One\n'));
    const second = keepMarkdown(made('# Two\n'));
    expect(second).not.toBe(first);
    expect(keptMarkdown(second, document)).toEqual({ markdown: '# Two\n' });
    expect(keptMarkdown(first, document)).toEqual({ markdown: '# One\n' });
    expect(keptMarkdown(first, document)).toBeNull();
  });

  it('asks for the MathML converter first on a page with MathML to convert, and keeps the copy meanwhile', () => {
    document.body.innerHTML = '<math><mfrac><mi>a</mi><mi>b</mi></mfrac></math>';
    const ticket = keepMarkdown(made('$\\frac{a}{b}$\n'));
    expect(keptMarkdown(ticket, document)).toEqual({ needs: MATHML_SCRIPT });
    setIsolatedGlobal(MATHML_GLOBAL, { convert: () => '' });
    expect(keptMarkdown(ticket, document)).toEqual({ markdown: '$\\frac{a}{b}$\n' });
  });

  it('is dropped after a while, and when newer copies push it out', () => {
    const old = keepMarkdown(made('old'));
    vi.advanceTimersByTime(60_000);
    expect(keptMarkdown(old, document)).toBeNull();
    const tickets = [keepMarkdown(made('a')), keepMarkdown(made('b')), keepMarkdown(made('c'))];
    expect(keptMarkdown(tickets[0], document)).toBeNull();
    expect(keptMarkdown(tickets[2], document)).toEqual({ markdown: 'c' });
  });
});

// @vitest-environment jsdom
import './i18n-stub';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { QualityLine } from '../../src/ui/components/QualityLine';
import type { PageResult } from '../../src/extension/page-result';

function result(score: number, mode: PageResult['mode'], kind: PageResult['kind'] = 'page'): PageResult {
  return {
    id: 'x', tabId: 1, kind, mode, url: 'http://127.0.0.1/', notes: { frames: 0, shadowTextChars: 0, contentType: 'text/html' }, notices: [], createdAt: 0, fileStem: 't',
    extraction: {
      html: '<p>x</p>', text: 'x', markdown: 'x', stage: 'rules', mode, removed: [], decisions: [], attempts: [], timings: {},
      metadata: { title: 't', author: [], tags: [], categories: [], wordCount: 1, readingMinutes: 1 },
      quality: { score, signals: { length: 1, textToMarkup: 1, semanticContainer: false, headings: 0, substantialParagraphs: 0, pageShare: 0, pageChars: 0, linkDensity: 0 } },
    },
  };
}

// Preact diffs against its last render into a container: unmount it between tests.
afterEach(() => { render(null, document.body); });

describe('QualityLine', () => {
  it('says in plain words that a thin result might miss parts, and offers More', () => {
    const onTryRecall = vi.fn();
    render(<QualityLine result={result(0.2, 'standard')} onTryRecall={onTryRecall} />, document.body);
    expect(document.body.textContent).toBe('Might be missing parts Try More');
    // No engine words: the stage and score are in Diagnostics.
    expect(document.body.textContent).not.toMatch(/rules|0\.20|quality|stage/i);
    (document.querySelector('[data-testid=try-recall]') as HTMLButtonElement).click();
    expect(onTryRecall).toHaveBeenCalledOnce();
  });

  it('says a good result looks complete, without a button', () => {
    render(<QualityLine result={result(0.8, 'standard')} onTryRecall={() => undefined} />, document.body);
    expect(document.body.textContent).toBe('Looks complete');
    expect(document.querySelector('[data-testid=try-recall]')).toBeNull();
  });

  it('offers no More in the mode that keeps most already', () => {
    render(<QualityLine result={result(0.2, 'recall')} onTryRecall={() => undefined} />, document.body);
    expect(document.body.textContent).toBe('Might be missing parts');
    expect(document.querySelector('[data-testid=try-recall]')).toBeNull();
  });

  it('does not grade a selection', () => {
    render(<QualityLine result={result(1, 'standard', 'selection')} onTryRecall={() => undefined} />, document.body);
    expect(document.body.textContent).toContain('Your selection');
    expect(document.querySelector('[data-verdict=complete]')).toBeNull();
  });
});

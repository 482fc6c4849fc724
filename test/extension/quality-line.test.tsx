// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { QualityLine } from '../../src/ui/components/QualityLine';
import type { PageResult } from '../../src/extension/page-result';

function result(score: number, mode: PageResult['mode'], kind: PageResult['kind'] = 'page'): PageResult {
  return {
    id: 'x', tabId: 1, kind, mode, url: 'http://127.0.0.1/', notes: { frames: 0, shadowTextChars: 0, contentType: 'text/html' }, notices: [], createdAt: 0, fileStem: 't',
    extraction: {
      html: '<p>x</p>', text: 'x', markdown: 'x', stage: 'rules', mode, removed: [], attempts: [], timings: {},
      metadata: { title: 't', author: [], tags: [], categories: [], wordCount: 1, readingMinutes: 1 },
      quality: { score, signals: { length: 1, textToMarkup: 1, semanticContainer: false, headings: 0, substantialParagraphs: 0, pageShare: 0, pageChars: 0, linkDensity: 0 } },
    },
  };
}

// Preact diffs against its last render into a container: unmount it between tests.
afterEach(() => { render(null, document.body); });

describe('QualityLine', () => {
  it('shows stage and score, and offers recall when the result is thin', () => {
    const onTryRecall = vi.fn();
    render(<QualityLine result={result(0.2, 'standard')} onTryRecall={onTryRecall} />, document.body);
    expect(document.querySelector('[data-testid=stage]')!.textContent).toBe('rules');
    expect(document.querySelector('[data-testid=score]')!.textContent).toBe('0.20');
    (document.querySelector('[data-testid=try-recall]') as HTMLButtonElement).click();
    expect(onTryRecall).toHaveBeenCalledOnce();
  });

  it.each([[0.8, 'standard'], [0.2, 'recall']] as const)('no hint at score %d in %s mode', (score, mode) => {
    render(<QualityLine result={result(score, mode)} onTryRecall={() => undefined} />, document.body);
    expect(document.querySelector('[data-testid=try-recall]')).toBeNull();
  });

  it('does not grade a selection', () => {
    render(<QualityLine result={result(1, 'standard', 'selection')} onTryRecall={() => undefined} />, document.body);
    expect(document.body.textContent).toContain('Your selection');
    expect(document.querySelector('[data-testid=score]')).toBeNull();
  });
});

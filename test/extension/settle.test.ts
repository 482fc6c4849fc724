// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForQuietPage } from '../../src/extension/in-page/settle';

describe('waitForQuietPage: reads a page once it has stopped changing, never waiting past the bound', () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }); });
  afterEach(() => { vi.useRealTimers(); });

  /** Lets the MutationObserver's callbacks (microtasks) run, then advances the clock. */
  const advance = async (ms: number) => { await Promise.resolve(); await vi.advanceTimersByTimeAsync(ms); };

  it('answers after the quiet period when nothing changes', async () => {
    document.body.innerHTML = '<p>still</p>';
    let answer: { quiet: boolean } | undefined;
    void waitForQuietPage(500, 3000).then((value) => { answer = value; });
    await advance(499);
    expect(answer).toBeUndefined();
    await advance(2);
    expect(answer).toMatchObject({ quiet: true });
  });

  it('waits for content that arrives within the quiet period, then for quiet again', async () => {
    document.body.innerHTML = '<article>old</article>';
    let answer: { quiet: boolean; waitedMs: number } | undefined;
    void waitForQuietPage(500, 3000).then((value) => { answer = value; });
    await advance(300);
    document.querySelector('article')!.textContent = 'new';
    await advance(400);
    expect(answer).toBeUndefined();
    await advance(200);
    expect(answer).toMatchObject({ quiet: true });
    expect(answer!.waitedMs).toBeGreaterThanOrEqual(800);
  });

  it('gives up waiting at the bound on a page that never stops changing, and stops watching', async () => {
    document.body.innerHTML = '<time>0</time>';
    const clock = document.querySelector('time')!;
    let answer: { quiet: boolean; waitedMs: number } | undefined;
    void waitForQuietPage(500, 3000).then((value) => { answer = value; });
    for (let tick = 1; tick <= 40 && !answer; tick += 1) {
      clock.textContent = String(tick);
      await advance(100);
    }
    expect(answer).toMatchObject({ quiet: false });
    expect(answer!.waitedMs).toBeLessThanOrEqual(3100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not count attribute changes as the page changing', async () => {
    document.body.innerHTML = '<div class="spinner"></div>';
    const spinner = document.querySelector('div')!;
    let answer: { quiet: boolean } | undefined;
    void waitForQuietPage(500, 3000).then((value) => { answer = value; });
    for (let tick = 0; tick < 6 && !answer; tick += 1) {
      spinner.className = `spinner frame-${tick}`;
      await advance(100);
    }
    expect(answer).toMatchObject({ quiet: true });
  });
});

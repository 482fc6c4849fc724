// Intent: the engine never runs unbounded (issue 5, budgets): a page of 100,000 elements and a page of 5,000
// levels of nesting complete, or stop with a clear "page too large" warning, within the `timeBudgetMs` option
// (plus a stated slack for finishing the output), and `maxElements` refuses an oversized page before any work.
// Parsing is outside the clock: the budget is the engine's. Run on linkedom, the CLI's DOM (src/cli/dom.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/cli/dom';
import { deepPage, widePage } from '../../tools/bench-browser/synthetic';
import { extract } from '../../src/engine';
import type { Extraction, Options } from '../../src/engine';

/** Time allowed past the budget: the stage running when it expires must finish and render what was found. */
const SLACK_MS = 1_000;
/** A budget small enough that the 100,000-element page cannot be finished inside it on any machine. */
const BUDGET_MS = 1_000;
const TOO_LARGE = /page too large/i;

/**
 * Wall-clock and CPU milliseconds of one extraction. The budget option is wall-clock, so the budget test uses wall
 * time; "refused at once" and "completes" are about work done, so they use CPU time, which other jobs on a
 * shared machine do not inflate.
 */
function timed(document: Document, options: Partial<Options>): { result: Extraction; ms: number; cpuMs: number } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = extract(document, options);
  const used = process.cpuUsage(cpu);
  return { result, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

describe('a page of 100,000 elements', () => {
  let html: string;
  beforeAll(() => { html = widePage(100_000); });

  it(`completes or stops with "page too large" within timeBudgetMs (${BUDGET_MS} ms + ${SLACK_MS} ms slack)`, () => {
    const document = parseDocument(html, 'https://example.org/wide');
    const { result, ms } = timed(document, { timeBudgetMs: BUDGET_MS });
    if (ms > BUDGET_MS) expect(result.warning ?? '').toMatch(TOO_LARGE);
    expect(ms, `extraction took ${Math.round(ms)} ms (timings ${JSON.stringify(result.timings)})`).toBeLessThanOrEqual(BUDGET_MS + SLACK_MS);
  }, 180_000);

  it('is refused at once with "page too large" when over maxElements', () => {
    const document = parseDocument(html, 'https://example.org/wide');
    const { result, cpuMs } = timed(document, { maxElements: 50_000 });
    expect(result.warning ?? '').toMatch(TOO_LARGE);
    expect(result.stage).toBe('none');
    expect(result.text).toBe('');
    expect(cpuMs, `refusing took ${Math.round(cpuMs)} ms of CPU (timings ${JSON.stringify(result.timings)})`).toBeLessThanOrEqual(SLACK_MS);
  }, 180_000);
});

describe('a page of 5,000 levels of nesting', () => {
  let html: string;
  beforeAll(() => { html = deepPage(5_000); });

  for (const markdown of [false, true]) {
    it(`completes without throwing within the default budget (markdown ${markdown ? 'on' : 'off'})`, () => {
      const document = parseDocument(html, 'https://example.org/deep');
      let outcome: ReturnType<typeof timed> | undefined;
      expect(() => { outcome = timed(document, { markdown }); }).not.toThrow();
      const { result, cpuMs } = outcome!;
      expect(cpuMs).toBeLessThanOrEqual(5_000 + SLACK_MS);
      // Either the deep paragraph is found or the engine says why not.
      if (!result.text.includes('deep inside the nesting')) expect(result.warning ?? '').toMatch(TOO_LARGE);
    }, 180_000);
  }
});

/**
 * The optional stages (src/engine/stages.ts): a host that has not supplied a stage gets the cascade back stopped
 * before it (`extractInSteps`), supplies it and resumes; the result is the one the whole engine gives. The
 * extension relies on this to inject the fallbacks only into pages that reach them (src/extension/in-page/stages.ts).
 */
import { describe, expect, it } from 'vitest';
import { ALL_STAGES, extract, type OptionalStages } from '../../src/engine';
import { extract as extractWith, extractInSteps } from '../../src/engine/pipeline';
import type { Extraction } from '../../src/engine/types';
import { fixture, parse } from './helpers';

const SHORT = { markdown: false, minExtractedChars: 2000 };

function done(result: ReturnType<typeof extractInSteps>): Extraction {
  if ('needs' in result) throw new Error(`still waiting for ${result.needs}`);
  return result;
}

describe('optional stages', () => {
  it('asks for the fallback where the rules got too little, and resumes with it to the whole engine\'s result', () => {
    const page = () => parse(fixture('fallback--readability-when-rules-short'));
    const whole = extract(page(), SHORT);
    const stages: Partial<OptionalStages> = {};
    const first = extractInSteps(page(), SHORT, { stages });
    expect('needs' in first && first.needs).toBe('fallback');
    if (!('needs' in first)) return;
    stages.fallback = ALL_STAGES.fallback;
    const resumed = done(first.resume());
    expect(resumed.attempts.map((a) => a.stage)).toEqual(whole.attempts.map((a) => a.stage));
    expect(resumed.stage).toBe(whole.stage);
    expect(resumed.text).toBe(whole.text);
    expect(resumed.timings.waited).toBeGreaterThanOrEqual(0);
  });

  it('asks for nothing on a page the rules read in full', () => {
    const result = extractInSteps(parse(fixture('rules--picks-article-over-sidebar')), { markdown: false }, { stages: {} });
    expect('needs' in result).toBe(false);
    expect(done(result).stage).toBe('rules');
  });

  it('goes on without a stage the host never supplies', () => {
    const result = extractWith(parse(fixture('fallback--readability-when-rules-short')), SHORT);
    expect(result.attempts.map((a) => a.stage)).toEqual(['rules']);
    expect(result.text).toContain('The river had risen');
  });

  it('does not count the time waited for a stage against the budget or the total', async () => {
    // A budget the work itself stays well inside on a loaded machine, and a wait longer than the budget.
    const first = extractInSteps(parse(fixture('fallback--readability-when-rules-short')), { ...SHORT, timeBudgetMs: 2500 }, { stages: {} });
    if (!('needs' in first)) throw new Error('expected a stage request');
    await new Promise((resolve) => setTimeout(resolve, 2600));
    const resumed = done(first.resume());
    expect(resumed.warning ?? '').not.toMatch(/too large/);
    expect(resumed.attempts.map((a) => a.stage)).toEqual(['rules']);
    expect(resumed.timings.waited).toBeGreaterThanOrEqual(2500);
    expect(resumed.timings.total).toBeLessThan(resumed.timings.waited);
  });
});

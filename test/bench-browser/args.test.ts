// Intent: `npm run bench:browser` options resolve once with documented defaults, and bad values are clear errors.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBrowserBenchArgs } from '../../tools/bench-browser/args';

// A folder with scrapinghub's layout (no pages needed to resolve options), so the test runs without the corpora.
const folder = mkdtempSync(join(tmpdir(), 'pith-bench-args-'));
writeFileSync(join(folder, 'ground-truth.json'), '{}');

describe('parseBrowserBenchArgs', () => {
  it('has the documented defaults', () => {
    const args = parseBrowserBenchArgs([folder]);
    expect(args).toMatchObject({ mode: 'standard', reps: 3, scripts: false, out: 'bench-results/browser', timeoutMs: 10_000, node: true, endToEnd: true, e2eRuns: 5, corpora: true, budget: true });
    expect(args.targets).toEqual([{ corpus: 'scrapinghub', dir: folder }]);
    expect(Object.isFrozen(args)).toBe(true);
  });

  it('reads every option', () => {
    const args = parseBrowserBenchArgs([folder, '--mode', 'fast', '--sample', '20', '--reps', '2', '--scripts', '--out', 'x', '--timeout', '500', '--no-node', '--no-e2e', '--e2e-runs', '2', '--no-corpora', '--no-budget']);
    expect(args).toMatchObject({ mode: 'fast', sample: 20, reps: 2, scripts: true, out: 'x', timeoutMs: 500, node: false, endToEnd: false, e2eRuns: 2, corpora: false, budget: false });
  });

  it('rejects bad values with the flag named', () => {
    expect(() => parseBrowserBenchArgs([folder, '--reps', '0'])).toThrow(/--reps must be a positive integer/);
    expect(() => parseBrowserBenchArgs([folder, '--e2e-runs', 'x'])).toThrow(/--e2e-runs must be a positive integer/);
    expect(() => parseBrowserBenchArgs([folder, '--mode', 'turbo'])).toThrow(/--mode must be one of/);
    expect(() => parseBrowserBenchArgs([folder, '--limit', '5', '--sample', '5'])).toThrow(/exclude each other/);
    expect(() => parseBrowserBenchArgs([folder, '--bogus'])).toThrow();
  });
});

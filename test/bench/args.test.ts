// Intent: `npm run bench` options resolve once; `--type` picks pages by their gold page type and rejects unknown types;
// `--cv` (in-sample beside out-of-fold) needs the out-of-fold page types it runs with.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../src/cli/bench/args';

// A folder with scrapinghub's layout (no pages needed to resolve options), so the test runs without the corpora.
const folder = mkdtempSync(join(tmpdir(), 'pith-bench-args-'));
writeFileSync(join(folder, 'ground-truth.json'), '{}');

describe('parseBenchArgs', () => {
  it('leaves the page type open by default and reads --type', () => {
    expect(parseBenchArgs([folder]).goldType).toBeUndefined();
    expect(parseBenchArgs([folder, '--type', 'product', '--every', '4', '--offset', '2'])).toMatchObject({ goldType: 'product', every: 4, offset: 2 });
  });

  it('rejects an unknown page type with the flag named', () => {
    expect(() => parseBenchArgs([folder, '--type', 'recipe'])).toThrow(/--type/);
  });

  it('keeps the time budget unless --no-budget is given', () => {
    expect(parseBenchArgs([folder]).noBudget).toBe(false);
    expect(parseBenchArgs([folder, '--no-budget']).noBudget).toBe(true);
  });

  it('runs --cv only with the out-of-fold page types given', () => {
    expect(parseBenchArgs([folder]).cv).toBe(false);
    expect(() => parseBenchArgs([folder, '--cv'])).toThrow(/--cv needs --page-types/);
    const types = join(folder, 'types.json');
    writeFileSync(types, JSON.stringify({ p1: 'article' }));
    expect(parseBenchArgs([folder, '--cv', '--page-types', types])).toMatchObject({ cv: true, pageTypes: { p1: 'article' } });
  });
});

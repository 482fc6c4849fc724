// Intent: `npm run bench` options resolve once; `--type` picks pages by their gold page type and rejects unknown types;
// `--cv` (in-sample beside out-of-fold) needs the out-of-fold page types it runs with.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../tools/bench/args';

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

  it('runs in one process with the Readability.js cache unless told otherwise', () => {
    expect(parseBenchArgs([folder])).toMatchObject({ jobs: 1, cache: true, against: undefined, ablateRules: undefined });
    expect(parseBenchArgs([folder, '--jobs', '2', '--no-cache'])).toMatchObject({ jobs: 2, cache: false });
    expect(() => parseBenchArgs([folder, '--jobs', '0'])).toThrow(/--jobs/);
  });

  it('takes ablation lists and an earlier run to compare with, never this run\'s own folder', () => {
    expect(parseBenchArgs([folder, '--ablate-rules', 'a, b'])).toMatchObject({ ablateRules: ['a', 'b'] });
    expect(parseBenchArgs([folder, '--against', folder, '--out', join(folder, 'new')]).against).toBe(folder);
    expect(() => parseBenchArgs([folder, '--against', folder, '--out', folder])).toThrow(/this run's --out folder/);
    expect(() => parseBenchArgs([folder, '--against', join(folder, 'missing')])).toThrow(/folder not found/);
  });
});

describe('--corpus', () => {
  // A corpora root with every corpus folder named, so the targets resolve without the real corpora.
  const root = mkdtempSync(join(tmpdir(), 'pith-bench-root-'));

  it('measures all five scored corpora by default and with "all"', () => {
    const all = ['scrapinghub', 'wcxb-dev', 'dragnet', 'cleaneval', 'daniel-dev'];
    expect(parseBenchArgs([root]).targets.map((t) => t.corpus)).toEqual(all);
    expect(parseBenchArgs([root, '--corpus', 'all']).targets.map((t) => t.corpus)).toEqual(all);
    expect(parseBenchArgs([root, '--corpus', 'daniel-dev,dragnet']).targets.map((t) => t.corpus)).toEqual(['daniel-dev', 'dragnet']);
  });

  it('recognises a plain-layout corpus folder by its name', () => {
    const dir = join(root, 'cleaneval');
    mkdirSync(join(dir, 'ground-truth'), { recursive: true });
    expect(parseBenchArgs([dir]).targets).toEqual([{ corpus: 'cleaneval', dir }]);
  });
});


// Intent: the quality section prints fold-4 pages only inside aggregates: its Markdown names no fold-4 page (worst
// pages, collapses, failures, low-value flags), while the per-page records keep every page with its fold. Run on a
// tiny corpus written to a temp folder, where the fold-4 page is the worst and a collapse.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../tools/bench/args';
import { benchContext, selectPages } from '../../tools/bench/context';
import * as quality from '../../tools/bench/quality';

const prose = (topic: string) => `<p>${`The ${topic} committee met again this week to weigh the long list of proposals before it, and the chair said the vote would come soon. `.repeat(5)}</p>`;
const PAGES: Record<string, { html: string; gold: string; fold: number }> = {
  'dev-one': { html: `<html><body><article><h1>Harbour</h1>${prose('harbour')}${prose('harbour')}</article></body></html>`, gold: 'harbour', fold: 0 },
  'dev-two': { html: `<html><body><article><h1>Schools</h1>${prose('schools')}${prose('schools')}</article></body></html>`, gold: 'schools', fold: 2 },
  // The gold is text the page does not hold, so every tool scores 0 here: the worst page of the run.
  'unseen-page': { html: `<html><body><article><h1>Bridges</h1>${prose('bridges')}${prose('bridges')}</article></body></html>`, gold: 'absent words only', fold: 4 },
};

function tinyCorpus(): string {
  const root = mkdtempSync(join(tmpdir(), 'pith-unseen-'));
  const dir = join(root, 'dragnet');
  mkdirSync(join(dir, 'html'), { recursive: true });
  mkdirSync(join(dir, 'ground-truth'));
  const splits: Record<string, number> = {};
  for (const [id, page] of Object.entries(PAGES)) {
    writeFileSync(join(dir, 'html', `${id}.html.gz`), gzipSync(page.html));
    const gold = page.gold === 'absent words only' ? page.gold : page.html.replace(/<[^>]+>/g, ' ');
    writeFileSync(join(dir, 'ground-truth', `${id}.json`), JSON.stringify({ url: `https://example.org/${id}`, ground_truth: { main_content: gold } }));
    splits[id] = page.fold;
  }
  writeFileSync(join(root, 'splits.json'), JSON.stringify({ dragnet: splits }));
  return root;
}

describe('the quality section and the unseen fold', () => {
  it('names no fold-4 page in its Markdown and keeps the fold in the per-page records', async () => {
    const root = tinyCorpus();
    process.env.PITH_CORPORA = root;
    try {
      const args = parseBenchArgs([join(root, 'dragnet'), '--no-cache', '--out', join(root, 'out')]);
      const pages = selectPages(args, args.targets[0]);
      const result = await quality.run(pages, benchContext(args, args.targets[0], pages, () => {}));
      expect(result.markdown).toMatch(/Worst pages for pith:standard \(folds 0-3 only\): dev-/);
      expect(result.markdown).toContain('pages 4');
      expect(result.markdown).not.toContain('unseen-page');
      const records = result.pages as { id: string; fold: number }[];
      expect(records.map((r) => [r.id, r.fold]).sort()).toEqual([['dev-one', 0], ['dev-two', 2], ['unseen-page', 4]]);
    } finally {
      delete process.env.PITH_CORPORA;
    }
  });
});

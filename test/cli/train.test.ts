import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from '../../src/engine/rules/block-features';
import { loadBlockModel, scoreBlock } from '../../src/engine/rules/block-model';
import type { CorpusPage } from '../../tools/bench/corpus';
import { dumpPage } from '../../tools/train/dump';
import { evaluate, floorsByType, pagePredictions, trainingSet, type Predictions } from '../../tools/train/evaluate';
import type { PageRecord } from '../../tools/train/dump';
import { FOLDS, domainOf, foldOf } from '../../tools/train/folds';
import { trainGbdt } from '../../tools/train/gbdt';
import { goldShare, indexGold, tokens } from '../../tools/train/labels';

const LINK = FEATURE_NAMES.indexOf('linkDensity');
const CHARS = FEATURE_NAMES.indexOf('logChars');

/** A dataset the test makes: content is link-poor, boilerplate link-heavy; length says nothing. */
function synthetic(rows: number) {
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < rows; i++) {
    const v = new Array<number>(FEATURE_NAMES.length).fill(0);
    v[LINK] = (i * 37 % 100) / 100;
    v[CHARS] = (i * 11 % 70) / 10;
    x.push(v);
    y.push(v[LINK] < 0.5 ? 1 : 0);
  }
  return { x, y, w: y.map(() => 1) };
}

describe('block scorer training', () => {
  it('learns a split the data holds, in the engine\'s model format', () => {
    const model = trainGbdt(synthetic(400), FEATURE_NAMES, { trees: 10, depth: 2, learningRate: 0.3, minLeafRows: 5, lambda: 1, bins: 16 });
    const loaded = loadBlockModel(model);
    const at = (link: number) => {
      const v = new Array<number>(FEATURE_NAMES.length).fill(0);
      v[LINK] = link;
      v[CHARS] = 3;
      return scoreBlock(loaded, v);
    };
    expect(at(0.1)).toBeGreaterThan(0.9);
    expect(at(0.9)).toBeLessThan(0.1);
    expect(model.trees[0].feature[0]).toBe(LINK);
  });

  it('is deterministic', () => {
    const params = { trees: 3, depth: 2, learningRate: 0.3, minLeafRows: 5, lambda: 1, bins: 16 };
    expect(trainGbdt(synthetic(200), FEATURE_NAMES, params)).toEqual(trainGbdt(synthetic(200), FEATURE_NAMES, params));
  });

  it('labels a block by the share of its trigrams in the gold', () => {
    const gold = indexGold('The river rose three feet overnight.\n\nShare this');
    expect(goldShare(tokens('The river rose three feet'), gold)).toBe(1);
    expect(goldShare(tokens('the river fell'), gold)).toBe(0);
    expect(goldShare(tokens('Share this'), gold)).toBe(1);
    expect(goldShare(tokens('Share'), gold)).toBe(1);
    expect(goldShare(tokens('Like'), gold)).toBe(0);
  });

  it('dumps a page\'s blocks with features and labels, and simulates the floors', () => {
    const story = ['The bridge over the river was closed on Monday after inspectors found cracks in two supports.',
      'Traffic has moved to the old ferry road, which adds twenty minutes to every trip into town.',
      'The council meets on Thursday to hear the engineers, and residents may ask questions.'];
    const html = `<html><body><article><p>${story[0]}</p><div class="x">887 / 114 / 2009</div><p>${story[1]}</p><p>${story[2]}</p></article></body></html>`;
    const page: CorpusPage = { corpus: 'wcxb-dev', id: 't1', url: 'https://news.example.org/a', html, gold: { text: story.join('\n\n'), with: [], without: [] } };
    const record = dumpPage(page, domainOf(page, new Map()))!;
    expect(record.domain).toBe('news.example.org');
    expect(record.blocks.map((b) => b.share)).toEqual([1, 0, 1, 1]);
    expect(record.blocks.every((b) => b.x.length === FEATURE_NAMES.length)).toBe(true);
    expect(record.contentTokens).toBe(record.goldTokens + 3);
    const data = trainingSet([record]);
    expect(data.y).toEqual([1, 0, 1, 1]);
    expect(data.w.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
    // A model that scores the numbers row lowest: the floor that drops it gives the page a perfect F1.
    const model = trainGbdt(data, FEATURE_NAMES, { trees: 5, depth: 1, learningRate: 0.5, minLeafRows: 1, lambda: 0.1, bins: 8 });
    const report = evaluate([record], pagePredictions(loadBlockModel(model), [record]));
    expect(report.rulesOnly['wcxb-dev'].f1).toBeLessThan(1);
    expect(Math.max(...report.floors.map((f) => f.corpora['wcxb-dev'].f1))).toBe(1);
  });

  it('splits by domain into stable folds', () => {
    expect(foldOf('example.org')).toBe(foldOf('example.org'));
    const folds = new Set(['a.com', 'b.com', 'c.org', 'd.net', 'e.de', 'f.fr', 'g.it', 'h.es', 'i.nl', 'j.se'].map(foldOf));
    expect(folds.size).toBeGreaterThan(1);
    expect([...folds].every((k) => k >= 0 && k < FOLDS)).toBe(true);
  });

  it('chooses a floor per page type only where pruning by the model pays', () => {
    // Both pages hold a kept block and one the model scores 0.1: boilerplate on the forum page (none of its tokens
    // in the gold), content on the article page (all of them).
    const page = (type: string, lowIsContent: boolean): PageRecord => ({
      corpus: 'wcxb-dev', id: type, domain: 'd', enginePageType: type, goldTokens: lowIsContent ? 15 : 10,
      contentTokens: 15, contentOverlap: lowIsContent ? 15 : 10,
      blocks: [{ x: [], n: 10, m: 10, share: 1 }, { x: [], n: 5, m: lowIsContent ? 5 : 0, share: lowIsContent ? 1 : 0 }],
    });
    const forum = page('forum', false);
    const article = page('article', true);
    const predictions: Predictions = new Map([[forum, [0.9, 0.1]], [article, [0.9, 0.1]]]);
    const floors = floorsByType([forum, article], predictions, 0.002);
    expect(floors.article).toBe(0);
    expect(floors.forum).toBeGreaterThan(0.1);
  });
});

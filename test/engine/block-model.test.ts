import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { FEATURE_NAMES } from '../../src/engine/rules/block-features';
import { BlockModelError, loadBlockModel, scoreBlock, type BlockModel } from '../../src/engine/rules/block-model';
import shipped from '../../src/engine/rules/block-model.json';
import { DOMS, FIXTURES, fixture, parse } from './helpers';

/** Two trees: number-heavy blocks score low (digitRate > 0.25: -3), longer ones a little higher (logChars > 3: +0.5). */
const tiny = JSON.parse(readFileSync(join(FIXTURES, 'block-model--tiny.json'), 'utf8')) as BlockModel;

function vector(values: Record<string, number>): number[] {
  return FEATURE_NAMES.map((name) => values[name] ?? 0);
}

describe('block model reader', () => {
  it('scores a vector by walking each tree from the base margin', () => {
    const model = loadBlockModel(tiny);
    // 0.5 + 2 + 0.5 = 3
    expect(scoreBlock(model, vector({ digitRate: 0.1, logChars: 5 }))).toBeCloseTo(1 / (1 + Math.exp(-3)), 10);
    // 0.5 - 3 - 0.5 = -3
    expect(scoreBlock(model, vector({ digitRate: 0.5, logChars: 2 }))).toBeCloseTo(1 / (1 + Math.exp(3)), 10);
    expect(model.usesLayout).toBe(false);
  });

  it('maps the model\'s features by name, whatever their order in the engine', () => {
    const swapped: BlockModel = { ...tiny, features: ['logChars', 'digitRate'], trees: tiny.trees.map((t) => ({ ...t, feature: t.feature.map((f) => (f === -1 ? -1 : 1 - f)) })) };
    const v = vector({ digitRate: 0.5, logChars: 5 });
    expect(scoreBlock(loadBlockModel(swapped), v)).toBeCloseTo(scoreBlock(loadBlockModel(tiny), v), 12);
  });

  it('knows when a model splits on layout', () => {
    const layout: BlockModel = { ...tiny, features: ['layoutFontSize', 'logChars'] };
    expect(loadBlockModel(layout).usesLayout).toBe(true);
  });

  it.each([
    [{ ...tiny, format: 'other' }, /not a pith-block-model/],
    [{ ...tiny, features: ['shoeSize', 'logChars'] }, /unknown feature "shoeSize"/],
    [{ ...tiny, trees: [{ ...tiny.trees[0], left: [0, -1, -1] }] }, /points outside/],
    [{ ...tiny, trees: [{ ...tiny.trees[0], value: [0] }] }, /value has 1 entries/],
  ])('refuses a malformed model %#', (model, message) => {
    expect(() => loadBlockModel(model)).toThrow(BlockModelError);
    expect(() => loadBlockModel(model)).toThrow(message);
  });

  it('reads the shipped model', () => {
    const model = loadBlockModel(shipped);
    expect(model.model.features.every((f) => FEATURE_NAMES.includes(f))).toBe(true);
  });
});

describe.each(DOMS)('block model in the cascade (%s)', (dom) => {
  const run = (options = {}) => extract(parse(fixture('rules--block-model-prunes-stats'), dom), { markdown: false, blockModel: tiny, ...options });

  it('prunes the blocks the model scores under the floor', () => {
    const result = run({ blockScoreFloor: 0.5 });
    expect(result.text).not.toContain('887');
    expect(result.text).toContain('Traffic has moved');
    expect(result.text).toContain('The council meets');
    const removal = result.removed.find((r) => r.reason.startsWith('block model'));
    expect(removal?.selector).toBe('div.counts');
  });

  it('changes nothing when the floor is 0', () => {
    const result = run({ blockScoreFloor: 0 });
    expect(result.text).toContain('887 / 114 / 2009');
    expect(result.removed.some((r) => r.reason.startsWith('block model'))).toBe(false);
  });

  it('an unreadable model is an error result, not an exception', () => {
    const result = run({ blockScoreFloor: 0.5, blockModel: { ...tiny, features: ['shoeSize'] } });
    expect(result.stage).toBe('none');
    expect(result.warning).toMatch(/BlockModelError/);
  });
});

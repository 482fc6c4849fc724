// Intent: the quality score is the shipped model's prediction: the reader refuses a model file written for other
// features, evaluates a hand-written model exactly, and the shipped model ranks hand-written results the way a
// reader would (a clean article above a baseline rescue and a scrap; more text in links scores lower).
import { describe, expect, it } from 'vitest';
import { FEATURES, featureVector, type QualityInput } from '../../src/engine/quality/features';
import { predict, readModel, type QualityModelFile } from '../../src/engine/quality/model';
import { assessQuality } from '../../src/engine/quality';
import shipped from '../../src/engine/quality/model.json';
import type { QualitySignals } from '../../src/engine/types';

const zero = (): Record<string, number> => Object.fromEntries(FEATURES.map((f) => [f.name, 0]));

function signals(over: Partial<QualitySignals>): QualitySignals {
  return { length: 0, textToMarkup: 0, semanticContainer: false, headings: 0, substantialParagraphs: 0, pageShare: 0, pageChars: 0, linkDensity: 0, ...over };
}

const article: QualityInput = {
  signals: signals({ length: 6000, textToMarkup: 0.6, semanticContainer: true, headings: 3, substantialParagraphs: 12, pageShare: 0.45, pageChars: 13000, linkDensity: 0.03 }),
  stage: 'rules', attempts: [{ stage: 'rules', chars: 6000, score: 5800 }], language: 'de',
};
const navigationDump: QualityInput = {
  signals: signals({ length: 9000, textToMarkup: 0.15, headings: 0, substantialParagraphs: 0, pageShare: 0.97, pageChars: 9300, linkDensity: 0.85 }),
  stage: 'rules', attempts: [{ stage: 'rules', chars: 9000, score: 200 }],
};
const baselineRescue: QualityInput = {
  signals: signals({ length: 3000, textToMarkup: 0.2, substantialParagraphs: 1, pageShare: 1, pageChars: 3000, linkDensity: 0.4 }),
  stage: 'baseline',
  attempts: [{ stage: 'rules', chars: 40, score: 40 }, { stage: 'readability', chars: 90, score: 80 }, { stage: 'baseline', chars: 3000, score: 1000 }],
};

describe('readModel', () => {
  it('refuses a file naming a feature the engine does not compute', () => {
    expect(() => readModel({ intercept: 0, weights: { ...zero(), fontSize: 1 } })).toThrow(/unknown features fontSize/);
  });
  it('refuses a file missing a feature or holding a non-number', () => {
    const { linkDensity: _, ...missing } = zero();
    expect(() => readModel({ intercept: 0, weights: missing })).toThrow(/linkDensity/);
    expect(() => readModel({ intercept: Number.NaN, weights: zero() })).toThrow(/intercept/);
    expect(() => readModel({ intercept: 0, weights: { ...zero(), pageShare: 'x' as unknown as number } })).toThrow(/pageShare/);
  });
  it('reads the shipped file, which names every feature and says where it came from', () => {
    expect(() => readModel(shipped as QualityModelFile)).not.toThrow();
    expect(Object.keys(shipped.weights).sort()).toEqual(FEATURES.map((f) => f.name).sort());
    expect(shipped.provenance.features).toEqual(FEATURES.map((f) => f.name));
  });
});

describe('predict', () => {
  it('is the logistic of the intercept plus the weighted features', () => {
    expect(predict(readModel({ intercept: 0, weights: zero() }), article)).toBe(0.5);
    expect(predict(readModel({ intercept: Math.log(3), weights: zero() }), article)).toBeCloseTo(0.75, 12);
    // One weight: 2 x linkDensity (0.85) - 1 -> logistic(0.7).
    const model = readModel({ intercept: -1, weights: { ...zero(), linkDensity: 2 } });
    expect(predict(model, navigationDump)).toBeCloseTo(1 / (1 + Math.exp(-0.7)), 12);
  });
});

describe('features', () => {
  const value = (input: QualityInput, name: string) => featureVector(input)[FEATURES.findIndex((f) => f.name === name)];
  it('read the stage, the retries and the agreement of the other attempts', () => {
    expect(value(baselineRescue, 'stageBaseline')).toBe(1);
    expect(value(article, 'stageBaseline')).toBe(0);
    expect(value(baselineRescue, 'retries')).toBeCloseTo(Math.log(3), 12);
    expect(value(baselineRescue, 'alternatives')).toBe(1);
    // The closest other attempt is readability's 90 characters against 3,000.
    expect(value(baselineRescue, 'agreement')).toBeCloseTo(0.03, 12);
    expect(value(article, 'alternatives')).toBe(0);
    expect(value(article, 'agreement')).toBe(0);
    expect(value(article, 'languageKnown')).toBe(1);
    expect(value(navigationDump, 'languageKnown')).toBe(0);
    expect(value({ ...article, pageType: 'product' }, 'typeProduct')).toBe(1);
    expect(value(article, 'typeProduct')).toBe(0);
    // 3 headings over 6,000 characters; 12 substantial paragraphs cover the text (12 x 300 of 6,000 = 0.6).
    expect(value(article, 'headingsPerKilochar')).toBeCloseTo(0.5, 12);
    expect(value(article, 'paragraphCoverage')).toBeCloseTo(0.6, 12);
  });
});

describe('assessQuality with the shipped model', () => {
  const score = (input: QualityInput) => assessQuality(input.signals, input).score;
  it('ranks a clean article above a baseline rescue and a scrap', () => {
    const scrap: QualityInput = { ...article, signals: signals({ length: 90, textToMarkup: 0.3, pageShare: 0.01, pageChars: 9000 }), attempts: [] };
    expect(score(article)).toBeGreaterThan(score(baselineRescue));
    expect(score(article)).toBeGreaterThan(score(scrap));
    expect(score(article)).toBeGreaterThan(0.7);
  });
  it('scores the same result lower as more of its text sits in links', () => {
    // The corpora hold few results this link-dense (a navigation dump), so only the direction is pinned.
    const linked = (linkDensity: number) => score({ ...navigationDump, signals: { ...navigationDump.signals, linkDensity } });
    expect(linked(0.85)).toBeLessThan(linked(0.4));
    expect(linked(0.4)).toBeLessThan(linked(0));
  });
  it('scores an empty result 0 and keeps the signals', () => {
    const empty = assessQuality(signals({}), { stage: 'none', attempts: [] });
    expect(empty).toEqual({ score: 0, signals: signals({}) });
  });
  it('stays in [0, 1], rounded to thousandths', () => {
    for (const input of [article, navigationDump, baselineRescue]) {
      const s = score(input);
      expect(s).toBeGreaterThan(0);
      expect(s).toBeLessThan(1);
      expect(Math.round(s * 1000) / 1000).toBe(s);
    }
  });
});

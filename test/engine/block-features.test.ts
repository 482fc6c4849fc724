import { describe, expect, it } from 'vitest';
import { clean } from '../../src/engine/clean';
import { computeStats, liveElements } from '../../src/engine/dom/stats';
import { FEATURE_NAMES, NEUTRAL, blockFeatures, judgedBlocks, hashed } from '../../src/engine/rules/block-features';
import { tuningFor } from '../../src/engine/registry';
import { DOMS, fixture, parse, type Dom } from './helpers';

/** The fixture's features as the engine computes them: cleaned page, stats walk, the thread as the content. */
function featuresOf(dom: Dom, html = fixture('rules--block-features')) {
  const document = parse(html, dom);
  const cleaned = clean({ document, tuning: tuningFor({ mode: 'standard', includeComments: false }), removed: [] })!;
  const stats = computeStats(cleaned.root, liveElements(cleaned.root, cleaned.dropped));
  const containers = [document.getElementById('thread')!];
  const blocks = judgedBlocks(containers, stats, cleaned.dropped);
  const vectors = blockFeatures({ document, root: cleaned.root, stats, containers, dropped: cleaned.dropped, layout: true }, blocks);
  const named = vectors.map((v) => Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, v[i]])));
  return { blocks, vectors, named, texts: blocks.map((el) => (el.textContent ?? '').trim()) };
}

describe.each(DOMS)('block features (%s)', (dom) => {
  it('judges the text blocks inside the content, not media or the container', () => {
    const { texts } = featuresOf(dom);
    expect(texts.filter((t) => t.startsWith('The bridge over') || t.startsWith('Traffic') || t.startsWith('The council'))).toHaveLength(3);
    expect(texts.filter((t) => t === 'Reply')).toHaveLength(3);
    expect(texts).toContain('Apr 13, 2009 / 887 / 114');
    expect(texts).toContain('Roads');
    // The figure holds an image: left to the rules, never judged on its words.
    expect(texts.some((t) => t.includes('closed bridge'))).toBe(false);
  });

  it('gives one value per named feature', () => {
    const { vectors } = featuresOf(dom);
    for (const v of vectors) {
      expect(v).toHaveLength(FEATURE_NAMES.length);
      expect(v.every(Number.isFinite)).toBe(true);
    }
  });

  it('reads links, digits, stop words, repetition and templates', () => {
    const { named, texts } = featuresOf(dom);
    const at = (text: string) => named[texts.indexOf(text)];
    const prose = named[texts.findIndex((t) => t.startsWith('Traffic'))];
    expect(at('Reply').linkDensity).toBe(1);
    expect(prose.linkDensity).toBe(0);
    expect(at('Apr 13, 2009 / 887 / 114').digitRate).toBeCloseTo(12 / 25, 3) // stats count the separating space;
    expect(prose.stopwordRatio).toBeGreaterThan(0.3);
    expect(at('Apr 13, 2009 / 887 / 114').stopwordRatio).toBe(0);
    // "Reply" is in every post: two others repeat it; each stats row is its own text.
    expect(at('Reply').textRepeats).toBe(2);
    expect(at('Apr 13, 2009 / 887 / 114').textRepeats).toBe(0);
    // The posts are three siblings of one template.
    expect(prose.ancestorTemplateSiblings).toBe(2);
    expect(prose['tag:P']).toBe(1);
    expect(at('Reply')['tag:A']).toBe(1);
    expect(named[0].contentPosition).toBe(0);
    expect(prose.contentPosition).toBeGreaterThan(0);
  });

  it('has the neutral value for layout on a DOM without layout', () => {
    const { named } = featuresOf(dom);
    for (const f of named) expect([f.layoutWidth, f.layoutTop, f.layoutFontSize]).toEqual([NEUTRAL, NEUTRAL, NEUTRAL]);
  });

  it('uses the page language\'s stop words, not English ones', () => {
    const french = fixture('rules--block-features').replace('lang="en"', 'lang="fr"')
      .replace('Traffic has moved to the old ferry road', 'Le trafic passe par la vieille route du bac et il faut');
    const { named, texts } = featuresOf(dom, french);
    const en = featuresOf(dom).named;
    const i = texts.findIndex((t) => t.startsWith('Le trafic'));
    // French words count under the French list; the English sentences lose theirs.
    expect(named[i].stopwordRatio).toBeGreaterThan(0);
    const english = texts.findIndex((t) => t.startsWith('The council'));
    expect(named[english].stopwordRatio).toBeLessThan(en[english].stopwordRatio);
  });
});

describe('block features agree across DOMs', () => {
  it('jsdom and linkedom give the same vectors', () => {
    expect(featuresOf('linkedom').vectors).toEqual(featuresOf('jsdom').vectors);
  });
});

describe('hashed', () => {
  it('counts tokens into fixed buckets, the same token always in the same one', () => {
    const v = hashed(['post', 'body', 'post'], 8);
    expect(v).toHaveLength(8);
    expect(v.reduce((a, b) => a + b, 0)).toBe(3);
    expect(Math.max(...v)).toBeGreaterThanOrEqual(2);
  });
});

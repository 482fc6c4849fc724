import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], options = {}) =>
  extract(parse(fixture(name), dom), { markdown: false, ...options });

describe.each(DOMS)('stage 2, rule-based extraction (%s)', (dom) => {
  it('does not climb to an ancestor that adds only a directory of short blocks', () => {
    const result = run('rules--climb-adds-directory', dom);
    expect(result.stage).toBe('rules');
    expect(result.text).toContain('Twice a year, in December');
    expect(result.text).toContain('until a family knows which one to buy');
    expect(result.text).not.toContain('Our teachers');
    expect(result.text).not.toContain('Greta Lunde');
  });

  it('picks the story over the sidebar and teasers', () => {
    const result = run('rules--picks-article-over-sidebar', dom);
    expect(result.stage).toBe('rules');
    expect(result.text).toContain('The river had risen');
    expect(result.text).toContain('The forecast calls');
    expect(result.text).not.toContain('SIDEBAR-MARKER');
    expect(result.text).not.toContain('Another story');
  });

  it('prunes a link-dense block inside the story', () => {
    const result = run('rules--prunes-link-dense-block', dom);
    expect(result.text).not.toContain('LINKS-MARKER');
    expect(result.text).toContain('By afternoon');
    expect(result.removed.some((r) => r.step === 'prune' && r.reason === 'link-dense block')).toBe(true);
  });

  it('prunes bylines and share rows named by class', () => {
    const result = run('rules--prunes-byline-and-share-row', dom);
    expect(result.text).toContain('Officials said');
    expect(result.text).not.toContain('BYLINE-MARKER');
    expect(result.text).not.toContain('SHARE-ROW-MARKER');
  });

  it('drops the heading that repeats the title, keeps other headings', () => {
    const result = run('rules--drops-title-heading', dom);
    expect(result.text).not.toContain('The valley floods again');
    expect(result.text).toContain('SUBHEADING-MARKER What comes next');
  });

  it('recovers a short document spread over several containers', () => {
    const result = run('rules--recovers-short-document', dom);
    expect(result.text).toContain('The river had risen');
    expect(result.text).toContain('RECOVER-MARKER');
  });

  it('prunes datelines, bylines, labels and captions by their text', () => {
    const result = run('rules--prunes-furniture-text', dom);
    expect(result.text).toContain('Officials said');
    for (const gone of ['Published November', 'By Jane Doe', 'CAPTION-MARKER', 'Advertisement']) expect(result.text, gone).not.toContain(gone);
    // The figure stays in the content in every mode (issue 11); only the text leaves its caption out.
    const recall = run('rules--prunes-furniture-text', dom, { mode: 'recall' });
    expect(recall.text).not.toContain('CAPTION-MARKER');
    expect(recall.html).toContain('CAPTION-MARKER');
  });

  it('takes the whole article when it is split into one container per section', () => {
    const result = run('rules--climbs-to-sectioned-article', dom);
    expect(result.text).toContain('The river had risen');
    expect(result.text).toContain('SECTION-TWO-MARKER');
    expect(result.text).toContain('SECTION-THREE-MARKER');
  });

  it('does not climb to a wrapper whose other block adds less than the story\'s prose again (a call to action)', () => {
    const result = run('rules--story-not-climbed-to-call-to-action', dom, { pageType: 'article' });
    expect(result.text).toContain('STORY-END-MARKER');
    expect(result.text).not.toContain('CTA-MARKER');
  });

  it('does not climb past the page\'s <main> to the footer disclaimer beside it', () => {
    const result = run('rules--climb-stops-at-main', dom);
    expect(result.text).toContain('STORY-END-MARKER');
    expect(result.text).not.toContain('DISCLAIMER-MARKER');
  });

  it('gives a block a product page ships twice once', () => {
    const result = run('rules--repeated-block-once', dom, { pageType: 'product' });
    expect(result.text.split('REPEAT-MARKER').length - 1).toBe(1);
    expect(result.text).toContain('Boots are needed');
    expect(result.removed.some((r) => r.reason === 'repeated block')).toBe(true);
  });

  it('prunes a long paragraph that repeats itself on an article, and keeps a long paragraph and a repeated refrain', () => {
    const result = run('rules--paragraph-repeating-itself', dom, { pageType: 'article' });
    expect(result.text).not.toContain('REPEAT-MARKER');
    for (const kept of ['STORY-MARKER', 'LONG-MARKER', 'Im Herbst']) expect(result.text, kept).toContain(kept);
    expect(result.text.split('REFRAIN-MARKER').length - 1).toBe(2);
    expect(result.removed.some((r) => r.reason === 'block repeating itself')).toBe(true);
  });

  it('gives a block of short lines a product page ships once per swatch once, and keeps the card that differs', () => {
    const result = run('product--spec-card-per-swatch', dom, { pageType: 'product' });
    expect(result.text.split('SPEC-MARKER').length - 1).toBe(1);
    expect(result.text).toContain('CARBON-MARKER');
    expect(result.text).toContain('O alumínio anodizado');
    expect(result.removed.some((r) => r.reason === 'repeated block')).toBe(true);
  });

  it('reports a semantic container when the story sits in <article>', () => {
    expect(run('rules--prunes-byline-and-share-row', dom).quality.signals.semanticContainer).toBe(true);
    expect(run('rules--recovers-short-document', dom).quality.signals.semanticContainer).toBe(false);
  });
});

describe.each(DOMS)('stage 2, pages that are lists of items (%s)', (dom) => {
  it('keeps the title links of listed items and prunes the link every item repeats', () => {
    const result = run('rules--listing-keeps-item-titles', dom);
    for (const title of ['TITLE-ONE', 'TITLE-TWO', 'TITLE-THREE', 'TITLE-FOUR', 'TITLE-FIVE']) expect(result.text, title).toContain(title);
    expect(result.text).toContain('Buses are on standby');
    expect(result.text).not.toContain('Save this story');
  });

  it('does not lift a story into the teaser cards that follow it', () => {
    const result = run('rules--story-not-lifted-into-teasers', dom);
    expect(result.text).toContain('Residents near the levee');
    expect(result.text).not.toContain('TEASER-MARKER');
  });
});

/**
 * The profile guard (src/engine/rules/profile-guard.ts): a page-type profile's result that lost the content the rules
 * without a profile read gives way to theirs, and the result says which was taken and why.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import type { Mode } from '../../src/engine/types';
import type { PageType } from '../../src/engine/page-type';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], url: string, pageType: PageType, mode: Mode = 'standard') =>
  extract(parse(fixture(name), dom, url), { markdown: false, url, pageType, mode });

const MUSEUM_URL = 'https://harbour.example/whats-on';
const REVIEW_URL = 'https://countertests.example/reviews/brightwell-k2';
const CARDS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE'];

describe.each(DOMS)('profile guard (%s)', (dom) => {
  it.each([
    ['collection', 'standard'], ['collection', 'fast'], ['listing', 'fast'],
  ] as const)("a %s profile that prunes the cards' block as filters gives way to the rules without it (%s)", (pageType, mode) => {
    const result = run('guard--cards-named-as-filters', dom, MUSEUM_URL, pageType, mode);
    expect(result.stage).toBe('rules');
    expect(result.text).toContain('INTRO-MARKER');
    for (const n of CARDS) {
      expect(result.text, `TITLE-${n}`).toContain(`TITLE-${n}`);
      expect(result.text, `SUMMARY-${n}`).toContain(`SUMMARY-${n}`);
    }
    expect(result.profile).toEqual({ pageType, taken: 'generic', reason: 'small', compared: true });
  });

  it.each(['standard', 'fast'] as const)("a review read as a product page is its review, not the specifications table the product profile kept (%s)", (mode) => {
    const result = run('guard--review-read-as-product', dom, REVIEW_URL, 'product', mode);
    expect(result.stage).toBe('rules');
    for (const kept of ['REVIEW-START', 'REVIEW-END']) expect(result.text, kept).toContain(kept);
    expect(result.profile).toEqual({ pageType: 'product', taken: 'generic', reason: 'table', compared: true });
  });

  it("keeps the product profile's description where the reviews outweigh it: they do not hold it", () => {
    const result = run('pagetype--product-reviews-outweigh-description', dom, 'https://homeware.example/products/fen-kettle', 'product');
    expect(result.profile?.taken).toBe('profile');
    expect(result.text).toContain('DESCRIPTION-MARKER');
    expect(result.text).not.toContain('REVIEW-MARKER');
  });
});

/**
 * Page types and their extraction profiles (src/engine/page-type, src/engine/rules/profiles.ts): each fixture is
 * classified from the page itself, and its type's profile keeps what that kind of page is read for.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { OptionsError } from '../../src/engine/options';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], url: string, options = {}) =>
  extract(parse(fixture(name), dom, url), { markdown: false, url, ...options });

const FORUM_URL = 'https://bread.example/threads/starter-smells-like-nail-polish.77/';
const PRODUCT_URL = 'https://outfitters.example/products/alder-trail-backpack-28l';
const LISTING_URL = 'https://trails.example/routes/peak-district/';

describe.each(DOMS)('page-type profiles (%s)', (dom) => {
  it('forum: every post with its author and date, in order; no user panels, signatures or like counts', () => {
    const result = run('pagetype--forum-posts-with-authors', dom, FORUM_URL);
    expect(result.metadata.pageType).toBe('forum');
    const text = result.text;
    const order = ['marsh_wren', 'Mar 2, 2024', 'POST-ONE-MARKER', 'bakerbee', 'POST-TWO-MARKER', 'crumbcoat', 'Mar 4, 2024', 'POST-THREE-MARKER'];
    const at = order.map((s) => text.indexOf(s));
    for (const [i, s] of order.entries()) expect(at[i], s).toBeGreaterThanOrEqual(0);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const gone of ['Joined', 'Mar 3, 2019', '2,341', 'Reaction score', 'Well-known member', 'SIGNATURE-MARKER', '7 Likes']) expect(text, gone).not.toContain(gone);
  });

  it('product: description and specifications; no reviews, related products or shipping text', () => {
    const result = run('pagetype--product-without-reviews-and-policy', dom, PRODUCT_URL);
    expect(result.metadata.pageType).toBe('product');
    expect(result.text).toContain('DESCRIPTION-MARKER');
    expect(result.text).toContain('SPECS-MARKER');
    for (const gone of ['REVIEW-MARKER', 'RELATED-MARKER', 'SHIPPING-MARKER']) expect(result.text, gone).not.toContain(gone);
  });

  it('listing: the intro and every item; no facets, sort control or pagination', () => {
    const result = run('pagetype--listing-without-facets', dom, LISTING_URL);
    expect(['listing', 'collection']).toContain(result.metadata.pageType);
    for (const kept of ['INTRO-MARKER', 'ITEM-ONE', 'ITEM-TWO', 'ITEM-THREE', 'ITEM-FOUR', 'gentle riverside walk']) expect(result.text, kept).toContain(kept);
    for (const gone of ['FACET-MARKER', 'SORT-MARKER', 'PAGER-MARKER']) expect(result.text, gone).not.toContain(gone);
  });

  it('product: reviews that outweigh the description are not chosen as the content', () => {
    const result = run('pagetype--product-reviews-outweigh-description', dom, 'https://homeware.example/products/fen-kettle');
    expect(result.metadata.pageType).toBe('product');
    for (const kept of ['DESCRIPTION-MARKER', 'SPECS-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('REVIEW-MARKER');
  });

  it('product: cards of other products beside the description are not the content', () => {
    const result = run('pagetype--product-cards-of-other-products', dom, 'https://lumen.example/products/heron-lamp', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'SPECS-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('CARD-MARKER');
    expect(result.removed.some((r) => r.reason === 'cards of other products')).toBe(true);
  });

  it('product: a carousel of priced cards linked only by their pictures is not the content; the product feature tiles are', () => {
    const result = run('product--priced-cards-linked-by-picture', dom, 'https://fellgear.example/products/tarn-trail-pack-30', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'SPECS-MARKER', 'FEATURE-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('CARD-MARKER');
    expect(result.removed.some((r) => r.reason === 'cards of other products')).toBe(true);
  });

  it('product: a review section longer than the vocabulary size guard is pruned', () => {
    const result = run('product--long-review-section', dom, 'https://hearth.example/products/fen-enamel-kettle', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'SPECS-MARKER', 'CARE-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('REVIEW-MARKER');
  });

  it('product: a long block the profile names but holding the h1 is the product itself, kept', () => {
    const result = run('product--named-wrapper-holds-heading', dom, 'https://weald.example/products/ashdown-oak-desk', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'SPECS-MARKER', 'STORY-MARKER']) expect(result.text, kept).toContain(kept);
  });

  it('product: the block around the product heading, its price and specifications beside the description', () => {
    const result = run('product--heading-beside-description', dom, 'https://copse.example/products/wren-field-lantern', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'SPECS-MARKER', 'PRICE-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('Sign up for our letters');
  });

  it('product: spans holding a machine identifier alone (a UUID) are pruned; the item\'s lines stay', () => {
    const result = run('product--identifier-spans', dom, 'https://harbour.example/item/884120', { pageType: 'product' });
    expect(result.text).toContain('DESCRIPTION-MARKER');
    expect(result.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    // The label the identifiers break up goes whole: its letters alone were a stub ("Sponsored", 3019, 3021).
    expect(result.text).not.toContain('Sponsored');
    expect(result.removed.some((r) => r.reason === 'label spelled between identifiers')).toBe(true);
  });

  it('product: a description written as loose text between <br>s around lists is the content', () => {
    const result = run('product--loose-description', dom, 'https://tollgate.example/app/88120/harrow-fields', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'WORK WITH THE WEATHER', 'old miller', 'REQUIREMENTS-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('REVIEW-MARKER');
  });

  it('product: feature sections named as a gallery are text when they hold most of it', () => {
    const result = run('product--features-named-gallery', dom, 'https://sable.example/laptops/kestrel-14', { pageType: 'product' });
    for (const kept of ['FEATURE-ONE-MARKER', 'FEATURE-TWO-MARKER', 'FEATURE-THREE-MARKER', 'Sixteen hours']) expect(result.text, kept).toContain(kept);
  });

  it('product: tooltips explaining specification terms are not the product; the specifications stay', () => {
    const result = run('product--spec-tooltips', dom, 'https://quietroom.example/products/tern-open', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'SPEC-MARKER', 'Planar magnetic']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('TOOLTIP-MARKER');
  });

  it('product: closed accordion panels are the product\'s text; FAQ answers, popovers and closed tabs stay hidden', () => {
    const url = 'https://glutwerk.example/feuerschalen/brandung';
    const result = run('product--accordion-panels-closed', dom, url, { pageType: 'product' });
    for (const kept of ['PANEL-ONE-MARKER', 'PANEL-TWO-MARKER']) expect(result.text, kept).toContain(kept);
    for (const hidden of ['FAQ-MARKER', 'POPOVER-MARKER', 'TAB-MARKER']) expect(result.text, hidden).not.toContain(hidden);
    // Only the product profile reveals them: an article's closed panels are hidden content as before.
    expect(run('product--accordion-panels-closed', dom, url, { pageType: 'article' }).text).not.toContain('PANEL-ONE-MARKER');
  });

  it('product: the button that opens a revealed panel is its heading; a question, a popup trigger and a buy button are not', () => {
    const url = 'https://gereedschapshuis.example/sets/reiger';
    const result = run('product--accordion-trigger-headings', dom, url, { pageType: 'product' });
    for (const kept of ['TRIGGER-ONE-MARKER', 'TRIGGER-TWO-MARKER', 'PANEL-TWO-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).toMatch(/TRIGGER-TWO-MARKER\n+- PANEL-TWO-MARKER/);
    for (const dropped of ['BUY-BUTTON-MARKER', 'QUESTION-MARKER', 'ANSWER-MARKER', 'POPUP-MARKER']) expect(result.text, dropped).not.toContain(dropped);
    // Only where panels are revealed (the product profile): elsewhere a button is a form control as before.
    expect(run('product--accordion-trigger-headings', dom, url, { pageType: 'article' }).text).not.toContain('TRIGGER-ONE-MARKER');
  });

  it('product: a wrapper the profile\'s words name (shipping-taxable) that holds the <h1> is the product, not shipping text', () => {
    const result = run('product--shop-flags-on-product-wrapper', dom, 'https://tallernordico.example/producto/sandalia-cero', { pageType: 'product' });
    expect(result.stage).toBe('rules');
    expect(result.text).toContain('DESCRIPTION-MARKER');
    expect(result.text).not.toContain('REVIEW-MARKER');
  });

  it('product: a specification row repeating its own text again and again is pruned; a long row of prose stays', () => {
    const result = run('product--spec-row-repeating-itself', dom, 'https://mercadolibros.example/p/el-bosque-que-fue', { pageType: 'product' });
    for (const kept of ['DESCRIPTION-MARKER', 'SPEC-MARKER', 'SYNOPSIS-MARKER']) expect(result.text, kept).toContain(kept);
    expect(result.text).not.toContain('REPEAT-MARKER');
    expect(result.removed.some((r) => r.reason === 'block repeating itself')).toBe(true);
  });

  it('product: the legal disclaimers after the features, named so, are not the product', () => {
    const result = run('product--legal-disclaimers', dom, 'https://sable.example/phones/kestrel-9', { pageType: 'product' });
    expect(result.text).toContain('FEATURE-MARKER');
    expect(result.text).not.toContain('DISCLAIMER-MARKER');
  });

  it('product: a legal notice, named so and longer than the description, is not the product', () => {
    const result = run('product--legal-notice-outweighs-description', dom, 'https://vantage.example/app/skyreach-rally', { pageType: 'product' });
    expect(result.text).toContain('DESCRIPTION-MARKER');
    expect(result.text).not.toContain('LEGAL-MARKER');
  });

  it('product: the product block hidden until a script shows it, on a page that shows almost nothing else, is the content', () => {
    const url = 'https://pantrylane.example/pr/almond-thins/601';
    const result = run('product--hidden-until-script-shows-it', dom, url, { pageType: 'product' });
    expect(result.stage).toBe('rules');
    expect(result.text).toContain('DESCRIPTION-MARKER');
    // The page's other hidden blocks stay hidden (escalation's relaxed retry showed them all).
    expect(result.text).not.toContain('DRAWER-MARKER');
    expect(result.text).not.toContain('SIGNIN-MARKER');
  });

  it('product: a policy dialog in the footer, longer than the product, is not the content', () => {
    const result = run('pagetype--product-policy-dialog-in-footer', dom, 'https://fieldshoes.example/products/moss-runner', { pageType: 'product' });
    expect(result.text).toContain('DESCRIPTION-MARKER');
    expect(result.text).not.toContain('POLICY-MARKER');
  });

  it('product: a chosen block off the product gives way to the description the page declares and shows', () => {
    const result = run('product--chosen-block-off-the-product', dom, 'https://loomhouse.example/products/tarn-wool-blanket', { pageType: 'product' });
    expect(result.stage).toBe('declared');
    expect(result.text).toContain('DESCRIPTION-MARKER');
    expect(result.text).not.toContain('VOICE-MARKER');
  });

  it('product: a fallback result that is mostly the site\'s links is not the product (a script-rendered shell)', () => {
    const url = 'https://markt.example/artikel/1005010.html';
    const result = run('lowvalue--product-shell-link-columns', dom, url, { pageType: 'product' });
    expect(result.attempts.some((a) => a.stage === 'readability')).toBe(true);
    expect(result.text).toBe('');
    // Other page types weigh the same candidate as before: only the product profile sets the bound.
    const asArticle = run('lowvalue--product-shell-link-columns', dom, url, { pageType: 'article' });
    expect(asArticle.stage).toBe('readability');
    expect(asArticle.text).toContain('Niederländisch');
  });

  it('product: the buy box holding the product\'s name is not pruned for its column\'s class name (sidebar)', () => {
    const result = run('product--buy-box-named-sidebar', dom, 'https://curieux.example/maison/lanterne-diffuseur.html', { pageType: 'product' });
    for (const kept of ['Lanterne diffuseur à flamme', '79,00 €', 'SHORT-DESC-MARKER', 'onze heures', 'NOTE-MARKER']) expect(result.text, kept).toContain(kept);
  });

  it('listing: the intro, then a run of linked titles; not the category menu before them', () => {
    const result = run('pagetype--listing-intro-then-linked-titles', dom, 'https://pantry.example/category/soup/', { pageType: 'listing' });
    for (const kept of ['INTRO-MARKER', 'TITLE-ONE', 'TITLE-THREE', 'TITLE-FIVE']) expect(result.text, kept).toContain(kept);
    expect(result.text.indexOf('INTRO-MARKER')).toBeLessThan(result.text.indexOf('TITLE-ONE'));
    expect(result.text).not.toContain('MENU-MARKER');
  });

  it('an article keeps its profile-free reading (the page type is article)', () => {
    const result = run('rules--prunes-byline-and-share-row', dom, 'https://example.org/2024/05/river-story.html');
    expect(result.metadata.pageType).toBe('article');
  });

  it('the pageType option chooses the profile without classifying', () => {
    const asArticle = run('pagetype--forum-posts-with-authors', dom, FORUM_URL, { pageType: 'article' });
    expect(asArticle.metadata.pageType).toBe('article');
    expect(asArticle.text).toContain('POST-ONE-MARKER');
  });
});

describe('pageType option', () => {
  it('refuses a type outside the seven', () => {
    expect(() => extract(parse('<p>x</p>'), { pageType: 'recipe' as never })).toThrow(OptionsError);
  });
});

/**
 * Listing and collection pages (rules/items.ts, the `listing:` and `collection:` profiles of rules/profiles.ts): the
 * intro and the run of items, each item with its own fields.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], url: string) =>
  extract(parse(fixture(name), dom, url), { markdown: false, url, pageType: 'listing' });

describe.each(DOMS)('listing pages (%s)', (dom) => {
  it("keeps each item's fields named like bylines, comments or ratings; prunes the byline outside the items", () => {
    const text = run('listing--item-fields-kept', dom, 'https://shelf.example/list/soil/recent').text;
    for (const kept of ['INTRO-MARKER', 'TITLE-ONE', 'TITLE-FOUR', 'AUTHOR-ONE', 'AUTHOR-THREE', 'COMMENT-TWO', 'COMMENT-FOUR', 'RATING-ONE', 'RATING-THREE']) expect(text, kept).toContain(kept);
    expect(text).not.toContain('BYLINE-MARKER');
  });

  it('prunes the labels every item repeats (field names, fixed values, buttons); keeps each item\'s own text', () => {
    const text = run('listing--item-labels-pruned', dom, 'https://fenland.example/courses/river-ecology').text;
    for (const kept of ['INTRO-MARKER', 'TITLE-ONE', 'TITLE-FIVE', 'SUMMARY-ONE', 'SUMMARY-FIVE', 'FEE-ONE', 'FEE-FIVE', 'SHARED-VALUE']) expect(text, kept).toContain(kept);
    for (const gone of ['Online', 'Fee\n', 'Starts', 'Enrol now']) expect(text, gone).not.toContain(gone);
  });
});

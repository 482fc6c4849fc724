/** Forum threads (the forum profile of rules/profiles.ts): the replies are the content, wherever the markup puts them. */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine/index';
import { DOMS, fixture, parse } from './helpers';

const URL = 'https://kitchen.example/threads/rusty-cast-iron.812/';

function run(name: string, dom: (typeof DOMS)[number]) {
  return extract(parse(fixture(name), dom, URL), { url: URL, pageType: 'forum' });
}

describe.each(DOMS)('forum profile (%s)', (dom) => {
  it('keeps the replies held in a comment-section container, in order, with their authors', () => {
    const text = run('forum--replies-in-comment-section', dom).text;
    const order = ['OPENING-POST-MARKER', 'ridgeback', 'REPLY-ONE-MARKER', 'tinsmith', 'REPLY-TWO-MARKER', 'REPLY-THREE-MARKER', 'quarry_fox', 'REPLY-FOUR-MARKER', 'REPLY-FIVE-MARKER'];
    const at = order.map((s) => text.indexOf(s));
    for (const [i, s] of order.entries()) expect(at[i], s).toBeGreaterThanOrEqual(0);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('keeps the question and answers but drops the short remark lists under each post', () => {
    const text = run('forum--per-post-comment-lists', dom).text;
    for (const kept of ['QUESTION-MARKER', 'ANSWER-ONE-MARKER', 'ANSWER-TWO-MARKER']) expect(text, kept).toContain(kept);
    expect(text).not.toContain('COMMENT-MARKER');
  });

  it('an article keeps leaving the comment section out (includeComments off)', () => {
    const result = extract(parse(fixture('forum--replies-in-comment-section'), dom, URL), { url: URL, pageType: 'article' });
    expect(result.text).toContain('OPENING-POST-MARKER');
    expect(result.text).not.toContain('REPLY-THREE-MARKER');
  });
});

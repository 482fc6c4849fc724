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

  it('takes the question and every answer when they sit in separate containers, without the vote counts', () => {
    const text = run('forum--question-and-answers-apart', dom).text;
    const order = ['FRAGE-MARKER', 'ANTWORT-EINS-MARKER', 'ANTWORT-ZWEI-MARKER', 'ANTWORT-DREI-MARKER'];
    const at = order.map((s) => text.indexOf(s));
    for (const [i, s] of order.entries()) expect(at[i], s).toBeGreaterThanOrEqual(0);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).not.toContain('8.730');
    expect(text).not.toContain('Verwandte Fragen');
    // Other page types keep the one answer the rules chose.
    const article = extract(parse(fixture('forum--question-and-answers-apart'), dom, URL), { url: URL, pageType: 'article' }).text;
    expect(article).not.toContain('FRAGE-MARKER');
  });

  it('drops the topic-overview panel (counts, top posters) and keeps the posts', () => {
    const text = run('forum--topic-overview-panel', dom).text;
    for (const kept of ['PRIMO-MARKER', 'SECONDO-MARKER', 'TERZO-MARKER']) expect(text, kept).toContain(kept);
    expect(text).not.toContain('PANNELLO-MARKER');
    expect(text).not.toContain('I più attivi');
  });

  it('drops the lines the post template repeats (rank, count, status, subject, action, signature), every copy, and keeps each post with its author and date', () => {
    const text = run('forum--template-lines-per-post', dom).text;
    const order = ['lince_ibérico', '10 mar 2024', 'POST-ONE-MARKER', 'herrero_sur', '11 mar 2024', 'POST-TWO-MARKER', 'POST-THREE-MARKER', 'marea_baja', 'POST-FOUR-MARKER', 'POST-FIVE-MARKER'];
    const at = order.map((s) => text.indexOf(s));
    for (const [i, s] of order.entries()) expect(at[i], s).toBeGreaterThanOrEqual(0);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text.split('lince_ibérico').length - 1).toBe(3);
    for (const dropped of ['Miembro veterano', 'Mensajes', 'Desconectado', 'Re: ¿Cómo', 'Responder citando', 'Se cocina con paciencia']) expect(text, dropped).not.toContain(dropped);
    // A rank shown once is not a template line.
    expect(text).toContain('Moderadora');
    // Other page types keep their repeated lines.
    const article = extract(parse(fixture('forum--template-lines-per-post'), dom, URL), { url: URL, pageType: 'article' }).text;
    expect(article).toContain('Desconectado');
  });

  it('keeps a short thread held in the page\'s only comment section, and keeps a consent tool out of the retry that follows', () => {
    const result = run('forum--short-thread-in-comment-section', dom);
    const at = ['rabe_42', 'FIRST-POST-MARKER', 'ferro', 'SECOND-POST-MARKER'].map((s) => result.text.indexOf(s));
    for (const i of at) expect(i).toBeGreaterThanOrEqual(0);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(result.text).not.toContain('CONSENT-MARKER');
  });

  it('an article keeps leaving the comment section out (includeComments off)', () => {
    const result = extract(parse(fixture('forum--replies-in-comment-section'), dom, URL), { url: URL, pageType: 'article' });
    expect(result.text).toContain('OPENING-POST-MARKER');
    expect(result.text).not.toContain('REPLY-THREE-MARKER');
  });
});

import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { justextCandidate } from '../../src/engine/fallback/justext';
import { detect, stopwordsFor } from '../../src/engine/shared/stopwords';
import { pickBest, type Candidate } from '../../src/engine/fallback/compare';
import { DOMS, fixture, parse } from './helpers';

describe.each(DOMS)('stage 3, fallback cascade (%s)', (dom) => {
  it('runs when the rules find less than minExtractedChars and records every candidate', () => {
    const result = extract(parse(fixture('fallback--readability-when-rules-short'), dom), { markdown: false, minExtractedChars: 2000 });
    expect(result.timings.fallback).toBeGreaterThanOrEqual(0);
    const stages = result.attempts.map((a) => a.stage);
    expect(stages).toContain('readability');
    expect(stages).toContain('justext');
    expect(result.text).toContain('The river had risen');
  });

  it('does not run when the rules result is long enough', () => {
    const result = extract(parse(fixture('rules--picks-article-over-sidebar'), dom), { markdown: false });
    expect(result.timings.fallback).toBeUndefined();
    expect(result.stage).toBe('rules');
  });

  it('jusText keeps prose paragraphs and drops link lists and short boilerplate', () => {
    const doc = parse(`<html lang="en"><body>
      <div><a href="/">Home</a> | <a href="/x">About us</a> | <a href="/y">Contact the newsroom today</a></div>
      <p>${'The council said that it would not be able to repair the bridge before the winter, and that the road would stay closed until the spring. '.repeat(2)}</p>
      <p>${'Residents who live on the other side of the river will have to drive around through the next town, which adds about half an hour to the trip. '.repeat(2)}</p>
      <div>© 2024 Some Company. All rights reserved.</div></body></html>`, dom);
    const content = justextCandidate(doc, doc, 'en')!;
    expect(content.textContent).toContain('The council said');
    expect(content.textContent).toContain('Residents who live');
    expect(content.textContent).not.toContain('About us');
    expect(content.textContent).not.toContain('rights reserved');
  });
});

describe('stop words', () => {
  it('uses the lang attribute when it names a listed language', () => {
    expect(stopwordsFor('de-DE', '').has('und')).toBe(true);
    expect(stopwordsFor('en', '').has('the')).toBe(true);
  });

  it('detects the language by stop-word density when lang is absent', () => {
    expect(detect('Le chat est sur la table et il ne veut pas descendre de la table pour manger')).toBe('fra');
    expect(detect('The cat is on the table and it does not want to come down from the table')).toBe('eng');
  });
});

describe('candidate comparison', () => {
  const candidate = (stage: Candidate['stage'], weight: number): Candidate => ({ stage, weight, chars: weight, content: null as never });

  it('keeps the rules result unless a fallback is clearly better', () => {
    expect(pickBest([candidate('rules', 100), candidate('readability', 120)])!.stage).toBe('rules');
    expect(pickBest([candidate('rules', 100), candidate('readability', 200)])!.stage).toBe('readability');
  });

  it('prefers Readability over jusText on near ties', () => {
    expect(pickBest([candidate('readability', 100), candidate('justext', 110)])!.stage).toBe('readability');
    expect(pickBest([candidate('readability', 100), candidate('justext', 300)])!.stage).toBe('justext');
  });
});

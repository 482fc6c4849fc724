import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import type { Mode } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const text = (mode: Mode, dom: (typeof DOMS)[number]) =>
  extract(parse(fixture('modes--link-density-thresholds'), dom), { mode, markdown: false }).text;

describe.each(DOMS)('modes move in the expected direction (%s)', (dom) => {
  it('precision drops the partly-linked block that standard keeps', () => {
    expect(text('standard', dom)).toContain('PRECISION-MARKER');
    expect(text('precision', dom)).not.toContain('PRECISION-MARKER');
  });

  it('recall keeps the link-heavy list that standard drops', () => {
    expect(text('standard', dom)).not.toContain('RECALL-MARKER');
    expect(text('recall', dom)).toContain('RECALL-MARKER');
  });

  it('every mode keeps the story', () => {
    for (const mode of ['standard', 'fast', 'precision', 'recall'] as const) expect(text(mode, dom)).toContain('Officials said');
  });

  it('fast mode skips the fallback cascade', () => {
    const html = fixture('fallback--readability-when-rules-short');
    const fast = extract(parse(html, dom), { mode: 'fast', markdown: false, minExtractedChars: 5000 });
    expect(fast.timings.fallback).toBeUndefined();
    expect(fast.attempts.some((a) => a.stage === 'readability' || a.stage === 'justext')).toBe(false);
  });

  it('fast mode reads only declared metadata: a byline shown in the text is left to the other modes', () => {
    const html = `<html><head><title>Night trains</title></head><body><main><h1>Night trains</h1>
      <p>By Jane Doe | March 3, 2024</p><p>${'Sleeper services are returning across Europe, and travellers book them. '.repeat(8)}</p></main></body></html>`;
    expect(extract(parse(html, dom), { mode: 'standard', markdown: false }).metadata.author).toEqual(['Jane Doe']);
    expect(extract(parse(html, dom), { mode: 'fast', markdown: false }).metadata.author).toEqual([]);
  });

  it('precision mode skips baseline rescue and escalation', () => {
    const r = extract(parse(fixture('baseline--list-items-rescued'), dom), { mode: 'precision', markdown: false });
    expect(r.timings.baseline).toBeUndefined();
    expect(r.timings.escalation).toBeUndefined();
  });
});

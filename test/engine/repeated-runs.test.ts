/** A second copy of a run of blocks leaves the result (output/repeated-runs.ts); repeats made on purpose stay. */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine/index';
import { DOMS, fixture, parse } from './helpers';

function occurrences(text: string, marker: string): number {
  return text.split(marker).length - 1;
}

describe.each(DOMS)('repeated runs (%s)', (dom) => {
  it('keeps one copy of a section a responsive variant repeats, and says what went', () => {
    const result = extract(parse(fixture('output--responsive-variant-copy'), dom));
    expect(occurrences(result.text, 'VARIANT-ONE-MARKER')).toBe(1);
    expect(occurrences(result.markdown, 'VARIANT-ONE-MARKER')).toBe(1);
    expect(occurrences(result.text, 'Set up a proper scaffold tower')).toBe(1);
    expect(result.text).toContain('CLOSING-MARKER');
    expect(result.removed).toContainEqual(expect.objectContaining({ step: 'output', reason: expect.stringMatching(/repeats an earlier section/) }));
  });

  it('keeps plans that share most of their lines but differ inside each', () => {
    const text = extract(parse(fixture('output--plans-sharing-lines'), dom)).text;
    expect(occurrences(text, 'Eat within an hour of waking, before any coffee')).toBe(2);
    expect(text).toContain('PLAN-TWO-MARKER');
  });

  it('keeps feature bullets every package repeats, and a quote of an earlier post', () => {
    const text = extract(parse(fixture('output--repeated-feature-lists'), dom)).text;
    expect(text).toContain('PACKAGE-TWO-MARKER');
    expect(occurrences(text, 'Keyword optimised to get through')).toBe(2);
    expect(text).toContain('QUOTE-MARKER');
    expect(occurrences(text, 'How long does the whole process take')).toBe(2);
    expect(occurrences(text, 'Do you keep my details on file')).toBe(2);
  });
});

/**
 * Precision's own pruning rules, one fixture each: blocks named by the scorer's NEGATIVE class words
 * (Tuning.pruneNegativeClass) and a heading left at the end of the content (rules/prune.ts trimEdges).
 * Each fixture's block survives standard mode, so only the precision rule can remove it.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import type { Mode } from '../../src/engine';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, mode: Mode, dom: (typeof DOMS)[number]) =>
  extract(parse(fixture(name), dom), { mode, markdown: false });

describe.each(DOMS)('precision pruning rules (%s)', (dom) => {
  it('prunes a mid-article block whose class is a NEGATIVE word; standard keeps it', () => {
    const name = 'modes--precision-prunes-negative-class';
    expect(run(name, 'standard', dom).text).toContain('NEGCLASS-MARKER');
    const precise = run(name, 'precision', dom);
    expect(precise.text).not.toContain('NEGCLASS-MARKER');
    expect(precise.text).toContain('Islanders who commute');
    expect(precise.removed).toContainEqual(expect.objectContaining({ step: 'prune', reason: 'negative class/id' }));
  });

  it('drops a heading left last in the content; standard keeps it', () => {
    const name = 'modes--precision-drops-trailing-heading';
    expect(run(name, 'standard', dom).text).toContain('HEADING-MARKER');
    const precise = run(name, 'precision', dom);
    expect(precise.text).not.toContain('HEADING-MARKER');
    expect(precise.text).toContain('seasonal workers');
  });
});

import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import type { Mode } from '../../src/engine';
import { MODE_NUMBERS as MODE_TUNING } from '../../src/engine/registry/profiles';
import { DOMS, fixture, parse } from './helpers';

const text = (mode: Mode, dom: (typeof DOMS)[number]) =>
  extract(parse(fixture('modes--edge-trim-and-siblings'), dom), { mode, markdown: false }).text;

describe.each(DOMS)('mode tuning: edges and siblings (%s)', (dom) => {
  it('precision trims short blocks at both edges that standard keeps', () => {
    expect(text('standard', dom)).toContain('EDGE-OPEN-MARKER');
    expect(text('standard', dom)).toContain('EDGE-CLOSE-MARKER');
    const precise = text('precision', dom);
    expect(precise).not.toContain('EDGE-OPEN-MARKER');
    expect(precise).not.toContain('EDGE-CLOSE-MARKER');
    expect(precise).toContain('Officials said');
  });

  it('recall joins a medium-length sibling paragraph that standard leaves out', () => {
    expect(text('standard', dom)).not.toContain('SIBLING-MARKER');
    expect(text('recall', dom)).toContain('SIBLING-MARKER');
  });
});

describe('mode tuning records', () => {
  // Recall and precision must start from standard's selection, so that they only add or only remove.
  it('recall and precision score paragraphs as standard does', () => {
    expect(MODE_TUNING.recall.minParagraphChars).toBe(MODE_TUNING.standard.minParagraphChars);
    expect(MODE_TUNING.precision.minParagraphChars).toBe(MODE_TUNING.standard.minParagraphChars);
  });

  it('fast skips short-document recovery', () => {
    expect(MODE_TUNING.fast.shortDocumentChars).toBe(0);
    expect(MODE_TUNING.standard.shortDocumentChars).toBeGreaterThan(0);
  });
});

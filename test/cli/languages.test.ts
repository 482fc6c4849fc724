// Intent: the bench's per-language rows group pages by the primary subtag of the engine's language (or of the
// page's <html lang>), name the pages without one, and score each group with the corpus's own dataset metric.
import { describe, expect, it } from 'vitest';
import { byLanguage, declaredLanguage, detectedLanguage, languageTable, primaryLanguage } from '../../tools/bench/languages';
import type { CorpusPage } from '../../tools/bench/corpus';
import type { PageOutcome, ToolRun } from '../../tools/bench/run-tool';
import type { Scorer } from '../../tools/bench/scoring';

describe('primaryLanguage', () => {
  it('keeps the primary subtag, lower case', () => {
    expect(primaryLanguage('de-DE', 'x')).toBe('de');
    expect(primaryLanguage(' EN_us ', 'x')).toBe('en');
    expect(primaryLanguage('pt', 'x')).toBe('pt');
  });
  it('names a missing or blank tag', () => {
    expect(primaryLanguage(undefined, 'unknown')).toBe('unknown');
    expect(primaryLanguage('  ', 'none')).toBe('none');
  });
});

/** A dataset metric that is easy to check by hand: the mean of the page F1s. */
const meanScorer: Scorer = {
  metric: 'mean',
  page: () => ({ precision: 0, recall: 0, f1: 0 }),
  dataset: (pages, scores) => ({ f1: scores.reduce((s, x) => s + x.f1, 0) / scores.length, precision: 0, recall: 0, pages: pages.length }),
};

function outcome(id: string, f1: number, language?: string, declared?: string): PageOutcome {
  const o: PageOutcome = { id, chars: 1, score: { precision: f1, recall: f1, f1 } };
  if (language) o.language = language;
  if (declared) o.declaredLanguage = declared;
  return o;
}

function run(tool: string, pages: PageOutcome[]): ToolRun {
  return { tool, score: { f1: 0, precision: 0, recall: 0, pages: pages.length }, timing: { medianMs: 0, p95Ms: 0, totalMs: 0 }, failed: [], pages };
}

describe('byLanguage', () => {
  const pages = ['a', 'b', 'c', 'd'].map((id) => ({ id }) as CorpusPage);
  const pith = run('pith', [outcome('a', 0.9, 'de', 'de-DE'), outcome('b', 0.5, 'de-AT'), outcome('c', 0.8, 'en', 'en'), outcome('d', 0.2)]);
  const other = run('other', [outcome('a', 0.1), outcome('b', 0.3), outcome('c', 1), outcome('d', 0)]);

  it('groups by the engine language of the first run and scores every run on each group', () => {
    expect(byLanguage(pages, [pith, other], meanScorer, detectedLanguage)).toEqual([
      { language: 'de', pages: 2, f1: { pith: 0.7, other: 0.2 } },
      { language: 'en', pages: 1, f1: { pith: 0.8, other: 1 } },
      { language: 'unknown', pages: 1, f1: { pith: 0.2, other: 0 } },
    ]);
  });
  it('groups by the declared <html lang> the same way', () => {
    const rows = byLanguage(pages, [pith], meanScorer, declaredLanguage);
    expect(rows.map((r) => [r.language, r.pages, r.f1.pith])).toEqual([['none', 2, 0.35], ['de', 1, 0.9], ['en', 1, 0.8]]);
  });
  it('renders a Markdown table', () => {
    const rows = byLanguage(pages, [pith, other], meanScorer, detectedLanguage);
    expect(languageTable('language', rows, ['pith', 'other'])).toEqual([
      '| language | pages | pith | other |', '|---|---:|---:|---:|',
      '| de | 2 | 0.700 | 0.200 |', '| en | 1 | 0.800 | 1.000 |', '| unknown | 1 | 0.200 | 0.000 |',
    ]);
  });
});

/**
 * F1 per page language, for the quality section: by the language the engine settled on (`metadata.language`:
 * declared, else detected from the text) and by the page's own `<html lang>`. Each group is scored with the corpus's
 * own dataset metric (scorer.dataset), so a group's figure reads like the corpus's headline figure.
 */
import type { CorpusPage } from './corpus';
import type { PageOutcome, ToolRun } from './run-tool';
import type { Scorer } from './scoring';

export interface LanguageRow {
  language: string;
  pages: number;
  /** Tool name to its F1 on the group's pages. */
  f1: Record<string, number>;
}

/** `de-DE`, `DE_de`, ` de ` all into `de`: the primary subtag is what the word tables are keyed by. */
export function primaryLanguage(tag: string | undefined, none: string): string {
  const primary = tag?.trim().split(/[-_]/)[0].toLowerCase();
  return primary ? primary : none;
}

/** Rows sorted by page count (then name); `key` picks a page's language from the first run's outcome. */
export function byLanguage(pages: CorpusPage[], runs: ToolRun[], scorer: Scorer, key: (outcome: PageOutcome) => string): LanguageRow[] {
  const groups = new Map<string, number[]>();
  runs[0].pages.forEach((outcome, i) => {
    const language = key(outcome);
    groups.set(language, [...(groups.get(language) ?? []), i]);
  });
  return [...groups].map(([language, idx]) => ({
    language, pages: idx.length,
    f1: Object.fromEntries(runs.map((r) => [r.tool, scorer.dataset(idx.map((i) => pages[i]), idx.map((i) => r.pages[i].score)).f1])),
  })).sort((a, b) => b.pages - a.pages || a.language.localeCompare(b.language));
}

export const detectedLanguage = (o: PageOutcome) => primaryLanguage(o.language, 'unknown');
export const declaredLanguage = (o: PageOutcome) => primaryLanguage(o.declaredLanguage, 'none');

export function languageTable(title: string, rows: LanguageRow[], tools: string[]): string[] {
  const lines = [`| ${title} | pages | ${tools.join(' | ')} |`, `|---|---:|${tools.map(() => '---:').join('|')}|`];
  for (const row of rows) lines.push(`| ${row.language} | ${row.pages} | ${tools.map((t) => row.f1[t].toFixed(3)).join(' | ')} |`);
  return lines;
}

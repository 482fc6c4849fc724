/**
 * The quality model's training data: the per-page records `npm run bench` writes (bench-results/<corpus>.quality
 * .pages.json), each with Pith's signals, stage, attempts and language, and the page's F1 against the corpus's gold
 * (word F1 for wcxb-dev, shingle F1 for scrapinghub). Pages are grouped by domain so that folds keep a site's pages
 * together: the model is checked on sites it has not seen.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QualityInput } from '../../src/engine/quality/features';
import type { PageOutcome } from '../bench/run-tool';
import { corporaRoot } from '../bench/corpus';

export const TRAINING_CORPORA = ['wcxb-dev', 'scrapinghub'] as const;
export const TOOL = 'pith:standard';

export interface Example {
  corpus: string;
  id: string;
  domain: string;
  input: QualityInput;
  f1: number;
  /** The score the engine gave in the run that wrote the records (the model, or formula, of that commit). */
  recorded: number;
}

interface PageRecord {
  id: string;
  url: string;
  tools: Record<string, PageOutcome>;
}

export function loadExamples(dir: string): { examples: Example[]; files: string[] } {
  const examples: Example[] = [];
  const files: string[] = [];
  for (const corpus of TRAINING_CORPORA) {
    const file = join(dir, `${corpus}.quality.pages.json`);
    if (!existsSync(file)) throw new Error(`${file} not found: run \`npm run bench -- --corpus ${corpus} --sections quality --out ${dir}\` first`);
    files.push(file);
    const domains = corpus === 'wcxb-dev' ? wcxbDomains() : new Map<string, string>();
    for (const record of JSON.parse(readFileSync(file, 'utf8')) as PageRecord[]) {
      const outcome = record.tools[TOOL];
      // A page the engine threw on has no result to predict from (the bench lists it as failed).
      if (outcome?.error) continue;
      if (!outcome?.quality) throw new Error(`${file}: page ${record.id} has no ${TOOL} quality record (a bench from before the quality model)`);
      const input: QualityInput = { signals: outcome.quality.signals, stage: outcome.stage ?? 'none', attempts: outcome.attempts ?? [] };
      if (outcome.language) input.language = outcome.language;
      if (outcome.enginePageType) input.pageType = outcome.enginePageType;
      examples.push({
        corpus, id: record.id, domain: domains.get(record.id) ?? domainOf(record.url),
        input, f1: outcome.score.f1, recorded: outcome.quality.score,
      });
    }
  }
  return { examples, files };
}

/** wcxb-dev/metadata.json names each page's domain. */
function wcxbDomains(): Map<string, string> {
  const meta = JSON.parse(readFileSync(join(corporaRoot(), 'wcxb-dev', 'metadata.json'), 'utf8')) as { files: Record<string, { domain?: string }> };
  return new Map(Object.entries(meta.files).flatMap(([id, f]) => (f.domain ? [[id, f.domain] as [string, string]] : [])));
}

/** The host without `www.`: scrapinghub's pages name no domain but their URL. */
export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Fold of a domain: a stable hash, so the split is the same on every run and every machine. */
export function foldOf(domain: string, folds: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < domain.length; i++) h = Math.imul(h ^ domain.charCodeAt(i), 0x01000193) >>> 0;
  return h % folds;
}

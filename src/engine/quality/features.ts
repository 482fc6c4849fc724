/**
 * What the quality model reads: one number per feature, from the result's signals, the stage that produced it, the
 * attempts of the cascade and whether the page's language is known. The table is the one definition the engine
 * (at every extraction) and the training script (tools/train-quality) share, so they cannot drift apart; the model
 * file names its weights by these names.
 */
import type { Attempt, QualitySignals, Stage } from '../types';

/** Everything a prediction reads; all of it is in the Extraction JSON, so a bench record can be scored again. */
export interface QualityInput {
  signals: QualitySignals;
  stage: Stage;
  attempts: readonly Attempt[];
  /** `metadata.language` (declared or detected); absent when the page gave too little text to tell. */
  language?: string;
  /** `metadata.pageType`: the engine's reading of the page (product and listing pages are where it is least sure). */
  pageType?: string;
}

export interface Feature {
  name: string;
  value(input: QualityInput): number;
}

/** Logarithms keep long pages from dominating: 1,000 vs 2,000 characters matters, 50,000 vs 51,000 does not. */
const log = (x: number) => Math.log1p(Math.max(0, x));
const stageIs = (stage: Stage) => (input: QualityInput) => (input.stage === stage ? 1 : 0);
const typeIs = (type: string) => (input: QualityInput) => (input.pageType === type ? 1 : 0);

/**
 * How far the other candidates of the cascade agree with the chosen one on length (1: one of them is the same
 * length; 0: every other one is far shorter or longer). Only the fallback and escalation stages leave other
 * attempts; a lone rules result has nothing to agree with (`alternatives` is then 0).
 */
function agreement(input: QualityInput): number {
  const chosen = input.signals.length;
  let best = 0;
  for (const attempt of otherAttempts(input)) {
    const high = Math.max(chosen, attempt.chars);
    if (high > 0) best = Math.max(best, Math.min(chosen, attempt.chars) / high);
  }
  return best;
}

function otherAttempts(input: QualityInput): Attempt[] {
  return input.attempts.filter((a) => a.stage !== input.stage);
}

const ITEM_TYPES: ReadonlySet<string> = new Set(['listing', 'collection', 'product']);

function rulesRatio(input: QualityInput): number {
  if (input.stage === 'rules') return 1;
  const rules = input.attempts.find((a) => a.stage === 'rules');
  const chosen = input.signals.length;
  if (!rules || chosen === 0) return 0;
  return Math.min(2, rules.chars / chosen);
}

export const FEATURES: readonly Feature[] = [
  { name: 'logLength', value: (i) => log(i.signals.length) },
  { name: 'logPageChars', value: (i) => log(i.signals.pageChars) },
  { name: 'pageShare', value: (i) => i.signals.pageShare },
  // Keeping nearly all of a page, or nearly none of it, both point to a wrong pick: the square lets the model bend.
  { name: 'pageShareSquared', value: (i) => i.signals.pageShare ** 2 },
  { name: 'linkDensity', value: (i) => i.signals.linkDensity },
  { name: 'textToMarkup', value: (i) => Math.min(1, i.signals.textToMarkup) },
  { name: 'logParagraphs', value: (i) => log(i.signals.substantialParagraphs) },
  { name: 'logHeadings', value: (i) => log(i.signals.headings) },
  { name: 'semanticContainer', value: (i) => (i.signals.semanticContainer ? 1 : 0) },
  { name: 'stageEscalated', value: stageIs('escalated') },
  { name: 'stageReadability', value: stageIs('readability') },
  { name: 'stageJustext', value: stageIs('justext') },
  { name: 'stageBaseline', value: stageIs('baseline') },
  { name: 'retries', value: (i) => log(Math.max(0, i.attempts.length - 1)) },
  { name: 'alternatives', value: (i) => (otherAttempts(i).length > 0 ? 1 : 0) },
  { name: 'agreement', value: agreement },
  { name: 'languageKnown', value: (i) => (i.language ? 1 : 0) },
  // The hand-weighted score this model replaced saturated its signals; as features they let the model bend there too.
  { name: 'lengthSaturated', value: (i) => Math.min(1, i.signals.length / 1500) },
  { name: 'paragraphsSaturated', value: (i) => Math.min(1, i.signals.substantialParagraphs / 3) },
  { name: 'shareInBand', value: (i) => (i.signals.pageShare >= 0.05 && i.signals.pageShare <= 0.9 ? 1 : 0) },
  // Many headings over little text is a run of item titles (a listing or a collection), not an article's sections.
  { name: 'headingsPerKilochar', value: (i) => Math.min(10, i.signals.headings / Math.max(1, i.signals.length / 1000)) },
  // Roughly the share of the text in paragraphs of 80+ characters (taken as 300 each): prose, not fragments.
  { name: 'paragraphCoverage', value: (i) => Math.min(1, (i.signals.substantialParagraphs * 300) / Math.max(1, i.signals.length)) },
  { name: 'typeArticle', value: typeIs('article') },
  { name: 'typeProduct', value: typeIs('product') },
  { name: 'typeListing', value: typeIs('listing') },
  { name: 'typeForum', value: typeIs('forum') },
  { name: 'typeDocumentation', value: typeIs('documentation') },
  { name: 'typeCollection', value: typeIs('collection') },
  { name: 'typeService', value: typeIs('service') },
  // On pages of items (listing, collection, product) the share kept and the links kept mean other things than on
  // an article: a product page's right answer is a small share, a listing's is mostly links.
  { name: 'itemsPageShare', value: (i) => (ITEM_TYPES.has(i.pageType ?? '') ? i.signals.pageShare : 0) },
  { name: 'itemsLinkDensity', value: (i) => (ITEM_TYPES.has(i.pageType ?? '') ? i.signals.linkDensity : 0) },
  // The rules' own first result against the one kept: a later stage that kept far more, or far less, than the rules
  // found is a guess between disagreeing candidates (1 when the rules' result was kept).
  { name: 'rulesRatio', value: rulesRatio },
];

export function featureVector(input: QualityInput): number[] {
  return FEATURES.map((f) => f.value(input));
}

/**
 * Stage 3's candidates, as one optional stage (stages.ts): Readability on a copy, then the jusText classifier.
 * The pipeline weighs them against the rules' result (compare.ts, which is not part of this stage).
 */
import type { FallbackCandidate, FallbackInput } from '../stages';
import { readabilityCandidate } from './readability';
import { justextCandidate } from './justext';

export function fallbackCandidates({ document, into, depth, lang, readabilityOnly }: FallbackInput): FallbackCandidate[] {
  const candidates: FallbackCandidate[] = [];
  const readability = readabilityCandidate(document, into, depth);
  if (readability) candidates.push({ stage: 'readability', content: readability });
  if (readabilityOnly) return candidates;
  const justext = justextCandidate(document, into, lang);
  if (justext) candidates.push({ stage: 'justext', content: justext });
  return candidates;
}

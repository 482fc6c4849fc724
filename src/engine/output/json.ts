/** The JSON view: the whole `Extraction` minus DOM objects. */
import type { Extraction, ExtractionJson } from '../types';

export function toJson(extraction: Extraction): ExtractionJson {
  const { content: _content, ...json } = extraction;
  return json;
}

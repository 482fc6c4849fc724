/**
 * The page's language: what it declares (`<html lang>`, Content-Language, og:locale, Dublin Core, JSON-LD
 * inLanguage), else a guess from a bounded sample of its paragraph text by the `detectLanguage` stage
 * (detect-language.ts, an optional stage: the extension injects it only into pages that need it, stages.ts).
 */
import type { OptionalStages } from '../stages';
import * as dom from '../dom/read';
import { TEXT_SAMPLE_CHARS } from '../shared/facts';


/** `en_US` (og:locale), `EN-us`, `en-US,en;q=0.9` into a BCP 47 tag; undefined when it is not one. */
export function normaliseLanguageTag(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  const first = raw.split(/[,;\s]/)[0].replace(/_/g, '-').trim();
  const m = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?(?:-.*)?$/i.exec(first);
  if (!m || /^(?:und|mul|zxx|xx)$/i.test(m[1])) return undefined;
  const lang = m[1].toLowerCase();
  const script = m[2] ? `-${m[2][0].toUpperCase()}${m[2].slice(1).toLowerCase()}` : '';
  const region = m[3] ? `-${m[3].toUpperCase()}` : '';
  return `${lang}${script}${region}`;
}

/** A bounded sample of the page's prose from its first paragraphs. */
function sampleText(paragraphs: readonly Element[]): string {
  let text = '';
  for (const p of paragraphs) {
    text += ` ${dom.textContent(p) ?? ''}`;
    if (text.length >= TEXT_SAMPLE_CHARS) break;
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, TEXT_SAMPLE_CHARS);
}

/**
 * The first declared tag that is one, else a guess from `paragraphs` (the page's first `<p>` elements) when the
 * host supplied the detector, else none.
 */
export function resolveLanguage(
  declared: readonly (string | undefined)[], paragraphs: readonly Element[], detect?: OptionalStages['detectLanguage'],
): string | undefined {
  for (const raw of declared) {
    const tag = normaliseLanguageTag(raw);
    if (tag) return tag;
  }
  return detect?.(sampleText(paragraphs));
}

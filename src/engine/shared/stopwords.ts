/**
 * Stop-word lists from the `stopword` package (ISO 639-3 codes) and language detection for the jusText
 * classifier: the document's `lang` attribute when it names a listed language, else the list that covers
 * most of a text sample.
 *
 * Only the lists jusText can use are imported, by name, so the content script carries them and not the
 * package's 62 (its `import *` made 143 KiB of extractor.js and ~27 ms of CPU to evaluate it in a fresh
 * renderer; these ~59 KiB cost ~10 ms, measured with the cold-evaluation probe of docs/bench/browser.md).
 * jusText counts space-separated words, so the lists of scripts written without spaces (Japanese, Chinese,
 * Thai, Burmese) never matched a word; among the rest the languages kept are the detection candidates plus
 * those with about 0.5% or more of the web's content (W3Techs). A page declaring any other language is
 * classified with the detected candidate's list, as an undeclared page is.
 */
import {
  ara, ces, dan, deu, ell, eng, fas, fin, fra, hun, ind, ita, kor, nld, nob, pol, por, ron, rus, spa, swe, tur, ukr, vie,
} from 'stopword';

/** The lists by ISO 639-3 code. */
const LISTS: Readonly<Record<string, readonly string[]>> = {
  ara, ces, dan, deu, ell, eng, fas, fin, fra, hun, ind, ita, kor, nld, nob, pol, por, ron, rus, spa, swe, tur, ukr, vie,
};

/** ISO 639-1 (what `lang` attributes use) to the list's ISO 639-3 code; only languages with a list. */
const ISO1_TO_LIST: Readonly<Record<string, string>> = {
  ar: 'ara', cs: 'ces', da: 'dan', de: 'deu', el: 'ell', en: 'eng', fa: 'fas', fi: 'fin', fr: 'fra', hu: 'hun',
  id: 'ind', it: 'ita', ko: 'kor', nl: 'nld', nb: 'nob', no: 'nob', pl: 'pol', pt: 'por', ro: 'ron', ru: 'rus',
  es: 'spa', sv: 'swe', tr: 'tur', uk: 'ukr', vi: 'vie',
};
/** Languages tried when the page does not say (the corpora's common ones; more costs time on every page). */
const DETECT_CANDIDATES = ['eng', 'deu', 'fra', 'spa', 'ita', 'por', 'nld', 'rus', 'pol', 'swe', 'tur', 'ces', 'ukr', 'dan', 'fin', 'nob'];

export type StopwordSet = ReadonlySet<string>;

/** The ISO 639-3 codes of the bundled lists (for tests and diagnostics). */
export const LISTED_LANGUAGES: readonly string[] = Object.keys(LISTS);

/**
 * The stop-word set for a document. Sets are built per call (no module-level cache: no hidden state);
 * building one is a few microseconds.
 */
export function stopwordsFor(lang: string | null | undefined, sample: string): StopwordSet {
  const code = lang ? ISO1_TO_LIST[lang.toLowerCase().split(/[-_]/)[0]] : undefined;
  return new Set(code ? LISTS[code] : LISTS[detect(sample)]);
}

/** The candidate language whose list covers the largest share of the sample's words. */
export function detect(sample: string): string {
  const words = sample.toLowerCase().match(/\p{L}+/gu)?.slice(0, 2000) ?? [];
  if (words.length === 0) return 'eng';
  let best = 'eng';
  let bestShare = -1;
  for (const code of DETECT_CANDIDATES) {
    const set = new Set(LISTS[code]);
    let hits = 0;
    for (const w of words) if (set.has(w)) hits++;
    const share = hits / words.length;
    if (share > bestShare) { best = code; bestShare = share; }
  }
  return best;
}

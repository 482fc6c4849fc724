/**
 * Stop-word lists from the `stopword` package (62 languages, ISO 639-3 codes) and language detection for
 * the jusText classifier: the document's `lang` attribute when it names a listed language, else the list
 * that covers most of a text sample.
 */
import * as lists from 'stopword';

/** ISO 639-1 (what `lang` attributes use) to the package's ISO 639-3 export names. */
const ISO1_TO_LIST: Readonly<Record<string, string>> = {
  af: 'afr', ar: 'ara', bn: 'ben', br: 'bre', bg: 'bul', ca: 'cat', cs: 'ces', da: 'dan', de: 'deu', el: 'ell',
  en: 'eng', eo: 'epo', et: 'est', eu: 'eus', fa: 'fas', fi: 'fin', fr: 'fra', ga: 'gle', gl: 'glg', gu: 'guj',
  ha: 'hau', he: 'heb', hi: 'hin', hr: 'hrv', hu: 'hun', hy: 'hye', id: 'ind', it: 'ita', ja: 'jpn', ko: 'kor',
  ku: 'kur', la: 'lat', lv: 'lav', lt: 'lit', mr: 'mar', ms: 'msa', my: 'mya', nl: 'nld', nb: 'nob', no: 'nob',
  pl: 'pol', pt: 'por', ro: 'ron', ru: 'rus', sk: 'slk', sl: 'slv', so: 'som', st: 'sot', es: 'spa', sw: 'swa',
  sv: 'swe', tl: 'tgl', th: 'tha', tr: 'tur', uk: 'ukr', ur: 'urd', vi: 'vie', yo: 'yor', zh: 'zho', zu: 'zul',
};
/** Languages tried when the page does not say (the corpora's common ones; more costs time on every page). */
const DETECT_CANDIDATES = ['eng', 'deu', 'fra', 'spa', 'ita', 'por', 'nld', 'rus', 'pol', 'swe', 'tur', 'ces', 'ukr', 'dan', 'fin', 'nob'];

export type StopwordSet = ReadonlySet<string>;

/**
 * The stop-word set for a document. Sets are built per call (no module-level cache: no hidden state);
 * building one is a few microseconds.
 */
export function stopwordsFor(lang: string | null | undefined, sample: string): StopwordSet {
  const code = lang ? ISO1_TO_LIST[lang.toLowerCase().split(/[-_]/)[0]] : undefined;
  if (code && Array.isArray(lists[code])) return new Set(lists[code] as string[]);
  return new Set(listFor(detect(sample)));
}

function listFor(code: string): string[] {
  const list = lists[code];
  return Array.isArray(list) ? list : (lists.eng as string[]);
}

/** The candidate language whose list covers the largest share of the sample's words. */
export function detect(sample: string): string {
  const words = sample.toLowerCase().match(/\p{L}+/gu)?.slice(0, 2000) ?? [];
  if (words.length === 0) return 'eng';
  let best = 'eng';
  let bestShare = -1;
  for (const code of DETECT_CANDIDATES) {
    const set = new Set(listFor(code));
    let hits = 0;
    for (const w of words) if (set.has(w)) hits++;
    const share = hits / words.length;
    if (share > bestShare) { best = code; bestShare = share; }
  }
  return best;
}

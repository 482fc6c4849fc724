/**
 * The `detectLanguage` stage (stages.ts): franc-min (trigram models of the 82 most spoken languages) on a sample
 * of the page's prose. Its tables are ~28% of what the content script would carry and franc builds its
 * dictionaries when the module is evaluated, yet only pages that declare no language use it: the extension
 * injects it apart (entrypoints/language.ts).
 */
import { franc } from 'franc-min';

/** Below this franc's guesses are noise. */
const MIN_SAMPLE_CHARS = 120;

/** franc answers in ISO 639-3; BCP 47 wants the two-letter code where one exists. */
const ISO_639_3_TO_1: Readonly<Record<string, string>> = {
  eng: 'en', deu: 'de', fra: 'fr', spa: 'es', por: 'pt', ita: 'it', nld: 'nl', pol: 'pl', ces: 'cs', slk: 'sk',
  ron: 'ro', hun: 'hu', swe: 'sv', dan: 'da', nob: 'nb', fin: 'fi', tur: 'tr', rus: 'ru', ukr: 'uk', bel: 'be',
  bul: 'bg', srp: 'sr', hrv: 'hr', bos: 'bs', slv: 'sl', ell: 'el', arb: 'ar', pes: 'fa', urd: 'ur', hin: 'hi',
  mar: 'mr', npi: 'ne', ben: 'bn', tel: 'te', tam: 'ta', guj: 'gu', kan: 'kn', mal: 'ml', pan: 'pa', mya: 'my',
  amh: 'am', tha: 'th', sin: 'si', cmn: 'zh', jpn: 'ja', kor: 'ko', vie: 'vi', ind: 'id', zlm: 'ms', jav: 'jv',
  sun: 'su', tgl: 'tl', swh: 'sw', hau: 'ha', yor: 'yo', ibo: 'ig', zul: 'zu', som: 'so', kin: 'rw', nya: 'ny',
  lin: 'ln', uzn: 'uz', azj: 'az', kaz: 'kk', ckb: 'ckb', plt: 'mg', run: 'rn', ceb: 'ceb', ilo: 'ilo', heb: 'he',
};

export function detectLanguage(text: string): string | undefined {
  if (text.length < MIN_SAMPLE_CHARS) return undefined;
  const code = franc(text, { minLength: MIN_SAMPLE_CHARS });
  if (code === 'und') return undefined;
  return ISO_639_3_TO_1[code] ?? code;
}


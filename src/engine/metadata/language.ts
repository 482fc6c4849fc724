/**
 * The page's language: what it declares (`<html lang>`, Content-Language, og:locale, Dublin Core, JSON-LD
 * inLanguage), else a guess from a bounded sample of its paragraph text with franc-min (trigram models of
 * the 82 most spoken languages, ~80 KB, ESM: light enough for the content script).
 */
import { franc } from 'franc-min';
import * as dom from '../dom/read';

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

/** Characters of paragraph text sampled for detection: enough for trigrams to settle, cheap on any page. */
const SAMPLE_CHARS = 2000;
/** Below this franc's guesses are noise. */
const MIN_SAMPLE_CHARS = 120;

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
    if (text.length >= SAMPLE_CHARS) break;
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, SAMPLE_CHARS);
}

export function detectLanguage(text: string): string | undefined {
  if (text.length < MIN_SAMPLE_CHARS) return undefined;
  const code = franc(text, { minLength: MIN_SAMPLE_CHARS });
  if (code === 'und') return undefined;
  return ISO_639_3_TO_1[code] ?? code;
}

/** The first declared tag that is one, else a guess from `paragraphs` (the page's first `<p>` elements). */
export function resolveLanguage(declared: readonly (string | undefined)[], paragraphs: readonly Element[]): string | undefined {
  for (const raw of declared) {
    const tag = normaliseLanguageTag(raw);
    if (tag) return tag;
  }
  return detectLanguage(sampleText(paragraphs));
}

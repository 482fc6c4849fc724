/**
 * The words pages print around a byline and a date, one row per language: the lead-in before the names ("By",
 * "Von", "Par", "Автор", "作者"), the word between two names, and the labels of a date line. The rows are
 * merged into one pattern per use (a German blog with an English theme writes "Posted by"), so a word here must
 * not start a name or a sentence in another language: Italian "di"/"da" (Di Maio, Da Silva), Czech "a" and
 * Polish "i" stay out; Italian bylines are caught by "a cura di" and "scritto da". Dates themselves are parsed
 * with CLDR's month names (dates.ts); these are only the labels.
 */

interface LanguageWords {
  /** Lead-ins before the author's names, lower case. */
  by: readonly string[];
  /** Words joining two names. */
  and: readonly string[];
  /** Labels of a date that is an update, not the publication. */
  updated: readonly string[];
  /** Labels of the publication date. */
  published: readonly string[];
}

export const WORDS: Readonly<Record<string, LanguageWords>> = {
  en: {
    by: ['by', 'written by', 'posted by', 'published by', 'reviewed by', 'edited by', 'story by', 'words by', 'text by', 'photo by', 'photos by', 'reported by', 'post by', 'article by', 'video by', 'author', 'authors'],
    and: ['and', 'with'], updated: ['updated', 'modified', 'last edited', 'edited'], published: ['published', 'posted'],
  },
  de: { by: ['von', 'verfasst von', 'geschrieben von', 'autor', 'autorin', 'autoren'], and: ['und', 'mit'], updated: ['aktualisiert', 'geändert'], published: ['veröffentlicht', 'erstellt'] },
  fr: { by: ['par', 'écrit par', 'publié par', 'auteur', 'auteure', 'autrice'], and: ['et', 'avec'], updated: ['mis à jour', 'modifié', 'actualisé'], published: ['publié'] },
  es: { by: ['por', 'escrito por', 'publicado por', 'autor', 'autora'], and: ['y', 'con'], updated: ['actualizado', 'actualización', 'modificado'], published: ['publicado'] },
  it: { by: ['scritto da', 'pubblicato da', 'a cura di', 'autore', 'autrice'], and: ['e', 'con'], updated: ['aggiornato', 'modificato'], published: ['pubblicato'] },
  pt: { by: ['escrito por', 'publicado por', 'autor', 'autora'], and: ['e', 'com'], updated: ['atualizado', 'actualizado', 'modificado'], published: ['publicado'] },
  nl: { by: ['door', 'geschreven door', 'auteur'], and: ['en', 'met'], updated: ['bijgewerkt', 'gewijzigd'], published: ['gepubliceerd', 'geplaatst'] },
  ru: { by: ['автор', 'авторы', 'текст'], and: ['и'], updated: ['обновлено', 'изменено'], published: ['опубликовано'] },
  pl: { by: ['autor', 'autorka', 'napisał', 'napisała'], and: ['oraz'], updated: ['zaktualizowano'], published: ['opublikowano'] },
  cs: { by: ['autor', 'autorka'], and: [], updated: ['aktualizováno'], published: ['publikováno', 'vydáno'] },
  ja: { by: ['著者', '筆者', '投稿者', '文'], and: [], updated: ['更新日', '更新'], published: ['公開日', '投稿日', '公開'] },
  zh: { by: ['作者', '记者', '記者', '文'], and: [], updated: ['更新时间', '更新時間', '更新'], published: ['发布时间', '發布時間', '发表', '發表', '发布', '發布'] },
};

/** Every language's words of one kind, longest first so "written by" is tried before "by", as regex source. */
function buildAlternation(kind: keyof LanguageWords): string {
  const words = [...new Set(Object.values(WORDS).flatMap((row) => row[kind]))].sort((a, b) => b.length - a.length);
  return words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');
}

/**
 * Built once per kind when the bundle loads: nine patterns of authors.ts and sources/page.ts ask for them, and
 * building each at every ask was the largest top-level cost of extractor.js in a Chromium profile.
 */
const ALTERNATIONS: Readonly<Record<keyof LanguageWords, string>> = {
  by: buildAlternation('by'), and: buildAlternation('and'), updated: buildAlternation('updated'), published: buildAlternation('published'),
};

export function alternation(kind: keyof LanguageWords): string {
  return ALTERNATIONS[kind];
}

// The `stopword` package ships no types: each named export is a language's list (ISO 639-3 code). Only the
// lists stopwords.ts imports are declared, so importing another is a type error until it is declared here.
declare module 'stopword' {
  type List = string[];
  export const ara: List, ces: List, dan: List, deu: List, ell: List, eng: List, fas: List, fin: List, fra: List,
    hun: List, ind: List, ita: List, kor: List, nld: List, nob: List, pol: List, por: List, ron: List, rus: List,
    spa: List, swe: List, tur: List, ukr: List, vie: List;
}

// The `stopword` package ships no types: each export is a language's list (ISO 639-3 code).
declare module 'stopword' {
  const lists: Record<string, string[] | ((...args: unknown[]) => unknown)>;
  export = lists;
}

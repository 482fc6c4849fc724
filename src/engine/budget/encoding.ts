/**
 * The token encoding's name, shown beside counts so the user knows which family's tokens they are. Apart from
 * tokens.ts so that Pith's pages can name it without pulling in that module's import of the ~2 MB tables.
 */
export const TOKEN_ENCODING = 'o200k_base';

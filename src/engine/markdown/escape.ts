/**
 * Escaping of page text so that text which looks like Markdown stays literal. Turndown applies this to every
 * text node outside code. Each entry is one construct a reader of Markdown would otherwise see; the patterns
 * are anchored or single-character, so none can backtrack.
 */

const ESCAPES: readonly (readonly [RegExp, string])[] = [
  [/\\/g, '\\\\'],
  [/([*`[\]~])/g, '\\$1'],
  // `_` only where it could open or close emphasis: intraword underscores (snake_case) are literal in CommonMark.
  [/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_'],
  // Raw HTML and entity references would be interpreted by a Markdown renderer.
  [/<(?=[A-Za-z/!?])/g, '\\<'],
  [/&(?=#?[A-Za-z0-9]+;)/g, '\\&'],
  // Block markers at the start of a line.
  [/^(#{1,6})(?=\s|$)/gm, '\\$1'],
  [/^([-+])(?=\s|$)/gm, '\\$1'],
  [/^(=+)(?=\s*$)/gm, '\\$1'],
  [/^>/gm, '\\>'],
  [/^(\d{1,9})([.)])(?=\s|$)/gm, '$1\\$2'],
];

/** Two dollar signs in one text could be read as inline math by math-aware renderers (Pith writes `$...$`). */
const DOLLARS = /\$[^$]*\$/;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Whether any entry above (or the control, NBSP and dollar handling) can apply: most text nodes of an article
 * hold none of these characters, and for them the ten replacements are skipped (the output is the same). A line
 * start is tested as far as its entry needs: a number only before `.` or `)`, a `-` or `+` only before white space
 * or the line's end. Without those characters nothing is inserted before the line-start entries run, so they see
 * the text as it is here. A table cell or a text that starts with a year or a count ("1840", "-5") ran all ten
 * replacements for nothing (Chromium profile of the 1 MB generated article).
 */
// eslint-disable-next-line no-control-regex
const MAY_NEED_ESCAPING = /[\\*`[\]~_<&$\u00A0\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|^(?:[#=>]|[-+](?:\s|$)|\d{1,9}[.)])/m;

export function escapeText(text: string): string {
  if (!MAY_NEED_ESCAPING.test(text)) return text;
  // NBSP is a layout device in HTML; in Markdown it is an invisible character that breaks search and diffs.
  let out = text.replace(CONTROL, '').replace(/\u00A0/g, ' ');
  for (const [pattern, replacement] of ESCAPES) out = out.replace(pattern, replacement);
  if (DOLLARS.test(out)) out = out.replace(/\$/g, '\\$');
  return out;
}

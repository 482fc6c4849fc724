/**
 * How the Markdown is written, where Markdown offers a choice (the choices MarkDownload and Obsidian Web Clipper
 * offer). Each choice states its default beside its type; the defaults are the output Pith always wrote.
 */

export interface MarkdownStyle {
  /** `atx` (`## Title`) or `setext` (a title underlined with `=` for level 1, `-` for level 2; Markdown has no
   *  setext form for levels 3-6, which stay ATX). Default `atx`. */
  headings: HeadingStyle;
  /** The bullet of unordered list items. Default `-`. */
  bullet: BulletMarker;
  /** Code blocks fenced with backticks or tildes, or indented by four spaces (which cannot carry the language).
   *  Default `` ``` ``. */
  code: CodeStyle;
  /** `inline` (`[text](url)`) or `referenced` (`[text][1]`, the URLs listed at the end). Default `inline`. */
  links: LinkStyle;
  /** `keep` the images (their URLs), or `remove` them (a figure's caption stays). Default `keep`. Writing them
   *  beside the note is the caller's (local-images.ts rewrites the links once the files are saved). */
  images: ImageStyle;
}

export type HeadingStyle = 'atx' | 'setext';
export type BulletMarker = '-' | '*' | '+';
export type CodeStyle = '```' | '~~~' | 'indented';
export type LinkStyle = 'inline' | 'referenced';
export type ImageStyle = 'keep' | 'remove';

/** Every value each choice allows, the default first: one table for validation, the CLI and the options page. */
export const MARKDOWN_STYLE_CHOICES = {
  headings: ['atx', 'setext'],
  bullet: ['-', '*', '+'],
  code: ['```', '~~~', 'indented'],
  links: ['inline', 'referenced'],
  images: ['keep', 'remove'],
} as const satisfies { [K in keyof MarkdownStyle]: readonly MarkdownStyle[K][] };

export const DEFAULT_MARKDOWN_STYLE: Readonly<MarkdownStyle> = Object.freeze({
  headings: 'atx', bullet: '-', code: '```', links: 'inline', images: 'keep',
});

/** What is wrong with a (partial) style given by a caller, or '' when nothing is. */
export function markdownStyleProblem(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'must be an object';
  for (const [key, choice] of Object.entries(value)) {
    if (!Object.hasOwn(MARKDOWN_STYLE_CHOICES, key)) return `has no choice "${key}" (known: ${Object.keys(MARKDOWN_STYLE_CHOICES).join(', ')})`;
    const allowed = MARKDOWN_STYLE_CHOICES[key as keyof MarkdownStyle] as readonly unknown[];
    if (choice !== undefined && !allowed.includes(choice)) return `"${key}" must be one of ${allowed.join(', ')}, got ${JSON.stringify(choice)}`;
  }
  return '';
}

/** Tags cleaning keeps against its tag table, and wrappers the copy unwraps: read by cleaning, the copy and sanitizing. */

/**
 * Exceptions to REMOVE_TAGS: elements the Markdown converter needs, kept by cleaning. They carry no text for the
 * text output (output/text.ts skips them). Reported by the Markdown work: video embeds are linked in Markdown.
 */
export interface KeepRule {
  tags: readonly string[];
  /** Attribute whose value must match `value` for the element to be kept. */
  attribute: string;
  value: RegExp;
  why: string;
}

export const KEEP_TAGS: readonly KeepRule[] = [
  {
    tags: ['IFRAME', 'VIDEO'], attribute: 'src',
    value: /^(https?:)?\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|dailymotion\.com|player\.twitch\.tv)\//i,
    why: 'a video embed the Markdown links to',
  },
  // MathJax 2 keeps each formula's TeX source in a script; the Markdown writes it as $...$. The text output skips
  // scripts, so the TeX never reaches `text` (the rendered MathJax spans, when present, are the formula there).
  { tags: ['SCRIPT'], attribute: 'type', value: /^math\/tex/i, why: 'MathJax TeX source the Markdown converts' },
  // A <picture>'s candidates: the HTML keeps them for the browser, the Markdown takes the largest
  // (images--lazy-srcset-markdown).
  { tags: ['SOURCE'], attribute: 'srcset', value: /\S/, why: 'a <picture> source the HTML and Markdown choose from' },
];

/**
 * Elements replaced by their children in the output: presentational wrappers that carry no structure, and
 * the <noscript> that cleaning kept (its markup is the content; as <noscript> it would not render).
 */
export const UNWRAP_TAGS = new Set(['FONT', 'CENTER', 'BIG', 'BLINK', 'MARQUEE', 'NOBR', 'NOSCRIPT']);

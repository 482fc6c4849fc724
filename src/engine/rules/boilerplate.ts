/**
 * Short blocks that are page furniture by their text alone: datelines, bylines, "Advertisement", share
 * prompts, gallery controls, copyright lines, bare URLs. Found in the main subtree of scrapinghub pages
 * (the gold of both corpora leaves them out). Only blocks without block children and under
 * `BOILERPLATE_MAX_CHARS` are tested, so a paragraph that merely mentions a date is never touched.
 */

export const BOILERPLATE_MAX_CHARS = 200;

export interface TextRule {
  reason: string;
  test: RegExp;
  /** The rule applies only to blocks shorter than this. */
  maxChars: number;
}

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';

export const BOILERPLATE_TEXT: readonly TextRule[] = [
  {
    reason: 'furniture phrase',
    test: /^(advertisement|advert|anzeige|publicité|publicidad|iklan|sponsored( content)?|sharing is caring!?|share( this)?( article| story| post| on \w+)?!?:?|comments?|\d+ comments?|leave a (comment|reply)|subscribe( now)?|follow us( on \w+)?|you may also like( …|\.\.\.|:)?|related( posts?| articles?| stories| content| coverage)?:?|more:?|read more:?|see also:?|don'?t miss:?|most (read|popular).*|tell us what you think.*|this slideshow requires javascript\.?|enlarge (this )?image|image \d+ of \d+|\d+ ?(of|\/) ?\d+|caption|close|back to gallery|photo:?|source:.*|about the author|highlights|warning|getty( images)?|reuters|associated press|ap)$/i,
    maxChars: 80,
  },
  { reason: 'byline', test: /^(by|von|par|por|door|di|av|reporting by|written by)\s+\S/i, maxChars: 100 },
  { reason: 'dateline', test: /^[\s|•·–—-]*(published|updated|posted|last updated|modified|veröffentlicht|aktualisiert|publié|publicado)\b/i, maxChars: 120 },
  {
    reason: 'dateline',
    test: new RegExp(`^[^.!?]{0,40}(\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b|\\b${MONTH} \\d{1,2},? \\d{4}|\\b\\d{1,2}\\.? ${MONTH},? \\d{4}|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}:\\d{2}\\s?(am|pm)?\\b)[^.!?]{0,40}$`, 'i'),
    maxChars: 80,
  },
  { reason: 'copyright line', test: /(©|ⓒ|\bcopyright\b|all rights reserved)/i, maxChars: 200 },
  { reason: 'bare URL', test: /^(https?:\/\/|www\.)\S+$/i, maxChars: 200 },
  { reason: 'sign-up prompt', test: /\b(sign up|subscribe|newsletter|in your inbox|delivered to your inbox)\b/i, maxChars: 160 },
];

/** The first rule a block's text matches, if any. */
export function boilerplateReason(text: string): string | null {
  for (const rule of BOILERPLATE_TEXT) if (text.length <= rule.maxChars && rule.test.test(text)) return rule.reason;
  return null;
}

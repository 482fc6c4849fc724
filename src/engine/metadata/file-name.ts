/**
 * Download file names from a page's title and date, safe on Windows, macOS, Linux, Android and in
 * browsers' download API: no reserved characters or device names, no trailing dot or space, no leading
 * dot (hidden file), and short enough in UTF-8 bytes for 255-byte file systems with room for the
 * extension and a " (12)" duplicate suffix.
 */

/** Forbidden on Windows (and `/` everywhere), plus control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;
/** Invisible characters that make names look alike but differ: zero-width, bidi controls, BOM. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
/** Windows device names, reserved with any extension ("con.md" is not allowed either). */
const RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\..*)?$/i;
/** UTF-8 bytes for the stem: 255 minus extension and a duplicate suffix, with margin for Linux encrypted homes (143). */
export const MAX_STEM_BYTES = 120;

const encoder = new TextEncoder();

function truncateBytes(text: string, maxBytes: number): string {
  if (encoder.encode(text).length <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const size = encoder.encode(ch).length;
    if (bytes + size > maxBytes) break;
    out += ch;
    bytes += size;
  }
  // Prefer to end at a word boundary when one is near.
  const cut = out.lastIndexOf(' ');
  return cut > out.length * 0.6 ? out.slice(0, cut) : out;
}

/** A file-name stem from `title`: forbidden characters become spaces or dashes, length bounded. */
export function safeStem(title: string): string {
  let stem = title.normalize('NFC').replace(INVISIBLE, '').replace(/[:|/\\]/g, ' - ').replace(FORBIDDEN, ' ');
  stem = stem.replace(/\s+/g, ' ').replace(/(?:\s-\s)+/g, ' - ').trim();
  stem = truncateBytes(stem, MAX_STEM_BYTES);
  stem = stem.replace(/^[\s.-]+/, '').replace(/[\s.-]+$/, '');
  if (!stem || RESERVED.test(stem)) stem = stem ? `_${stem}` : 'untitled';
  return stem;
}

/**
 * `2025-02-14 Headline of the page.md`: the date first (calendar day only) so files sort by date, then the title.
 * `extension` without the dot (`md`, `txt`, `json`, `html`).
 */
export function safeFileName(title: string, date: string | undefined, extension: string): string {
  const day = date && /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  const ext = extension.replace(/^\.+/, '').replace(/[^a-z0-9]/gi, '').slice(0, 10);
  const stem = safeStem(day ? `${day} ${title}` : title);
  return ext ? `${stem}.${ext}` : stem;
}

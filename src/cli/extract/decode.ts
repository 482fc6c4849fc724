/**
 * Bytes of an HTML page to a string, in the order browsers use: byte-order mark, the transport's charset
 * (HTTP Content-Type, when fetched), the page's own `<meta charset>` / `http-equiv`, then — when the bytes
 * are not valid UTF-8 — a statistical detector (chardet). Decoding is iconv-lite's.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { gunzipSync } from 'node:zlib';

export interface Decoded { text: string; encoding: string; source: 'bom' | 'transport' | 'meta' | 'utf-8' | 'detector' | 'default' }

const BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
];

/**
 * How far to look for a `<meta>` declaration. The HTML standard's prescan stops at 1024 bytes; real pages
 * often put kilobytes of scripts and styles first, and browsers look further in practice.
 */
const META_SCAN_BYTES = 8192;

const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i;

/**
 * Labels the HTML standard decodes as something else: Latin-1 and ASCII declarations mean windows-1252 in
 * every browser, and a UTF-16 label found inside an ASCII-compatible byte stream cannot be true.
 */
const LABEL_OVERRIDES: Record<string, string> = {
  'iso-8859-1': 'windows-1252', 'iso8859-1': 'windows-1252', latin1: 'windows-1252', 'l1': 'windows-1252',
  'us-ascii': 'windows-1252', ascii: 'windows-1252', 'utf-16': 'utf-8', 'utf-16le': 'utf-8', 'utf-16be': 'utf-8',
  'x-user-defined': 'windows-1252',
};

/** Gunzips `.gz` input (by magic number, so a misnamed file still works), to at most `maxBytes` (inputs.ts). */
export function gunzipIfNeeded(bytes: Uint8Array, maxBytes?: number): Uint8Array {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes, { maxOutputLength: maxBytes }) : bytes;
}

export function decodeHtml(bytes: Uint8Array, transportCharset?: string): Decoded {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bom = BOMS.find((b) => b.bytes.every((byte, i) => buffer[i] === byte));
  if (bom) return { text: iconv.decode(buffer.subarray(bom.bytes.length), bom.encoding), encoding: bom.encoding, source: 'bom' };

  const utf16 = utf16WithoutBom(buffer);
  if (utf16) return { text: iconv.decode(buffer, utf16), encoding: utf16, source: 'detector' };

  const declared = usable(transportCharset);
  if (declared) return { text: iconv.decode(buffer, declared), encoding: declared, source: 'transport' };

  const meta = usable(buffer.subarray(0, META_SCAN_BYTES).toString('latin1').match(META_CHARSET)?.[1]);
  if (meta) return { text: iconv.decode(buffer, meta), encoding: meta, source: 'meta' };

  // Valid UTF-8 is almost never an accident; detectors misjudge short or mostly-ASCII UTF-8 pages.
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: 'utf-8', source: 'utf-8' };
  } catch {
    const detected = usable(chardet.detect(buffer) ?? undefined);
    if (detected) return { text: iconv.decode(buffer, detected), encoding: detected, source: 'detector' };
    return { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252', source: 'default' };
  }
}

/** How many leading bytes the UTF-16 check reads, and the share of ASCII code units that makes it UTF-16. */
const UTF16_SAMPLE_BYTES = 1024;
const UTF16_ASCII_SHARE = 0.9;

/**
 * UTF-16 with no byte-order mark (it came out as markup text with a NUL between letters): HTML
 * starts with ASCII markup, which UTF-16 writes as one zero byte per character, on the odd bytes (LE) or the even
 * ones (BE). An ASCII-compatible encoding has no zero bytes in markup at all.
 */
function utf16WithoutBom(buffer: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  const length = Math.min(buffer.length, UTF16_SAMPLE_BYTES) & ~1;
  if (length < 8) return undefined;
  let le = 0;
  let be = 0;
  for (let i = 0; i < length; i += 2) {
    if (buffer[i + 1] === 0 && buffer[i] > 0 && buffer[i] < 0x80) le++;
    if (buffer[i] === 0 && buffer[i + 1] > 0 && buffer[i + 1] < 0x80) be++;
  }
  const units = length / 2;
  if (le / units >= UTF16_ASCII_SHARE) return 'utf-16le';
  if (be / units >= UTF16_ASCII_SHARE) return 'utf-16be';
  return undefined;
}

/**
 * Bytes that are no text (an image or archive under an .html name): NUL characters in the first kilobyte,
 * which no HTML page holds once decoded. Such input is unreadable, not an empty page (exit code 1).
 */
export function isBinary(text: string): boolean {
  return text.slice(0, UTF16_SAMPLE_BYTES).includes('\u0000');
}

/** The charset parameter of a Content-Type header value, if any. */
export function charsetOfContentType(contentType: string | null): string | undefined {
  return contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
}

/** A label iconv-lite can decode, after the HTML standard's overrides; undefined for unknown labels. */
function usable(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const lower = label.trim().toLowerCase();
  const encoding = LABEL_OVERRIDES[lower] ?? lower;
  return iconv.encodingExists(encoding) ? encoding : undefined;
}

/**
 * Images saved beside the note: the image links of Pith's Markdown, found and rewritten to the saved files. The
 * caller fetches and writes the files (the CLI to disk, the extension into a .zip); this reads the Markdown as
 * Pith writes it: outside code, page text has every `[` and backtick escaped (escape.ts), so an unescaped `![`
 * there is an image the image rule wrote, and an unescaped backtick run opens inline code. Fenced code, and an
 * indented block after a blank line at the top level, are code and left as they are.
 * Tests: test/markdown/local-images.test.ts.
 */
import { destination } from './url';

export interface ImageLink {
  /** The image's URL as written (a destination: `\&` unescaped). */
  url: string;
  /** Where its destination is in the Markdown: `markdown.slice(start, end)`. */
  start: number;
  end: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const INDENTED = /^(?: {4}|\t)/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?: |$)/;

/** The image links of `markdown` outside code, in order. */
export function imagesIn(markdown: string): ImageLink[] {
  const found: ImageLink[] = [];
  let fence = '';
  let offset = 0;
  let previousBlank = true;
  let inCode = false;
  // A list's continuation lines are indented too: an indented block is code only outside lists.
  let inList = false;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length)) fence = '';
    } else if (marker) fence = marker;
    else if (line.trim() !== '') { // a blank line neither opens nor closes an indented block

      inCode = INDENTED.test(line) && !inList && (previousBlank || inCode);
      if (!inCode) {
        if (LIST_ITEM.test(line)) inList = true;
        else if (previousBlank && !/^\s/.test(line)) inList = false;
        scanLine(line, offset, found);
      }
    }
    previousBlank = line.trim() === '';
    offset += line.length + 1;
  }
  return found;
}

/** Images of one line of text, outside its inline code. */
function scanLine(line: string, offset: number, found: ImageLink[]): void {
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') i++;
    else if (c === '`') {
      let n = 1;
      while (line[i + n] === '`') n++;
      const close = closingRun(line, i + n, n);
      i = close < 0 ? i + n - 1 : close + n - 1;
    } else if (c === '!' && line[i + 1] === '[') {
      const link = imageAt(line, i + 2);
      if (link) {
        found.push({ url: link.url, start: offset + link.start, end: offset + link.end });
        i = link.end;
      }
    }
  }
}

/** Where a run of exactly `n` backticks starts at or after `from`, or -1. */
function closingRun(line: string, from: number, n: number): number {
  for (let i = from; i < line.length; i++) {
    if (line[i] !== '`') continue;
    let m = 1;
    while (line[i + m] === '`') m++;
    if (m === n) return i;
    i += m - 1;
  }
  return -1;
}

/** The destination of `![alt](destination "title")` whose alt starts at `i`, or null. */
function imageAt(line: string, i: number): { url: string; start: number; end: number } | null {
  for (; i < line.length && line[i] !== ']'; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '[') return null;
  }
  if (line[i + 1] !== '(') return null;
  const start = i + 2;
  let end = start;
  while (end < line.length && line[end] !== ' ' && line[end] !== ')') end++;
  if (end === start || end >= line.length) return null;
  return { url: line.slice(start, end).replace(/\\&/g, '&'), start, end };
}

/** `markdown` with each image whose URL `paths` names pointing to that path (relative to the note) instead. */
export function rewriteImages(markdown: string, paths: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const link of imagesIn(markdown)) {
    const path = paths.get(link.url);
    if (path === undefined) continue;
    out += markdown.slice(at, link.start) + destination(path);
    at = link.end;
  }
  return out + markdown.slice(at);
}

/** File extensions of the image types browsers show, by MIME type. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg',
  'image/avif': 'avif', 'image/bmp': 'bmp', 'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico',
};

/** `image-N.ext`: the extension from the type the server gave, else from the URL's path, else `img`. */
export function imageFileName(n: number, contentType: string | null, url: string): string {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  let ext = EXTENSIONS[type];
  if (!ext) {
    try {
      ext = /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname)?.[1].toLowerCase() ?? 'img';
    } catch {
      ext = 'img';
    }
  }
  return `image-${n}.${ext}`;
}

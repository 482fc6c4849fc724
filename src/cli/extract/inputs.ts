/**
 * What `pith extract` reads: files, the HTML files of folders, or http(s) URLs, each turned into the page's
 * text and URL. Fetching happens only for a URL the user typed: it is the only network access of the project.
 * No page is read past the maximum input size (`--max-input-bytes`): a file is measured before it is read, gzip
 * stops decompressing at the limit (a 1 MB bomb expands to 1 GB), a fetched body stops being read at it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { charsetOfContentType, decodeHtml, gunzipIfNeeded, isBinary, type Decoded } from './decode';
import { DEFAULT_MAX_INPUT_BYTES } from './args';

export interface Source {
  /** As shown in progress lines and errors. */
  label: string;
  /** Output file name without extension: the file name before its first dot, or a slug of the URL. */
  stem: string;
  kind: 'file' | 'url';
  /** File path or URL. */
  location: string;
}

export interface LoadedPage { html: string; url: string; encoding: string }

const HTML_FILE = /\.(x?html?)(\.gz)?$/i;
const WEB_URL = /^https?:\/\//i;
const FETCH_TIMEOUT_MS = 30_000;

/** Expands folders (their .html/.htm/.gz files, sorted, not recursive) and classifies each argument. */
export function expandInputs(inputs: string[]): Source[] {
  return inputs.flatMap((input): Source[] => {
    if (WEB_URL.test(input)) return [{ label: input, stem: urlStem(input), kind: 'url', location: input }];
    const path = resolve(input);
    let isFolder = false;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      // A missing file stays in the list: reading it reports the error in its turn, like any bad file.
    }
    if (!isFolder) return [fileSource(input, path)];
    return readdirSync(path).filter((name) => HTML_FILE.test(name)).sort().map((name) => fileSource(join(input, name), join(path, name)));
  });
}

/** True when an argument names a folder (a folder means batch output even when it holds one file). */
export function isFolderArgument(input: string): boolean {
  try {
    return !WEB_URL.test(input) && statSync(resolve(input)).isDirectory();
  } catch {
    return false;
  }
}

function fileSource(label: string, path: string): Source {
  return { label, stem: basename(path).split('.')[0] || 'page', kind: 'file', location: path };
}

/** `https://example.com/blog/my-post.html?x` -> `example.com-blog-my-post`. */
function urlStem(url: string): string {
  const { hostname, pathname } = new URL(url);
  const path = pathname.replace(/\.[a-z0-9]+$/i, '').split('/').filter(Boolean).join('-');
  return [hostname, path].filter(Boolean).join('-').replace(/[^\w.-]+/g, '_').slice(0, 120);
}

/**
 * Reads one source. `url` overrides the document URL; files otherwise get their file:// URL and fetched
 * pages the URL they ended at after redirects.
 */
export async function loadSource(source: Source, url: string | undefined, maxBytes = DEFAULT_MAX_INPUT_BYTES): Promise<LoadedPage> {
  if (source.kind === 'url') return fetchPage(source.location, url, maxBytes);
  // Compressed or not, a file larger than the limit holds a page larger than it.
  if (statSync(source.location).size > maxBytes) throw tooLarge('the file', maxBytes);
  const raw = readFileSync(source.location);
  let bytes: Uint8Array;
  try {
    // A .gz name promises gzip (corrupt data is an error); other names are still gunzipped when the bytes are.
    bytes = /\.gz$/i.test(source.location) ? gunzipSync(raw, { maxOutputLength: maxBytes }) : gunzipIfNeeded(raw, maxBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge('the decompressed page', maxBytes);
    throw error;
  }
  const { text, encoding } = readable(decodeHtml(bytes));
  return { html: text, url: url ?? pathToFileURL(source.location).href, encoding };
}

/** The "too large" failure (exit 1), naming the limit and the option that sets it. */
function tooLarge(what: string, maxBytes: number): Error {
  const MiB = 1024 * 1024;
  const limit = maxBytes % MiB === 0 ? `${maxBytes / MiB} MiB` : `${maxBytes} bytes`;
  return new Error(`too large: ${what} is over the maximum input size of ${limit} (--max-input-bytes)`);
}

/** The body, decoded from its Content-Encoding by fetch, read chunk by chunk up to `maxBytes`. */
async function readBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge('the response', maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw tooLarge('the response', maxBytes);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks, total);
}

function readable(decoded: Decoded): Decoded {
  if (isBinary(decoded.text)) throw new Error('unreadable: binary data, not an HTML page');
  return decoded;
}

async function fetchPage(location: string, url: string | undefined, maxBytes: number): Promise<LoadedPage> {
  const response = await fetch(location, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; pith-cli)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  const bytes = await readBody(response, maxBytes);
  const { text, encoding } = readable(decodeHtml(bytes, charsetOfContentType(response.headers.get('content-type'))));
  return { html: text, url: url ?? response.url, encoding };
}

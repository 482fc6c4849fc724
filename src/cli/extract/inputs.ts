/**
 * What `pith extract` reads: files, the HTML files of folders, or http(s) URLs, each turned into the page's
 * text and URL. Fetching happens only for a URL the user typed: it is the only network access of the project.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { charsetOfContentType, decodeHtml, gunzipIfNeeded, isBinary, type Decoded } from './decode';

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
export async function loadSource(source: Source, url: string | undefined): Promise<LoadedPage> {
  if (source.kind === 'url') return fetchPage(source.location, url);
  const raw = readFileSync(source.location);
  // A .gz name promises gzip (corrupt data is an error); other names are still gunzipped when the bytes are.
  const bytes = /\.gz$/i.test(source.location) ? gunzipSync(raw) : gunzipIfNeeded(raw);
  const { text, encoding } = readable(decodeHtml(bytes));
  return { html: text, url: url ?? pathToFileURL(source.location).href, encoding };
}

function readable(decoded: Decoded): Decoded {
  if (isBinary(decoded.text)) throw new Error('unreadable: binary data, not an HTML page');
  return decoded;
}

async function fetchPage(location: string, url: string | undefined): Promise<LoadedPage> {
  const response = await fetch(location, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; pith-cli)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { text, encoding } = readable(decodeHtml(bytes, charsetOfContentType(response.headers.get('content-type'))));
  return { html: text, url: url ?? response.url, encoding };
}

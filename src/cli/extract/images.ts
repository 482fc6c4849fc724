/**
 * `--images beside`: a note's images saved in a folder named as the note (`<stem>/image-N.ext`), its Markdown
 * pointing there (engine/markdown/local-images.ts). An image that cannot be fetched or read keeps its URL, and
 * is said on stderr: the note is still written.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageFileName, imagesIn, rewriteImages } from '../../engine/markdown/local-images';
import type { Io } from './command';

const FETCH_TIMEOUT_MS = 30_000;
/** Larger than any photo a page shows; a bigger body is not an image to keep beside a note. */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** Saves the images of `markdown` into `<out>/<stem>/`; returns the Markdown with its links rewritten. */
export async function saveImagesBeside(markdown: string, out: string, stem: string, io: Io): Promise<string> {
  const paths = new Map<string, string>();
  for (const { url } of imagesIn(markdown)) {
    if (paths.has(url)) continue;
    try {
      const { bytes, type } = await readImage(url);
      const name = imageFileName(paths.size + 1, type, url);
      mkdirSync(join(out, stem), { recursive: true });
      writeFileSync(join(out, stem, name), bytes);
      paths.set(url, `${stem}/${name}`);
    } catch (error) {
      io.stderr(`${stem}: image kept as a link, not saved: ${url} (${(error as Error).message})\n`);
    }
  }
  return rewriteImages(markdown, paths);
}

async function readImage(url: string): Promise<{ bytes: Uint8Array; type: string | null }> {
  const { protocol } = new URL(url);
  if (protocol === 'file:') return { bytes: readFileSync(fileURLToPath(url)), type: null };
  if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'data:') throw new Error(`not a web or file URL`);
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new Error('larger than 50 MiB');
  return { bytes, type: response.headers.get('content-type') };
}

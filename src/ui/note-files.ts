/**
 * A Markdown note with its images beside it (the `markdownImages: beside` setting): `<stem>.md` and
 * `<stem>/image-N.ext`, its image links rewritten to those files (engine/markdown/local-images.ts), in one .zip.
 * A .zip because an extension page can save one file per download without the `downloads` permission (an
 * `<a download>` names a file, never a folder), and asking that permission for this alone would warn every user.
 * The images are fetched by the extension page; one the page itself has not loaded is fetched only when the user
 * lets Pith load such images (loaded-images.ts): else, as an image that cannot be fetched, it keeps its web address.
 */
import { strToU8, zipSync } from 'fflate';
import { imageFileName, imagesIn, rewriteImages } from '../engine/markdown/local-images';
import type { PageResult } from '../extension/page-result';
import type { Settings } from '../extension/settings';
import { imageAllowance } from './loaded-images';

/** Past this an image is not fetched: the note is for reading, not an archive of large media. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

export interface NoteFiles {
  /** The .zip's bytes. */
  zip: Uint8Array;
  /** Images saved, and those left as web addresses (not loaded by the page, or not fetched). */
  saved: number;
  kept: number;
}

/** The note and its images as a .zip; `stem` names the note and its folder. */
export async function noteWithImages(result: PageResult, settings: Pick<Settings, 'loadUnseenImages'>, stem: string): Promise<NoteFiles> {
  const markdown = result.extraction.markdown;
  const allowance = imageAllowance(settings, result);
  const allowed = (url: string) => allowance === 'all' || /^data:/i.test(url) || allowance.includes(url);
  const files: Record<string, Uint8Array> = {};
  const paths = new Map<string, string>();
  const urls = [...new Set(imagesIn(markdown).map((link) => link.url))];
  const fetched = await Promise.all(urls.map((url) => (allowed(url) ? fetchImage(url) : Promise.resolve(null))));
  urls.forEach((url, i) => {
    const image = fetched[i];
    if (!image) return;
    const path = `${stem}/${imageFileName(paths.size + 1, image.type, url)}`;
    files[path] = image.bytes;
    paths.set(url, path);
  });
  files[`${stem}.md`] = strToU8(rewriteImages(markdown, paths));
  // Images are already compressed: stored, not deflated again (level 0); the note is deflated.
  return { zip: zipSync(files, { level: 0 }), saved: paths.size, kept: urls.length - paths.size };
}

async function fetchImage(url: string): Promise<{ bytes: Uint8Array; type: string | null } | null> {
  try {
    // The browser's cache first: the page has just loaded most of these.
    const response = await fetch(url, { cache: 'force-cache' });
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= MAX_IMAGE_BYTES ? { bytes, type: response.headers.get('content-type') } : null;
  } catch {
    // Refused (no access to the image's site, CORS, offline): the image keeps its web address in the note.
    return null;
  }
}

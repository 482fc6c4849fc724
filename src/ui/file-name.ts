/**
 * Download file names from the page title. Local on purpose: src/engine/metadata/file-name.ts did not exist
 * when the extension was written; switch to it once it lands (one source of truth).
 */

/** Characters no file system accepts, or that shells and sync tools trip over. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const MAX_STEM = 80;

export function fileStem(title: string, fallback = 'page'): string {
  const stem = title.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^[.\s]+|[.\s]+$/g, '');
  const cut = stem.length > MAX_STEM ? stem.slice(0, MAX_STEM).replace(/\s+\S*$/, '') : stem;
  return cut || fallback;
}

/**
 * "Send to Obsidian": the note goes through Obsidian's own URI, `obsidian://new` with the vault, the file's path
 * in it and the content. A long note goes by the clipboard instead (`clipboard` parameter, as Obsidian Web Clipper
 * does): some systems cut or refuse a long URI on its way to the app. Nothing leaves the device.
 */

/** The longest URI sent with the note in it; longer, the note goes by the clipboard. */
export const OBSIDIAN_URI_MAX = 2000;

/** Characters Obsidian refuses in a note's name (links use # ^ [ ] |, and the systems' file-name rules the rest). */
const NOT_IN_NOTE_NAMES = /[\\/:*?"<>|#^[\]]+/g;

export interface ObsidianNote {
  vault: string;
  folder: string;
  /** The note's name, without `.md`. */
  name: string;
  markdown: string;
}

export function obsidianUri(note: ObsidianNote): { uri: string; viaClipboard: boolean } {
  const name = note.name.replace(NOT_IN_NOTE_NAMES, ' ').replace(/\s+/g, ' ').trim() || 'Untitled';
  const folder = note.folder.trim().replace(/^\/+|\/+$/g, '');
  const vault = note.vault.trim();
  const params = [
    ...(vault ? [`vault=${encodeURIComponent(vault)}`] : []),
    `file=${encodeURIComponent(folder ? `${folder}/${name}` : name)}`,
  ];
  const whole = `obsidian://new?${[...params, `content=${encodeURIComponent(note.markdown)}`].join('&')}`;
  if (whole.length <= OBSIDIAN_URI_MAX) return { uri: whole, viaClipboard: false };
  return { uri: `obsidian://new?${[...params, 'clipboard'].join('&')}`, viaClipboard: true };
}

/** Hands the URI to the browser, which asks the system to open it in Obsidian; the page stays as it is. */
export function openUri(uri: string): void {
  const link = document.createElement('a');
  link.href = uri;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

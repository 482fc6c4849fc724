/** The one message between the background and Chrome's offscreen clipboard document (entrypoints/offscreen). */
export interface OffscreenCopy { pithOffscreen: 'copy'; text: string }
export interface OffscreenCopyAnswer { ok: boolean; error?: string }

export function isOffscreenCopy(message: unknown): message is OffscreenCopy {
  const candidate = message as OffscreenCopy | null;
  return typeof candidate === 'object' && candidate !== null && candidate.pithOffscreen === 'copy' && typeof candidate.text === 'string';
}

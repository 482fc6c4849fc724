/**
 * Clipboard write run inside the tab (MV3 service workers have no clipboard). Passed to
 * `scripting.executeScript({func})`, so it must be self-contained: no imports, no closure.
 */
export async function writeClipboardInPage(text: string): Promise<{ ok: boolean; error?: string }> {
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true };
  } catch (error) {
    // Fallback when the tab is not focused: the `copy` event route, which adds nothing to the page's DOM.
    let written = false;
    const onCopy = (event: ClipboardEvent): void => {
      event.clipboardData?.setData('text/plain', text);
      event.preventDefault();
      written = true;
    };
    document.addEventListener('copy', onCopy, true);
    try { document.execCommand('copy'); } finally { document.removeEventListener('copy', onCopy, true); }
    return written ? { ok: true } : { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

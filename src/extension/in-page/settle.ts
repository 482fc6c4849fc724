/**
 * Waits, inside the tab, until the page has stopped changing: a single-page app reports its new route
 * (history.pushState) before it renders the new view, so reading at once gets the old article or an empty shell
 * (e2e/pages/panel--spa.html renders 300 ms after its pushState). Passed to `scripting.executeScript({func})`, so it
 * is self-contained: no imports, no closure. It only watches (a MutationObserver, disconnected at the end): the
 * page is neither changed nor blocked, and the wait is bounded by `maxMs` (a ticking clock never falls quiet).
 */
export function waitForQuietPage(quietMs: number, maxMs: number): Promise<{ waitedMs: number; quiet: boolean }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const finish = (quiet: boolean): void => {
      observer.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(maxTimer);
      resolve({ waitedMs: Math.round(performance.now() - started), quiet });
    };
    // Content changes only: attribute flips (classes of an animation, a spinner) do not keep the page "busy".
    const observer = new MutationObserver(() => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => finish(true), quietMs);
    });
    let quietTimer = setTimeout(() => finish(true), quietMs);
    const maxTimer = setTimeout(() => finish(false), maxMs);
    observer.observe(document, { childList: true, characterData: true, subtree: true });
  });
}

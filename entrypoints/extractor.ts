/**
 * The engine bundle that runs in the page: injected by the background with `scripting.executeScript` when the
 * user acts, and also injected as is by `npm run bench:browser`, so the benchmark measures what ships.
 * Injecting it defines `globalThis.__pith` (in the extension's isolated world; the page cannot see it).
 */
import { extract } from '@/src/engine';
import type { Options } from '@/src/engine';

export default defineUnlistedScript(() => {
  (globalThis as { __pith?: unknown }).__pith = {
    extract: (options: Partial<Options> = {}) => {
      const { content: _content, ...json } = extract(document, options);
      return json;
    },
  };
});

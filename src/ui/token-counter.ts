/**
 * The token counter for Pith's own pages: the same /tokenizer.js the background injects into tabs for a token
 * budget (entrypoints/tokenizer.ts), loaded once by a `<script>` when a count is first shown. Importing the package
 * here as well put its ~2 MB tables in the zip a second time, as a chunk of the popup.
 */
import { browser } from 'wxt/browser';
import type { Measure } from '../engine/budget/cut';

export { TOKEN_ENCODING } from '../engine/budget/encoding';

const SCRIPT = '/tokenizer.js';

type Scope = { __pithCountTokens?: Measure };

let loading: Promise<Measure> | undefined;

export function loadTokenCounter(): Promise<Measure> {
  loading ??= new Promise<Measure>((resolve, reject) => {
    const ready = (globalThis as Scope).__pithCountTokens;
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = browser.runtime.getURL(SCRIPT as '/tokenizer.js');
    script.onload = () => {
      const count = (globalThis as Scope).__pithCountTokens;
      if (count) resolve(count); else reject(new Error(`${SCRIPT} defined no token counter`));
    };
    script.onerror = () => reject(new Error(`${SCRIPT} did not load`));
    document.head.append(script);
  });
  // A failed load may be tried again when the next count is asked for.
  loading.catch(() => { loading = undefined; });
  return loading;
}

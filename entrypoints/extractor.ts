/**
 * The engine bundle that runs in the page: injected by the background with `scripting.executeScript` when the
 * user acts, and also injected as is by `npm run bench:browser`, so the benchmark measures what ships.
 * Injecting it defines `globalThis.__pith` (in the extension's isolated world; the page cannot see it):
 * - `extract(options)`: the Extraction minus `content` (the contract the benchmark relies on);
 * - `extractSelection({mode, frontMatter})`: the user's selection as an Extraction, or null when nothing is selected;
 * - `pageNotes()`: frames and shadow-DOM text the result cannot include.
 */
import { extract } from '@/src/engine';
import type { Options } from '@/src/engine';
import { extractSelection, type SelectionOptions } from '@/src/extension/in-page/selection';
import { pageNotes } from '@/src/extension/in-page/notes';

export default defineUnlistedScript(() => {
  (globalThis as { __pith?: unknown }).__pith = {
    extract: (options: Partial<Options> = {}) => {
      const { content: _content, ...json } = extract(document, options);
      return json;
    },
    extractSelection: (options: SelectionOptions) => extractSelection(document, options),
    pageNotes: () => pageNotes(document),
  };
});

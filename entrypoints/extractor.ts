/**
 * The engine bundle that runs in the page: injected by the background with `scripting.executeScript` when the
 * user acts, and also injected as is by `npm run bench:browser`, so the benchmark measures what ships.
 * Injecting it defines `globalThis.__pith` (in the extension's isolated world; the page cannot see it):
 * - `extract(options)`: the Extraction minus `content` (the contract the benchmark relies on);
 * - `extractSelection({mode, frontMatter})`: the user's selection as an Extraction, or null when nothing is selected;
 * - `pageNotes()`: frames and shadow-DOM text the result cannot include.
 * The file's completion value (what `executeScript` answers) is its `InjectionNeeds`: whether the background
 * must also inject the MathML converter, which ships apart (src/extension/in-page/mathml-converter.ts).
 */
import { extract } from '@/src/engine';
import type { Options } from '@/src/engine';
import { failedExtraction } from '@/src/engine/pipeline';
import { extractSelection, type SelectionOptions } from '@/src/extension/in-page/selection';
import { pageNotes } from '@/src/extension/in-page/notes';
import { injectionNeeds, type InjectionNeeds } from '@/src/extension/in-page/mathml-converter';

export default defineUnlistedScript((): InjectionNeeds => {
  (globalThis as { __pith?: unknown }).__pith = {
    // The engine returns an error result for any failure on the page; only invalid options throw (an OptionsError).
    // Here nothing may throw into the page, so that too becomes an error result the background can show.
    extract: (options: Partial<Options> = {}) => {
      let extraction;
      try {
        extraction = extract(document, options);
      } catch (error) {
        extraction = failedExtraction(error, { url: document.URL });
      }
      const { content: _content, ...json } = extraction;
      return json;
    },
    extractSelection: (options: SelectionOptions) => extractSelection(document, options),
    pageNotes: () => pageNotes(document),
  };
  return injectionNeeds(document);
});

/**
 * The engine bundle that runs in the page: injected by the background with `scripting.executeScript` when the
 * user acts, and also injected as is by `npm run bench:browser`, so the benchmark measures what ships.
 * Injecting it defines `globalThis.__pith` (in the extension's isolated world; the page cannot see it):
 * - `extract(options)`: the Extraction minus `content` (the contract the benchmark relies on), or a `StageRequest`
 *   when the engine reached an optional stage this page has not been given (src/extension/in-page/stages.ts); with
 *   `keepForMarkdown`, its `markdownLater` is kept in the page and the answer carries its `markdownTicket`; with
 *   `deferHtml`, its `htmlLater` is kept likewise and the answer, without its HTML and quality yet, carries its `htmlTicket`;
 * - `markdown(ticket)`: the Markdown of the extraction kept under that ticket (src/extension/in-page/kept-markdown.ts);
 * - `html(ticket)`: the HTML, quality and timings of the extraction kept under that ticket (in-page/kept-html.ts);
 * - `resume(ticket)`: after the background injected the requested stage, the extraction the request's ticket names,
 *   gone on where it stopped (a ticket, because another gesture may extract in the same tab meanwhile);
 * - `extractSelection({mode, frontMatter})`: the user's selection as an Extraction, or null when nothing is selected;
 * - `pageNotes()`: frames and shadow-DOM text the result cannot include.
 * The file's completion value (what `executeScript` answers) is its `InjectionNeeds`: the scripts the background
 * must inject before the first call (src/extension/in-page/needs.ts).
 */
import type { Extraction, ExtractionJson, Options } from '@/src/engine';
import { extractInSteps, failedExtraction, type Suspended } from '@/src/engine/pipeline';
import { extractSelection, type SelectionOptions } from '@/src/extension/in-page/selection';
import { pageNotes } from '@/src/extension/in-page/notes';
import { injectionNeeds, type InjectionNeeds } from '@/src/extension/in-page/needs';
import { stageRegistry, stageRequest } from '@/src/extension/in-page/stages';
import { keepMarkdown, keptMarkdown } from '@/src/extension/in-page/kept-markdown';
import { keepHtml, keptHtml } from '@/src/extension/in-page/kept-html';

/** Extractions left waiting at once, at most: one whose stage never came is dropped after this many more. */
const MAX_WAITING = 4;

export default defineUnlistedScript((): InjectionNeeds => {
  /** The extractions waiting for their stage, between `extract` and `resume`, by ticket. */
  const waiting = new Map<number, Suspended>();
  let tickets = 0;
  // The engine returns an error result for any failure on the page; only invalid options throw (an OptionsError).
  // Here nothing may throw into the page, so that too becomes an error result the background can show.
  const answer = (step: () => Extraction | Suspended) => {
    let result: Extraction | Suspended;
    try {
      result = step();
    } catch (error) {
      result = failedExtraction(error, { url: document.URL });
    }
    if ('needs' in result) {
      waiting.set(++tickets, result);
      waiting.delete(tickets - MAX_WAITING);
      return stageRequest(result.needs, tickets);
    }
    const { content: _content, markdownLater, htmlLater, ...json } = result;
    const answer: ExtractionJson & { markdownTicket?: number; htmlTicket?: number } = json;
    if (htmlLater) {
      // A result without text is judged by its HTML (a picture alone is content: background/extract-tab.ts), so its
      // HTML is made now; it is small.
      if (json.text.trim()) answer.htmlTicket = keepHtml(htmlLater);
      else Object.assign(answer, htmlLater());
    }
    if (markdownLater) answer.markdownTicket = keepMarkdown(markdownLater);
    return answer;
  };
  (globalThis as { __pith?: unknown }).__pith = {
    extract: (options: Partial<Options> = {}) => answer(() => extractInSteps(document, options, { stages: stageRegistry() })),
    resume: (ticket: number) => answer(() => {
      const suspended = waiting.get(ticket);
      if (!suspended) throw new Error('no extraction is waiting for a stage in this page');
      waiting.delete(ticket);
      return suspended.resume();
    }),
    markdown: (ticket: number) => keptMarkdown(ticket, document),
    html: (ticket: number) => keptHtml(ticket),
    extractSelection: (options: SelectionOptions) => extractSelection(document, options),
    pageNotes: () => pageNotes(document),
  };
  return injectionNeeds(document);
});

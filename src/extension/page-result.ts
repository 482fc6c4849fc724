import type { ExtractionJson, Mode } from '../engine';

/** What the injected extractor reports about the page besides the article: things the result cannot show. */
export interface PageNotes {
  /** Visible frames (at least 200x100 px); Pith reads the top frame only. */
  frames: number;
  /** Characters of text inside open shadow roots, which the engine's DOM walk does not see. */
  shadowTextChars: number;
  /** `document.contentType`, e.g. `application/pdf` for a PDF the browser renders. */
  contentType: string;
  /**
   * Absolute URLs of the images the page has loaded (and of every resource it fetched, as far as the browser's
   * resource timing still lists them): unless the user allows more (`loadUnseenImages`), Pith's pages show only
   * these, so opening the reader fetches nothing the page did not (src/ui/loaded-images.ts).
   */
  loadedImages?: string[];
}

/** One extraction of one tab, as stored for the reader and shown by popup and side panel. */
export interface PageResult {
  id: string;
  tabId: number;
  /** `page` = the whole page through the engine; `selection` = exactly what the user selected. */
  kind: 'page' | 'selection';
  mode: Mode;
  url: string;
  /** `markdown` is the note the user's template made of the content (front matter and body). */
  extraction: ExtractionJson;
  /** Download name without extension, from the user's file-name template. */
  fileStem: string;
  notes: PageNotes;
  /** Sentences the UI shows above the result (frames skipped, shadow DOM, thin result). */
  notices: string[];
  createdAt: number;
  /**
   * The reader's first answer comes without Markdown, so it paints sooner (on the 1 MB page the Markdown
   * was a third of the extraction); the background stores the same result, same `id`, with it right after.
   */
  markdownPending?: true;
  /** With `markdownPending`: the ticket under which the page keeps the read's content to make it from (in-page/kept-markdown.ts). */
  markdownTicket?: number;
}

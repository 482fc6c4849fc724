/**
 * The one way the CLI and the benchmark turn HTML into a standard DOM `Document` carrying the page's URL.
 * The library is chosen on measurements (ARCHITECTURE.md, "Node DOM"); the others stay selectable so the
 * choice can be re-measured with `npm run bench -- --dom <name>`.
 */
import { parseHTML } from 'linkedom';
import { JSDOM, VirtualConsole } from 'jsdom';
import { Window } from 'happy-dom';

export type DomLibrary = 'linkedom' | 'jsdom' | 'happy-dom';
export const DOM_LIBRARIES: readonly DomLibrary[] = ['linkedom', 'jsdom', 'happy-dom'];

/** The library used unless a caller asks for another (see ARCHITECTURE.md for the figures behind it). */
export const DEFAULT_DOM: DomLibrary = 'linkedom';

/** URL given to pages that have none, so relative links still resolve to something well-formed. */
export const BLANK_URL = 'about:blank';

const PARSERS: Record<DomLibrary, (html: string, url: string) => Document> = {
  linkedom: parseWithLinkedom,
  jsdom: parseWithJsdom,
  'happy-dom': parseWithHappyDom,
};

/** Parses `html` as a full page whose `URL`, `documentURI` and `baseURI` reflect `url` (and any `<base href>`). */
export function parseDocument(html: string, url: string = BLANK_URL, library: DomLibrary = DEFAULT_DOM): Document {
  return PARSERS[library](html, url);
}

function parseWithLinkedom(html: string, url: string): Document {
  const { document } = parseHTML(html) as unknown as { document: Document };
  // linkedom has no notion of a document URL: give the instance the three properties that engines and
  // Readability read (`_fixRelativeUris` uses baseURI/documentURI), computed like a browser does.
  const base = resolveBase(document, url);
  for (const [name, value] of [['URL', url], ['documentURI', url], ['baseURI', base]] as const) {
    Object.defineProperty(document, name, { value, configurable: true, enumerable: true });
  }
  // Nor a `document.implementation`; the engine builds its output in a document of its own through
  // `createHTMLDocument`, as it must in a browser (never writing into the user's page).
  if (!document.implementation) {
    Object.defineProperty(document, 'implementation', { value: linkedomImplementation, configurable: true });
  }
  return document;
}

const linkedomImplementation = Object.freeze({
  createHTMLDocument(title?: string): Document {
    const { document } = parseHTML('<!DOCTYPE html><html><head><title></title></head><body></body></html>') as unknown as { document: Document };
    if (title !== undefined) document.title = title;
    return document;
  },
});

function parseWithJsdom(html: string, url: string): Document {
  // A silent console: pages' CSS that jsdom cannot parse would otherwise flood stderr.
  return new JSDOM(html, { url: url === BLANK_URL ? undefined : url, virtualConsole: new VirtualConsole() }).window.document;
}

function parseWithHappyDom(html: string, url: string): Document {
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true, disableIframePageLoading: true,
    },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The document's base URL: the first `<base href>` resolved against the page URL, else the page URL. */
function resolveBase(document: Document, url: string): string {
  const href = document.querySelector('base[href]')?.getAttribute('href');
  if (!href) return url;
  try {
    return new URL(href, url).href;
  } catch {
    return url; // a malformed <base> is ignored, as browsers do
  }
}

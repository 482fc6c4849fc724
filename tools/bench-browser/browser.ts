/**
 * Drives Debian's Chromium through Playwright. Each corpus page is served by this process under its real URL:
 * the page's own request is fulfilled with the corpus HTML by request interception, so `document.URL` is the
 * URL the page was saved from, and every other request is refused before it leaves the browser (nothing may
 * reach the network). Page scripts are blocked by default with a `script-src 'none'` policy on the served
 * response: JavaScript stays on in the browser, so `<noscript>` is parsed as in a normal browser, while the
 * benchmark's own scripts run through the DevTools protocol in an isolated world, like a content script.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Route } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
  // gc() before each timed call, and unrounded performance.memory for the heap figures.
  '--js-flags=--expose-gc', '--enable-precise-memory-info',
  // A second fence: any request that escaped interception cannot resolve a host.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

export interface ServedPage {
  url: string;
  html: string;
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  /** Sets the page the interceptor serves next (one page is loaded at a time). */
  serve(page: ServedPage): void;
  /** How many requests other than the served documents were refused. */
  refused(): number;
  close(): Promise<void>;
}

export async function openBrowser(options: { scripts: boolean; executablePath?: string }): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: options.executablePath ?? CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const context = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const state = { current: null as ServedPage | null, refused: 0 };
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (!options.scripts) headers['content-security-policy'] = "script-src 'none'";
  await context.route('**/*', (route: Route) => {
    const request = route.request();
    const served = state.current;
    if (served && request.isNavigationRequest() && sameDocument(request.url(), served.url) && request.frame().parentFrame() === null) {
      return route.fulfill({ status: 200, headers, body: served.html });
    }
    state.refused += 1;
    // A 204 answer to a navigation keeps the current document: meta refreshes and iframes go nowhere.
    if (request.isNavigationRequest()) return route.fulfill({ status: 204, body: '' });
    return route.abort('blockedbyclient');
  });
  return {
    browser, context,
    serve: (page) => { state.current = page; },
    refused: () => state.refused,
    close: async () => { await context.close().catch(() => {}); await browser.close().catch(() => {}); },
  };
}

/** The URL a corpus page is loaded at: its real URL, or a placeholder when the recorded one is unusable. */
export function pageUrl(url: string, id: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
  } catch { /* fall through */ }
  return `https://corpus.invalid/${encodeURIComponent(id)}`;
}

function sameDocument(a: string, b: string): boolean {
  return stripHash(a) === stripHash(b);
}

function stripHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

/** A tab with a DevTools session, and the isolated world the benchmark evaluates in for the current document. */
export interface Tab {
  page: Page;
  cdp: CDPSession;
}

export async function openTab(session: BrowserSession): Promise<Tab> {
  const page = await session.context.newPage();
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/** Creates a fresh isolated world in the tab's main frame (a new one per document) and returns its context id. */
export async function isolatedWorld(tab: Tab, name: string): Promise<number> {
  const { frameTree } = await tab.cdp.send('Page.getFrameTree');
  const { executionContextId } = await tab.cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: name });
  return executionContextId;
}

/**
 * CPU time of the tab's main (renderer) thread, in milliseconds. Unlike wall time it does not grow when the
 * operating system runs something else: on a shared machine it is the steadier measure of what a call costs.
 */
export async function threadTimeMs(tab: Tab): Promise<number> {
  const { metrics } = await tab.cdp.send('Performance.getMetrics');
  const thread = metrics.find((m) => m.name === 'ThreadTime');
  if (!thread) throw new Error('this Chromium reports no ThreadTime metric');
  return thread.value * 1000;
}

export class EvaluationTimeout extends Error {
  override name = 'EvaluationTimeout';
}

/**
 * Evaluates `expression` in the isolated world and returns its value. Past `timeoutMs` V8 terminates the script
 * (the call is synchronous in the page, so this is the only way to stop a runaway extraction).
 */
export async function evaluate<T>(tab: Tab, contextId: number, expression: string, timeoutMs: number): Promise<T> {
  let response;
  try {
    response = await tab.cdp.send('Runtime.evaluate', { expression, contextId, returnByValue: true, timeout: timeoutMs });
  } catch (error) {
    if (/Execution was terminated/.test(String(error))) throw new EvaluationTimeout(`no answer within ${timeoutMs} ms`);
    throw error;
  }
  if (response.exceptionDetails) {
    const details = response.exceptionDetails;
    throw new Error(`${details.exception?.description ?? details.text}`.split('\n').slice(0, 3).join(' | '));
  }
  return response.result.value as T;
}

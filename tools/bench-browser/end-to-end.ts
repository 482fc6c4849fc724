/**
 * Time from the user's gesture to the Markdown on the clipboard, through the real extension: the test build
 * (`build:test`, whose background exposes `__pithTest`) is loaded into Chromium, a sample page is opened at
 * http://127.0.0.1/ (the only host the test build may script without a gesture), and the `copy-markdown`
 * command — what Alt+Shift+M runs — is invoked through the hook. The clock runs in Node from the call to its
 * answer: injection of extractor.js, extraction with Markdown, storing the result, the clipboard write and the
 * badge. The toolbar click (the reader) is timed the same way, to the reader tab showing its loading state and
 * to the article painted. When the hooks cannot be used, the same path minus the extension plumbing is measured
 * directly (inject extractor.js, extract with Markdown) and the report says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { loadCorpus, type CorpusPage } from '../bench/corpus';
import { CHROMIUM_ARGS, CHROMIUM_PATH, evaluate, isolatedWorld, openBrowser, openTab } from './browser';
import { buildExtension, loadBundles } from './bundles';
import { median } from './stats';
import { wikiPage } from './wiki-page';
import type { Mode } from '../../src/engine/types';

export interface EndToEndPage {
  name: string;
  times: number[];
  medianMs: number;
  markdownChars: number;
  /** Medians of the same steps called one by one from the background on another fresh load (extension path only). */
  breakdown?: { injectMs: number; extractMs: number; inPageExtractMs: number; clipboardMs: number };
  /**
   * Toolbar click to the reader tab's first paint (its loading state, by the browser's clock), to the article painted
   * (its first batch: the first screens), to its last batch in, and to the gesture's answer, which comes once the
   * reader's Markdown is stored (it is made after the article is shown: background/actions.ts) (extension path only).
   */
  reader?: { visibleMs: number[]; paintedMs: number[]; completeMs: number[]; markdownMs: number[] };
  /** Why this page's gestures failed (the others are still measured); its times are then empty. */
  error?: string;
}

export interface EndToEnd {
  /** A sentence saying what was timed. */
  method: string;
  via: 'extension' | 'direct';
  note?: string;
  pages: EndToEndPage[];
}

interface Sample { name: string; page: Pick<CorpusPage, 'html'> }

/**
 * Two scrapinghub pages at the 10th and 50th percentile of HTML size (a small and a typical article), and the
 * generated 1 MB, 20,000-element encyclopedia article (wiki-page.ts), where a slow step shows most.
 */
export function samplePages(pages: readonly CorpusPage[]): Sample[] {
  const bySize = [...pages].sort((a, b) => a.html.length - b.html.length || a.id.localeCompare(b.id));
  const corpus = ([['small', 0.1], ['typical', 0.5]] as const).map(([label, q]) => {
    const page = bySize[Math.min(bySize.length - 1, Math.floor(q * bySize.length))];
    return { name: `${label}: scrapinghub ${page.id.slice(0, 12)} (${Math.round(page.html.length / 1024)} KiB HTML)`, page };
  });
  const html = wikiPage();
  return [...corpus, { name: `1 MB: generated article (wiki-page.ts, ${Math.round(html.length / 1024)} KiB HTML)`, page: { html } }];
}

export async function measureEndToEnd(options: { mode: Mode; runs: number; log: (line: string) => void; out: string }): Promise<EndToEnd> {
  const samples = samplePages(loadCorpus('scrapinghub'));
  try {
    return await throughExtension(samples, options);
  } catch (error) {
    const reason = String(error instanceof Error ? error.message : error).split('\n')[0];
    options.log(`gesture-to-clipboard through the extension failed (${reason}); measuring the direct path`);
    const direct = await directPath(samples, options);
    return { ...direct, note: `Not through the extension: ${reason}` };
  }
}

async function throughExtension(samples: Sample[], options: { runs: number; log: (line: string) => void; out: string }): Promise<EndToEnd> {
  const dir = buildExtension(join(options.out, 'build'), { testHooks: true }, options.log);
  const profile = mkdtempSync(join(tmpdir(), 'pith-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH, headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  try {
    const served = new Map<string, string>();
    await context.route((url) => url.protocol === 'http:' || url.protocol === 'https:', (route) => {
      const html = served.get(route.request().url());
      return html === undefined ? route.abort('blockedbyclient') : route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1' });
    const worker = context.serviceWorkers()[0] ?? await context.waitForEvent('serviceworker', { timeout: 15_000 });
    const hooks = await worker.evaluate(() => typeof (globalThis as { __pithTest?: unknown }).__pithTest);
    if (hooks !== 'object') throw new Error('the test build has no __pithTest hooks');
    const pages: EndToEndPage[] = [];
    for (const [index, sample] of samples.entries()) {
      const url = `http://127.0.0.1/sample-${index}.html`;
      served.set(url, sample.page.html);
      const times: number[] = [];
      const steps: Breakdown[] = [];
      const reader = { visibleMs: [] as number[], paintedMs: [] as number[], completeMs: [] as number[], markdownMs: [] as number[] };
      let markdownChars = 0;
      try {
        for (let run = 0; run < options.runs; run++) {
          const { ms, clipboard } = await copyOnce(context, worker, url);
          times.push(ms);
          markdownChars = clipboard.length;
          steps.push(await stepsOnce(context, worker, url));
          const click = await readerOnce(context, worker, url);
          reader.visibleMs.push(click.visibleMs);
          reader.paintedMs.push(click.paintedMs);
          reader.completeMs.push(click.completeMs);
          reader.markdownMs.push(click.markdownMs);
        }
      } catch (error) {
        // One page's failure (the 1 MB page past the engine's budget on a loaded machine) leaves the others measured.
        const reason = String(error instanceof Error ? error.message : error).split('\n')[0];
        pages.push({ name: sample.name, times: [], medianMs: Number.NaN, markdownChars: 0, error: reason });
        options.log(`  ${sample.name}: failed (${reason})`);
        continue;
      }
      const breakdown = {
        injectMs: median(steps.map((s) => s.injectMs)), extractMs: median(steps.map((s) => s.extractMs)),
        inPageExtractMs: median(steps.map((s) => s.inPageExtractMs)), clipboardMs: median(steps.map((s) => s.clipboardMs)),
      };
      pages.push({ name: sample.name, times, medianMs: median(times), markdownChars, breakdown, reader });
      options.log(`  ${sample.name}: gesture to clipboard median ${median(times).toFixed(1)} ms, `
        + `click to reader visible ${median(reader.visibleMs).toFixed(1)} ms, painted ${median(reader.paintedMs).toFixed(1)} ms, `
        + `complete ${median(reader.completeMs).toFixed(1)} ms, Markdown ${median(reader.markdownMs).toFixed(1)} ms`);
    }
    return {
      via: 'extension', pages,
      method: `Through the extension's test build: the \`copy-markdown\` command (Alt+Shift+M) invoked with the background's test hook, `
        + `timed in Node from the call to its answer (inject extractor.js, extract in the page with Markdown, store the result, `
        + `write the clipboard, set the badge); the clipboard is then read back and must hold the Markdown. The toolbar click (the test hook's \`toolbarClick\`) `
        + 'is timed the same way, to the reader tab first painting (its loading state, static in reader.html: the first-paint entry, by the browser\'s clock), to the article '
        + 'painted (the frame that showed its first batch, about the first screens: the render time of the first largest-contentful-paint entry inside the article, by the browser\'s clock) and to the article complete '
        + '(its last batch in: a long article is shown in batches), and to the click\'s answer, which comes once the reader\'s Markdown '
        + `(made after the article is shown) is stored. ${options.runs} runs per page, each on a freshly loaded page. `
        + 'Pages are served at http://127.0.0.1/ (the host the test build may script without a real key press).',
      };
  } finally {
    await context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
}

async function copyOnce(context: BrowserContext, worker: Worker, url: string): Promise<{ ms: number; clipboard: string }> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.bringToFront();
    // Clear the clipboard so the read-back proves this run wrote it.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    const tabId = await tabIdOf(worker, url);
    const started = performance.now();
    const answer = await worker.evaluate(async (id) => {
      const hooks = (globalThis as unknown as { __pithTest: { command(name: string, tabId: number): Promise<{ ok: boolean; error?: { message: string }; value?: { extraction: { markdown: string } } }> } }).__pithTest;
      const result = await hooks.command('copy-markdown', id);
      return { ok: result.ok, error: result.error?.message, markdown: result.value?.extraction.markdown ?? '' };
    }, tabId);
    const ms = performance.now() - started;
    if (!answer.ok) throw new Error(`copy-markdown failed: ${answer.error}`);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    if (clipboard !== answer.markdown || clipboard.length === 0) {
      throw new Error(`the clipboard does not hold the Markdown (${clipboard.length} vs ${answer.markdown.length} chars)`);
    }
    return { ms, clipboard };
  } finally {
    await page.close();
  }
}

/**
 * The toolbar click on a freshly loaded page: from the hook's call to the reader tab showing its `main` (any
 * state), to the article painted (the frame that showed its first batch), to its last batch in, and to
 * the click's answer (the reader's Markdown stored). The
 * reader tab is closed afterwards, so every run opens a new one.
 */
async function readerOnce(context: BrowserContext, worker: Worker, url: string): Promise<{ visibleMs: number; paintedMs: number; completeMs: number; markdownMs: number }> {
  const page = await context.newPage();
  let reader: Page | undefined;
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.bringToFront();
    const tabId = await tabIdOf(worker, url);
    const opened = context.waitForEvent('page', { predicate: (p) => p.url().includes('/reader.html'), timeout: 60_000 });
    const clickedAt = Date.now();
    const started = performance.now();
    const answer = worker.evaluate(`globalThis.__pithTest.toolbarClick(${tabId})`) as Promise<{ ok: boolean; error?: { message: string } }>;
    reader = await opened;
    const visibleMs = await firstPaintAt(reader) - clickedAt;
    await reader.waitForSelector('[data-testid="reader-article"]', { timeout: 60_000 });
    const paintedMs = await articlePaintAt(reader) - clickedAt;
    await reader.waitForSelector('[data-testid="article"][data-complete="true"]', { state: 'attached', timeout: 60_000 });
    const completeMs = performance.now() - started;
    const result = await answer;
    const markdownMs = performance.now() - started;
    if (!result.ok) throw new Error(`toolbar click failed: ${result.error?.message}`);
    return { visibleMs, paintedMs, completeMs, markdownMs };
  } finally {
    await reader?.close().catch(() => {});
    await page.close();
  }
}

/**
 * When the tab first painted (its loading state, static in reader.html), by the browser's own clock, as epoch
 * milliseconds. Not when Playwright finds an element: attaching to a new tab and polling it added 300-500 ms on
 * this machine, as much as opening the tab (a bare extension page opened from the background the same way first
 * painted 490-700 ms after the call, the reader 535-690 ms, in a scratch run under load).
 */
async function firstPaintAt(tab: Page): Promise<number> {
  return tab.evaluate<number>(`new Promise((resolve) => new PerformanceObserver((list, observer) => {
    const paint = list.getEntries().find((entry) => entry.name === 'first-paint');
    if (paint) { observer.disconnect(); resolve(performance.timeOrigin + paint.startTime); }
  }).observe({ type: 'paint', buffered: true }))`);
}

/**
 * When the article first painted, by the browser's own clock, as epoch milliseconds: the render time of the first
 * largest-contentful-paint candidate inside the article (its title or a block of its first batch; the loading line
 * before it is smaller). Playwright's own look (an element found, then two animation frames) waited for the
 * reader's later batches to leave the main thread: 500-1,000 ms after the frame that showed the first screens on the
 * 1 MB page (scratch timeline of the reader tab, load 9-12).
 */
async function articlePaintAt(tab: Page): Promise<number> {
  return tab.evaluate<number>(`new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no largest-contentful-paint entry inside the reader article')), 30000);
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntries().find((e) => e.element && e.element.closest('[data-testid="reader-article"]'));
      if (!entry) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.timeOrigin + (entry.renderTime || entry.startTime));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
}

async function tabIdOf(worker: Worker, url: string): Promise<number> {
  // Evaluated as source text so the page-side code is exactly what is written here.
  return worker.evaluate(`chrome.tabs.query({ url: ${JSON.stringify(url)} }).then((tabs) => (tabs[0] ? tabs[0].id : -1))`);
}

interface Breakdown { injectMs: number; extractMs: number; inPageExtractMs: number; clipboardMs: number }

/**
 * The command's steps one by one, as extract-tab.ts does them: inject the file, call `__pith.extract` with
 * Markdown, write the clipboard in the page. Timed in the background around each `scripting.executeScript`.
 */
async function stepsOnce(context: BrowserContext, worker: Worker, url: string): Promise<Breakdown> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.bringToFront();
    const tabId = await tabIdOf(worker, url);
    return await worker.evaluate(`(async () => {
      const target = { tabId: ${tabId} };
      const t0 = performance.now();
      await chrome.scripting.executeScript({ target, files: ['/extractor.js'] });
      const t1 = performance.now();
      const [frame] = await chrome.scripting.executeScript({ target, func: () => {
        const start = performance.now();
        const markdown = globalThis.__pith.extract({ markdown: true }).markdown;
        return { ms: performance.now() - start, markdown };
      } });
      const t2 = performance.now();
      await chrome.scripting.executeScript({ target, func: (text) => navigator.clipboard.writeText(text), args: [frame.result.markdown] });
      const t3 = performance.now();
      return { injectMs: t1 - t0, extractMs: t2 - t1, inPageExtractMs: frame.result.ms, clipboardMs: t3 - t2 };
    })()`);
  } finally {
    await page.close();
  }
}

/** Without the extension: inject extractor.js into a fresh isolated world and extract with Markdown, timed in the page. */
async function directPath(samples: Sample[], options: { mode: Mode; runs: number; log: (line: string) => void; out: string }): Promise<EndToEnd> {
  const dir = buildExtension(join(options.out, 'build'), { testHooks: false }, options.log);
  const bundles = loadBundles(join(dir, 'extractor.js'));
  const session = await openBrowser({ scripts: false });
  try {
    const tab = await openTab(session);
    const pages: EndToEndPage[] = [];
    for (const [index, sample] of samples.entries()) {
      const url = `http://127.0.0.1/sample-${index}.html`;
      const times: number[] = [];
      let markdownChars = 0;
      for (let run = 0; run < options.runs; run++) {
        session.serve({ url, html: sample.page.html });
        await tab.page.goto(url, { waitUntil: 'load' });
        const world = await isolatedWorld(tab, `pith-direct-${run}`);
        const expression = `(() => { const t0 = performance.now(); ${bundles.extractor}
          ; const md = globalThis.__pith.extract({ mode: ${JSON.stringify(options.mode)}, markdown: true }).markdown;
          return { ms: performance.now() - t0, chars: md.length }; })()`;
        const { ms, chars } = await evaluate<{ ms: number; chars: number }>(tab, world, expression, 30_000);
        times.push(ms);
        markdownChars = chars;
      }
      pages.push({ name: sample.name, times, medianMs: median(times), markdownChars });
    }
    return {
      via: 'direct', pages,
      method: `Directly, not through the extension: extractor.js evaluated in a fresh isolated world of a freshly loaded page, then `
        + `\`__pith.extract({mode: "${options.mode}", markdown: true})\`, timed in the page (bundle evaluation + extraction + Markdown; `
        + `no messaging, storage or clipboard write). ${options.runs} runs per page.`,
    };
  } finally {
    await session.close();
  }
}

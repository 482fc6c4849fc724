/**
 * Shared e2e fixtures: one Chromium per worker with the test build loaded, the 127.0.0.1 page server, a log of
 * every request the browser makes (all traffic is routed; anything not local is aborted and recorded), and
 * helpers to find tab ids and call the background's test hooks.
 */
import { test as base, chromium, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type TestServer } from './server';

export const EXTENSION_DIR = fileURLToPath(new URL('../.output/chrome-mv3-test', import.meta.url));

export interface Pith {
  server: TestServer;
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  /** Every URL the browser requested (pages, extension pages, service worker where Playwright sees it). */
  requests: string[];
  /** Requests to anything but the test server or the extension: must stay empty. */
  blocked: string[];
}

export interface Helpers {
  /** Opens a test page and returns it with its tab id. */
  openPage(path: string): Promise<{ page: Page; tabId: number }>;
  /** Opens an extension page (popup.html?tab=…) as a tab. */
  openExtensionPage(path: string): Promise<Page>;
  /** Calls `globalThis.__pithTest[name](...args)` in the background. */
  hook<T = unknown>(name: string, ...args: unknown[]): Promise<T>;
  tabIdOf(page: Page): Promise<number>;
}

export interface WorkerOptions {
  /** The browser's UI language (`--lang`), which picks the extension's _locales; unset: the machine's (en-US). */
  browserLanguage: string | undefined;
}

export const test = base.extend<Helpers, { pith: Pith } & WorkerOptions>({
  browserLanguage: [undefined, { scope: 'worker', option: true }],
  pith: [async ({ browserLanguage }, use) => {
    const server = await startServer();
    const profile = mkdtempSync(join(tmpdir(), 'pith-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: false, // `--headless=new` below: the old headless mode cannot load extensions
      args: [
        '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`,
        ...(browserLanguage ? [`--lang=${browserLanguage}`] : []),
      ],
      // On Linux Chromium takes its UI language from the environment, `--lang` alone is not enough.
      ...(browserLanguage ? { locale: browserLanguage, env: { ...process.env, LANGUAGE: browserLanguage, LANG: `${browserLanguage}.UTF-8` } } : {}),
      viewport: { width: 1100, height: 800 },
      acceptDownloads: true,
    });
    const requests: string[] = [];
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      requests.push(url);
      // chrome:// is the browser's own resources (the PDF viewer's, for one): they never leave the machine.
      if (url.startsWith(server.origin) || /^chrome(-extension)?:\/\//.test(url)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    await use({ server, context, extensionId, worker, requests, blocked });
    await context.close();
    // Whatever a spec did, nothing may have left for another host (network.spec.ts clears its own probes).
    if (blocked.length) throw new Error(`requests to hosts other than the test server: ${blocked.join(', ')}`);
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }, { scope: 'worker' }],

  tabIdOf: async ({ pith }, use) => {
    await use(async (page) => {
      await page.bringToFront();
      const url = page.url();
      return pith.worker.evaluate(async (pageUrl) => {
        const tabs = await chrome.tabs.query({});
        const exact = tabs.filter((tab) => tab.url === pageUrl);
        const [tab] = exact.length ? exact : await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        return tab.id!;
      }, url);
    });
  },

  openPage: async ({ pith, tabIdOf }, use) => {
    const pages: Page[] = [];
    await use(async (path) => {
      const page = await pith.context.newPage();
      pages.push(page);
      await page.goto(`${pith.server.origin}/${path}`);
      return { page, tabId: await tabIdOf(page) };
    });
    for (const page of pages) await page.close().catch(() => undefined);
  },

  openExtensionPage: async ({ pith }, use) => {
    const pages: Page[] = [];
    await use(async (path) => {
      const page = await pith.context.newPage();
      pages.push(page);
      await page.goto(`chrome-extension://${pith.extensionId}/${path}`);
      return page;
    });
    for (const page of pages) await page.close().catch(() => undefined);
  },

  hook: async ({ pith }, use) => {
    await use((name, ...args) => pith.worker.evaluate(
      ([hookName, hookArgs]) => (globalThis as any).__pithTest[hookName as string](...(hookArgs as unknown[])),
      [name, args] as const,
    ));
  },
});

export { expect };

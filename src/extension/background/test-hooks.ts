/**
 * Handlers callable from Playwright, compiled in only by `npm run build:test` (see entrypoints/background.ts):
 * headless Chromium delivers no key presses to `commands.onCommand`, no context-menu clicks and no toolbar
 * clicks, so the e2e tests call the same actions through these. A test asserts the production build lacks them.
 */
import { browser } from 'wxt/browser';
import { COMMANDS, isCommand } from './commands';
import { findMenuItem } from './context-menus';
import { openReader } from './actions';
import { copySelectedTabs } from './tab-batch';
import { saveResult } from '../results-store';
import type { PageResult } from '../page-result';

async function tab(tabId: number) {
  return browser.tabs.get(tabId);
}

export function installTestHooks(): void {
  // WebDriver BiDi may not navigate to moz-extension:// URLs, so the Firefox smoke test (e2e/firefox/smoke.mjs)
  // gets an extension page to script from here; from it, the page can navigate itself to popup.html and others.
  if (import.meta.env.BROWSER === 'firefox') void browser.tabs.create({ url: '/options.html', active: false });
  (globalThis as { __pithTest?: unknown }).__pithTest = {
    async command(name: string, tabId: number) {
      if (!isCommand(name)) throw new Error(`no command ${name}`);
      return COMMANDS[name](await tab(tabId));
    },
    async menu(id: string, tabId: number) {
      const item = findMenuItem(id);
      if (!item) throw new Error(`no menu item ${id}`);
      return item.run(await tab(tabId));
    },
    /** The menu item without its access request: a headless browser cannot answer the permission prompt. */
    async copySelectedTabs(tabId: number) {
      return copySelectedTabs(await tab(tabId));
    },
    async toolbarClick(tabId: number) {
      return openReader(await tab(tabId));
    },
    /** Stores a result as a gesture would (e2e/huge-text.spec.ts: one past the session quota, made without a huge page). */
    async storeResult(result: PageResult) {
      await saveResult(result);
      return true;
    },
    async badge(tabId: number) {
      return { text: await browser.action.getBadgeText({ tabId }), title: await browser.action.getTitle({ tabId }) };
    },
  };
}

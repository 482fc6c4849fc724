/** Context menu items as records: id, title, where they appear, what they do. */
import { browser, type Browser } from 'wxt/browser';
import { t, type MessageKey } from '../i18n';
import { copyPageMarkdown, copySelectionMarkdown, openPanelFor, openPanelFromMenu, openPopupFor, openReader, type Tab } from './actions';
import { askForAllSites, copySelectedTabs } from './tab-batch';

type Context = 'selection' | 'page' | 'action';

export interface MenuItem {
  id: string;
  /** The item's words: a message of public/_locales. */
  title: MessageKey;
  contexts: Context[];
  run(tab: Tab | undefined): Promise<unknown>;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  {
    id: 'extract-selection', title: 'menuExtractSelection', contexts: ['selection'],
    // The side panel opens first, synchronously, while the click still counts as a gesture.
    run: (tab) => Promise.all([openPanelFor(tab), copySelectionMarkdown(tab)]),
  },
  { id: 'copy-page', title: 'menuCopyPage', contexts: ['page'], run: copyPageMarkdown },
  // The access request starts synchronously, while the click still counts as a gesture (tab-batch.ts).
  { id: 'copy-selected-tabs', title: 'menuCopySelectedTabs', contexts: ['page', 'action'], run: (tab) => copySelectedTabs(tab, askForAllSites()) },
  { id: 'open-reader', title: 'menuOpenReader', contexts: ['page', 'action'], run: openReader },
  { id: 'open-side-panel', title: 'menuOpenSidePanel', contexts: ['page', 'action'], run: openPanelFromMenu },
  { id: 'open-popup', title: 'menuOpenPopup', contexts: ['action'], run: openPopupFor },
];

/** Promise form, not a callback: Firefox's `browser.*` ignores callbacks. */
export async function createMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  for (const item of MENU_ITEMS) browser.contextMenus.create({ id: item.id, title: t(item.title), contexts: item.contexts as [Browser.contextMenus.ContextType] });
}

export function findMenuItem(id: string | number): MenuItem | undefined {
  return MENU_ITEMS.find((item) => item.id === id);
}

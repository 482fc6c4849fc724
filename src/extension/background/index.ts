/**
 * The background's wiring, top to bottom: messages, commands, context menus, toolbar click, tab cleanup.
 * Every listener is registered synchronously at start-up, as MV3 service workers require.
 */
import { browser } from 'wxt/browser';
import { listen } from '../messaging';
import { forgetTab } from '../results-store';
import { forgetAllLarge } from '../large-results';
import { loadSettings, settingItems } from '../settings';
import { openReader } from './actions';
import { COMMANDS, isCommand } from './commands';
import { createMenus, findMenuItem } from './context-menus';
import { handlers } from './handlers';
import { applyToolbarAction } from './toolbar';

export function startBackground(): void {
  // 1. Typed messages from popup, side panel, reader, options.
  listen(handlers);

  // 2. Keyboard commands.
  browser.commands.onCommand.addListener((name, tab) => {
    if (isCommand(name)) void COMMANDS[name](tab);
  });

  // 3. Context menus (created once per install/update; the browser keeps them).
  browser.runtime.onInstalled.addListener(() => { void createMenus(); });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void findMenuItem(info.menuItemId)?.run(tab);
  });

  // 4. Toolbar click: the reader unless the setting gives the click to the popup.
  browser.action.onClicked.addListener((tab) => { void openReader(tab); });
  void loadSettings().then((settings) => applyToolbarAction(settings.toolbarAction));
  settingItems.toolbarAction.watch((action) => { void applyToolbarAction(action ?? 'reader'); });

  // 5. Results of closed tabs are dropped.
  browser.tabs.onRemoved.addListener((tabId) => { void forgetTab(tabId); });
  // Large results are in IndexedDB, which outlives the browser session: they go when the browser starts again.
  browser.runtime.onStartup.addListener(() => { void forgetAllLarge(); });
}

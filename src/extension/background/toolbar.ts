/** The toolbar click: the reader view by default, or the popup (a setting). */
import { browser } from 'wxt/browser';
import { t, type MessageKey } from '../i18n';
import type { ToolbarAction } from '../settings';

/** The button's tooltip says what a click does (WXT names the action after popup.html's <title>, plain "Pith"). */
const TOOLBAR_TITLES: Record<ToolbarAction, MessageKey> = { reader: 'toolbarTitleReader', popup: 'toolbarTitlePopup' };

/** With a popup set, the browser opens it and `action.onClicked` does not fire; with none, onClicked opens the reader. */
export async function applyToolbarAction(action: ToolbarAction): Promise<void> {
  await browser.action.setPopup({ popup: action === 'popup' ? '/popup.html' : '' });
  await browser.action.setTitle({ title: t(TOOLBAR_TITLES[action]) });
}

/** The toolbar click: the reader view by default, or the popup (a setting). */
import { browser } from 'wxt/browser';
import type { ToolbarAction } from '../settings';

/** The button's tooltip says what a click does (WXT names the action after popup.html's <title>, plain "Pith"). */
export const TOOLBAR_TITLES: Record<ToolbarAction, string> = {
  reader: 'Pith: open the reader view (right-click for the popup)',
  popup: 'Pith: open the popup (right-click for the reader view)',
};

/** With a popup set, the browser opens it and `action.onClicked` does not fire; with none, onClicked opens the reader. */
export async function applyToolbarAction(action: ToolbarAction): Promise<void> {
  await browser.action.setPopup({ popup: action === 'popup' ? '/popup.html' : '' });
  await browser.action.setTitle({ title: TOOLBAR_TITLES[action] });
}

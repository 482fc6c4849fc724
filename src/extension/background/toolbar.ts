/** The toolbar click: the reader view by default, or the popup (a setting). */
import { browser } from 'wxt/browser';
import type { ToolbarAction } from '../settings';

/** With a popup set, the browser opens it and `action.onClicked` does not fire; with none, onClicked opens the reader. */
export async function applyToolbarAction(action: ToolbarAction): Promise<void> {
  await browser.action.setPopup({ popup: action === 'popup' ? '/popup.html' : '' });
}

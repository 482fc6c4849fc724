/**
 * The UI in the browser's language (issue 16): with Chromium in German, the popup, reader and options page show
 * the German strings of public/_locales/de, dates in German, the pages' lang is `de`, and the shortcut
 * descriptions the browser reports come from the manifest's __MSG_…__ in German, and the background's toolbar tooltip;
 * the options page's size budget, extraction log and site profiles too.
 */
import { test, expect } from './fixtures';
import { openReader } from './helpers';

test.use({ browserLanguage: 'de' });

test('with the browser in German, Pith speaks German', async ({ pith, openPage, openExtensionPage, hook }) => {
  const { tabId } = await openPage('reader--article.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  await expect(popup.locator('html')).toHaveAttribute('lang', 'de');
  await expect(popup.getByTestId('copy')).toHaveText('Markdown kopieren');
  await expect(popup.getByTestId('byline')).toHaveText(/^Ada Lovelace · Coastal Notes · 14\.03\.2024 · \d+ Min\. Lesezeit$/);
  await expect(popup.getByTestId('mode-switch').locator('option:checked')).toHaveText('Standard');
  await expect(popup.getByTestId('mode-switch').locator('option[value=recall]')).toHaveText('Mehr');

  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('back')).toHaveAttribute('aria-label', 'Zurück zur Seite (Esc)');
  await expect(reader.getByTestId('reader-article')).toHaveAttribute('lang', 'en'); // the article keeps its own language
  await reader.close();

  const options = await openExtensionPage('options.html');
  await expect(options.locator('h1')).toHaveText('Pith-Einstellungen');
  await expect(options.getByTestId('shortcuts')).toContainText('Seite als Markdown kopieren: Alt+Shift+M');
  // The sections the notes and site-profile work added speak German too.
  await expect(options.getByTestId('copy-budget').locator('h2')).toHaveText('Größenbudget beim Kopieren');
  await expect(options.getByTestId('log-section').locator('h2')).toHaveText('Extraktionsprotokoll');
  await expect(options.getByTestId('site-profiles').locator('h2')).toHaveText('Website-Profile');
  // The background speaks German too: the toolbar button's tooltip.
  await expect.poll(() => pith.worker.evaluate(() => chrome.action.getTitle({}))).toBe('Pith: Leseansicht öffnen (Rechtsklick für das Popup)');
});

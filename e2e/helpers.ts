/** Steps several specs share: open the reader through the toolbar action, its settings, list and close side panels. */
import type { Locator, Page } from '@playwright/test';
import type { Browser } from 'wxt/browser';
import { expect, type Pith } from './fixtures';

type Hook = <T = unknown>(name: string, ...args: unknown[]) => Promise<T>;

/** The toolbar click's action (a test hook: headless Chromium has no toolbar), waiting for the article. */
export async function openReader(pith: Pith, hook: Hook, tabId: number): Promise<Page> {
  const readerOpened = pith.context.waitForEvent('page', (p) => p.url().includes('/reader.html'));
  await hook('toolbarClick', tabId);
  const reader = await readerOpened;
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done');
  return reader;
}

/** Open side panels, as the browser counts them (Playwright does not see side panels as pages). */
export function sidePanels(pith: Pith): Promise<string[]> {
  return pith.worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as Browser.runtime.ContextType] }))
    .map((context) => context.documentUrl ?? ''));
}

/** Disabling the panel closes it (so later tests start without one); enabling it again restores the default. */
export async function closeSidePanels(pith: Pith): Promise<void> {
  await pith.worker.evaluate(async () => {
    await chrome.sidePanel.setOptions({ enabled: false });
    await chrome.sidePanel.setOptions({ enabled: true });
  });
  await expect.poll(() => sidePanels(pith)).toEqual([]);
}

/** Opens the reader's settings popover (theme, font, size, spacing, alignment, width) unless it is open. */
export async function readerSettings(reader: Page): Promise<Locator> {
  const popover = reader.getByTestId('reader-settings-popover');
  if (!(await popover.isVisible())) await reader.getByTestId('reader-settings').click();
  await expect(popover).toBeVisible();
  return popover;
}

/** Chooses a theme in the reader's settings popover. */
export async function chooseTheme(reader: Page, theme: string): Promise<void> {
  await (await readerSettings(reader)).locator(`[data-choice-input=theme-${theme}]`).check();
}

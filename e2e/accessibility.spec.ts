/**
 * axe-core over every page Pith shows — reader, popup, side panel and options — in the light and the dark theme:
 * no violation of WCAG 2.1 A/AA (contrast, names of controls, landmarks, language, ...).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, type Helpers, type Pith } from './fixtures';
import { openReader } from './helpers';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

const SURFACES: Record<string, (pith: Pith, helpers: Helpers, tabId: number) => Promise<Page>> = {
  reader: (pith, helpers, tabId) => openReader(pith, helpers.hook, tabId),
  popup: (_pith, helpers, tabId) => helpers.openExtensionPage(`popup.html?tab=${tabId}`),
  'side panel': (_pith, helpers, tabId) => helpers.openExtensionPage(`sidepanel.html?tab=${tabId}`),
  options: (_pith, helpers) => helpers.openExtensionPage('options.html'),
};

for (const scheme of ['light', 'dark'] as const) {
  for (const [name, open] of Object.entries(SURFACES)) {
    test(`${name}: no accessibility violations in the ${scheme} theme`, async ({ pith, openPage, openExtensionPage, hook, tabIdOf }) => {
      test.setTimeout(120_000);
      const { page: article, tabId } = await openPage('reader--article.html');
      const page = await open(pith, { openPage, openExtensionPage, hook, tabIdOf }, tabId);
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('body')).not.toBeEmpty();
      expect(await violations(page)).toEqual([]);
      await page.close();
      await article.close();
    });
  }
}

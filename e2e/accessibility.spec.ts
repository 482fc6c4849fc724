/**
 * axe-core over every page Pith shows — reader (with its settings popover open), popup, side panel and options —
 * in the light and the dark theme: no violation of WCAG 2.1 A/AA (contrast, names of controls, landmarks,
 * language, ...). In the light run the page is also walked with Tab: every control is reached and shows a visible
 * focus indicator.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, type Helpers, type Pith } from './fixtures';
import { openReader } from './helpers';
import { wikiPage } from '../tools/bench-browser/wiki-page';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/**
 * Presses Tab until focus comes back to where it started (or 60 presses) and returns the controls whose focus
 * cannot be seen: no outline on the element, nor on the visible part drawn for it (a radio's segment).
 */
async function unseenFocus(page: Page): Promise<{ reached: number; unseen: string[] }> {
  const seen = new Set<string>();
  const unseen: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const drawn = el.matches('.segments input') ? el.nextElementSibling! : el;
      const style = getComputedStyle(drawn);
      const key = `${el.tagName.toLowerCase()}#${el.id}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20)}]`;
      return { key, visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
    });
    if (!focused) continue;
    if (seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.visible) unseen.push(focused.key);
  }
  return { reached: seen.size, unseen };
}

const SURFACES: Record<string, (pith: Pith, helpers: Helpers, tabId: number) => Promise<Page>> = {
  reader: (pith, helpers, tabId) => openReader(pith, helpers.hook, tabId),
  popup: (_pith, helpers, tabId) => helpers.openExtensionPage(`popup.html?tab=${tabId}`),
  'side panel': (_pith, helpers, tabId) => helpers.openExtensionPage(`sidepanel.html?tab=${tabId}`),
  options: (_pith, helpers) => helpers.openExtensionPage('options.html'),
};

for (const scheme of ['light', 'dark'] as const) {
  for (const [name, open] of Object.entries(SURFACES)) {
    test(`${name}: no accessibility violations in the ${scheme} theme${scheme === 'light' ? ', focus visible on every control' : ''}`, async ({ pith, openPage, openExtensionPage, hook, tabIdOf }) => {
      test.setTimeout(120_000);
      const { page: article, tabId } = await openPage('reader--article.html');
      const page = await open(pith, { openPage, openExtensionPage, hook, tabIdOf }, tabId);
      await page.emulateMedia({ colorScheme: scheme });
      // Walk and scan the finished page, not its loading state (the popup has three controls until the result comes).
      await expect(page.locator(name === 'options' ? '[data-testid=options]' : '[data-state=done]')).toBeVisible();
      if (scheme === 'light') {
        const focus = await unseenFocus(page);
        expect(focus.reached, 'controls reached with Tab').toBeGreaterThan(3);
        expect(focus.unseen).toEqual([]);
      }
      if (name === 'reader') await page.getByTestId('reader-settings').click();
      expect(await violations(page)).toEqual([]);
      await page.close();
      await article.close();
    });
  }
}

test('a long Wikipedia-like article: no accessibility violations in the reader with its contents open, nor in the side panel', async ({ pith, openPage, openExtensionPage, hook }) => {
  test.setTimeout(180_000);
  // Tables, figures, references and many sections: the kinds of block a short test article does not have.
  pith.server.generated.set('a11y/long-article.html', wikiPage({ sections: 12, imageOrigin: pith.server.origin }));
  const { page: article, tabId } = await openPage('a11y/long-article.html');
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true', { timeout: 60_000 });
  await reader.getByTestId('show-contents').click();
  await expect(reader.getByTestId('contents')).toBeVisible();
  expect(await violations(reader)).toEqual([]);
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.locator('[data-state=done]')).toBeVisible({ timeout: 60_000 });
  expect(await violations(panel)).toEqual([]);
  await Promise.all([panel.close(), reader.close(), article.close()]);
});

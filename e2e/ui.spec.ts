/**
 * The reader's toolbar as issue 16 asks: one row at 600 px of named icon buttons, the settings popover and the
 * mode control operated from the keyboard alone (Escape closes the popover, not the reader, and focus returns),
 * and the reading-progress bar following the scroll.
 */
import { test, expect } from './fixtures';
import { openReader } from './helpers';

test.afterEach(async ({ pith }) => {
  await pith.worker.evaluate(() => chrome.storage.local.remove(['settings.theme', 'settings.theme$']));
});

test('reader toolbar: one row at 600 px, keyboard-operable popover and mode, reading progress', async ({ pith, openPage, hook }) => {
  const { tabId } = await openPage('panel--modes.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 600, height: 500 });
  const bar = reader.getByRole('navigation');

  // One row: every control's middle on the same line, the bar no taller than one control plus padding.
  const boxes = await bar.locator('button, select').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ mid: r.top + r.height / 2, right: r.right })));
  expect(boxes.length).toBeGreaterThanOrEqual(6);
  for (const box of boxes) expect(Math.abs(box.mid - boxes[0].mid)).toBeLessThan(3);
  expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(600);
  expect((await bar.boundingBox())!.height).toBeLessThan(50);
  // Icon buttons are named for screen readers and the mouse alike.
  for (const button of await bar.locator('.icon-button').all()) {
    const label = await button.getAttribute('aria-label');
    expect(label).toBeTruthy();
    expect(await button.getAttribute('title')).toBe(label);
  }

  // The settings popover from the keyboard: Tab to its button, Enter, arrows choose a theme, Escape closes it.
  const trigger = reader.getByTestId('reader-settings');
  for (let i = 0; i < 10 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await reader.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await reader.keyboard.press('Enter');
  const popover = reader.getByTestId('reader-settings-popover');
  await expect(popover).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(popover.locator('[data-choice-input=theme-system]')).toBeFocused();
  await reader.keyboard.press('ArrowRight');
  await expect(reader.locator('html')).toHaveAttribute('data-theme', 'light');
  await reader.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(reader.isClosed()).toBe(false); // Escape closed the popover, not the reader

  // The mode from the keyboard: the select takes arrows; the result is read again in the next mode.
  const mode = reader.getByTestId('mode-switch');
  await mode.focus();
  await reader.keyboard.press('ArrowDown');
  await expect(mode).toHaveValue('recall');
  await expect(reader.getByTestId('reader')).toHaveAttribute('data-state', 'done');
  await expect(reader.getByTestId('article')).toContainText('Lobster gloves');
  await expect(reader.getByTestId('quality')).toHaveText(/^(Looks complete|Might be missing parts)$/);

  // Reading progress: none at the top, all at the bottom.
  const progress = reader.getByTestId('progress');
  await expect(progress).toHaveAttribute('aria-hidden', 'true');
  await expect(progress).toHaveAttribute('data-share', '0.00');
  await reader.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(progress).toHaveAttribute('data-share', '1.00');
  await reader.close();
});

/**
 * The popup is a fixed 420 × 600 px window: its content scrolls inside the panel, so the mouse wheel reaches the
 * last control (the page itself never grows past the window, whose overflow is clipped).
 */
import { test, expect } from './fixtures';

test('popup: the wheel scrolls the panel to its last control', async ({ openPage, openExtensionPage }) => {
  const { tabId } = await openPage('reader--article.html');
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.setViewportSize({ width: 420, height: 600 });
  await expect(popup.getByTestId('panel')).toHaveAttribute('data-state', 'done');
  const last = popup.getByTestId('open-options');
  const layout = () => popup.evaluate(() => {
    const panel = document.querySelector('.panel')!;
    return { page: document.documentElement.scrollHeight, window: innerHeight, panelScrolls: panel.scrollHeight > panel.clientHeight + 1 };
  });
  const before = await layout();
  // The content is taller than the window (else the test proves nothing), and it is the panel that scrolls.
  expect((await last.boundingBox())!.y).toBeGreaterThan(before.window);
  expect(before.page <= before.window || before.panelScrolls).toBe(true);
  expect(before.panelScrolls).toBe(true);

  await popup.mouse.move(200, 300);
  for (let i = 0; i < 10 && (await last.boundingBox())!.y + 20 > before.window; i++) {
    await popup.mouse.wheel(0, 400);
    await popup.waitForTimeout(100);
  }
  const box = (await last.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(before.window);
});

/**
 * Privacy of Pith's own pages: the reader and the previews fetch no image the page has not loaded itself (a lazy
 * image's URL below the fold is a per-visit beacon for the site) unless the user allows it in the options
 * (`loadUnseenImages`, src/ui/loaded-images.ts).
 */
import { test, expect, type Pith } from './fixtures';
import { openReader } from './helpers';

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

function lazyPage(visit: string): string {
  const prose = Array.from({ length: 5 }, (_, i) => `<p>The tide tables for the harbour list each high water of the month, paragraph ${i + 1}, with the heights measured at the old pier and the times corrected for summer.</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tide tables</title></head><body>
<main><article><h1>Tide tables</h1>
<figure><img src="/img/lighthouse.svg?seen=${visit}" alt="The lighthouse" width="200" height="120"><figcaption>The lighthouse at dawn.</figcaption></figure>
${prose}
<figure><img src="${PIXEL}" data-src="/img/tide-chart.svg?beacon=${visit}" alt="The tide chart" width="200" height="120"><figcaption>The chart for June.</figcaption></figure>
</article></main></body></html>`;
}

function serve(pith: Pith, visit: string): string {
  pith.server.generated.set(`privacy/${visit}.html`, lazyPage(visit));
  return `privacy/${visit}.html`;
}

const fetched = (pith: Pith, what: string) => pith.server.requests.filter((url) => url.includes(what));

test('the reader and previews load only the images the page loaded, unless the option allows more', async ({ pith, openPage, openExtensionPage, hook }) => {
  const { tabId } = await openPage(serve(pith, 'one'));
  expect(fetched(pith, 'seen=one')).toHaveLength(1);
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('article')).toHaveAttribute('data-complete', 'true');
  // The image the page showed is shown again (from the cache or fetched once more: no news to the site).
  await expect(reader.locator('[data-testid=article] img[alt="The lighthouse"]')).toHaveAttribute('src', /seen=one/);
  await expect(reader.locator('[data-testid=article] img[alt="The tide chart"]')).not.toHaveAttribute('src', /.+/);
  await reader.close();
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.locator('button[data-view=preview]').click();
  await expect(popup.getByTestId('preview')).toContainText('tide tables');
  await expect(popup.locator('[data-testid=preview] img[alt="The tide chart"]')).toHaveCount(1);
  await popup.close();
  expect(fetched(pith, 'beacon=one')).toEqual([]);

  // The option, explained in one sentence, lets the reader load them all.
  const options = await openExtensionPage('options.html');
  await expect(options.getByTestId('images-setting')).toContainText('never tells the site');
  await expect(options.locator('#loadUnseenImages')).not.toBeChecked();
  await options.locator('#loadUnseenImages').check();
  await expect.poll(() => pith.worker.evaluate(() => chrome.storage.local.get('settings.loadUnseenImages'))).toEqual({ 'settings.loadUnseenImages': true });
  try {
    const { tabId: second } = await openPage(serve(pith, 'two'));
    const allowed = await openReader(pith, hook, second);
    await expect(allowed.locator('[data-testid=article] img[alt="The tide chart"]')).toHaveAttribute('src', /beacon=two/);
    await expect.poll(() => fetched(pith, 'beacon=two').length).toBeGreaterThan(0);
    await allowed.close();
  } finally {
    await pith.worker.evaluate(() => chrome.storage.local.remove('settings.loadUnseenImages'));
  }
});

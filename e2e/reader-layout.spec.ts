/**
 * The reader's layout of page content: a wide table scrolls inside its own box at 600 px (the page never scrolls
 * sideways), the title is shown once, paragraphs keep one rhythm, and the page's landmarks and captions are
 * read as the reader's own.
 */
import { test, expect } from './fixtures';
import { openReader } from './helpers';

test('a table wider than the window scrolls inside its own box, not the page', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--wide-table.html');
  const reader = await openReader(pith, hook, tabId);
  await reader.setViewportSize({ width: 600, height: 700 });
  const table = reader.getByTestId('article').locator('table');
  await expect(table).toContainText('Station 5');
  const sizes = await table.evaluate((el) => ({
    page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth,
    tableScroll: el.scrollWidth, tableBox: el.clientWidth, right: el.getBoundingClientRect().right,
  }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.window);
  expect(sizes.right).toBeLessThanOrEqual(sizes.window);
  expect(sizes.tableScroll).toBeGreaterThan(sizes.tableBox);
  // The keyboard reaches it and scrolls it.
  await table.focus();
  await reader.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.close();
  await reader.close();
});

test('the title shows once and no control label or byline word stands above the lede; paragraphs keep one gap', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--lead-lines.html');
  const reader = await openReader(pith, hook, tabId);
  const article = reader.getByTestId('article');
  await expect(reader.getByTestId('title')).toHaveText(/The Keeper.s Almanac/);
  await expect(article).toContainText('Every lighthouse kept an almanac');
  // Title once: the article's own heading (after a control, its apostrophe curly) is not shown again.
  await expect(reader.getByRole('heading', { name: /The Keeper.s Almanac/ })).toHaveCount(1);
  // Nothing before the lede: the first text of the article is its first paragraph.
  const firstText = await article.evaluate((el) => ((el as HTMLElement).innerText ?? '').trim().split('\n')[0]);
  expect(firstText).toMatch(/^Every lighthouse kept an almanac/);
  await expect(article).not.toContainText('Read later');
  await expect(article.getByText('By', { exact: true })).toHaveCount(0);

  // One rhythm: the gaps between consecutive paragraphs, whether <p> or <div> and with empty <p>s between them in
  // the page, are all the same.
  const gaps = await article.evaluate((el) => {
    const blocks = Array.from(el.querySelectorAll('p, div')).filter((b) => (b.textContent ?? '').trim().length > 40 && !b.querySelector('p, div'));
    const boxes = blocks.map((b) => b.getBoundingClientRect());
    return boxes.slice(1).map((box, i) => Math.round(box.top - boxes[i].bottom));
  });
  expect(gaps.length).toBe(4);
  for (const gap of gaps) expect(gap).toBe(gaps[0]);
  expect(gaps[0]).toBeGreaterThan(8);
  await page.close();
  await reader.close();
});

test('the page\'s <main> is not a second main landmark, and a figure\'s caption describes an image without alt', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--landmarks.html');
  const reader = await openReader(pith, hook, tabId);
  await expect(reader.getByTestId('article')).toContainText('The gauge was painted');
  await expect(reader.locator('main')).toHaveCount(1);
  await expect(reader.locator('[role=main]')).toHaveCount(0);
  const img = reader.getByTestId('article').locator('figure img');
  await expect(img).toHaveAttribute('alt', 'The tide gauge on the harbour steps, painted in half-metre bands.');
  await page.close();
  await reader.close();
});

test('the side panel and popup have a level-one heading before a result and when the page cannot be read', async ({ openExtensionPage }) => {
  for (const surface of ['sidepanel', 'popup']) {
    // A tab id no tab has: the surface shows its error, with no page title to head it.
    const panel = await openExtensionPage(`${surface}.html?tab=987654`);
    await expect(panel.getByTestId('panel')).toHaveAttribute('data-state', 'error');
    await expect(panel.getByRole('heading', { level: 1 })).toHaveCount(1);
    await panel.close();
  }
});

test('in a right-to-left article the byline keeps the UI\'s direction, each part isolated', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--arabic.html');
  const reader = await openReader(pith, hook, tabId);
  const byline = reader.getByTestId('byline');
  await expect(byline).toContainText('min read');
  expect(await byline.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await expect(byline).toHaveAttribute('lang', 'en');
  // Every part is in a <bdi> of its own, so an Arabic name or site cannot pull the separators or the reading time along.
  const parts = await byline.locator('bdi').allTextContents();
  expect(parts.length).toBeGreaterThanOrEqual(2);
  expect(parts.join(' · ')).toBe((await byline.textContent())!.trim());
  await page.close();
  await reader.close();
});

test('print: the button opens the print dialog; the print stylesheet shows the article alone and keeps headings and figures whole', async ({ pith, openPage, hook }) => {
  const { page, tabId } = await openPage('reader--figures.html');
  const reader = await openReader(pith, hook, tabId);
  // The dialog itself is the browser's: the test sees that the button asks for it.
  await reader.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed += 1; }; });
  await reader.getByTestId('print').click();
  expect(await reader.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await reader.emulateMedia({ media: 'print' });
  await expect(reader.getByRole('navigation')).toBeHidden();
  const style = await reader.getByTestId('article').evaluate((article) => ({
    heading: getComputedStyle(article.querySelector('h2')!).breakAfter,
    figure: getComputedStyle(article.querySelector('figure')!).breakInside,
  }));
  expect(style).toEqual({ heading: 'avoid', figure: 'avoid' });
  await expect(reader.getByTestId('article')).toContainText('Spring tides, at new and full moon');
  await page.close();
  await reader.close();
});

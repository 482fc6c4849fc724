/**
 * Issue 13 in Chromium: the site-profile editor (valid, invalid selector, invalid pattern, import and export), the
 * full scope, a low-value page of each kind said in one sentence, and restore-then-always-keep surviving a reload.
 * The pages are the engine's own fixtures (test/engine/fixtures), served by the test server as generated pages.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, type Pith } from './fixtures';

const FIXTURES = fileURLToPath(new URL('../test/engine/fixtures/', import.meta.url));

/** Serves an engine fixture at /<name>.html and returns that path. */
function serve(pith: Pith, name: string): string {
  pith.server.generated.set(`${name}.html`, readFileSync(`${FIXTURES}${name}.html`, 'utf8'));
  return `${name}.html`;
}

function storedProfiles(pith: Pith): Promise<unknown> {
  return pith.worker.evaluate(async () => (await chrome.storage.local.get('siteProfiles')).siteProfiles);
}

test.afterEach(async ({ pith }) => {
  await pith.worker.evaluate(() => chrome.storage.local.remove('siteProfiles'));
});

test('the profile editor checks as you type, saves only valid profiles, imports and exports JSON', async ({ pith, openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  const editor = options.getByTestId('site-profiles');
  await editor.getByTestId('profile-add').click();
  const profile = editor.getByTestId('site-profile').first();
  await profile.locator('[data-field=site]').fill('news.example.org');
  await profile.locator('[data-field=keep]').fill('.author-box\n##bad');
  await expect(profile.locator('[data-field=keep]')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.getByTestId('profile-errors')).toContainText('site profile "news.example.org": keep: invalid selector "##bad"');
  await expect(editor.getByTestId('profiles-status')).toContainText('Not saved');
  await profile.locator('[data-field=keep]').fill('.author-box');
  await profile.locator('[data-field=dropLines]').fill('^share (this');
  await expect(profile.locator('[data-field=dropLines]')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.locator('[data-field=keep]')).toHaveAttribute('aria-invalid', 'false');
  await expect(profile.getByTestId('profile-errors')).toContainText('dropLines: invalid pattern "^share (this"');
  await profile.locator('[data-field=dropLines]').fill('^share this$');
  await expect(profile.getByTestId('profile-errors')).toHaveText('');
  await expect(editor.getByTestId('profiles-status')).toHaveText('Profiles saved: 1.');
  await expect.poll(() => storedProfiles(pith)).toEqual([{ site: 'news.example.org', keep: ['.author-box'], dropLines: ['^share this$'] }]);

  await editor.getByTestId('profiles-export').click();
  expect(JSON.parse(await editor.getByTestId('profiles-exported').inputValue())).toEqual([{ site: 'news.example.org', keep: ['.author-box'], dropLines: ['^share this$'] }]);

  const imported = [{ site: '*.example.com', scope: 'full' }, { site: 'example.net', drop: ['.promo'] }];
  await editor.getByTestId('profiles-import').fill(JSON.stringify({ site: 'example.net', drops: ['.x'] }));
  await editor.getByTestId('profiles-import-button').click();
  await expect(editor.getByTestId('profiles-import-errors')).toContainText('unknown key "drops"');
  await editor.getByTestId('profiles-import').fill(JSON.stringify(imported));
  await editor.getByTestId('profiles-import-button').click();
  await expect(editor.getByTestId('site-profile')).toHaveCount(2);
  await expect(editor.getByTestId('site-profile').nth(1).locator('[data-field=drop]')).toHaveValue('.promo');
  await expect.poll(() => storedProfiles(pith)).toEqual(imported);
});

test('the full scope takes every section of the page', async ({ pith, openPage, openExtensionPage }) => {
  const { tabId } = await openPage(serve(pith, 'scope--full-page-sections'));
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await popup.getByTestId('format').selectOption('text');
  await expect(popup.getByTestId('output-text')).toContainText('herring boat');
  await expect(popup.getByTestId('output-text')).not.toContainText('Opening hours');
  await popup.locator('[data-testid=scope-switch] [data-scope=full]').click();
  await expect(popup.locator('[data-testid=scope-switch] [data-scope=full]')).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByTestId('output-text')).toContainText('Opening hours');
  await expect(popup.getByTestId('output-text')).toContainText('The winter of ice');
  await expect(popup.getByTestId('output-text')).not.toContainText('registered charity');
});

test('a low-value page of each kind is said in one sentence, not shown as content', async ({ pith, openPage, openExtensionPage }) => {
  const kinds: Array<[string, string, RegExp]> = [
    ['lowvalue--login-wall', 'login', /asks you to sign in/],
    ['lowvalue--paywall', 'paywall', /behind a paywall/],
    ['lowvalue--consent-wall', 'consent', /cookie or consent wall/],
    ['lowvalue--not-found', 'error', /error page/],
    ['lowvalue--empty-app', 'empty-app', /app that has not rendered/],
    ['lowvalue--captcha', 'captcha', /human check/],
    ['lowvalue--too-little-text', 'too-little-text', /too little text/],
  ];
  const { page, tabId } = await openPage(serve(pith, kinds[0][0]));
  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  for (const [name, reason, sentence] of kinds) {
    await page.goto(`${pith.server.origin}/${serve(pith, name)}`);
    await popup.reload();
    const note = popup.getByTestId('low-value');
    await expect(note).toHaveAttribute('data-reason', reason);
    await expect(note.getByRole('note')).toHaveText(sentence);
    await expect(popup.getByTestId('view')).toHaveCount(0);
  }
  // What was found stays one click away.
  await popup.getByTestId('low-value').getByRole('button').click();
  await expect(popup.getByTestId('view')).toContainText('Our new site opens in the spring');
});

test('a removed block is restored from the side panel and kept on the site after a reload', async ({ pith, openPage, openExtensionPage }) => {
  const { tabId } = await openPage(serve(pith, 'siteprofile--keep-drop-lines'));
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await panel.getByTestId('format').selectOption('text');
  await expect(panel.getByTestId('output-text')).not.toContainText('Mara Quist');
  const removed = panel.getByTestId('removed-blocks');
  await removed.locator('summary').click();
  const block = removed.getByTestId('removed-block').filter({ hasText: 'Written by Mara Quist' });
  await block.getByRole('button', { name: 'Restore' }).click();
  await expect(panel.getByTestId('output-text')).toContainText('Written by Mara Quist');
  await expect(panel.getByTestId('keep-selector')).toHaveText('aside.author-box');
  await panel.getByTestId('keep-always').click();
  await expect(panel.getByTestId('keep-saved')).toContainText('127.0.0.1');
  expect(await storedProfiles(pith)).toEqual([{ site: '127.0.0.1', keep: ['aside.author-box'] }]);
  await panel.reload();
  await panel.getByTestId('format').selectOption('text');
  await expect(panel.getByTestId('output-text')).toContainText('Written by Mara Quist');
});

test('drop-line patterns run in the page (their engine injected only then), in linear time on a line that almost matches', async ({ pith, openPage, hook }) => {
  const story = 'The keepers logged the weather every night for ninety years, and the ledgers still sit in the tower.';
  const almost = `${'a'.repeat(30_000)}!`;
  pith.server.generated.set('profiles/drop-lines.html', `<!doctype html><html lang="en"><head><title>Ledgers</title></head><body><article><h1>Ledgers</h1>
    <p>Listen to this article</p>${`<p>${story}</p>`.repeat(6)}<p>${almost}</p></article></body></html>`);
  // A pattern a backtracking engine takes exponential time on against the long line, and one that matches a line.
  await pith.worker.evaluate(() => chrome.storage.local.set({ siteProfiles: [{ site: '127.0.0.1', dropLines: ['^listen to this article$', '(a|aa)+$'] }] }));
  const { page, tabId } = await openPage('profiles/drop-lines.html');
  const copied = await hook<{ ok: boolean; error?: { message: string } }>('command', 'copy-markdown', tabId);
  expect(copied, copied.error?.message).toMatchObject({ ok: true });
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain(story);
  expect(markdown).not.toMatch(/listen to this article/i);
  expect(markdown).toContain(almost);
  await page.close();
});

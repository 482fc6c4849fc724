/**
 * Smoke test in Debian's Firefox ESR with the Firefox test build (.output/firefox-mv3-test): the add-on installs,
 * the engine runs in a real page through `scripting`, the popup shows the article, the reader opens it without
 * the page's scripts; in the reader, read aloud starts (Firefox's own voice, or e2e/speech-double.js where it has
 * none), the print button asks for the print dialog and the print stylesheet hides the toolbar; with the reader set
 * to open in place, it replaces the page in its tab and Back returns to the page. Driven over WebDriver BiDi by e2e/firefox/smoke.mjs, since Playwright's Firefox is its
 * own patched build and cannot drive firefox-esr.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test, expect } from '@playwright/test';
import { startServer } from './server';

const FIREFOX_ESR = '/usr/bin/firefox-esr';
const FIREFOX_BUILD = fileURLToPath(new URL('../.output/firefox-mv3-test', import.meta.url));
const SMOKE = fileURLToPath(new URL('./firefox/smoke.mjs', import.meta.url));

test('Firefox ESR: installs the Firefox build, extracts a page in the popup, opens the reader, reads aloud, prints, opens in place', async () => {
  test.setTimeout(150_000);
  expect(existsSync(FIREFOX_ESR), `Firefox ESR is not installed at ${FIREFOX_ESR} (apt-get install firefox-esr; .ci/run does)`).toBe(true);
  expect(existsSync(`${FIREFOX_BUILD}/manifest.json`), 'run `npm run build:test` first').toBe(true);
  const server = await startServer();
  try {
    // Async execFile: the test server lives in this process and must keep answering while Firefox loads pages.
    const { stdout } = await promisify(execFile)(process.execPath, ['--experimental-websocket', SMOKE, server.origin, FIREFOX_BUILD],
      { encoding: 'utf8', timeout: 140_000 }).catch((error) => ({ stdout: String(error.stdout ?? error) }));
    const last = stdout.trim().split('\n').pop() ?? '';
    // The smoke script's last line is its JSON report; anything else is its error, shown as is.
    const report = last.startsWith('{') ? JSON.parse(last) : { ok: false, error: last || 'the Firefox smoke script printed nothing' };
    expect(report, stdout).toMatchObject({
      ok: true, menus: 'ok,ok,ok,ok,ok', shortcuts: 'copy-markdown=Alt+Shift+M,open-popup=Alt+Shift+O,open-reader=Alt+Shift+V', copied: true, popupTitle: 'The Quiet Life of Lighthouse Keepers', markdownHasText: true,
      readerOpened: true, readerTitle: 'The Quiet Life of Lighthouse Keepers', readerHasText: true, readerScripts: 0,
      // Reading: the button says "Pause" and the engine speaks.
      aloud: { button: 'Pause', speaking: true },
      printed: 1, printHidesToolbar: true,
      inPlace: { title: 'The Quiet Life of Lighthouse Keepers', readerTabs: 1 }, back: 'The Quiet Life of Lighthouse Keepers',
    });
    if (report.aloud.voices === 0) {
      // With the double: the title is spoken first, in the article's language, and the highlight follows the
      // boundary events into the first paragraph's second sentence.
      expect(JSON.parse(report.aloud.first)).toEqual({ text: 'The Quiet Life of Lighthouse Keepers', rate: 1, lang: 'en-US', voice: 'device-en' });
      expect(report.aloud.sentence).toBe('Their days followed');
    }
    expect(server.requests.some((url) => url.startsWith('/reader--article.html'))).toBe(true);
  } finally {
    await server.close();
  }
});

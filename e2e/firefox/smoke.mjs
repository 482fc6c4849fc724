// Firefox ESR smoke test over WebDriver BiDi (Playwright's Firefox needs its own patched build, so Debian's
// firefox-esr is driven directly). Installs the unpacked Firefox test build as a temporary add-on, opens a test
// page, then the extension's popup page for that tab and its reader (read aloud, print), the reader in place of
// the page and Back, and prints one JSON line with what it saw.
// Usage: node --experimental-websocket e2e/firefox/smoke.mjs <test-server-origin> <extension-dir>
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [origin, extensionDir] = process.argv.slice(2);
const ADDON_ID = 'pith@example.org';
const UUID = '6f1f3d2a-8a47-4d0b-9a55-0c0ffee01234';
const TIMEOUT_MS = 90_000;
// The speech engine double (why: see the file), used only when this Firefox has no voice of its own.
const SPEECH_DOUBLE = readFileSync(new URL('../speech-double.js', import.meta.url), 'utf8');

/** Preferences for a quiet, offline-by-default profile with a fixed moz-extension:// UUID for our add-on. */
const PREFS = {
  'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: UUID }),
  'remote.active-protocols': 1,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.enabled': false,
  'extensions.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'browser.aboutwelcome.enabled': false,
};

const profile = mkdtempSync(join(tmpdir(), 'pith-ff-'));
writeFileSync(join(profile, 'user.js'), Object.entries(PREFS).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('\n'));
const firefox = spawn('/usr/bin/firefox-esr', ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port', '0', 'about:blank'], { stdio: ['ignore', 'pipe', 'pipe'] });
const done = (result, code) => {
  console.log(JSON.stringify(result));
  firefox.kill('SIGTERM');
  setTimeout(() => { rmSync(profile, { recursive: true, force: true }); process.exit(code); }, 500);
};
setTimeout(() => done({ ok: false, error: 'timed out', steps }, 1), TIMEOUT_MS);

const steps = [];
const wsUrl = await new Promise((resolveUrl, reject) => {
  let log = '';
  const onData = (chunk) => {
    log += chunk;
    const match = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/.exec(log);
    if (match) resolveUrl(match[1]);
  };
  firefox.stderr.on('data', onData);
  firefox.stdout.on('data', onData);
  firefox.on('exit', (code) => reject(new Error(`firefox exited ${code}: ${log.slice(-500)}`)));
}).catch((error) => done({ ok: false, error: String(error) }, 1));

const socket = new WebSocket(`${wsUrl}/session`);
await new Promise((ok) => socket.addEventListener('open', ok));
let nextId = 1;
const pending = new Map();
const events = [];
socket.addEventListener('message', (message) => {
  const data = JSON.parse(message.data);
  if (data.id && pending.has(data.id)) { pending.get(data.id)(data); pending.delete(data.id); } else events.push(data);
});
async function send(method, params = {}) {
  const id = nextId++;
  if (process.env.PITH_DEBUG) console.error(new Date().toISOString(), method, JSON.stringify(params).slice(0, 200));
  const answer = await new Promise((ok) => { pending.set(id, ok); socket.send(JSON.stringify({ id, method, params })); });
  if (answer.type === 'error') throw new Error(`${method}: ${answer.error} ${answer.message}`);
  return answer.result;
}
async function evaluate(context, expression) {
  const result = await send('script.evaluate', { expression, target: { context }, awaitPromise: true });
  if (result.type === 'exception') throw new Error(`evaluate: ${result.exceptionDetails.text}`);
  return result.result.value;
}
async function poll(context, expression, test) {
  const until = Date.now() + 20_000;
  let value;
  while (Date.now() < until) {
    value = await evaluate(context, expression).catch((e) => String(e));
    if (test(value)) return value;
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error(`poll gave up on ${expression}: last value ${JSON.stringify(value)}`);
}

try {
  await send('session.new', { capabilities: {} });
  const installed = await send('webExtension.install', { extensionData: { type: 'path', path: resolve(extensionDir) } });
  steps.push(`installed ${installed.extension}`);
  const { contexts } = await send('browsingContext.getTree', {});
  const pageContext = contexts[0].context;
  await send('browsingContext.navigate', { context: pageContext, url: `${origin}/reader--article.html`, wait: 'complete' });
  steps.push('page loaded');
  // The Firefox test build opens its options page at start-up (BiDi may not navigate to moz-extension:// URLs).
  const extContext = await (async () => {
    for (let i = 0; i < 80; i += 1) {
      const tree = await send('browsingContext.getTree', {});
      const found = tree.contexts.find((c) => c.url.startsWith(`moz-extension://${UUID}/options.html`));
      if (found) return found.context;
      await new Promise((ok) => setTimeout(ok, 250));
    }
    throw new Error('the extension did not open its options page');
  })();
  const optionsHeading = await poll(extContext, 'document.querySelector("h1")?.textContent ?? ""', (v) => v === 'Pith options');
  steps.push(`options page: ${optionsHeading}`);
  // `contextMenus.update` rejects for an id that was never created: the background made its context menu items.
  const menus = await evaluate(extContext, `Promise.all(['extract-selection', 'copy-page', 'open-reader', 'open-side-panel', 'open-popup']
    .map((id) => browser.contextMenus.update(id, {}).then(() => 'ok', (e) => e.message))).then((r) => r.join(','))`);
  // The keys Firefox gave the commands on this fresh profile (it may leave a suggested key unset, as Chromium does).
  const shortcuts = await evaluate(extContext, `browser.commands.getAll().then((all) => all.filter((c) => c.name !== '_execute_action')
    .map((c) => c.name + '=' + (c.shortcut || '')).sort().join(','))`);
  const tabId = await evaluate(extContext, `browser.tabs.query({}).then((tabs) => tabs.find((t) => t.url === '${origin}/reader--article.html')?.id ?? -1)`);
  // The copy shortcut's work, through the background's test hook: Firefox's background page writes the clipboard
  // itself (no offscreen document there); a refused write comes back as ok: false.
  const copied = await evaluate(extContext, `browser.runtime.getBackgroundPage()
    .then((bg) => bg.__pithTest.command('copy-markdown', ${tabId})).then((r) => r.ok || r.error.message)`);
  steps.push(`copy: ${copied}`);
  await evaluate(extContext, `location.href = 'popup.html?tab=${tabId}'`);
  await poll(extContext, 'location.pathname', (v) => v === '/popup.html');
  const popupTitle = await poll(extContext, 'document.querySelector("[data-testid=title]")?.textContent ?? document.querySelector("[data-testid=error]")?.textContent ?? ""', (v) => v && v !== '');
  const markdown = await evaluate(extContext, 'document.querySelector("[data-testid=output-markdown]")?.textContent ?? ""');
  steps.push(`popup: ${popupTitle}`);
  const opened = await evaluate(extContext, `browser.runtime.sendMessage({ pith: 1, name: 'openReader', request: { tabId: ${tabId} } }).then((r) => r.ok)`);
  let readerContext;
  for (let i = 0; i < 80 && !readerContext; i += 1) {
    const tree = await send('browsingContext.getTree', {});
    readerContext = tree.contexts.find((c) => c.url.includes('/reader.html'))?.context;
    if (!readerContext) await new Promise((ok) => setTimeout(ok, 250));
  }
  const readerTitle = readerContext ? await poll(readerContext, 'document.querySelector("[data-testid=title]")?.textContent ?? ""', (v) => v !== '') : '';
  const readerArticle = readerContext ? await evaluate(readerContext, 'document.querySelector("[data-testid=article]")?.textContent ?? ""') : '';
  const readerScripts = readerContext ? await evaluate(readerContext, 'document.querySelectorAll("[data-testid=article] script").length') : -1;
  steps.push(`reader: ${readerTitle}`);

  // Read aloud: the button loads the bar and reading starts, with Firefox's own voice when it has one.
  await poll(readerContext, 'document.querySelector("[data-testid=article]")?.dataset.complete ?? ""', (v) => v === 'true');
  const voices = await evaluate(readerContext, `new Promise((ok) => {
    const count = () => speechSynthesis.getVoices().length;
    if (count()) ok(count());
    speechSynthesis.addEventListener('voiceschanged', () => ok(count()));
    setTimeout(() => ok(count()), 1500);
  })`);
  if (!voices) await evaluate(readerContext, SPEECH_DOUBLE);
  await evaluate(readerContext, 'document.querySelector("[data-testid=read-aloud]").click()');
  const aloudButton = await poll(readerContext, 'document.querySelector("[data-testid=aloud-play]")?.getAttribute("aria-label") ?? ""', (v) => v !== '');
  const aloud = { voices, button: aloudButton, speaking: await evaluate(readerContext, 'speechSynthesis.speaking') };
  if (!voices) {
    // The double's first utterance is the title; then the first paragraph, whose second sentence the highlight follows.
    aloud.first = await evaluate(readerContext, 'JSON.stringify(window.__speech.spoken[0])');
    await evaluate(readerContext, 'window.__speech.end()');
    await poll(readerContext, 'window.__speech.spoken.length', (v) => v === 2);
    await evaluate(readerContext, 'window.__speech.boundary(window.__speech.spoken[1].text.indexOf("Their"))');
    aloud.sentence = await poll(readerContext, '[...(CSS.highlights.get("pith-aloud-sentence") ?? [])].map(String).join("").slice(0, 19)', (v) => v !== '');
  }
  await evaluate(readerContext, 'document.querySelector("[data-testid=aloud-close]").click()');
  steps.push(`read aloud: ${JSON.stringify(aloud)}`);

  // Print: the button asks for the browser's dialog (replaced here to count), and the print stylesheet hides the
  // toolbar: a rule under @media print that sets display: none on a selector the toolbar matches.
  const printed = await evaluate(readerContext, `(() => { let calls = 0; window.print = () => { calls += 1; };
    document.querySelector('[data-testid=print]').click(); return calls; })()`);
  const printHidesToolbar = await evaluate(readerContext, `(() => {
    const bar = document.querySelector('nav.reader-bar');
    const rules = (list) => [...list].flatMap((rule) => rule instanceof CSSMediaRule && rule.media.mediaText === 'print' ? [...rule.cssRules] : []);
    return [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules))
      .some((rule) => rule.style?.display === 'none' && bar.matches(rule.selectorText));
  })()`);
  steps.push(`print: ${printed} call(s), toolbar hidden in print: ${printHidesToolbar}`);
  await send('browsingContext.close', { context: readerContext });

  // Open in place: chosen in the options page as a user would, then the toolbar click shows the reader in the
  // page's own tab, and the tab's Back returns to the page.
  await evaluate(extContext, `location.href = 'options.html'`);
  await poll(extContext, '!!document.querySelector("#readerPlacement")', (v) => v === true);
  await evaluate(extContext, `(() => { const select = document.querySelector('#readerPlacement'); select.value = 'same-tab';
    select.dispatchEvent(new Event('change', { bubbles: true })); })()`);
  await poll(extContext, `browser.storage.local.get('settings.readerPlacement').then((r) => r['settings.readerPlacement'] ?? '')`, (v) => v === 'same-tab');
  await evaluate(extContext, `browser.runtime.getBackgroundPage().then((bg) => bg.__pithTest.toolbarClick(${tabId})).then((r) => r.ok)`);
  const inPlace = await poll(pageContext, 'location.pathname + "|" + (document.querySelector("[data-testid=reader]")?.dataset.state ?? "")', (v) => v === '/reader.html|done');
  const inPlaceTitle = await evaluate(pageContext, 'document.querySelector("[data-testid=title]")?.textContent ?? ""');
  const tabsInPlace = (await send('browsingContext.getTree', {})).contexts.filter((c) => c.url.includes('/reader.html')).length;
  await send('browsingContext.traverseHistory', { context: pageContext, delta: -1 });
  const back = await poll(pageContext, 'location.href + "|" + (document.querySelector("h1")?.textContent ?? "")', (v) => v.startsWith(`${origin}/reader--article.html|`));
  steps.push(`in place: ${inPlace}, back: ${back}`);

  done({ ok: true, menus, shortcuts, tabId, copied, popupTitle, markdownHasText: markdown.includes('trimming wicks at dusk'), readerOpened: opened, readerTitle, readerHasText: readerArticle.includes('trimming wicks at dusk'), readerScripts,
    aloud, printed, printHidesToolbar, inPlace: { title: inPlaceTitle, readerTabs: tabsInPlace }, back: back.split('|')[1], steps }, 0);
} catch (error) {
  done({ ok: false, error: String(error), steps }, 1);
}

/**
 * The shipped builds, made by `npm run zip` (which builds, then zips): production Chrome and Firefox bundles
 * carry no test hook, request no host permission, the Firefox manifest has the sidebar instead of Chrome's side
 * panel, and both store zips (plus the sources zip Firefox's review asks for) hold what they should. Built into a
 * temporary folder (PITH_OUT_DIR) so .output/ used by other tools is left alone.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, EXTENSION_DIR } from './fixtures';

const HOOK_MARKERS = ['__pithTest', 'installTestHooks', 'toolbarClick'];

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return path.endsWith('.js') ? [path] : [];
  });
}

const OUT = mkdtempSync(join(tmpdir(), 'pith-build-'));
const dirOf = (browser: 'chrome' | 'firefox') => join(OUT, `${browser}-mv3`);

test.describe.configure({ timeout: 240_000 });

// The release command itself, shared by the tests below.
test.beforeAll(async () => {
  // A hook has the default timeout, not the group's: two builds and two zips outlast it on a loaded machine.
  test.setTimeout(240_000);
  const env = { ...process.env, PITH_OUT_DIR: OUT, PITH_TEST_HOOKS: '' };
  await promisify(execFile)('npm', ['run', '-s', 'zip'], { env, timeout: 200_000 });
});

/** Entry names of a zip file, read from its central directory (each record: signature 0x02014b50, name at +46). */
function zipEntries(path: string): string[] {
  const zip = readFileSync(path);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, `${path} is a zip`).toBeGreaterThan(0);
  const names: string[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [nameLength, extraLength, commentLength] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
test.afterAll(() => rmSync(OUT, { recursive: true, force: true }));

test('the test build does carry the hooks (so the check below can fail)', () => {
  const text = jsFiles(EXTENSION_DIR).map((file) => readFileSync(file, 'utf8')).join('\n');
  expect(text).toContain('__pithTest');
});

test('the production Chrome build has no test hooks and no host permissions', () => {
  const dir = dirOf('chrome');
  const files = jsFiles(dir);
  expect(files.map((f) => f.slice(dir.length))).toEqual(expect.arrayContaining(['/background.js', '/extractor.js']));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of HOOK_MARKERS) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  expect(manifest.host_permissions).toBeUndefined();
  expect(manifest.permissions.sort()).toEqual(['activeTab', 'clipboardWrite', 'contextMenus', 'offscreen', 'scripting', 'sidePanel', 'storage']);
  expect(manifest.side_panel.default_path).toBe('sidepanel.html');
  expect(manifest.action.default_popup).toBeUndefined(); // the toolbar click opens the reader by default
  expect(Object.keys(manifest.commands)).toEqual(expect.arrayContaining(['copy-markdown', 'open-reader', 'open-popup']));
  expect(manifest.commands['copy-markdown']).toEqual({ suggested_key: { default: 'Alt+Shift+M' }, description: '__MSG_cmdCopyMarkdown__' });
  // Name, description and shortcut texts come from public/_locales in the browser's language.
  expect([manifest.name, manifest.default_locale]).toEqual(['__MSG_extName__', 'en']);
  // Every site only on request (the side panel's "read every tab" button), never at install.
  expect(manifest.optional_host_permissions).toEqual(['<all_urls>']);
});

test('the Firefox build uses the sidebar, an event-page background and a gecko id, without hooks', () => {
  const dir = dirOf('firefox');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.sidebar_action.default_panel).toBe('sidepanel.html');
  expect(manifest.side_panel).toBeUndefined();
  expect(manifest.permissions).not.toContain('sidePanel');
  // Firefox's background page writes the clipboard itself: no offscreen document, no offscreen.html.
  expect(manifest.permissions).not.toContain('offscreen');
  expect(existsSync(join(dir, 'offscreen.html'))).toBe(false);
  expect(manifest.background.scripts).toEqual(['background.js']);
  expect(manifest.browser_specific_settings.gecko.id).toBe('pith@example.org');
  // addons.mozilla.org refuses new add-ons without it (issue 12 item 9).
  expect(manifest.browser_specific_settings.gecko.data_collection_permissions).toEqual({ required: ['none'] });
  expect(manifest.host_permissions).toBeUndefined();
  for (const file of jsFiles(dir)) expect(readFileSync(file, 'utf8')).not.toContain('__pithTest');
});

test('npm run zip makes a store zip per browser and a sources zip without local build or bench output', () => {
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
  for (const browser of ['chrome', 'firefox'] as const) {
    const entries = zipEntries(join(OUT, `pith-${version}-${browser}.zip`));
    // The zip holds exactly the built folder.
    expect(entries.filter((name) => !name.endsWith('/')).sort()).toEqual(filesUnder(dirOf(browser)).sort());
    expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'background.js', 'extractor.js', 'mathml.js', 'reader.html', 'popup.html', 'sidepanel.html', 'options.html']));
  }
  const sources = zipEntries(join(OUT, `pith-${version}-sources.zip`));
  expect(sources).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'wxt.config.ts', 'src/engine/index.ts', 'entrypoints/background.ts']));
  const junk = sources.filter((name) => /^(bench-results|test-results|playwright-report|dist|node_modules|\.output)\//.test(name));
  expect(junk).toEqual([]);
});

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(join(dir, relative)).isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

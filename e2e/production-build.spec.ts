/**
 * The shipped builds: production Chrome and Firefox bundles carry no test hook, request no host permission,
 * and the Firefox manifest has the sidebar instead of Chrome's side panel. Built into a temporary folder
 * (PITH_OUT_DIR) so .output/ used by other tools is left alone.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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

// Both production builds at once (each is mostly waiting on one core), shared by the tests below.
test.beforeAll(async () => {
  const env = { ...process.env, PITH_OUT_DIR: OUT, PITH_TEST_HOOKS: '' };
  const build = (browser: string) => promisify(execFile)('npx', ['wxt', 'build', '-b', browser], { env, timeout: 180_000 });
  await Promise.all([build('chrome'), build('firefox')]);
});
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
  expect(manifest.permissions.sort()).toEqual(['activeTab', 'clipboardWrite', 'contextMenus', 'scripting', 'sidePanel', 'storage']);
  expect(manifest.side_panel.default_path).toBe('sidepanel.html');
  expect(manifest.action.default_popup).toBeUndefined(); // the toolbar click opens the reader by default
  expect(Object.keys(manifest.commands)).toEqual(expect.arrayContaining(['copy-markdown', 'open-reader', 'open-popup']));
});

test('the Firefox build uses the sidebar, an event-page background and a gecko id, without hooks', () => {
  const dir = dirOf('firefox');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.sidebar_action.default_panel).toBe('sidepanel.html');
  expect(manifest.side_panel).toBeUndefined();
  expect(manifest.permissions).not.toContain('sidePanel');
  expect(manifest.background.scripts).toEqual(['background.js']);
  expect(manifest.browser_specific_settings.gecko.id).toBe('pith@example.org');
  expect(manifest.host_permissions).toBeUndefined();
  for (const file of jsFiles(dir)) expect(readFileSync(file, 'utf8')).not.toContain('__pithTest');
});

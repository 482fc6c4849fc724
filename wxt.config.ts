import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import type { Plugin } from 'vite';

// Test hooks (handlers callable from Playwright) are compiled in only for `npm run build:test`.
const testHooks = process.env.PITH_TEST_HOOKS === '1';

/**
 * The engine's `mathml-to-latex` import resolves, in the extension build only, to the stand-in that calls the
 * converter once the background has injected `mathml.js` (pages with MathML); entrypoints/mathml.ts, which
 * ships the package, keeps the real one. Why: src/extension/in-page/mathml-converter.ts.
 */
function lazyMathML(): Plugin {
  const shipsPackage = resolve('entrypoints/mathml.ts');
  return {
    name: 'pith-lazy-mathml',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'mathml-to-latex' || !importer || resolve(importer) === shipsPackage) return null;
      return resolve('src/extension/in-page/mathml-converter.ts');
    },
  };
}

export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  // PITH_OUT_DIR lets the production-build test build into a temporary folder without touching .output/.
  outDir: process.env.PITH_OUT_DIR || '.output',
  outDirTemplate: testHooks ? '{{browser}}-mv{{manifestVersion}}-test' : undefined,
  // The sources zip (for Firefox's review) is the repository's files: leave out the local output .gitignore lists
  // (WXT already skips node_modules, dotfiles, tests and the out dir); bench-results/ held whole builds.
  zip: { excludeSources: ['bench-results/**', 'test-results/**', 'playwright-report/**', 'dist/**', '**/*.log'] },
  // MV3 for Firefox too: one `action`, `scripting` and `storage.session` code path for both browsers.
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    // Name, description and shortcut descriptions in the browser's language (public/_locales).
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // Each permission is justified in ARCHITECTURE.md "## Permissions".
    permissions: ['activeTab', 'scripting', 'storage', 'contextMenus', 'clipboardWrite',
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen'])],
    // Asked for only when the user lets the side panel follow tabs Pith was not invoked on.
    optional_host_permissions: ['<all_urls>'],
    // Headless Chromium cannot give the toolbar click or key press that grants activeTab, so the test build
    // (and only it) may script the local test server.
    ...(testHooks ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
    icons: { 16: '/icon/16.png', 32: '/icon/32.png', 48: '/icon/48.png', 128: '/icon/128.png' },
    action: { default_title: 'Pith: reader view', default_icon: { 16: '/icon/16.png', 32: '/icon/32.png' } },
    // Keys Chromium actually assigns on a fresh profile: it silently leaves a suggested key unset when the browser
    // holds it (Alt+Shift+R, Alt+Shift+P and Alt+Shift+W were, on Chromium 156); e2e/settings.spec.ts checks each.
    commands: {
      'copy-markdown': { suggested_key: { default: 'Alt+Shift+M' }, description: '__MSG_cmdCopyMarkdown__' },
      'open-reader': { suggested_key: { default: 'Alt+Shift+V' }, description: '__MSG_cmdOpenReader__' },
      'open-popup': { suggested_key: { default: 'Alt+Shift+O' }, description: '__MSG_cmdOpenPopup__' },
    },
    ...(browser === 'firefox' ? { browser_specific_settings: {
      // addons.mozilla.org requires new add-ons to declare what they collect: nothing leaves the device.
      gecko: { id: 'pith@example.org', strict_min_version: '128.0', data_collection_permissions: { required: ['none'] } },
    } } : {}),
  }),
  hooks: {
    // The toolbar click opens the reader by default, so the action starts without a popup; the background sets
    // `popup.html` when the user chooses the popup (src/extension/background/toolbar.ts).
    'build:manifestGenerated': (_wxt, manifest) => {
      if (manifest.action) delete manifest.action.default_popup;
    },
  },
  vite: () => ({
    plugins: [lazyMathML()],
    define: { __PITH_TEST_HOOKS__: JSON.stringify(testHooks) },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  }),
});

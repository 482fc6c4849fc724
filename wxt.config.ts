import { defineConfig } from 'wxt';

// Test hooks (handlers callable from Playwright) are compiled in only for `npm run build:test`.
const testHooks = process.env.PITH_TEST_HOOKS === '1';

export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  outDirTemplate: testHooks ? '{{browser}}-mv{{manifestVersion}}-test' : undefined,
  manifest: ({ browser }) => ({
    name: 'Pith',
    description: 'Clean main content of any page: reader view, Markdown or text, on your own device.',
    permissions: ['activeTab', 'scripting', 'storage', 'contextMenus', 'clipboardWrite',
      ...(browser === 'firefox' ? [] : ['sidePanel'])],
  }),
  vite: () => ({
    define: { __PITH_TEST_HOOKS__: JSON.stringify(testHooks) },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  }),
});

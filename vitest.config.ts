import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Not tsconfig.json: it extends WXT's generated .wxt/tsconfig.json, and the engine's tests must run without
  // the extension framework's code generation (a fresh clone before `wxt prepare`).
  tsconfig: 'tsconfig.base.json',
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Engine tests build their own DOM (jsdom or linkedom) per test; UI tests opt into jsdom per file.
    environment: 'node',
    testTimeout: 30_000,
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
});

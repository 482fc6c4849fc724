import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Engine tests build their own DOM (jsdom or linkedom) per test; UI tests opt into jsdom per file.
    environment: 'node',
    testTimeout: 30_000,
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
});

import { availableParallelism } from 'node:os';
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
    // Vitest's default in a run is one worker fewer than the cores: on a two-core machine that is one file at a
    // time. The suites are CPU-bound and independent, so use every core.
    maxWorkers: availableParallelism(),
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
});

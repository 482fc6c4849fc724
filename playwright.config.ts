import { defineConfig } from '@playwright/test';

// Lets `context.route` see the extension service worker's own requests too (e2e/network.spec.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

// The extension under test is the test build (`npm run build:test`), which carries the test hooks.
export default defineConfig({
  testDir: 'e2e',
  // Not the default `test-results/`: Playwright empties its output folder at start, and test/run-all.sh keeps
  // the Vitest report there.
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  workers: 1,
  reporter: 'list',
  use: { trace: 'off' },
});

import { defineConfig } from '@playwright/test';

// The extension under test is the test build (`npm run build:test`), which carries the test hooks.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  workers: 1,
  reporter: process.env.CI ? 'list' : 'list',
  use: { trace: 'off' },
});

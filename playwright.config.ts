import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromiumLaunch.ts';

/** Fixed so a stale server is noticed (strictPort) instead of silently testing something else. */
export const PREVIEW_PORT = 4317;
const previewOrigin = `http://127.0.0.1:${PREVIEW_PORT}`;

// Specs run against `vite preview` of the production build (`npm run test:e2e` builds first): that is what
// people deploy, and the dev server's first load is slow while it pre-bundles dependencies.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  forbidOnly: true,
  fullyParallel: false,
  // One: the suite is CPU-bound on CI's two cores, and two workers took as long (9.1 min against 9.2).
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `${previewOrigin}/`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
    url: `${previewOrigin}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

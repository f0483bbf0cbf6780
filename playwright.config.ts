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
  // Two, one per core: with one worker a third of CI's two cores sat idle (a test waits on its page,
  // the page on its workers). Eight spec files took 170 s with one worker, 138 s with two, on an idle
  // machine. (An earlier comparison, 9.1 min against 9.2, was made on a machine busy with other work.)
  workers: 2,
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

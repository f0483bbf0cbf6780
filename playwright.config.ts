import { defineConfig } from '@playwright/test';

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
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `${previewOrigin}/`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser of its own here (no `playwright install`).
      executablePath: '/usr/bin/chromium',
      // Without the networking flags Chromium phones home at start-up; the machine's closed network refuses it.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // No host but localhost (127.0.0.1) resolves, so a request meant for the internet fails as it would
        // offline (e2e/fixtures.ts also fails the test that made it).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
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

/**
 * The `test` every spec uses. It holds the app to two promises on every page it opens:
 *   - no console error and no uncaught page error;
 *   - no request leaves the allowed origins (the preview server unless a spec adds one): such requests
 *     are recorded and fail the test. They cannot reach anywhere either: playwright.config.ts makes
 *     every host name but localhost unresolvable. The app must work with no network at all.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const artifactsDir = fileURLToPath(new URL('../e2e-artifacts/', import.meta.url));

interface GuardFixtures {
  /** Origins besides the baseURL's that pages may request (e.g. a second static server in a spec). */
  extraAllowedOrigins: string[];
  /** Console errors and page errors seen so far in this test. */
  pageErrors: string[];
  /** URLs requested outside the allowed origins so far in this test (each was aborted). */
  outsideRequests: string[];
}

export const test = base.extend<GuardFixtures>({
  extraAllowedOrigins: [[], { option: true }],

  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
      await use(errors);
      expect(errors, 'console errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],

  outsideRequests: [
    async ({ context, baseURL, extraAllowedOrigins }, use) => {
      if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL to the preview server.');
      const allowed = new Set([new URL(baseURL).origin, ...extraAllowedOrigins]);
      const isOutside = (url: string | URL) => {
        const parsed = new URL(url);
        return parsed.protocol !== 'data:' && !allowed.has(parsed.origin);
      };
      const outside: string[] = [];
      // Watched, not routed: routing would pause every request of the page and its workers until this
      // process answered, and turn the browser's HTTP cache off.
      context.on('request', (request) => {
        if (isOutside(request.url())) outside.push(request.url());
      });
      await use(outside);
      expect(outside, 'requests to anywhere but the allowed origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Screenshots are for people: only a run that asks for them (`E2E_SCREENSHOTS=1`) spends the ~30 s they take. */
const screenshotsWanted = Boolean(process.env.E2E_SCREENSHOTS);

/** With E2E_SCREENSHOTS set, saves a full-page screenshot as e2e-artifacts/<name>.png, to look at after a run. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: true });
}

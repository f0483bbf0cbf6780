/**
 * The `test` every spec uses. It holds the app to two promises on every page it opens:
 *   - no console error and no uncaught page error;
 *   - no request leaves the allowed origins (the preview server unless a spec adds one): such requests
 *     are recorded and fail the test. They cannot reach anywhere either: playwright.config.ts makes
 *     every host name but localhost unresolvable. The app must work with no network at all.
 */
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Request,
  type WebError,
} from '@playwright/test';
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
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      };
      const onError = (error: WebError) => errors.push(`page error: ${error.error().message}`);
      context.on('console', onConsole);
      context.on('weberror', onError);
      await use(errors);
      // Off again: a context shared by a file's tests (onOnePage) outlives this test.
      context.off('console', onConsole);
      context.off('weberror', onError);
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
      const onRequest = (request: Request) => {
        if (isOutside(request.url())) outside.push(request.url());
      };
      context.on('request', onRequest);
      await use(outside);
      context.off('request', onRequest);
      expect(outside, 'requests to anywhere but the allowed origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a spec file whose tests each start the same heavy way (the Console's editor, the JavaScript
 * mode's type checking): its tests run one after another on one page, which loads the app once.
 * Before each test but the first, the Console is shown (a change of hash: no reload), the sandbox
 * reset — no tables, runs or Regions, the clock restarted — as a fresh page has it, and the
 * viewport and colour scheme set back. The Console's own choices stay (mode, drafts, code language,
 * the language solutions are shown in): each test picks what it needs. The guards above still check
 * each test on its own. Call at the top of the file and write its tests with the `test` it returns;
 * a failed test skips the rest of the file's.
 */
export function onOnePage() {
  let shared: Page | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    shared = await browser.newPage();
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });
  return test.extend({
    // Playwright's fixtures take their dependencies as an object pattern: this one has none.
    // oxlint-disable-next-line no-empty-pattern
    context: async ({}, use) => use(shared!.context()),
    page: async ({ viewport, colorScheme }, use) => {
      const page = shared!;
      if (viewport) await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      if (page.url() !== 'about:blank') {
        await page.goto('./#/console');
        // The Console's chunk renders after the hash changes and pushes the footer down: a click begun
        // before that can press the button and be released elsewhere (focus, but no click). So the
        // Console is waited for, and the click repeated until its question shows.
        await expect(page.getByLabel('Table', { exact: true })).toBeVisible();
        const footer = page.getByRole('contentinfo');
        const confirm = footer.getByRole('button', { name: 'Delete everything' });
        await expect(async () => {
          if (!(await confirm.isVisible()))
            await footer.getByRole('button', { name: 'Reset sandbox' }).click();
          await expect(confirm).toBeVisible({ timeout: 2_000 });
        }).toPass();
        await confirm.click();
        // The app deletes the runs once the engine is empty, then lists its tables again.
        await expect(page.locator('.run-status')).toHaveCount(0);
        await expect(page.getByLabel('Table', { exact: true })).toContainText('no tables yet');
      }
      await use(page);
    },
  });
}

/** Screenshots are for people: only a run that asks for them (`E2E_SCREENSHOTS=1`) spends the ~30 s they take. */
const screenshotsWanted = Boolean(process.env.E2E_SCREENSHOTS);

/** With E2E_SCREENSHOTS set, saves a full-page screenshot as e2e-artifacts/<name>.png, to look at after a run. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: true });
}

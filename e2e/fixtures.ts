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
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type WebError,
} from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

interface WorkerFixtures {
  /** The worker's one browser context, kept across its tests (see `freshContext`). */
  workerContext: BrowserContext;
}

/**
 * Everything a test may leave in the worker's context, taken away before the next test starts: its
 * pages, the permissions it granted, its routes, and what the app stored (IndexedDB, local storage,
 * and the rest) for the origins tests use. Only the HTTP cache (and V8's code cache kept with it)
 * stays, which is the point of sharing the context. Returns the context's one page left, blank.
 */
async function freshContext(context: BrowserContext, origins: Iterable<string>): Promise<Page> {
  const page = await context.newPage();
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.clearPermissions();
  await context.unrouteAll();
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) {
    // Every type but the HTTP cache (which this call cannot clear: Network.clearBrowserCache does).
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes:
        'cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage,shared_storage,storage_buckets',
    });
  }
  await cdp.detach();
  return page;
}

/** Playwright's locale for a new context; a persistent one would take the system's. */
const LOCALE = 'en-US';

/**
 * A spec that sets a context option the shared context cannot take per test gets an error saying
 * so, rather than a context silently without it: such a spec opens its own with
 * `browser.newContext(...)`. (viewport and colorScheme are set on each test's page instead.)
 */
function assertNoContextOptionSet(set: Record<string, boolean>): void {
  const names = Object.keys(set).filter((name) => set[name]);
  if (names.length > 0) {
    throw new Error(
      `The shared browser context (e2e/fixtures.ts) cannot take ${names.join(', ')} per test: ` +
        'open a context of your own with browser.newContext().',
    );
  }
}

export const test = base.extend<GuardFixtures, WorkerFixtures>({
  extraAllowedOrigins: [[], { option: true }],

  // One persistent context per worker instead of Playwright's fresh (off-the-record) context per test:
  // a fresh context has no HTTP cache and no V8 code cache, so every test (every file, with onOnePage)
  // downloaded, parsed and compiled the app's megabytes of JavaScript (Monaco, its workers) again.
  // Measured on the whole suite, as the CPU of every process (Chromium's included), 2 runs before and 3
  // after: 747 CPU-s before, 703 after (-5.9%); wall 411 s -> 388 s. `vite preview` sends `no-cache`
  // with an ETag: each load revalidates (a 304 on localhost) and reuses the cached copy.
  // Same Chromium and switches as playwright.config.ts's launchOptions; `freshContext` isolates tests.
  workerContext: [
    async ({ playwright, launchOptions, headless }, use, workerInfo) => {
      const userDataDir = await mkdtemp(join(tmpdir(), 'e2e-profile-'));
      const context = await playwright.chromium.launchPersistentContext(userDataDir, {
        ...launchOptions,
        headless,
        baseURL: workerInfo.project.use.baseURL,
        locale: LOCALE,
      });
      await use(context);
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  // Playwright reads a fixture's dependencies from its parameter's names: each option is listed.
  context: async (
    {
      workerContext,
      baseURL,
      extraAllowedOrigins,
      locale,
      timezoneId,
      permissions,
      geolocation,
      storageState,
      offline,
      extraHTTPHeaders,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      javaScriptEnabled,
      httpCredentials,
      bypassCSP,
      contextOptions,
    },
    use,
  ) => {
    // Each option set to other than the value the shared context has.
    assertNoContextOptionSet({
      locale: locale !== LOCALE,
      timezoneId: timezoneId !== undefined,
      permissions: permissions !== undefined,
      geolocation: geolocation !== undefined,
      storageState: storageState !== undefined,
      offline,
      extraHTTPHeaders: extraHTTPHeaders !== undefined,
      userAgent: userAgent !== undefined,
      isMobile,
      hasTouch,
      deviceScaleFactor: deviceScaleFactor !== undefined,
      javaScriptEnabled: !javaScriptEnabled,
      httpCredentials: httpCredentials !== undefined,
      bypassCSP,
      contextOptions: Object.keys(contextOptions).length > 0,
    });
    const origins = [new URL(baseURL!).origin, ...extraAllowedOrigins];
    await freshContext(workerContext, origins);
    await use(workerContext);
    // Closed now rather than before the next test: a page left open would keep running meanwhile.
    for (const page of workerContext.pages()) await page.close();
  },

  // What Playwright would have set on a new context, set on the test's page instead.
  page: async ({ context, viewport, colorScheme }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await use(page);
  },

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
  test.beforeAll(async ({ workerContext }) => {
    const { baseURL } = test.info().project.use;
    shared = await freshContext(workerContext, [new URL(baseURL!).origin]);
  });
  test.afterAll(async () => {
    await shared?.close();
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

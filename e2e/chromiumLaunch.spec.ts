/**
 * The browser the tests drive: playwright.config.ts replaces Playwright's `--disable-features` with
 * a longer one (e2e/chromiumLaunch.ts). This checks that it still holds all of Playwright's own, and
 * that it still keeps Chromium's address-bar popup renderer from starting.
 */
// Playwright's own `test`: this spec opens no page of the app, so fixtures.ts's page guards do not apply.
import { chromium, expect, test, type LaunchOptions } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { disabledFeatures, OMNIBOX_POPUP_FEATURES } from './chromiumLaunch.ts';

/** Chromium's top-chrome WebUI renderers among the processes below `root`. */
function webUiRenderers(root: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/)!)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  const below = new Set([root]);
  for (let size = 0; size !== below.size;) {
    size = below.size;
    for (const row of rows) if (below.has(row.ppid)) below.add(row.pid);
  }
  return rows.filter((row) => below.has(row.pid) && row.args.includes('--top-chrome-webui')).length;
}

/** Starts Chromium, opens one page in a new context, and returns the browser's command line. */
async function withPage(options: LaunchOptions, inspect: (root: number, args: string[]) => Promise<void>) {
  const server = await chromium.launchServer(options);
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const page = await (await browser.newContext()).newPage();
    await page.goto('data:text/html,<p>page</p>');
    const child = server.process();
    await inspect(child.pid!, child.spawnargs);
  } finally {
    await server.close();
  }
}

test('the tests’ Chromium keeps Playwright’s disabled features and starts no address-bar popup', async ({
  launchOptions,
}) => {
  const { executablePath } = launchOptions;
  let playwrightOwn: string[] = [];
  let popupAfterMs = 0;
  // Playwright's own switches alone: the popup's renderer starts, which shows the check below can fail.
  await withPage({ executablePath, args: ['--no-sandbox'] }, async (root, args) => {
    playwrightOwn = disabledFeatures(args);
    const started = Date.now();
    await expect.poll(() => webUiRenderers(root), { timeout: 10_000 }).toBeGreaterThan(0);
    popupAfterMs = Date.now() - started;
  });
  expect(playwrightOwn).toContain('PaintHolding');

  await withPage(launchOptions, async (root, args) => {
    expect(disabledFeatures(args)).toEqual([...playwrightOwn, ...OMNIBOX_POPUP_FEATURES]);
    // Twice as long as the popup took to start above, and at least a second.
    await new Promise((resolve) => setTimeout(resolve, Math.max(1000, 2 * popupAfterMs)));
    expect(webUiRenderers(root)).toBe(0);
  });
});

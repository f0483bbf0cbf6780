import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { startStaticServer, type StaticServer } from './staticServer.ts';

const sectionNames = ['Console', 'Explorer', 'S3 simulated', 'Heatmap', 'Metrics', 'Lessons'];

/** What every deployment of the shell must show: the product, its sections, and the local endpoint. */
async function expectShell(page: Page) {
  await expect(page).toHaveTitle('Dynamo Sandbox');
  await expect(page.getByRole('banner')).toContainText('Dynamo Sandbox');
  const navLinks = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
  await expect(navLinks).toHaveText(sectionNames);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('npm run serve');
  await expect(page.getByRole('main')).toContainText('--endpoint-url http://localhost:8000');
}

/** True when the page's own stylesheet is applied (not just the browser's defaults). */
async function stylesApplied(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).margin === '0px');
}

test('the shell loads with the product name and the section navigation', async ({ page }) => {
  await page.goto('./');
  await expectShell(page);
  expect(await stylesApplied(page)).toBe(true);
  await saveScreenshot(page, 'shell-desktop');
});

test('the shell fits a phone-sized screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./');
  await expectShell(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'shell-phone');
});

test('the shell follows a dark colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./');
  await expectShell(page);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(16, 19, 28)');
  await saveScreenshot(page, 'shell-dark');
});

test.describe('self-hosted under a sub-path', () => {
  const subPath = '/training/sandbox/';
  const port = 4318;
  let server: StaticServer;

  test.use({ extraAllowedOrigins: [`http://127.0.0.1:${port}`] });
  test.beforeAll(async () => {
    server = await startStaticServer(fileURLToPath(new URL('../dist/', import.meta.url)), subPath, port);
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('the build loads with all its assets from /training/sandbox/', async ({ page }) => {
    const responses: { url: string; status: number }[] = [];
    page.on('response', (response) => responses.push({ url: response.url(), status: response.status() }));

    await page.goto(server.url);
    await expectShell(page);
    expect(await stylesApplied(page)).toBe(true);

    const assets = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[src], link[href]'), (element) =>
        element instanceof HTMLScriptElement ? element.src : (element as HTMLLinkElement).href,
      ),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const url of assets) expect(url.startsWith(server.url), url).toBe(true);
    // The favicon is fetched after the page settles, so wait for every referenced asset to arrive.
    await expect
      .poll(() => responses.map((response) => response.url))
      .toEqual(expect.arrayContaining(assets));
    expect(responses.filter((response) => response.status !== 200)).toEqual([]);

    await saveScreenshot(page, 'shell-subpath');
  });
});

/**
 * fixtures.ts keeps one browser context per worker, so that its HTTP cache (and V8's code cache)
 * outlive a test. The first of these two tests leaves behind what a test can leave in a context,
 * the second checks that none of it reached it.
 */
import { expect, test } from './fixtures.ts';

// The app's page (a file such as favicon.svg would have Chromium ask for /favicon.ico, a 404 the guards
// count as a console error). The app stores data of its own: only what is named `leftover` is checked.
const sameOrigin = './';

// One worker, in this order (and the second skipped if the first fails).
test.describe.configure({ mode: 'serial' });

test('a test leaves data, permissions and pages behind', async ({ page, context }) => {
  await page.goto(sameOrigin);
  await context.grantPermissions(['clipboard-read']);
  await page.evaluate(async () => {
    localStorage.setItem('leftover', 'yes');
    await new Promise((resolve, reject) => {
      const request = indexedDB.open('leftover');
      request.onsuccess = () => resolve(request.result.close());
      request.onerror = () => reject(request.error);
    });
    await (await caches.open('leftover')).put('/leftover', new Response('yes'));
  });
  await (await context.newPage()).goto(sameOrigin);
});

test('the next test in the worker finds none of it', async ({ page, context }) => {
  await page.goto(sameOrigin);
  expect(context.pages()).toEqual([page]);
  const found = await page.evaluate(async () => ({
    localStorage: localStorage.getItem('leftover'),
    databases: (await indexedDB.databases()).filter((database) => database.name === 'leftover'),
    caches: await caches.has('leftover'),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  }));
  expect(found).toEqual({ localStorage: null, databases: [], caches: false, clipboard: 'prompt' });
});

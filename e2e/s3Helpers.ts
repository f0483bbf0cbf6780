/**
 * The `app` table of three customers that the S3 export tests (s3Exports.spec.ts,
 * s3ExportKinds.spec.ts) export, made in the Console.
 */
import type { Page } from '@playwright/test';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { expect } from './fixtures.ts';
import { clock } from './heatmapHelpers.ts';

export const customers = ['Ada', 'Grace', 'Edsger'].map((name, position) => ({
  PutRequest: {
    Item: { PK: { S: `CUSTOMER#${position + 1}` }, SK: { S: 'PROFILE' }, name: { S: name } },
  },
}));

/** The `app` table with three customers, made in the Console. */
export async function makeCustomers(page: Page): Promise<void> {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  // The table is CREATING for a moment: the batch is refused until it is ACTIVE.
  await expect
    .poll(async () => runJson(page, 'BatchWriteItem', { RequestItems: { app: customers } }), {
      timeout: 10_000,
    })
    .toMatch(/Succeeded/);
}

/**
 * An export or import stays IN_PROGRESS for a few simulated seconds: the header's Step (+1 min by
 * default) moves the clock past them at once, as a learner can, rather than waiting them out at 1×.
 */
export async function stepClock(page: Page): Promise<void> {
  await clock(page).getByRole('button', { name: 'Step' }).click();
}

/**
 * One file format on both sides: a sandbox downloaded from the app is served by
 * `npm run serve -- --data`, and the endpoint's data file opens in the app.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import { Engine } from '../../src/engine/engine.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { openDataFile } from '../../src/server/dataFile.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function appCall(client: ReturnType<typeof createInProcessClient>, operation: string, body: object) {
  const outcome = await client.request(`DynamoDB_20120810.${operation}`, JSON.stringify(body));
  if (!outcome.ok) throw new Error(outcome.error.message);
  return JSON.parse(outcome.value.body) as Record<string, unknown>;
}

const TABLE = {
  TableName: 'library',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
  BillingMode: 'PAY_PER_REQUEST',
};
const BOOK = {
  PK: { S: 'AUTHOR#le-guin' },
  SK: { S: 'BOOK#1969' },
  title: { S: 'The Left Hand of Darkness' },
};
const KEY = { PK: BOOK.PK, SK: BOOK.SK };

it('serves a sandbox downloaded from the app, and its data file opens in the app', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'dynamo-sandbox-exchange-'));
  folders.push(folder);
  const path = join(folder, 'downloaded.json');

  const app = createInProcessClient({ tableStatusDelayMs: 0 });
  await appCall(app, 'CreateTable', TABLE);
  await appCall(app, 'PutItem', { TableName: 'library', Item: BOOK });
  writeFileSync(path, JSON.stringify(await app.sandboxData(), null, 2));

  const engine = new Engine({ tableStatusDelayMs: 0 });
  const file = await openDataFile(engine, path, {
    clockSpeed: 1,
    onError: (message) => expect.fail(message),
  });
  expect(file.restored).toEqual({ tables: 1, items: 1 });
  const dispatch = createDispatch(engine);
  const served = dispatch('DynamoDB_20120810.GetItem', JSON.stringify({ TableName: 'library', Key: KEY }));
  expect(JSON.parse(served.body)).toEqual({ Item: BOOK });

  const update = dispatch(
    'DynamoDB_20120810.UpdateItem',
    JSON.stringify({
      TableName: 'library',
      Key: KEY,
      UpdateExpression: 'SET borrowed = :yes',
      ExpressionAttributeValues: { ':yes': { BOOL: true } },
    }),
  );
  expect(update.status).toBe(200);
  file.changed();
  await file.flush();

  const reopened = createInProcessClient({ tableStatusDelayMs: 0 });
  const outcome = await reopened.openSandbox(JSON.parse(readFileSync(path, 'utf8')));
  expect(outcome).toEqual({ ok: true, restored: { tables: 1, items: 1 } });
  expect((await appCall(reopened, 'GetItem', { TableName: 'library', Key: KEY })).Item).toEqual({
    ...BOOK,
    borrowed: { BOOL: true },
  });
  // The app's trigger list came along through the endpoint's save.
  expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ triggers: [] });
  app.dispose();
  reopened.dispose();
});

it('opens nothing from damaged data and leaves the app sandbox as it was', async () => {
  const app = createInProcessClient({ tableStatusDelayMs: 0 });
  await appCall(app, 'CreateTable', TABLE);
  const outcome = await app.openSandbox({
    format: 'dynamo-sandbox/engine-snapshot',
    version: 2,
    tables: 'none',
  });
  expect(outcome).toEqual({ ok: false, error: expect.stringContaining('The snapshot is damaged: clock') });
  expect((await appCall(app, 'ListTables', {})).TableNames).toEqual(['library']);
  app.dispose();
});

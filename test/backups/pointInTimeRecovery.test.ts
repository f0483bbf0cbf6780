/** Point-in-time recovery through the real AWS SDK, on the sandbox clock. */
import {
  CreateTableCommand,
  DescribeContinuousBackupsCommand,
  QueryCommand,
  RestoreTableToPointInTimeCommand,
  ScanCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inProcessEndpoint, type InProcessEndpoint } from '../helpers/endpoint.ts';
import { sdkFailure as failure } from '../helpers/sdkFailure.ts';

let endpoint: InProcessEndpoint;
const advance = (seconds: number) =>
  endpoint.dispatch('DynamoSandbox.AdvanceClock', JSON.stringify({ Seconds: seconds }));
const nowSeconds = () => endpoint.engine.now() / 1000;
/** The SDK reads epoch seconds into Dates to the millisecond; the clock runs finer. */
const expectNear = (date: Date | undefined, seconds: number) =>
  expect(Math.abs(date!.getTime() - seconds * 1000)).toBeLessThan(1);
const put = (id: string, state: string) =>
  endpoint.doc.send(new PutCommand({ TableName: 'orders', Item: { id, state } }));
const enable = (days?: number) =>
  endpoint.client.send(
    new UpdateContinuousBackupsCommand({
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: days },
    }),
  );
const restore = (target: string, at: number | 'latest') =>
  endpoint.client.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: 'orders',
      TargetTableName: target,
      ...(at === 'latest' ? { UseLatestRestorableTime: true } : { RestoreDateTime: new Date(at * 1000) }),
    }),
  );
const itemsOf = async (table: string) =>
  (await endpoint.client.send(new ScanCommand({ TableName: table }))).Items?.map(
    (item) => `${item.id.S}:${item.state.S}`,
  ).sort();

beforeEach(async () => {
  // Tables stay CREATING for a simulated second, so a restore's summary can be seen.
  endpoint = inProcessEndpoint({ tableStatusDelayMs: 1000 });
  // Time moves only when the test says: the window's ends are exact.
  endpoint.dispatch('DynamoSandbox.SetClock', JSON.stringify({ Paused: true }));
  await endpoint.client.send(
    new CreateTableCommand({
      TableName: 'orders',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  // ACTIVE after a second, backups a moment later (operations/tableArrival.ts).
  advance(2);
});
afterEach(() => endpoint.close());

describe('point-in-time recovery', () => {
  it('is off until turned on; then the window runs from then to five minutes ago', async () => {
    const describe = async () =>
      (await endpoint.client.send(new DescribeContinuousBackupsCommand({ TableName: 'orders' })))
        .ContinuousBackupsDescription;
    expect(await describe()).toEqual({
      ContinuousBackupsStatus: 'ENABLED',
      PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' },
    });
    const enabledAt = nowSeconds();
    expect((await enable()).ContinuousBackupsDescription?.PointInTimeRecoveryDescription).toMatchObject({
      PointInTimeRecoveryStatus: 'ENABLED',
      RecoveryPeriodInDays: 35,
    });
    advance(3600);
    const window = (await describe())?.PointInTimeRecoveryDescription;
    expectNear(window?.EarliestRestorableDateTime, enabledAt);
    expectNear(window?.LatestRestorableDateTime, nowSeconds() - 300);

    // A shorter recovery period moves the earliest time up once the table is older than it.
    await enable(1);
    advance(2 * 86400);
    const shorter = (await describe())?.PointInTimeRecoveryDescription;
    expect(shorter?.RecoveryPeriodInDays).toBe(1);
    expectNear(shorter?.EarliestRestorableDateTime, nowSeconds() - 86400);

    // What the shorter period let go stays gone: a longer one reaches back only to where the shorter
    // one stood when it was raised, then widens again as time passes. No write came in between.
    const raisedAt = nowSeconds();
    await enable(10);
    const raised = (await describe())?.PointInTimeRecoveryDescription;
    expect(raised?.RecoveryPeriodInDays).toBe(10);
    expectNear(raised?.EarliestRestorableDateTime, raisedAt - 86400);
    advance(3600);
    expectNear(
      (await describe())?.PointInTimeRecoveryDescription?.EarliestRestorableDateTime,
      raisedAt - 86400,
    );
    expect(await failure(restore('orders-gone', raisedAt - 2 * 86400))).toMatchObject({
      name: 'InvalidRestoreTimeException',
    });
  });

  it('restores the items as they were at any second of the window, as a new table', async () => {
    await enable();
    await put('o-1', 'placed');
    await put('o-2', 'placed');
    advance(600);
    const beforeMistake = nowSeconds();
    advance(60);
    await endpoint.doc.send(new DeleteCommand({ TableName: 'orders', Key: { id: 'o-1' } }));
    await endpoint.doc.send(
      new UpdateCommand({
        TableName: 'orders',
        Key: { id: 'o-2' },
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':s': 'lost' },
      }),
    );
    await put('o-3', 'placed');
    advance(600);

    const restored = await restore('orders-before', beforeMistake);
    expect(restored.TableDescription?.RestoreSummary).toMatchObject({
      SourceTableArn: expect.stringMatching(/:table\/orders$/),
    });
    expectNear(restored.TableDescription?.RestoreSummary?.RestoreDateTime, beforeMistake);
    expect(restored.TableDescription?.RestoreSummary?.SourceBackupArn).toBeUndefined();
    advance(1);
    expect(await itemsOf('orders-before')).toEqual(['o-1:placed', 'o-2:placed']);
    expect(await itemsOf('orders')).toEqual(['o-2:lost', 'o-3:placed']);
    // The latest restorable time is five minutes ago: everything above is in it.
    await restore('orders-latest', 'latest');
    advance(1);
    expect(await itemsOf('orders-latest')).toEqual(['o-2:lost', 'o-3:placed']);
  });

  it('gives the copy the source table’s indexes as they are at the restore, not at the restore time', async () => {
    await enable();
    await put('o-1', 'placed');
    advance(600);
    const beforeIndex = nowSeconds();
    advance(60);
    await endpoint.client.send(
      new UpdateTableCommand({
        TableName: 'orders',
        AttributeDefinitions: [{ AttributeName: 'state', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: 'by-state',
              KeySchema: [{ AttributeName: 'state', KeyType: 'HASH' }],
              Projection: { ProjectionType: 'KEYS_ONLY' },
            },
          },
        ],
      }),
    );
    advance(600);

    const restored = await restore('orders-copy', beforeIndex);
    expect(restored.TableDescription?.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toEqual([
      'by-state',
    ]);
    advance(1);
    const byState = await endpoint.client.send(
      new QueryCommand({
        TableName: 'orders-copy',
        IndexName: 'by-state',
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':s': { S: 'placed' } },
      }),
    );
    expect(byState.Items?.map((item) => item.id.S)).toEqual(['o-1']);
  });

  it('never reaches back past changes it has dropped, when the period is made longer', async () => {
    await enable(1);
    advance(3600);
    await put('o-1', 'placed');
    const firstWrite = nowSeconds();
    advance(2 * 86400);
    // This write drops the first one from the one-day log.
    await put('o-1', 'shipped');
    const raisedAt = nowSeconds();
    await enable(35);
    const window = (await endpoint.client.send(new DescribeContinuousBackupsCommand({ TableName: 'orders' })))
      .ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
    expect(window?.RecoveryPeriodInDays).toBe(35);
    // Not the dropped write's time: the one-day period in force until the raise kept one day only.
    expectNear(window?.EarliestRestorableDateTime, raisedAt - 86400);
    expect((await failure(restore('copy', firstWrite - 60))).name).toBe('InvalidRestoreTimeException');
  });

  it('refuses a restore when recovery is off or the time is outside the window', async () => {
    expect(await failure(restore('copy', nowSeconds() - 60))).toEqual({
      name: 'PointInTimeRecoveryUnavailableException',
      message: "Point in time recovery is not enabled for table 'orders'",
    });
    const enabledAt = nowSeconds();
    await enable();
    advance(3600);
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
    // Whole seconds, the window rounded inwards (restoreWindowMessage.test.ts).
    expect(await failure(restore('copy', enabledAt - 1))).toEqual({
      name: 'InvalidRestoreTimeException',
      message: `RestoreDateTime '${iso(Math.floor(enabledAt - 1))}' must be within EarliestRestorableDateTime '${iso(Math.ceil(enabledAt))}' and LatestRestorableDateTime '${iso(Math.floor(nowSeconds() - 300))}'`,
    });
    expect((await failure(restore('copy', nowSeconds() - 60))).name).toBe('InvalidRestoreTimeException');
    expect(
      await failure(
        endpoint.client.send(
          new RestoreTableToPointInTimeCommand({
            SourceTableName: 'missing',
            TargetTableName: 'copy',
            UseLatestRestorableTime: true,
          }),
        ),
      ),
    ).toEqual({ name: 'TableNotFoundException', message: 'Table not found: missing' });
    expect((await failure(restore('orders', nowSeconds() - 600))).name).toBe('TableAlreadyExistsException');
    const wire = (request: object) =>
      endpoint.wire('RestoreTableToPointInTime', { TargetTableName: 'copy', ...request }).body.message;
    expect(wire({ SourceTableName: 'orders' })).toBe(
      'Invalid Request: Either one of RestoreDateTime or UseLatestRestorableTime must be specified, but not both',
    );
    expect(wire({ SourceTableName: 'orders', SourceTableArn: 'arn:x', UseLatestRestorableTime: true })).toBe(
      'Must provide exactly one of: sourceTableArn, sourceTableName',
    );
    expect(wire({ UseLatestRestorableTime: true })).toBe(
      "The parameter 'TableName' is required but was not present in the request",
    );
    expect([...endpoint.engine.tables.keys()]).toEqual(['orders']);
  });

  it('checks the recovery period: 1 to 35 days, and only when turning recovery on', async () => {
    expect(
      endpoint.wire('UpdateContinuousBackups', {
        TableName: 'orders',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 36 },
      }).body.message,
    ).toBe(
      "1 validation error detected: Value '36' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' failed to satisfy constraint: Member must have value less than or equal to 35",
    );
    expect(
      endpoint.wire('UpdateContinuousBackups', {
        TableName: 'orders',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false, RecoveryPeriodInDays: 7 },
      }).body.__type,
    ).toBe('com.amazon.coral.validate#ValidationException');
    await enable();
    const off = await endpoint.client.send(
      new UpdateContinuousBackupsCommand({
        TableName: 'orders',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
      }),
    );
    expect(off.ContinuousBackupsDescription?.PointInTimeRecoveryDescription).toEqual({
      PointInTimeRecoveryStatus: 'DISABLED',
    });
  });

  it('runs at most 50 restores at once (DDB-TABLE-443)', async () => {
    await enable();
    advance(600);
    for (let i = 0; i < 50; i++) await restore(`copy-${i}`, 'latest');
    expect(await failure(restore('copy-50', 'latest'))).toEqual({
      name: 'LimitExceededException',
      message: 'Subscriber limit exceeded: Only 50 restore operations can be done simultaneously',
    });
    advance(1);
    await restore('copy-50', 'latest');
  });
});

/**
 * What CreateTable, UpdateTable and DeleteTable replies show of a table next to DescribeTable.
 * Recorded DynamoDB answers: probes of AWS catalogued by ack-api-quirks (dynamodb DDB-TABLE-032, 033,
 * 060, 125, 134, 138, 363, 2026), dynalite's CreateTable recordings, and raw JSON measured by ExtendDB in
 * 2026 for TableThroughputModeSummary — a member the SDKs do not model, so only the wire transports
 * see it.
 */
import { describe, expect, it } from 'vitest';
import { ok, WIRE_TRANSPORTS } from '../conformance/support/suite.ts';
import { advance, useManualEndpoint } from './support/setup.ts';

const DELAY_MS = 1000;
const context = useManualEndpoint({ tableStatusDelayMs: DELAY_MS });
const key = {
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
};
const index = (warm?: object) => ({
  IndexName: 'byPk',
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  Projection: { ProjectionType: 'KEYS_ONLY' },
  ...(warm ? { WarmThroughput: warm } : {}),
});
type Description = Record<string, unknown> & { GlobalSecondaryIndexes?: Record<string, unknown>[] };

describe.each(WIRE_TRANSPORTS)('table replies via %s', (via) => {
  const call = async (operation: string, body: object) => ok(await context.call[via](operation, body));
  const describeTable = async (TableName: string) =>
    (await call('DescribeTable', { TableName })).Table as Description;

  it('CreateTable leaves out what is still being put in place', async () => {
    const TableName = `replies_ondemand_${via}`;
    const created = (
      await call('CreateTable', {
        TableName,
        ...key,
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes: [index()],
      })
    ).TableDescription as Description;
    expect(created.BillingModeSummary).toEqual({ BillingMode: 'PAY_PER_REQUEST' });
    expect(created.TableThroughputModeSummary).toEqual({ TableThroughputMode: 'PAY_PER_REQUEST' });
    expect(created).not.toHaveProperty('WarmThroughput');
    expect(created.GlobalSecondaryIndexes![0]).not.toHaveProperty('WarmThroughput');
    expect(created.GlobalSecondaryIndexes![0].IndexStatus).toBe('CREATING');

    advance(context, DELAY_MS);
    const described = await describeTable(TableName);
    const since = described.CreationDateTime;
    expect(described.BillingModeSummary).toEqual({
      BillingMode: 'PAY_PER_REQUEST',
      LastUpdateToPayPerRequestDateTime: since,
    });
    expect(described.TableThroughputModeSummary).toEqual({
      TableThroughputMode: 'PAY_PER_REQUEST',
      LastUpdateToPayPerRequestDateTime: since,
    });
    expect(described.WarmThroughput).toEqual({
      ReadUnitsPerSecond: 12000,
      WriteUnitsPerSecond: 4000,
      Status: 'ACTIVE',
    });

    const deleted = (await call('DeleteTable', { TableName })).TableDescription as Description;
    expect(deleted).not.toHaveProperty('WarmThroughput');
    expect(deleted.TableThroughputModeSummary).toEqual(described.TableThroughputModeSummary);
  });

  it('shows a warm throughput given at creation UPDATING until the table is ACTIVE', async () => {
    const TableName = `replies_warm_${via}`;
    const warm = { ReadUnitsPerSecond: 13000, WriteUnitsPerSecond: 5000 };
    const created = (
      await call('CreateTable', {
        TableName,
        ...key,
        BillingMode: 'PAY_PER_REQUEST',
        WarmThroughput: warm,
        GlobalSecondaryIndexes: [index(warm)],
      })
    ).TableDescription as Description;
    expect(created.WarmThroughput).toEqual({ ...warm, Status: 'UPDATING' });
    expect(created.GlobalSecondaryIndexes![0]).not.toHaveProperty('WarmThroughput');
    const creating = await describeTable(TableName);
    expect(creating.GlobalSecondaryIndexes![0].WarmThroughput).toEqual({ ...warm, Status: 'UPDATING' });
    advance(context, DELAY_MS);
    const active = await describeTable(TableName);
    expect(active.WarmThroughput).toEqual({ ...warm, Status: 'ACTIVE' });
    expect(active.GlobalSecondaryIndexes![0].WarmThroughput).toEqual({ ...warm, Status: 'ACTIVE' });
  });

  it("raises a table's and its index's warm throughput in one UpdateTable", async () => {
    // The call AWS's guide shows (update-warm-throughput.html); each raise settles on its own.
    const TableName = `replies_warm_update_${via}`;
    await call('CreateTable', {
      TableName,
      ...key,
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [index()],
    });
    advance(context, DELAY_MS);
    const tableWarm = { ReadUnitsPerSecond: 15000, WriteUnitsPerSecond: 6000 };
    const indexWarm = { ReadUnitsPerSecond: 14000, WriteUnitsPerSecond: 5000 };
    const updated = (
      await call('UpdateTable', {
        TableName,
        WarmThroughput: tableWarm,
        GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'byPk', WarmThroughput: indexWarm } }],
      })
    ).TableDescription as Description;
    expect(updated.TableStatus).toBe('ACTIVE');
    expect((updated.WarmThroughput as { Status: string }).Status).toBe('UPDATING');
    expect(
      ((await describeTable(TableName)).GlobalSecondaryIndexes![0].WarmThroughput as { Status: string })
        .Status,
    ).toBe('UPDATING');
    advance(context, 300_000);
    const settled = await describeTable(TableName);
    expect(settled.WarmThroughput).toEqual({ ...tableWarm, Status: 'ACTIVE' });
    expect(settled.GlobalSecondaryIndexes![0].WarmThroughput).toEqual({ ...indexWarm, Status: 'ACTIVE' });
  });

  it('summarises billing only once a table has been on demand, without the time in the switch reply', async () => {
    const TableName = `replies_provisioned_${via}`;
    const created = (
      await call('CreateTable', {
        TableName,
        ...key,
        ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      })
    ).TableDescription as Description;
    expect(created).not.toHaveProperty('BillingModeSummary');
    expect(created).not.toHaveProperty('TableThroughputModeSummary');
    advance(context, DELAY_MS);
    expect(await describeTable(TableName)).not.toHaveProperty('TableThroughputModeSummary');

    const switched = (await call('UpdateTable', { TableName, BillingMode: 'PAY_PER_REQUEST' }))
      .TableDescription as Description;
    expect(switched.BillingModeSummary).toEqual({ BillingMode: 'PAY_PER_REQUEST' });
    expect(switched.TableThroughputModeSummary).toEqual({ TableThroughputMode: 'PAY_PER_REQUEST' });
    advance(context, DELAY_MS);
    const described = await describeTable(TableName);
    expect(described.TableThroughputModeSummary).toEqual({
      TableThroughputMode: 'PAY_PER_REQUEST',
      LastUpdateToPayPerRequestDateTime: expect.any(Number),
    });
  });

  it('lists attribute definitions and an index projection’s attributes by name (DDB-TABLE-125)', async () => {
    const TableName = `replies_sorted_${via}`;
    const names = ['z', 'a', 'm', 'sk', 'pk'];
    const created = (
      await call('CreateTable', {
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: ['z', 'a', 'm'].map((name) => ({
          IndexName: `by_${name}`,
          KeySchema: [{ AttributeName: name, KeyType: 'HASH' }],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['zz', 'aa', 'mm', 'sk'] },
        })),
      })
    ).TableDescription as Description;
    const sorted = ['a', 'm', 'pk', 'sk', 'z'].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S',
    }));
    expect(created.AttributeDefinitions).toEqual(sorted);
    const described = await describeTable(TableName);
    expect(described.AttributeDefinitions).toEqual(sorted);
    // Indexes keep the order they were given in.
    expect(described.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toEqual([
      'by_z',
      'by_a',
      'by_m',
    ]);
    expect(described.GlobalSecondaryIndexes?.[0].Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: ['aa', 'mm', 'sk', 'zz'],
    });
  });
});

/**
 * What UpdateTable does, through dispatch and the AWS SDK: new global indexes backfilled on the clock
 * and then served, index deletion, billing-mode and throughput changes with their statuses. Recorded
 * DynamoDB answers as in updateTable.test.ts; the clock is manual.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { CLIENT_TRANSPORTS, type Call, failed, ok } from '../conformance/support/suite.ts';
import { hash, tableRequest } from '../conformance/support/tables.ts';
import { advance, useManualEndpoint } from './support/setup.ts';
import {
  create,
  createActive,
  remove,
  S,
  STATUS_DELAY_MS,
  throughput,
  update,
  withIndexes,
} from './support/updateTableFixtures.ts';

const context = useManualEndpoint({ tableStatusDelayMs: STATUS_DELAY_MS });

describe.each(CLIENT_TRANSPORTS)('UpdateTable functionality via %s', (via) => {
  const call: Call = (operation, body) => context.call[via](operation, body);
  const table = `utable_gsi_${via}`;
  const describe_ = async (name = table) => ok(await call('DescribeTable', { TableName: name })).Table;
  const index = async (name: string) =>
    ((await describe_()).GlobalSecondaryIndexes ?? []).find(
      (i: { IndexName: string }) => i.IndexName === name,
    );
  const byColor = {
    TableName: table,
    IndexName: 'ByColor',
    KeyConditionExpression: 'color = :c',
    ExpressionAttributeValues: { ':c': S('red') },
  };

  beforeAll(async () => {
    await createActive(context, tableRequest(table, ['pk', 'S']));
    const colors: [string, string | undefined][] = [
      ['1', 'red'],
      ['2', 'blue'],
      ['3', 'red'],
      ['4', undefined],
    ];
    for (const [id, color] of colors)
      ok(
        await context.call.dispatch('PutItem', {
          TableName: table,
          Item: { pk: S(id), ...(color ? { color: S(color) } : {}) },
        }),
      );
  });

  // Backfilling is false while the table is UPDATING, true after (ack-api-quirks dynamodb DDB-TABLE-148).
  it('creates an index: UPDATING table, CREATING index, then ACTIVE and filled', async () => {
    const created = ok(
      await call('UpdateTable', {
        TableName: table,
        AttributeDefinitions: [{ AttributeName: 'color', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [
          create('ByColor', { KeySchema: [hash('color')], Projection: { ProjectionType: 'KEYS_ONLY' } }),
        ],
      }),
    ).TableDescription;
    expect(created.TableStatus).toBe('UPDATING');
    // Sorted by name (ack-api-quirks dynamodb DDB-TABLE-125).
    expect(created.AttributeDefinitions).toEqual([
      { AttributeName: 'color', AttributeType: 'S' },
      { AttributeName: 'pk', AttributeType: 'S' },
    ]);
    expect(created.GlobalSecondaryIndexes).toMatchObject([
      {
        IndexName: 'ByColor',
        IndexStatus: 'CREATING',
        Backfilling: false,
        KeySchema: [hash('color')],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ]);
    failed(
      await call('Query', byColor),
      'ValidationException',
      'Cannot read from backfilling global secondary index: ByColor',
    );
    failed(
      await call('UpdateTable', { TableName: table, GlobalSecondaryIndexUpdates: [remove('ByColor')] }),
      'ResourceInUseException',
      `Attempt to change a resource which is still in use: Index creation is in resource allocation phase. Retry deletion during backfilling phase or when the index is active. Table: ${table} Index: ByColor`,
    );
    advance(context, STATUS_DELAY_MS + 1000);
    expect((await describe_()).TableStatus).toBe('ACTIVE');
    expect(await index('ByColor')).toMatchObject({ IndexStatus: 'ACTIVE' });
    expect((await index('ByColor')).Backfilling).toBeUndefined();
    const items = ok(await call('Query', byColor)).Items as { pk: { S: string } }[];
    expect(items.map((item) => item.pk.S).sort()).toEqual(['1', '3']);
    expectIndexesMatchTable(context.endpoint.engine);
  });

  it('keeps a new index in step with later writes, sparse for items without its key', async () => {
    ok(await call('PutItem', { TableName: table, Item: { pk: S('5'), color: S('red') } }));
    ok(await call('UpdateItem', { TableName: table, Key: { pk: S('1') }, UpdateExpression: 'REMOVE color' }));
    const items = ok(await call('Query', byColor)).Items as { pk: { S: string } }[];
    expect(items.map((item) => item.pk.S).sort()).toEqual(['3', '5']);
    expect(ok(await call('Scan', { TableName: table, IndexName: 'ByColor' })).Count).toBe(3);
    expectIndexesMatchTable(context.endpoint.engine);
  });

  it('is ACTIVE again while a new index backfills, and allows one index change at a time', async () => {
    ok(
      await call('UpdateTable', {
        TableName: table,
        AttributeDefinitions: [{ AttributeName: 'size', AttributeType: 'N' }],
        GlobalSecondaryIndexUpdates: [create('BySize', { KeySchema: [hash('size')] })],
      }),
    );
    advance(context, STATUS_DELAY_MS);
    expect((await describe_()).TableStatus).toBe('ACTIVE');
    expect(await index('BySize')).toMatchObject({ IndexStatus: 'CREATING', Backfilling: true });
    const limit =
      'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table';
    failed(
      await call('UpdateTable', {
        TableName: table,
        AttributeDefinitions: [{ AttributeName: 'shape', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [create('ByShape', { KeySchema: [hash('shape')] })],
      }),
      'LimitExceededException',
      limit,
    );
    failed(
      await call('UpdateTable', { TableName: table, GlobalSecondaryIndexUpdates: [remove('ByColor')] }),
      'LimitExceededException',
      limit,
    );
    advance(context, 1000);
    expect(await index('BySize')).toMatchObject({ IndexStatus: 'ACTIVE' });
    expectIndexesMatchTable(context.endpoint.engine);
  });

  it('deletes an index: DELETING, then gone; queries name it unknown', async () => {
    const deleting = ok(
      await call('UpdateTable', { TableName: table, GlobalSecondaryIndexUpdates: [remove('ByColor')] }),
    ).TableDescription;
    expect(
      deleting.GlobalSecondaryIndexes.find((i: { IndexName: string }) => i.IndexName === 'ByColor'),
    ).toMatchObject({ IndexStatus: 'DELETING' });
    advance(context, STATUS_DELAY_MS);
    expect(await index('ByColor')).toBeUndefined();
    failed(
      await call('Query', byColor),
      'ValidationException',
      'The table does not have the specified index: ByColor',
    );
    expect((await describe_()).TableStatus).toBe('ACTIVE');
  });

  it('switches billing mode and changes table and index throughput', async () => {
    const switched = `utable_billing_${via}`;
    await createActive(context, tableRequest(switched, ['pk', 'S']));
    const provisioned = ok(
      await call('UpdateTable', {
        TableName: switched,
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 7, WriteCapacityUnits: 3 },
      }),
    ).TableDescription;
    expect(provisioned.TableStatus).toBe('UPDATING');
    expect(provisioned.BillingModeSummary.BillingMode).toBe('PROVISIONED');
    expect(provisioned.ProvisionedThroughput).toMatchObject({ ReadCapacityUnits: 7, WriteCapacityUnits: 3 });
    advance(context, STATUS_DELAY_MS);
    const changing = ok(
      await call('UpdateTable', {
        TableName: switched,
        ProvisionedThroughput: { ReadCapacityUnits: 2, WriteCapacityUnits: 9 },
      }),
    ).TableDescription;
    // The new figures apply once the table is ACTIVE again (the AWS CLI reference's update-table example).
    expect(changing.TableStatus).toBe('UPDATING');
    expect(changing.ProvisionedThroughput).toMatchObject({ ReadCapacityUnits: 7, WriteCapacityUnits: 3 });
    advance(context, STATUS_DELAY_MS);
    expect((await describe_(switched)).ProvisionedThroughput).toMatchObject({
      ReadCapacityUnits: 2,
      WriteCapacityUnits: 9,
      NumberOfDecreasesToday: 1,
    });
    const indexed = `utable_gsi_throughput_${via}`;
    const { BillingMode: _b, ...base } = withIndexes(indexed, {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'global1',
          KeySchema: [hash('x')],
          Projection: { ProjectionType: 'ALL' },
          ProvisionedThroughput: throughput,
        },
      ],
    });
    await createActive(context, { ...base, ProvisionedThroughput: throughput });
    ok(
      await call('UpdateTable', {
        TableName: indexed,
        GlobalSecondaryIndexUpdates: [
          update('global1', { ProvisionedThroughput: { ReadCapacityUnits: 11, WriteCapacityUnits: 12 } }),
        ],
      }),
    );
    advance(context, STATUS_DELAY_MS);
    const described = (await describe_(indexed)).GlobalSecondaryIndexes[0];
    expect(described.ProvisionedThroughput).toMatchObject({ ReadCapacityUnits: 11, WriteCapacityUnits: 12 });
    const onDemand = ok(
      await call('UpdateTable', { TableName: switched, BillingMode: 'PAY_PER_REQUEST' }),
    ).TableDescription;
    expect(onDemand.BillingModeSummary.BillingMode).toBe('PAY_PER_REQUEST');
    expect(onDemand.ProvisionedThroughput).toMatchObject({ ReadCapacityUnits: 0, WriteCapacityUnits: 0 });
    advance(context, STATUS_DELAY_MS);
  });
});

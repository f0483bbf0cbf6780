/**
 * CreateTable and UpdateTable requests DynamoDB refused, or took, in 2026 probes (ack-api-quirks
 * dynamodb DDB-TABLE-015, 016, 024–026, 028, 031, 034–036, 038, 039, 043, 046, 054, 055, 058, 059,
 * 124, 126, 129, 156, 168, 176, 182, 358, 388): their exact messages, and what is described after.
 * Through dispatch.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const invalid = (detail: string) => `One or more parameter values were invalid: ${detail}`;
const keyed = (extra: Record<string, unknown>) => ({
  TableName: 'orders',
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  AttributeDefinitions: [
    { AttributeName: 'id', AttributeType: 'S' },
    { AttributeName: 'g', AttributeType: 'S' },
  ],
  BillingMode: 'PAY_PER_REQUEST',
  ...extra,
});
const withIndex = (Projection: unknown) =>
  keyed({
    GlobalSecondaryIndexes: [
      { IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection },
    ],
  });
const refusedCreates: [string, Record<string, unknown>, string][] = [
  ['043', keyed({ GlobalSecondaryIndexes: [] }), invalid('List of GlobalSecondaryIndexes is empty')],
  [
    '124',
    idTable('orders', { KeySchema: [{ AttributeName: 'id', KeyType: 'RANGE' }] }),
    'Invalid KeySchema: The first KeySchemaElement is not a HASH key type',
  ],
  [
    '126',
    withIndex({ ProjectionType: 'INCLUDE' }),
    invalid('ProjectionType is INCLUDE, but NonKeyAttributes is not specified'),
  ],
  [
    '126',
    withIndex({ ProjectionType: 'KEYS_ONLY', NonKeyAttributes: ['x'] }),
    invalid('ProjectionType is KEYS_ONLY, but NonKeyAttributes is specified'),
  ],
  [
    '126',
    withIndex({ ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'x'] }),
    invalid('Duplicate element in NonKeyAttributes: x'),
  ],
  ['126', withIndex({}), invalid('Unknown ProjectionType: null')],
  [
    '024',
    idTable('orders', { BillingMode: undefined }),
    invalid(
      'ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED',
    ),
  ],
  [
    '038',
    idTable('orders', { ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 } }),
    invalid(
      'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
    ),
  ],
  [
    '038',
    idTable('orders', { BillingMode: 'PROVISIONED', ProvisionedThroughput: { ReadCapacityUnits: 1 } }),
    "1 validation error detected: Value null at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null",
  ],
  [
    '039',
    idTable('orders', { OnDemandThroughput: { MaxReadRequestUnits: -1, MaxWriteRequestUnits: -1 } }),
    invalid('Requested MaxReadRequestUnits for OnDemandThroughput for table is outside of valid range'),
  ],
  [
    '031',
    idTable('orders', { SSESpecification: { Enabled: true, KMSMasterKeyId: 'alias/aws/dynamodb' } }),
    invalid('SSEType KMS is required if KMSMasterKeyId is specified'),
  ],
  [
    '036',
    idTable('orders', { SSESpecification: { Enabled: false, SSEType: 'KMS' } }),
    invalid('SSEType can not be specified if Enabled is false'),
  ],
  [
    '036',
    idTable('orders', { SSESpecification: { Enabled: true, SSEType: 'AES256' } }),
    invalid('SSEType AES256 is not supported'),
  ],
  [
    '035',
    idTable('orders', { StreamSpecification: { StreamEnabled: true } }),
    invalid('Table is being created with a stream enabled, UpdateViewType is required'),
  ],
  [
    '035',
    idTable('orders', { StreamSpecification: { StreamEnabled: false, StreamViewType: 'NEW_IMAGE' } }),
    invalid('Table is being created with a stream disabled, UpdateViewType should not be specified'),
  ],
];

function activeEngine(create: Record<string, unknown> = idTable('orders')): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', create);
  engine.advance(2 * DELAY_MS);
  return engine;
}
const table = (engine: Engine) => ok(engine, 'DescribeTable', { TableName: 'orders' }).Table;
const update = (engine: Engine, request: Record<string, unknown>) =>
  fails(engine, 'UpdateTable', { TableName: 'orders', ...request });

describe('CreateTable', () => {
  it.each(refusedCreates)('DDB-TABLE-%s: refuses with DynamoDB’s message', (_id, request, message) => {
    const engine = testEngine();
    expect(fails(engine, 'CreateTable', request)).toMatchObject({ type: 'ValidationException', message });
    expect(engine.tables.size).toBe(0);
  });

  it('describes what it was not sent: 0/0 and 12000/4000 on demand, no class or stream summary unless sent (DDB-TABLE-025, 026, 028, 129)', () => {
    const engine = activeEngine(
      keyed({
        GlobalSecondaryIndexes: [
          {
            IndexName: 'orders',
            KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    const described = table(engine);
    expect(described.ProvisionedThroughput).toEqual({
      NumberOfDecreasesToday: 0,
      ReadCapacityUnits: 0,
      WriteCapacityUnits: 0,
    });
    expect(described.WarmThroughput).toEqual({
      ReadUnitsPerSecond: 12000,
      WriteUnitsPerSecond: 4000,
      Status: 'ACTIVE',
    });
    for (const absent of ['TableClassSummary', 'StreamSpecification', 'OnDemandThroughput'])
      expect(described[absent]).toBeUndefined();
    const provisioned = activeEngine(
      idTable('orders', {
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      }),
    );
    expect(table(provisioned).BillingModeSummary).toBeUndefined();
  });

  it('takes several tables with global indexes being created at once (DDB-TABLE-168, 388)', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    for (const TableName of ['one', 'two', 'three', 'four', 'five']) {
      expect(
        ok(engine, 'CreateTable', { ...withIndex({ ProjectionType: 'ALL' }), TableName }).TableDescription
          .TableStatus,
      ).toBe('CREATING');
    }
  });
});

describe('UpdateTable', () => {
  it('needs a change; an empty index list is no change (DDB-TABLE-015, 046)', () => {
    const engine = activeEngine();
    const nothing = update(engine, {});
    expect(nothing.message).toMatch(
      /^At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, .* or TableClass is required$/,
    );
    expect(update(engine, { GlobalSecondaryIndexUpdates: [] }).message).toBe(nothing.message);
  });

  it('keeps the old throughput in its reply and counts a decrease once ACTIVE (DDB-TABLE-058, 059)', () => {
    const engine = activeEngine(
      idTable('orders', {
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 2, WriteCapacityUnits: 2 },
      }),
    );
    const reply = ok(engine, 'UpdateTable', {
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
    });
    expect(reply.TableDescription.ProvisionedThroughput).toMatchObject({
      ReadCapacityUnits: 2,
      NumberOfDecreasesToday: 0,
    });
    engine.advance(DELAY_MS);
    expect(table(engine).ProvisionedThroughput).toMatchObject({
      ReadCapacityUnits: 1,
      NumberOfDecreasesToday: 1,
    });
    expect(update(engine, { OnDemandThroughput: { MaxReadRequestUnits: 100 } }).message).toBe(
      invalid(
        'MaxReadRequestUnits for OnDemandThroughput cannot be specified when the table BillingMode is PROVISIONED',
      ),
    );
    expect(
      update(engine, { WarmThroughput: { ReadUnitsPerSecond: 1, WriteUnitsPerSecond: 1 } }).message,
    ).toBe(
      invalid(
        'Requested ReadUnitsPerSecond for WarmThroughput for table is lower than current WarmThroughput, decreasing WarmThroughput is not supported',
      ),
    );
  });

  it('answers a re-sent PAY_PER_REQUEST UPDATING while the table stays ACTIVE, and ignores a re-typed key (DDB-TABLE-156, 358)', () => {
    const engine = activeEngine();
    expect(
      ok(engine, 'UpdateTable', { TableName: 'orders', BillingMode: 'PAY_PER_REQUEST' }).TableDescription
        .TableStatus,
    ).toBe('UPDATING');
    expect(table(engine).TableStatus).toBe('ACTIVE');
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
      DeletionProtectionEnabled: true,
    });
    expect(table(engine).AttributeDefinitions).toEqual([{ AttributeName: 'id', AttributeType: 'S' }]);
  });

  it('clears an on-demand maximum with -1: echoed, then left out (DDB-TABLE-182)', () => {
    const engine = activeEngine();
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      OnDemandThroughput: { MaxReadRequestUnits: 1000, MaxWriteRequestUnits: 500 },
    });
    const cleared = ok(engine, 'UpdateTable', {
      TableName: 'orders',
      OnDemandThroughput: { MaxReadRequestUnits: -1 },
    });
    expect(cleared.TableDescription.OnDemandThroughput).toEqual({
      MaxReadRequestUnits: -1,
      MaxWriteRequestUnits: 500,
    });
    expect(table(engine).OnDemandThroughput).toEqual({ MaxWriteRequestUnits: 500 });
    ok(engine, 'UpdateTable', { TableName: 'orders', OnDemandThroughput: { MaxWriteRequestUnits: -1 } });
    expect(table(engine).OnDemandThroughput).toBeUndefined();
  });

  it('switches deletion protection at once, then not again for 15 s; DeleteTable needs it off (DDB-TABLE-016, 034, 054, 176)', () => {
    const engine = activeEngine();
    expect(
      ok(engine, 'UpdateTable', { TableName: 'orders', DeletionProtectionEnabled: true }).TableDescription
        .TableStatus,
    ).toBe('ACTIVE');
    expect(update(engine, { DeletionProtectionEnabled: false }).type).toBe('ThrottlingException');
    expect(fails(engine, 'DeleteTable', { TableName: 'orders' })).toMatchObject({
      type: 'ValidationException',
      message:
        'Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.',
    });
    engine.advance(15_000);
    ok(engine, 'UpdateTable', { TableName: 'orders', DeletionProtectionEnabled: false });
    expect(ok(engine, 'DeleteTable', { TableName: 'orders' }).TableDescription.TableStatus).toBe('DELETING');
  });

  it('keeps LastUpdateToPayPerRequestDateTime after a switch to PROVISIONED (DDB-TABLE-055)', () => {
    const engine = activeEngine();
    const since = table(engine).BillingModeSummary.LastUpdateToPayPerRequestDateTime;
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
    });
    engine.advance(10 * 60_000);
    expect(table(engine).BillingModeSummary).toEqual({
      BillingMode: 'PROVISIONED',
      LastUpdateToPayPerRequestDateTime: since,
    });
  });
});

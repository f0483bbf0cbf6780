import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../../../test/helpers/wire.ts';
import type { Item, TableDescription } from '../../client/wireTypes.ts';
import { RECREATE_ITEM_LIMIT, recreateTableSteps, type TableSettings } from './recreateTable.ts';

type Engine = ReturnType<typeof testEngine>;

const keys = (hash: string, range?: string) => [
  { AttributeName: hash, KeyType: 'HASH' },
  ...(range ? [{ AttributeName: range, KeyType: 'RANGE' }] : []),
];

/** A table with a little of everything DescribeTable shows, and its items. */
function original(billing: 'PROVISIONED' | 'PAY_PER_REQUEST', itemCount: number): Engine {
  const engine = testEngine();
  const provisioned = billing === 'PROVISIONED';
  const capacity = provisioned
    ? { ProvisionedThroughput: { ReadCapacityUnits: 7, WriteCapacityUnits: 3 } }
    : {};
  ok(engine, 'CreateTable', {
    TableName: 'shop',
    KeySchema: keys('PK', 'SK'),
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
      { AttributeName: 'placed', AttributeType: 'N' },
    ],
    BillingMode: billing,
    ...capacity,
    ...(provisioned ? {} : { OnDemandThroughput: { MaxWriteRequestUnits: 500 } }),
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byStatus',
        KeySchema: keys('GSI1PK', 'placed'),
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
        ...(provisioned ? { ProvisionedThroughput: { ReadCapacityUnits: 2, WriteCapacityUnits: 1 } } : {}),
      },
    ],
    LocalSecondaryIndexes: [
      { IndexName: 'byPlaced', KeySchema: keys('PK', 'placed'), Projection: { ProjectionType: 'KEYS_ONLY' } },
    ],
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    TableClass: 'STANDARD_INFREQUENT_ACCESS',
    DeletionProtectionEnabled: true,
  });
  ok(engine, 'UpdateTimeToLive', {
    TableName: 'shop',
    TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
  });
  ok(engine, 'UpdateContinuousBackups', {
    TableName: 'shop',
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
  });
  for (let i = 0; i < itemCount; i++)
    ok(engine, 'PutItem', {
      TableName: 'shop',
      Item: {
        PK: { S: `CUSTOMER#${i % 7}` },
        SK: { S: `ORDER#${String(i).padStart(4, '0')}` },
        GSI1PK: { S: i % 2 ? 'SHIPPED' : 'PENDING' },
        placed: { N: String(1_700_000_000 + i) },
        total: { N: `${i}.50` },
        tags: { SS: ['a', `t${i}`] },
        blob: { B: 'AAEC' },
      },
    });
  return engine;
}

function settingsOf(engine: Engine, name: string): TableSettings {
  const table = ok(engine, 'DescribeTable', { TableName: name }).Table as TableDescription;
  const ttl = ok(engine, 'DescribeTimeToLive', { TableName: name }).TimeToLiveDescription;
  const backups = ok(engine, 'DescribeContinuousBackups', { TableName: name }).ContinuousBackupsDescription;
  return {
    table,
    timeToLiveAttribute: ttl.AttributeName,
    pointInTimeRecovery: backups.PointInTimeRecoveryDescription.PointInTimeRecoveryStatus === 'ENABLED',
    recoveryPeriodInDays: backups.PointInTimeRecoveryDescription.RecoveryPeriodInDays,
  };
}

const scan = (engine: Engine, name: string) => ok(engine, 'Scan', { TableName: name }).Items as Item[];

/** What the copy must have of the original's description. */
function shapeOf(table: TableDescription) {
  const { TableName, KeySchema, AttributeDefinitions, BillingModeSummary, ProvisionedThroughput } = table;
  const indexes = (list: TableDescription['GlobalSecondaryIndexes']) =>
    list?.map(({ IndexName, KeySchema, Projection, ProvisionedThroughput, OnDemandThroughput }) => ({
      IndexName,
      KeySchema,
      Projection,
      ProvisionedThroughput: ProvisionedThroughput && {
        ReadCapacityUnits: ProvisionedThroughput.ReadCapacityUnits,
        WriteCapacityUnits: ProvisionedThroughput.WriteCapacityUnits,
      },
      OnDemandThroughput,
    }));
  return {
    TableName,
    KeySchema,
    AttributeDefinitions: [...AttributeDefinitions].sort((a, b) =>
      a.AttributeName.localeCompare(b.AttributeName),
    ),
    BillingMode: BillingModeSummary?.BillingMode ?? 'PROVISIONED',
    ReadCapacityUnits: ProvisionedThroughput?.ReadCapacityUnits,
    WriteCapacityUnits: ProvisionedThroughput?.WriteCapacityUnits,
    OnDemandThroughput: table.OnDemandThroughput,
    GlobalSecondaryIndexes: indexes(table.GlobalSecondaryIndexes),
    LocalSecondaryIndexes: indexes(table.LocalSecondaryIndexes),
    StreamSpecification: table.StreamSpecification,
    TableClass: table.TableClassSummary?.TableClass,
    DeletionProtectionEnabled: table.DeletionProtectionEnabled,
  };
}

describe('the requests that recreate a table', () => {
  it.each(['PROVISIONED', 'PAY_PER_REQUEST'] as const)(
    'make, on another engine, the same %s table with the same settings and items',
    (billing) => {
      const source = original(billing, 60);
      const settings = settingsOf(source, 'shop');
      const steps = recreateTableSteps(settings, scan(source, 'shop'));
      expect(steps.map((step) => step.operation)).toEqual([
        'CreateTable',
        'UpdateTimeToLive',
        'UpdateContinuousBackups',
        'BatchWriteItem',
        'BatchWriteItem',
        'BatchWriteItem',
      ]);
      const copy = testEngine();
      for (const step of steps) {
        const reply = ok(copy, step.operation, step.request);
        if (step.operation === 'BatchWriteItem') expect(reply.UnprocessedItems).toEqual({});
      }
      const copied = settingsOf(copy, 'shop');
      expect(shapeOf(copied.table)).toEqual(shapeOf(settings.table));
      expect(copied.timeToLiveAttribute).toBe('expires');
      expect(copied.pointInTimeRecovery).toBe(true);
      expect(scan(copy, 'shop')).toEqual(scan(source, 'shop'));
    },
  );

  it('keeps a point-in-time recovery window other than the 35 days the API turns it on with', () => {
    const source = original('PAY_PER_REQUEST', 0);
    ok(source, 'UpdateContinuousBackups', {
      TableName: 'shop',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    });
    const copy = testEngine();
    for (const step of recreateTableSteps(settingsOf(source, 'shop'), []))
      ok(copy, step.operation, step.request);
    expect(settingsOf(copy, 'shop').recoveryPeriodInDays).toBe(7);
  });

  it('makes the copy under another name, in the same engine beside the original', () => {
    const engine = original('PAY_PER_REQUEST', 30);
    const steps = recreateTableSteps(settingsOf(engine, 'shop'), scan(engine, 'shop'), 'shop-copy');
    for (const step of steps) ok(engine, step.operation, step.request);
    expect(shapeOf(settingsOf(engine, 'shop-copy').table)).toEqual({
      ...shapeOf(settingsOf(engine, 'shop').table),
      TableName: 'shop-copy',
    });
    expect(scan(engine, 'shop-copy')).toEqual(scan(engine, 'shop'));
  });

  it('carries vector indexes, and a copy searches as the original does', () => {
    const engine = testEngine();
    const taste = {
      IndexName: 'taste',
      VectorAttribute: { AttributeName: 'emb' },
      Dimensions: 2,
      DistanceFunction: 'DOT_PRODUCT',
      SearchSchema: [{ AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' }],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['name'] },
    };
    ok(engine, 'CreateTable', {
      TableName: 'dishes',
      KeySchema: keys('id'),
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'cuisine', AttributeType: 'S' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      VectorIndexes: [taste],
    });
    const vector = (...numbers: number[]) => ({ L: numbers.map((n) => ({ N: String(n) })) });
    ok(engine, 'PutItem', {
      TableName: 'dishes',
      Item: { id: { S: 'a' }, cuisine: { S: 'thai' }, name: { S: 'Pad thai' }, emb: vector(1, 0) },
    });
    ok(engine, 'PutItem', {
      TableName: 'dishes',
      Item: { id: { S: 'b' }, cuisine: { S: 'thai' }, name: { S: 'Larb' }, emb: vector(0.5, 0.5) },
    });
    const settings = settingsOf(engine, 'dishes');
    const steps = recreateTableSteps(settings, scan(engine, 'dishes'), 'dishes-copy');
    expect(steps[0].request.VectorIndexes).toEqual([taste]);
    for (const step of steps) ok(engine, step.operation, step.request);
    engine.advance(10_000);
    const search = (TableName: string) =>
      ok(engine, 'SearchVectors', {
        TableName,
        IndexName: 'taste',
        SearchVector: [{ N: '1' }, { N: '0.25' }],
        TopK: 5,
        SearchConditionExpression: 'cuisine = :c',
        ExpressionAttributeValues: { ':c': { S: 'thai' } },
      }).SearchResults;
    expect(search('dishes-copy')).toEqual(search('dishes'));
    expect(search('dishes-copy')).toHaveLength(2);
  });

  it(`carries at most ${RECREATE_ITEM_LIMIT} items, 25 a batch, and leaves out what is off`, () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', {
      TableName: 'big',
      KeySchema: keys('id'),
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
      BillingMode: 'PAY_PER_REQUEST',
    });
    const items: Item[] = Array.from({ length: RECREATE_ITEM_LIMIT + 10 }, (_, i) => ({
      id: { N: String(i) },
    }));
    const steps = recreateTableSteps(settingsOf(engine, 'big'), items);
    expect(steps[0].request).toEqual({
      TableName: 'big',
      KeySchema: keys('id'),
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
      BillingMode: 'PAY_PER_REQUEST',
    });
    const batches = steps.slice(1);
    expect(batches).toHaveLength(RECREATE_ITEM_LIMIT / 25);
    const written = batches.flatMap((step) => (step.request.RequestItems as { big: unknown[] }).big);
    expect(written).toHaveLength(RECREATE_ITEM_LIMIT);
  });
});

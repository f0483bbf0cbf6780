/**
 * The engines the snapshot tests save and restore: a paused clock, no status or index delays, and a
 * populated engine holding a table with everything a snapshot keeps.
 */
import { Engine } from '../../src/engine/engine.ts';
import type { EngineSnapshot } from '../../src/engine/snapshot/snapshotTypes.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';

export const START = Date.UTC(2026, 9, 2, 12, 0, 0);

export function newEngine() {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    gsiPropagationDelayMs: 0,
    timeToLive: { statusDelayMs: 0 },
    clock: { start: START, running: false },
  });
  const dispatch = createDispatch(engine);
  const call = (operation: string, body: object): Record<string, unknown> => {
    const target = operation.includes('.') ? operation : `DynamoDB_20120810.${operation}`;
    const reply = dispatch(target, JSON.stringify(body));
    const parsed = reply.body === '' ? {} : (JSON.parse(reply.body) as Record<string, unknown>);
    if (reply.status !== 200) throw new Error(`${operation}: ${reply.body}`);
    return parsed;
  };
  return { engine, call };
}

/** An on-demand table keyed on `id` with a global index `byG` on `g`, each with optional maximums. */
export function onDemandTable(name: string, tableMaximums?: object, indexMaximums?: object) {
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    OnDemandThroughput: tableMaximums,
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'g', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byG',
        KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
        OnDemandThroughput: indexMaximums,
      },
    ],
  };
}

export const appTable = {
  TableName: 'app',
  BillingMode: 'PROVISIONED',
  ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 3 },
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'GSI1PK', AttributeType: 'S' },
    { AttributeName: 'created', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['name'] },
      ProvisionedThroughput: { ReadCapacityUnits: 2, WriteCapacityUnits: 2 },
    },
  ],
  LocalSecondaryIndexes: [
    {
      IndexName: 'byCreated',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'created', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
  StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  Tags: [{ Key: 'team', Value: 'learning' }],
};

/** An engine with a table that uses everything a snapshot keeps. */
export function populated() {
  const source = newEngine();
  const { call } = source;
  call('CreateTable', appTable);
  call('CreateTable', {
    TableName: 'counters',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
  });
  for (let i = 0; i < 30; i++) {
    call('PutItem', {
      TableName: 'app',
      Item: {
        PK: { S: `CUSTOMER#${i % 7}` },
        SK: { S: `ORDER#${String(i).padStart(3, '0')}` },
        GSI1PK: { S: i % 2 ? 'odd' : 'even' },
        created: { N: String(1000 + i) },
        name: { S: `order ${i}` },
        ['__proto__']: { S: 'an ordinary attribute' },
        lines: { L: [{ M: { sku: { S: 'book' }, qty: { N: '2' } } }, { NULL: true }] },
        tags: { SS: ['b', 'a'] },
        blob: { B: 'AAEC' },
        expires: { N: String(START / 1000 + 3600 + i) },
      },
    });
  }
  call('UpdateTable', {
    TableName: 'app',
    ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 3 },
  });
  call('UpdateTimeToLive', {
    TableName: 'app',
    TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
  });
  call('PutItem', { TableName: 'counters', Item: { id: { N: '1' }, n: { N: '42' } } });
  call('DynamoSandbox.AdvanceClock', { Seconds: 7 * 3600 });
  call('DynamoSandbox.SetClock', { Speed: 10 });
  return source;
}

/** Through JSON, as IndexedDB or a downloaded file would carry it. */
export const roundTrip = (snapshot: EngineSnapshot): unknown => JSON.parse(JSON.stringify(snapshot));

export const scan = (call: ReturnType<typeof newEngine>['call'], body: object) =>
  call('Scan', { ReturnConsumedCapacity: 'NONE', ...body }).Items;

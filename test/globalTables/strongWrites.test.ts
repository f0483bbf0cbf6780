/**
 * Writes to a global table in multi-Region strong consistency (globalTables/strongWrites.ts): every
 * replica holds a write when it returns, a write from another Region to an item still being
 * confirmed fails with ReplicatedWriteConflictException and changes nothing, and what MRSC does not
 * support is refused. The clock stays paused unless a test moves it, which holds a confirmation open.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { CONFIRMATION_MS } from '../../src/engine/globalTables/strongWrites.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const OHIO = 'us-east-2';
const OREGON = 'us-west-2';
const CONFLICT = 'ReplicatedWriteConflictException';

/** `profiles` in us-east-1, MRSC with replicas in Ohio and Oregon (or Ohio and a witness in Oregon). */
function strongTable(witness = false): { us: Engine; ohio: Engine } {
  const us = testEngine({ replicationLatencyMs: 1000 });
  ok(us, 'CreateTable', idTable('profiles'));
  ok(us, 'UpdateTable', {
    TableName: 'profiles',
    ReplicaUpdates: [
      { Create: { RegionName: OHIO } },
      ...(witness ? [] : [{ Create: { RegionName: OREGON } }]),
    ],
    MultiRegionConsistency: 'STRONG',
    ...(witness && { GlobalTableWitnessUpdates: [{ Create: { RegionName: OREGON } }] }),
  });
  return { us, ohio: us.regions.forRequest(OHIO) };
}

const put = (engine: Engine, id: string, name: string) =>
  call(engine, 'PutItem', { TableName: 'profiles', Item: { id: { S: id }, name: { S: name } } });
const nameIn = (engine: Engine, id: string) =>
  ok(engine, 'GetItem', { TableName: 'profiles', Key: { id: { S: id } }, ConsistentRead: true }).Item?.name
    ?.S;

describe('writes to an MRSC global table', () => {
  it('are in every replica when they return: a strong read anywhere sees them', () => {
    const { us, ohio } = strongTable();
    expect(put(us, 'ada', 'Ada').status).toBe(200);
    expect(nameIn(ohio, 'ada')).toBe('Ada');
    expect(nameIn(us.regions.forRequest(OREGON), 'ada')).toBe('Ada');
    // A conditional write in another Region is judged against the latest item.
    us.advance(CONFIRMATION_MS);
    const condition = fails(ohio, 'PutItem', {
      TableName: 'profiles',
      Item: { id: { S: 'ada' } },
      ConditionExpression: 'attribute_not_exists(id)',
    });
    expect(condition.type).toBe('ConditionalCheckFailedException');
  });

  it('refuse another Region’s write to an item still being confirmed, and take it once confirmed', () => {
    const { us, ohio } = strongTable();
    expect(put(us, 'ada', 'from Virginia').status).toBe(200);
    const refused = call(ohio, 'PutItem', {
      TableName: 'profiles',
      Item: { id: { S: 'ada' }, name: { S: 'x' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.__type).toBe(`com.amazonaws.dynamodb.v20120810#${CONFLICT}`);
    for (const [operation, body] of [
      [
        'UpdateItem',
        {
          TableName: 'profiles',
          Key: { id: { S: 'ada' } },
          UpdateExpression: 'SET n = :n',
          ExpressionAttributeValues: { ':n': { N: '1' } },
        },
      ],
      ['DeleteItem', { TableName: 'profiles', Key: { id: { S: 'ada' } } }],
      ['ExecuteStatement', { Statement: `UPDATE profiles SET n = 1 WHERE id = 'ada'` }],
    ] as const) {
      expect(fails(ohio, operation, body).type, operation).toBe(CONFLICT);
    }
    const batch = ok(ohio, 'BatchExecuteStatement', {
      Statements: [{ Statement: `UPDATE profiles SET n = 1 WHERE id = 'ada'` }],
    });
    expect(batch.Responses[0].Error).toMatchObject({ Code: 'TransactionConflict' });
    expect([nameIn(us, 'ada'), nameIn(ohio, 'ada')]).toEqual(['from Virginia', 'from Virginia']);
    // The Region that wrote it goes on writing it, and other items are free everywhere.
    expect(put(us, 'ada', 'again from Virginia').status).toBe(200);
    expect(put(ohio, 'grace', 'from Ohio').status).toBe(200);

    us.advance(CONFIRMATION_MS - 1);
    expect(fails(ohio, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'ada' } } }).type).toBe(CONFLICT);
    us.advance(1);
    expect(put(ohio, 'ada', 'from Ohio').status).toBe(200);
    expect(nameIn(us, 'ada')).toBe('from Ohio');
  });

  it('refuse a whole BatchWriteItem that names an item being confirmed', () => {
    const { us, ohio } = strongTable();
    put(us, 'ada', 'Ada');
    const batch = {
      RequestItems: {
        profiles: [
          { PutRequest: { Item: { id: { S: 'grace' } } } },
          { PutRequest: { Item: { id: { S: 'ada' } } } },
        ],
      },
    };
    expect(fails(ohio, 'BatchWriteItem', batch).type).toBe(CONFLICT);
    expect(nameIn(ohio, 'grace')).toBeUndefined();
    us.advance(CONFIRMATION_MS);
    expect(ok(ohio, 'BatchWriteItem', batch).UnprocessedItems).toEqual({});
  });

  it('charge every replica a replicated write, and the witness nothing', () => {
    const { us, ohio } = strongTable(true);
    put(us, 'ada', 'x'.repeat(2500));
    us.advance(1000); // metrics count by the second
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const metrics = ohio.capacity.snapshot(ohio.tables.get('profiles')!).table.metrics;
    expect(sum(metrics.ConsumedWriteCapacityUnits)).toBe(3);
    expect(us.regions.existing(OREGON)?.tables.has('profiles') ?? false).toBe(false);
  });
});

describe('what MRSC does not support', () => {
  it('refuses transactions and Time to Live, and leaves streams to each replica', () => {
    const { us, ohio } = strongTable();
    const message =
      'Transactions are not supported on table profiles: it is a global table with MultiRegionConsistency set to STRONG.';
    const transactWrite = { TransactItems: [{ Put: { TableName: 'profiles', Item: { id: { S: 'ada' } } } }] };
    const transactGet = { TransactItems: [{ Get: { TableName: 'profiles', Key: { id: { S: 'ada' } } } }] };
    const statements = { TransactStatements: [{ Statement: `INSERT INTO profiles VALUE {'id': 'ada'}` }] };
    expect(fails(us, 'TransactWriteItems', transactWrite)).toMatchObject({
      type: 'ValidationException',
      message,
    });
    expect(fails(ohio, 'TransactGetItems', transactGet)).toMatchObject({
      type: 'ValidationException',
      message,
    });
    expect(fails(us, 'ExecuteTransaction', statements)).toMatchObject({
      type: 'ValidationException',
      message,
    });
    expect(nameIn(us, 'ada')).toBeUndefined();
    const ttl = fails(ohio, 'UpdateTimeToLive', {
      TableName: 'profiles',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    expect(ttl.message).toBe(
      'Time to Live is not supported on table profiles: it is a global table with MultiRegionConsistency set to STRONG.',
    );
    const stream = (engine: Engine, StreamEnabled: boolean) =>
      ok(engine, 'UpdateTable', {
        TableName: 'profiles',
        StreamSpecification: StreamEnabled
          ? { StreamEnabled, StreamViewType: 'NEW_IMAGE' }
          : { StreamEnabled },
      });
    stream(ohio, true);
    expect(ok(us, 'DescribeTable', { TableName: 'profiles' }).Table.StreamSpecification).toBeUndefined();
    stream(ohio, false);
  });
});

describe('an MRSC global table in a snapshot', () => {
  it('keeps its mode and witness, and writes reach the replica at once after import', () => {
    const { us } = strongTable(true);
    put(us, 'ada', 'Ada');
    const saved = JSON.parse(JSON.stringify(exportSnapshot(us)));
    expect(saved.tables[0].globalTable).toMatchObject({ consistency: 'STRONG', witness: OREGON });

    const engine = testEngine({ replicationLatencyMs: 1000 });
    importSnapshot(engine, saved);
    const table = ok(engine, 'DescribeTable', { TableName: 'profiles' }).Table;
    expect(table.MultiRegionConsistency).toBe('STRONG');
    expect(table.GlobalTableWitnesses).toEqual([{ RegionName: OREGON, WitnessStatus: 'ACTIVE' }]);
    expect(put(engine, 'grace', 'Grace').status).toBe(200);
    expect(nameIn(engine.regions.forRequest(OHIO), 'grace')).toBe('Grace');
    expect(
      fails(engine.regions.forRequest(OHIO), 'PutItem', {
        TableName: 'profiles',
        Item: { id: { S: 'grace' } },
      }).type,
    ).toBe(CONFLICT);
  });
});

/**
 * Simulated replica lag (storage/replicaLag.ts): with a lag set, an eventually consistent read is
 * sometimes served by the replica that trails, and then sees the table exactly as it was that long
 * ago — never a mix of old and new — while strongly consistent reads always see the latest write.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { dispatchTraced } from '../../src/protocol/dispatchTraced.ts';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { createKeyedTable, ok, testEngine } from '../helpers/wire.ts';

const READS = 90;

function sandbox(engine: Engine, operation: string, body: object) {
  const reply = dispatch(engine, `DynamoSandbox.${operation}`, JSON.stringify(body));
  return { status: reply.status, body: JSON.parse(reply.body) as Record<string, unknown> };
}

function put(engine: Engine, pk: string, sk: string, version: number) {
  ok(engine, 'PutItem', {
    TableName: 'app',
    Item: { pk: { S: pk }, sk: { S: sk }, v: { N: String(version) } },
  });
}

/** The items' `pk/sk=v` labels, in the order returned. */
const labels = (items: Record<string, any>[] = []) =>
  items.map((item) => `${item.pk.S}/${item.sk.S}=${item.v.N}`);

/** Table `app` (pk, sk) with a local index `by-lsk` on `lsk`. */
function createWithLocalIndex(engine: Engine, projection: 'ALL' | 'KEYS_ONLY'): void {
  createKeyedTable(
    engine,
    'app',
    'S',
    { lsk: 'S' },
    {
      LocalSecondaryIndexes: [
        {
          IndexName: 'by-lsk',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'lsk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: projection },
        },
      ],
    },
  );
}

/** A table written twice: the first state, 2 s later the second (one overwrite, one delete, one new item). */
function twoStates(lagMs: number): Engine {
  const engine = testEngine({ replicaLagMs: lagMs });
  createWithLocalIndex(engine, 'ALL');
  put(engine, 'A', '1', 1);
  put(engine, 'A', '2', 1);
  put(engine, 'B', '1', 1);
  engine.advance(2000);
  put(engine, 'A', '1', 2);
  ok(engine, 'DeleteItem', { TableName: 'app', Key: { pk: { S: 'A' }, sk: { S: '2' } } });
  put(engine, 'A', '3', 2);
  put(engine, 'C', '1', 2);
  return engine;
}

const OLD_A = ['A/1=1', 'A/2=1'];
const NEW_A = ['A/1=2', 'A/3=2'];

/** How many times each distinct answer came back. */
function tally(answers: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return counts;
}

describe('replica lag', () => {
  it('is off by default: every eventually consistent read sees the latest write', () => {
    const engine = twoStates(0);
    expect(sandbox(engine, 'DescribeReplicaLag', {}).body).toEqual({ LagMilliseconds: 0 });
    for (let i = 0; i < READS; i++) {
      const reply = ok(engine, 'Query', {
        TableName: 'app',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'A' } },
      });
      expect(labels(reply.Items)).toEqual(NEW_A);
    }
  });

  it('lets one eventually consistent GetItem in about three see the version a write replaced', () => {
    const engine = twoStates(1000);
    const key = { pk: { S: 'A' }, sk: { S: '1' } };
    const seen = Array.from(
      { length: READS },
      () => ok(engine, 'GetItem', { TableName: 'app', Key: key }).Item.v.N,
    );
    const counts = tally(seen);
    expect([...counts.keys()].sort()).toEqual(['1', '2']);
    expect(counts.get('1')).toBeGreaterThan(READS / 6);
    expect(counts.get('1')).toBeLessThan(READS / 2);
    for (let i = 0; i < 30; i++) {
      expect(ok(engine, 'GetItem', { TableName: 'app', Key: key, ConsistentRead: true }).Item.v.N).toBe('2');
    }
    // A deleted item is still there on the trailing replica; a new one is not there yet.
    const gone = { pk: { S: 'A' }, sk: { S: '2' } };
    const deleted = Array.from({ length: READS }, () =>
      ok(engine, 'GetItem', { TableName: 'app', Key: gone }),
    );
    expect(deleted.some((reply) => reply.Item === undefined)).toBe(true);
    expect(deleted.some((reply) => reply.Item?.v.N === '1')).toBe(true);
    // Once the lag has passed, every replica has caught up.
    engine.advance(1000);
    for (let i = 0; i < 30; i++)
      expect(ok(engine, 'GetItem', { TableName: 'app', Key: key }).Item.v.N).toBe('2');
  });

  it('serves a Query page from one replica: the whole collection old or the whole collection new', () => {
    const engine = twoStates(1000);
    const query = (extra: object = {}) =>
      labels(
        ok(engine, 'Query', {
          TableName: 'app',
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: 'A' } },
          ...extra,
        }).Items,
      ).join(' ');
    const counts = tally(Array.from({ length: READS }, () => query()));
    expect([...counts.keys()].sort()).toEqual([OLD_A.join(' '), NEW_A.join(' ')].sort());
    const backwards = tally(Array.from({ length: READS }, () => query({ ScanIndexForward: false })));
    expect([...backwards.keys()].sort()).toEqual(['A/2=1 A/1=1', 'A/3=2 A/1=2']);
    const consistent = tally(Array.from({ length: 30 }, () => query({ ConsistentRead: true })));
    expect([...consistent.keys()]).toEqual([NEW_A.join(' ')]);
  });

  it('reads a local index from the same trailing replica as its table', () => {
    const engine = testEngine({ replicaLagMs: 500 });
    createWithLocalIndex(engine, 'KEYS_ONLY');
    const item = (v: string) => ({ pk: { S: 'A' }, sk: { S: '1' }, lsk: { S: 'x' }, v: { N: v } });
    ok(engine, 'PutItem', { TableName: 'app', Item: item('1') });
    engine.advance(1000);
    ok(engine, 'PutItem', { TableName: 'app', Item: item('2') });
    // ALL_ATTRIBUTES reaches past the keys-only index to the table: both from one replica.
    const answers = Array.from({ length: READS }, () => {
      const reply = ok(engine, 'Query', {
        TableName: 'app',
        IndexName: 'by-lsk',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'A' } },
        Select: 'ALL_ATTRIBUTES',
      });
      return reply.Items.map((found: Record<string, any>) => found.v.N).join();
    });
    expect([...tally(answers).keys()].sort()).toEqual(['1', '2']);
  });

  it('lags a global index on top of its propagation delay', () => {
    const engine = testEngine({ replicaLagMs: 1000, gsiPropagationDelayMs: 100 });
    createKeyedTable(
      engine,
      'app',
      'S',
      { status: 'S' },
      {
        GlobalSecondaryIndexes: [
          {
            IndexName: 'by-status',
            KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      },
    );
    const item = (status: string) => ({ pk: { S: 'A' }, sk: { S: '1' }, status: { S: status } });
    ok(engine, 'PutItem', { TableName: 'app', Item: item('OPEN') });
    engine.advance(2000);
    ok(engine, 'PutItem', { TableName: 'app', Item: item('SHIPPED') });
    const open = () =>
      ok(engine, 'Query', {
        TableName: 'app',
        IndexName: 'by-status',
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'OPEN' } },
      }).Count as number;
    // Before the propagation delay, no replica of the index has the change.
    expect(Array.from({ length: 30 }, open).every((count) => count === 1)).toBe(true);
    // After it, the index's trailing replica still has the old entry for a second.
    engine.advance(200);
    expect(new Set(Array.from({ length: READS }, open))).toEqual(new Set([0, 1]));
    engine.advance(1000);
    expect(Array.from({ length: 30 }, open).every((count) => count === 0)).toBe(true);
  });

  it('serves a Scan page as the table was: collections gone, changed and not yet made', () => {
    const engine = twoStates(1000);
    const scans = Array.from({ length: READS }, () =>
      labels(ok(engine, 'Scan', { TableName: 'app' }).Items)
        .sort()
        .join(' '),
    );
    const counts = tally(scans);
    expect([...counts.keys()].sort()).toEqual(
      [['A/1=1', 'A/2=1', 'B/1=1'].join(' '), ['A/1=2', 'A/3=2', 'B/1=1', 'C/1=2'].join(' ')].sort(),
    );
    for (let i = 0; i < 30; i++) {
      expect(ok(engine, 'Scan', { TableName: 'app', ConsistentRead: true }).Items).toHaveLength(4);
    }
  });

  it('answers a BatchGetItem key by key, each from a replica of its own', () => {
    const engine = twoStates(1000);
    const keys = [{ pk: { S: 'A' }, sk: { S: '1' } }];
    const seen = new Set<string>();
    for (let i = 0; i < READS; i++) {
      const reply = ok(engine, 'BatchGetItem', { RequestItems: { app: { Keys: keys } } });
      seen.add(reply.Responses.app[0].v.N);
    }
    expect([...seen].sort()).toEqual(['1', '2']);
  });

  it('names the trailing replica in the request trace whenever it served a read', () => {
    const engine = twoStates(1000);
    const body = JSON.stringify({ TableName: 'app', Key: { pk: { S: 'A' }, sk: { S: '1' } } });
    let trailing = 0;
    for (let i = 0; i < READS; i++) {
      const traced = dispatchTraced(engine, 'DynamoDB_20120810.GetItem', body);
      const version = JSON.parse(traced.body).Item.v.N;
      expect(traced.trace?.replicaLag !== undefined).toBe(version === '1');
      if (traced.trace?.replicaLag) {
        expect(traced.trace.replicaLag).toEqual({ reads: 1, lagMs: 1000 });
        trailing++;
      }
    }
    expect(trailing).toBeGreaterThan(0);
  });

  it('is set with DynamoSandbox.SetReplicaLag, refuses other values, and forgets at 0', () => {
    const engine = twoStates(0);
    for (const bad of [-1, 1.5, 60_001, '100', null]) {
      const refused = sandbox(engine, 'SetReplicaLag', { LagMilliseconds: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('LagMilliseconds must be a whole number from 0 to 60000');
    }
    expect(sandbox(engine, 'SetReplicaLag', { LagMilliseconds: 800 }).body).toEqual({ LagMilliseconds: 800 });
    put(engine, 'B', '1', 5);
    sandbox(engine, 'SetReplicaLag', { LagMilliseconds: 0 });
    sandbox(engine, 'SetReplicaLag', { LagMilliseconds: 800 });
    // The versions kept before the lag went to 0 are gone: every replica has caught up.
    for (let i = 0; i < 30; i++) {
      const reply = ok(engine, 'GetItem', { TableName: 'app', Key: { pk: { S: 'B' }, sk: { S: '1' } } });
      expect(reply.Item.v.N).toBe('5');
    }
  });

  it('is saved with the sandbox, and a restored table is on every replica from the start', () => {
    const engine = twoStates(1000);
    const snapshot = exportSnapshot(engine);
    expect(snapshot.replicaLagMs).toBe(1000);
    const restored = testEngine();
    importSnapshot(restored, JSON.parse(JSON.stringify(snapshot)));
    expect(sandbox(restored, 'DescribeReplicaLag', {}).body).toEqual({ LagMilliseconds: 1000 });
    for (let i = 0; i < 30; i++) {
      const reply = ok(restored, 'Query', {
        TableName: 'app',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'A' } },
      });
      expect(labels(reply.Items)).toEqual(NEW_A);
    }
    expect(exportSnapshot(testEngine()).replicaLagMs).toBeUndefined();
  });
});

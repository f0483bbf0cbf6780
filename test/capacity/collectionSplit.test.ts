/**
 * Splitting one hot item collection by sort key (burst-adaptive-capacity.html: adaptive capacity
 * isolates frequently accessed items, and does not split item collections of a table with a local
 * secondary index; the split-for-heat post: no split helps traffic on a monotonic sort key).
 * 1,500 writes a second to one partition key overload its partition (1,000 a second); when they are
 * spread over many sort keys, the collection splits after 30 hot seconds + 60 s and each half then
 * serves its share. One hot item, rising sort keys or an LSI leave it whole, and the event says why.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { runScenario } from '../../src/engine/load/scenario.ts';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { latestStreamArn, readShard, shardsOf } from '../streams/streamHelpers.ts';
import { call, drive, keyedTable, LOCAL_INDEX, manualEngine } from './support.ts';

const TENANT = 'tenant#1';
/** 0 … count-1 shuffled, the same every run (Fisher–Yates; a fixed linear congruential generator, high bits). */
function shuffled(count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  let state = 42;
  for (let i = count - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = (state >>> 8) % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const ORDER = shuffled(10_000);
const pad = (n: number) => String(n).padStart(4, '0');
/** Sort keys in scrambled order, every one of the 10,000 in each round of 10,000 requests. */
const scrambled = (i: number) => `order#${pad(ORDER[i % 10_000])}`;
const rising = (i: number) => `order#${String(i).padStart(6, '0')}`;

function writer(engine: Engine, table: string, sortKey: (i: number) => string) {
  return (i: number) =>
    putItem(engine, { TableName: table, Item: { pk: { S: TENANT }, sk: { S: sortKey(i) } } });
}

function resourceOf(engine: Engine, table: string) {
  const found = engine.tables.get(table)!;
  return { table: found, resource: engine.capacity.of(found).tableResource(engine.now()) };
}

/** Drives the hot collection until its split for heat is done (30 hot seconds, then 60 s). */
function splitHotCollection(engine: Engine, extra: Record<string, unknown> = {}) {
  keyedTable(engine, 'orders', extra);
  const put = writer(engine, 'orders', scrambled);
  const before = drive(engine, 1500, 30, put);
  drive(engine, 1500, 62, put);
  return { before, put, ...resourceOf(engine, 'orders') };
}

/**
 * One hot collection split, for the tests that only read it (a Query, a snapshot): 138,000 writes
 * simulated once instead of once for each. The test that writes on is given its own.
 */
let splitForReading: ReturnType<typeof splitHotCollection> & { engine: Engine };
function splitToRead() {
  if (!splitForReading) {
    const engine = manualEngine();
    splitForReading = { engine, ...splitHotCollection(engine) };
  }
  return splitForReading;
}

describe('a hot item collection', () => {
  it('on scrambled sort keys is split by sort key, and the throttling stops', () => {
    const engine = manualEngine();
    const { before, put, table, resource } = splitHotCollection(engine);
    expect(before.throttled).toBe(30 * 500);

    const split = resource.events.list.find((event) => event.kind === 'split')!;
    expect(split).toMatchObject({ cause: 'heat', boundarySk: expect.stringMatching(/^order#\d{4}$/) });
    expect(resource.partitions).toHaveLength(5);
    const hash = table.items.hashOf(TENANT);
    const low = resource.partitionFor(hash, 'order#0000');
    const high = resource.partitionFor(hash, 'order#9999');
    expect(low).not.toBe(high);
    expect(high.start).toBe(hash);
    expect(high.startSk).toBe(split.boundarySk);
    // The boundary balances the sampled traffic, which is spread evenly over the keys.
    const boundary = Number(split.boundarySk!.slice('order#'.length));
    expect(boundary).toBeGreaterThan(3_500);
    expect(boundary).toBeLessThan(6_500);

    expect(drive(engine, 1500, 30, put).throttled).toBe(0);
    // Each half served its part: neither took all 1,500 units in a second.
    for (const partition of [low, high]) {
      expect(partition.peakWriteUnits).toBeGreaterThan(400);
      expect(partition.peakWriteUnits).toBeLessThan(1_000);
    }

    const snapshot = engine.capacity.snapshot(table);
    expect(snapshot.table.events.find((event) => event.kind === 'split')).toMatchObject({
      boundarySortKey: split.boundarySk,
    });
    const shownHigh = snapshot.table.partitions.find((partition) => partition.id === high.id)!;
    const shownLow = snapshot.table.partitions.find((partition) => partition.id === low.id)!;
    expect(shownHigh).toMatchObject({ start: hash, startSortKey: split.boundarySk });
    expect(shownLow).toMatchObject({ end: hash, endSortKey: split.boundarySk });
    expect(shownLow.items + shownHigh.items).toBe(10_000);
    expect(shownLow.items).toBe(boundary);
  });

  it('is read per partition: a Query across the boundary is charged to both halves, a GetItem to one', () => {
    const { engine, resource, table } = splitToRead();
    engine.advance(5_000);
    const hash = table.items.hashOf(TENANT);
    const low = resource.partitionFor(hash, 'order#0000');
    const high = resource.partitionFor(hash, 'order#9999');
    const reads = () => [low.series.current.ReadUnits, high.series.current.ReadUnits];

    const got = call(engine, 'GetItem', {
      TableName: 'orders',
      Key: { pk: { S: TENANT }, sk: { S: 'order#9999' } },
      ConsistentRead: true,
    });
    expect(got.body.Item).toBeDefined();
    expect(reads()).toEqual([0, 1]);

    const queried = call(engine, 'Query', {
      TableName: 'orders',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: TENANT } },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(queried.body.Count).toBe(10_000);
    const [lowUnits, highUnits] = reads();
    expect(lowUnits).toBeGreaterThan(0);
    expect(highUnits - 1).toBeGreaterThan(0);
    expect(lowUnits + highUnits - 1).toBeCloseTo(queried.body.ConsumedCapacity.CapacityUnits, 6);

    const scanned = call(engine, 'Scan', { TableName: 'orders', ReturnConsumedCapacity: 'TOTAL' });
    expect(scanned.body.Count).toBe(10_000);
    expect(reads()[0]).toBeGreaterThan(lowUnits);
    expect(reads()[1]).toBeGreaterThan(highUnits);
  });

  it('of the load generator (hot-collection) throttles only until the split: the summary shows where', () => {
    const result = runScenario({ pattern: 'hot-collection', rate: 1500, seconds: 150 });
    expect(result.splits).toBe(1);
    // 500 a second throttled for the ~92 s before the split, none after.
    expect(result.throttled).toBeGreaterThan(44_000);
    expect(result.throttled).toBeLessThan(47_000);
    const halves = result.partitions.filter((p) => p.active && (p.startSortKey || p.endSortKey));
    expect(halves).toHaveLength(2);
    expect(halves[0].endSortKey).toMatch(/^order#\d+$/);
    expect(halves[1].startSortKey).toBe(halves[0].endSortKey);
    for (const half of halves) expect(half.peakWriteUnits).toBeLessThan(1000);
  });

  it('keeps its divided partitions through a snapshot', () => {
    const { engine, resource, table } = splitToRead();
    const snapshot = exportSnapshot(engine);
    const layout = resource.layout();
    expect(layout.startSks?.filter((sk) => sk !== '')).toHaveLength(1);

    const restored = manualEngine();
    importSnapshot(restored, JSON.parse(JSON.stringify(snapshot)));
    const again = resourceOf(restored, 'orders');
    expect(again.resource.layout()).toEqual(layout);
    const hash = table.items.hashOf(TENANT);
    expect(again.resource.partitionFor(hash, 'order#9999').startSk).toBe(layout.startSks!.find(Boolean));
  });

  it("gives each half its own stream shard, so an item's changes follow its sort key", () => {
    const engine = manualEngine();
    splitHotCollection(engine, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } });
    const arn = latestStreamArn(engine, 'orders');
    for (const sk of ['order#0000', 'order#9999']) {
      call(engine, 'DeleteItem', { TableName: 'orders', Key: { pk: { S: TENANT }, sk: { S: sk } } });
    }
    const shards = shardsOf(engine, arn);
    const shardOf = (sk: string) =>
      shards.find((shard) =>
        readShard(engine, arn, shard.ShardId).some(
          (record) => record.eventName === 'REMOVE' && record.dynamodb.Keys.sk.S === sk,
        ),
      )!;
    const [low, high] = [shardOf('order#0000'), shardOf('order#9999')];
    expect(low.ShardId).not.toBe(high.ShardId);
    // Both are children of the shard of the partition that held the whole collection.
    expect(low.ParentShardId).toBeDefined();
    expect(low.ParentShardId).toBe(high.ParentShardId);
  });

  it('on rising sort keys is left whole: every new write would land past any boundary', () => {
    const engine = manualEngine();
    keyedTable(engine, 'events');
    drive(engine, 1500, 100, writer(engine, 'events', rising));
    const { resource } = resourceOf(engine, 'events');
    expect(resource.partitions).toHaveLength(4);
    expect(resource.events.list[0]).toMatchObject({ kind: 'no-split', hotKey: TENANT, reason: 'monotonic' });
  });

  it('on one item is left whole', () => {
    const engine = manualEngine();
    keyedTable(engine, 'counters');
    drive(
      engine,
      1500,
      40,
      writer(engine, 'counters', () => 'total'),
    );
    const { resource } = resourceOf(engine, 'counters');
    expect(resource.events.list[0]).toMatchObject({ kind: 'no-split', reason: 'single-item' });
  });

  it('of a table with a local secondary index is never divided', () => {
    const engine = manualEngine();
    keyedTable(engine, 'indexed', LOCAL_INDEX);
    drive(engine, 1500, 100, writer(engine, 'indexed', scrambled));
    const { resource } = resourceOf(engine, 'indexed');
    expect(resource.partitions).toHaveLength(4);
    expect(resource.events.list[0]).toMatchObject({ kind: 'no-split', reason: 'local-index' });
  });
});

describe('a hot global secondary index key', () => {
  it('is never divided, even over many table keys: the low-cardinality index key stays a trap', () => {
    const engine = manualEngine();
    keyedTable(engine, 'tickets', {
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'status', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byStatus',
          KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    });
    const put = (i: number) =>
      putItem(engine, {
        TableName: 'tickets',
        Item: {
          pk: { S: `ticket#${pad(ORDER[i % 10_000])}#${Math.floor(i / 10_000)}` },
          sk: { S: 'v1' },
          status: { S: 'OPEN' },
        },
      });
    drive(engine, 1500, 100, put);
    const table = engine.tables.get('tickets')!;
    const index = engine.capacity.of(table).resourceFor(table.indexes[0], engine.now());
    expect(index.partitions).toHaveLength(4);
    expect(index.events.list[0]).toMatchObject({ kind: 'no-split', hotKey: 'OPEN', reason: 'global-index' });
  });
});

describe('a partition over the size limit', () => {
  const sizeLimited = () => manualEngine({ capacity: { partitionSizeBytes: 40_000 } });
  const fill = (engine: Engine, table: string) => {
    for (let i = 0; i < 100; i++) {
      putItem(engine, {
        TableName: table,
        Item: { pk: { S: TENANT }, sk: { S: scrambled(i) }, body: { S: 'x'.repeat(1000) } },
      });
    }
    engine.advance(1_000);
    call(engine, 'GetItem', { TableName: table, Key: { pk: { S: TENANT }, sk: { S: 'a' } } });
    engine.advance(61_000);
    call(engine, 'GetItem', { TableName: table, Key: { pk: { S: TENANT }, sk: { S: 'a' } } });
    return resourceOf(engine, table).resource;
  };

  it('divides a single large item collection at the middle of its bytes', () => {
    const engine = sizeLimited();
    keyedTable(engine, 'docs');
    const resource = fill(engine, 'docs');
    const split = resource.events.list.find((event) => event.kind === 'split');
    expect(split).toMatchObject({ cause: 'size', boundarySk: expect.stringMatching(/^order#/) });
    const snapshot = engine.capacity.snapshot(engine.tables.get('docs')!);
    const holding = snapshot.table.partitions.filter((partition) => partition.items > 0);
    expect(holding.map((partition) => partition.items)).toEqual([50, 50]);
  });
});

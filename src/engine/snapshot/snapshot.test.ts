import { describe, expect, it } from 'vitest';
import { newEngine, populated, roundTrip, scan } from '../../../test/helpers/snapshotEngine.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot, SnapshotError } from './importSnapshot.ts';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type EngineSnapshot } from './snapshotTypes.ts';

const exampleBackupTable = {
  name: 'app',
  id: 'id',
  arn: 'arn:aws:dynamodb:us-east-1:000000000000:table/app',
  createdAt: 0,
  billingMode: 'PROVISIONED' as const,
  read: 1,
  write: 1,
  keySchema: [],
  features: {},
};

describe('exportSnapshot / importSnapshot', () => {
  it('loads files saved with the older seeded key hash, in DynamoDB’s scan order', () => {
    const source = populated();
    const older = roundTrip(exportSnapshot(source.engine)) as unknown as {
      tables: { hashSeed?: number; indexes: { hashSeed?: number }[] }[];
    };
    for (const table of older.tables) {
      table.hashSeed = 7;
      for (const index of table.indexes) index.hashSeed = 11;
    }
    const target = newEngine();
    importSnapshot(target.engine, older as unknown as EngineSnapshot);
    for (const body of [{}, { IndexName: 'GSI1' }]) {
      expect(scan(target.call, { TableName: 'app', ...body })).toEqual(
        scan(source.call, { TableName: 'app', ...body }),
      );
    }
  });

  it('restores tables, indexes, items, tags, throughput history, statistics, TTL and the clock', () => {
    const source = populated();
    const snapshot = exportSnapshot(source.engine);
    expect(snapshot).toMatchObject({ format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION });

    const target = newEngine();
    // TTL has already deleted a few of the 30 orders; the counter is the 31st item.
    const items = source.engine.tables.get('app')!.items.itemCount + 1;
    expect(items).toBeGreaterThan(20);
    expect(importSnapshot(target.engine, roundTrip(snapshot))).toEqual({ tables: 2, items });

    // The stream comes back under its label and ARN (its records: snapshotStreams.test.ts).
    const describe = (call: typeof source.call) => call('DescribeTable', { TableName: 'app' }).Table;
    expect(describe(target.call)).toEqual(describe(source.call));
    expect(describe(target.call)).toMatchObject({ LatestStreamArn: expect.stringContaining('/stream/') });
    const listStreams = (call: typeof source.call) => call('DynamoDBStreams_20120810.ListStreams', {});
    expect(listStreams(target.call)).toEqual(listStreams(source.call));
    expect(target.call('DescribeTable', { TableName: 'counters' })).toEqual(
      source.call('DescribeTable', { TableName: 'counters' }),
    );
    expect(target.call('DynamoSandbox.DescribeClock', {})).toEqual(
      source.call('DynamoSandbox.DescribeClock', {}),
    );
    expect(target.call('DescribeTimeToLive', { TableName: 'app' })).toEqual({
      TimeToLiveDescription: { TimeToLiveStatus: 'ENABLED', AttributeName: 'expires' },
    });
    const arn = (describe(target.call) as { TableArn: string }).TableArn;
    expect(target.call('ListTagsOfResource', { ResourceArn: arn }).Tags).toEqual([
      { Key: 'team', Value: 'learning' },
    ]);

    // Same items in the same scan order, on the table and on both indexes, readable at once.
    for (const body of [{}, { IndexName: 'GSI1' }, { IndexName: 'byCreated' }]) {
      expect(scan(target.call, { TableName: 'app', ...body })).toEqual(
        scan(source.call, { TableName: 'app', ...body }),
      );
    }
    const item = target.call('GetItem', {
      TableName: 'app',
      Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#001' } },
    }).Item as Record<string, unknown>;
    expect(Object.hasOwn(item, '__proto__')).toBe(true);
    expect(item.tags).toEqual({ SS: ['a', 'b'] });
  });

  it('gives a stream enabled again after a restore a new label', () => {
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(populated().engine)));
    const label = () =>
      (target.call('DescribeTable', { TableName: 'app' }).Table as { LatestStreamLabel: string })
        .LatestStreamLabel;
    const restored = label();
    const stream = (StreamEnabled: boolean) =>
      target.call('UpdateTable', {
        TableName: 'app',
        StreamSpecification: StreamEnabled
          ? { StreamEnabled, StreamViewType: 'KEYS_ONLY' }
          : { StreamEnabled },
      });
    stream(false);
    target.call('DynamoSandbox.AdvanceClock', { Seconds: 1 });
    stream(true);
    expect(label() > restored).toBe(true);
    expect((target.call('DynamoDBStreams_20120810.ListStreams', {}).Streams as unknown[]).length).toBe(2);
  });

  it('charges no capacity, writes no stream records of its own, and resumes TTL deletions', () => {
    const source = populated();
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine)));
    const { call } = target;

    const streamArn = (call('DescribeTable', { TableName: 'app' }).Table as { LatestStreamArn: string })
      .LatestStreamArn;
    const records = (engineCall: typeof call) => {
      const shards = engineCall('DynamoDBStreams_20120810.DescribeStream', { StreamArn: streamArn })
        .StreamDescription as { StreamStatus: string; Shards: { ShardId: string }[] };
      expect(shards.StreamStatus).toBe('ENABLED');
      return shards.Shards.flatMap(({ ShardId }) => {
        const { ShardIterator } = engineCall('DynamoDBStreams_20120810.GetShardIterator', {
          StreamArn: streamArn,
          ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        });
        return engineCall('DynamoDBStreams_20120810.GetRecords', { ShardIterator }).Records as unknown[];
      });
    };
    // The 30 inserts and TTL's deletions so far, and nothing the import itself wrote.
    expect(records(call)).toEqual(records(source.call));
    expect(records(call).length).toBeGreaterThanOrEqual(30);

    // The items' TTL (an hour after the start) has passed: the deleter removes them as time goes on.
    call('DynamoSandbox.AdvanceClock', { Seconds: 3 * 24 * 3600 });
    expect(scan(call, { TableName: 'app' })).toEqual([]);
    // TTL can be changed again at once: the restore does not start a new cooldown.
    expect(
      call('UpdateTimeToLive', {
        TableName: 'app',
        TimeToLiveSpecification: { Enabled: false, AttributeName: 'expires' },
      }),
    ).toMatchObject({ TimeToLiveSpecification: { Enabled: false } });
  });

  it('refuses data from another version with a message that says so', () => {
    const snapshot = roundTrip(exportSnapshot(newEngine().engine)) as Record<string, unknown>;
    const attempt = (data: unknown) => () => importSnapshot(newEngine().engine, data);

    expect(attempt({ ...snapshot, version: 3 })).toThrow(
      'The snapshot was saved by a newer version of Dynamo Sandbox (snapshot version 3; this version reads version 2).',
    );
    expect(attempt({ format: 'dynamo-sandbox/engine-snapshot-1', tables: [] })).toThrow(
      'saved by an older version of Dynamo Sandbox (snapshot version 1; this version reads version 2)',
    );
    expect(attempt({ format: SNAPSHOT_FORMAT })).toThrow('saved by another version');
    for (const data of [null, 'x', [], { tables: [] }, { format: 'something/else' }]) {
      expect(attempt(data)).toThrow('The data is not a Dynamo Sandbox snapshot.');
    }
    try {
      attempt({ ...snapshot, version: 1 })();
    } catch (error) {
      expect(error).toBeInstanceOf(SnapshotError);
      expect((error as SnapshotError).problem).toBe('version');
    }
  });

  it('names what is damaged, and leaves the engine untouched', () => {
    const good = roundTrip(exportSnapshot(populated().engine)) as EngineSnapshot;
    const damagedCopy = (change: (copy: EngineSnapshot) => void) => {
      const copy = structuredClone(good);
      change(copy);
      return copy;
    };
    const cases: [(copy: EngineSnapshot) => void, string][] = [
      [
        (copy) => delete (copy.tables[0].items[3] as Record<string, unknown>).SK,
        'tables[0].items[3]: ValidationException: One or more parameter values were invalid: Missing the key SK in the item',
      ],
      [
        (copy) => ((copy.tables[0].items[0] as Record<string, unknown>).name = { S: 1 }),
        'tables[0].items[0]: SerializationException',
      ],
      [
        (copy) => copy.tables[0].items.push(copy.tables[0].items[0]),
        `tables[0].items[${good.tables[0].items.length}]: a second item with the same key`,
      ],
      [(copy) => copy.tables.push(copy.tables[1]), 'tables[2]: a second table named counters'],
      [(copy) => (copy.tables[0].definition.KeySchema = []), 'tables[0].definition: ValidationException'],
      [
        (copy) => (copy.tables[0].indexes = []),
        'tables[0].indexes: the indexes do not match the table definition',
      ],
      [
        (copy) => ((copy.clock as unknown as Record<string, unknown>).now = 'noon'),
        'clock.now: expected a number',
      ],
      [
        (copy) => ((copy.tables[0].timeToLive as unknown as Record<string, unknown>).status = 'ON'),
        'tables[0].timeToLive.status: expected one of',
      ],
      [(copy) => ((copy as unknown as Record<string, unknown>).tables = {}), 'tables: expected a list'],
      [
        (copy) => (copy.tables[0].partitions = { ids: ['p0', 'p0'], starts: [0, 5], nextId: 2 }),
        'tables[0].partitions.ids: expected distinct ids p0, p1, … below nextId',
      ],
      [
        (copy) => (copy.tables[0].partitions = { ids: ['p0', 'p1'], starts: [0, 2 ** 32], nextId: 2 }),
        'tables[0].partitions.starts: expected rising key positions from hash 0 within the hash space',
      ],
      [
        // Two partitions starting inside the collections of hash 5, sort keys out of order.
        (copy) =>
          (copy.tables[0].partitions = {
            ids: ['p0', 'p1', 'p2'],
            starts: [0, 5, 5],
            startSks: ['', 'm', 'c'],
            nextId: 3,
          }),
        'tables[0].partitions.starts: expected rising key positions from hash 0 within the hash space',
      ],
      [
        (copy) =>
          (copy.tables[0].partitions = { ids: ['p0', 'p1'], starts: [0, 5], startSks: [''], nextId: 2 }),
        'tables[0].partitions.startSks: expected one sort key per partition',
      ],
      [
        (copy) => {
          copy.backups = [
            {
              arn: 'arn:aws:dynamodb:us-east-1:000000000000:table/app/backup/01234567890123-abcdef01',
              name: 'b-1',
              createdAt: 0,
              type: 'USER',
              sizeBytes: 0,
              table: { ...exampleBackupTable, definition: copy.tables[0].definition },
              items: [{ PK: { S: 'x' } }],
            },
          ];
        },
        'backups[0].items[0]: ValidationException: One or more parameter values were invalid: Missing the key SK in the item',
      ],
      [
        (copy) => (copy.tables[0].streamCreatedAt = 1e20),
        'tables[0].streamCreatedAt: expected whole milliseconds from 0 to',
      ],
      [
        (copy) => (copy.tables[1].streamCreatedAt = 0),
        'tables[1].streamCreatedAt: the table has no enabled stream',
      ],
    ];
    for (const [change, message] of cases) {
      const target = newEngine();
      const before = target.engine.clock.state();
      const run = () => importSnapshot(target.engine, damagedCopy(change));
      expect(run).toThrow(SnapshotError);
      expect(run).toThrow(`The snapshot is damaged: ${message}`);
      expect(target.engine.tables.size).toBe(0);
      expect(target.engine.clock.state()).toEqual(before);
    }
  });

  it('imports only into an engine without tables', () => {
    const target = populated();
    expect(() => importSnapshot(target.engine, exportSnapshot(target.engine))).toThrow(
      'importSnapshot needs an engine without tables',
    );
  });
});

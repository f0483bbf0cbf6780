/**
 * The table-level throughput quota (40,000 units, what DescribeLimits reports) on every way in:
 * CreateTable for the table and its indexes, UpdateTable for the table, an index update and a new
 * index, warm throughput, and a snapshot file. Above it: LimitExceededException and nothing changes;
 * at it: accepted. Before the quota, one CreateTable asking for 10^12 units hung the engine.
 */
import { describe, expect, it } from 'vitest';
import { TABLE_QUOTA_UNITS } from '../../src/engine/capacity/limits.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot, SnapshotError } from '../../src/engine/snapshot/importSnapshot.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const units = (read: number, write: number) => ({ ReadCapacityUnits: read, WriteCapacityUnits: write });

function tableRequest(table = units(5, 5), index = units(5, 5)) {
  return {
    TableName: 'quota',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'g', AttributeType: 'S' },
    ],
    ProvisionedThroughput: table,
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byG',
        KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
        ProvisionedThroughput: index,
      },
    ],
  };
}

/** UpdateTable requests: a new index `byH`, or new throughput for `byG`. */
const newIndex = (table: string, throughput: object) => ({
  TableName: table,
  AttributeDefinitions: [{ AttributeName: 'h', AttributeType: 'S' }],
  GlobalSecondaryIndexUpdates: [
    {
      Create: {
        IndexName: 'byH',
        KeySchema: [{ AttributeName: 'h', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
        ProvisionedThroughput: throughput,
      },
    },
  ],
});
const indexRaise = (table: string, throughput: object) => ({
  TableName: table,
  GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'byG', ProvisionedThroughput: throughput } }],
});

const over = (owner: string, what: string, requested: number) =>
  `Subscriber limit exceeded: The ${what} for ${owner} cannot exceed the table-level quota of 40000 ${
    what.startsWith('warm') ? 'read units per second' : 'read capacity units'
  }. Requested: ${requested}`;

describe('CreateTable within the table-level quota', () => {
  it('accepts the quota itself and refuses one unit more, for the table and for an index', () => {
    const engine = testEngine();
    const at = ok(engine, 'CreateTable', tableRequest(units(TABLE_QUOTA_UNITS, TABLE_QUOTA_UNITS)));
    expect(at.TableDescription.ProvisionedThroughput.ReadCapacityUnits).toBe(40_000);
    ok(engine, 'DeleteTable', { TableName: 'quota' });

    const table = fails(engine, 'CreateTable', tableRequest(units(40_001, 5)));
    expect(table.type).toBe('LimitExceededException');
    expect(table.message).toBe(over('table quota', 'provisioned throughput', 40_001));
    const write = fails(engine, 'CreateTable', tableRequest(units(5, 40_001)));
    expect(write.message).toContain('40000 write capacity units. Requested: 40001');
    const index = fails(engine, 'CreateTable', tableRequest(units(5, 5), units(1e12, 5)));
    expect(index.message).toBe(over('index byG', 'provisioned throughput', 1e12));
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual([]);
  });

  it('refuses warm throughput above the quota (it used to build 3·10^8 partitions and hang)', () => {
    const engine = testEngine();
    const warm = fails(engine, 'CreateTable', {
      ...tableRequest(),
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      ProvisionedThroughput: undefined,
      GlobalSecondaryIndexes: undefined,
      BillingMode: 'PAY_PER_REQUEST',
      WarmThroughput: { ReadUnitsPerSecond: 1e12 },
    });
    expect(warm.type).toBe('LimitExceededException');
    expect(warm.message).toBe(over('table quota', 'warm throughput', 1e12));
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual([]);
  });

  it('refuses on-demand warm throughput below the 12,000 / 4,000 every table starts with', () => {
    // Alternator's test_warm_throughput.py (run against DynamoDB): the unit is named, "… lower than".
    const engine = testEngine();
    const onDemand = (WarmThroughput: object) => ({
      ...tableRequest(),
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      ProvisionedThroughput: undefined,
      GlobalSecondaryIndexes: undefined,
      BillingMode: 'PAY_PER_REQUEST',
      WarmThroughput,
    });
    for (const [warm, unit] of [
      [{ ReadUnitsPerSecond: 11_999, WriteUnitsPerSecond: 4000 }, 'ReadUnitsPerSecond'],
      [{ ReadUnitsPerSecond: 12_000, WriteUnitsPerSecond: 3999 }, 'WriteUnitsPerSecond'],
    ] as const) {
      // Worded as probed against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-039).
      expect(fails(engine, 'CreateTable', onDemand(warm)).message).toBe(
        `One or more parameter values were invalid: Requested ${unit} for WarmThroughput for table is lower than initial throughput for OnDemand. See: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/on-demand-capacity-mode.html#on-demand-capacity-mode-initial`,
      );
    }
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual([]);
    ok(engine, 'CreateTable', onDemand({ ReadUnitsPerSecond: 12_000, WriteUnitsPerSecond: 4000 }));
  });

  it('refuses provisioned warm throughput below the provisioned capacity', () => {
    const engine = testEngine();
    const request = {
      ...tableRequest(),
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      GlobalSecondaryIndexes: undefined,
      ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 10 },
      WarmThroughput: { ReadUnitsPerSecond: 5, WriteUnitsPerSecond: 5 },
    };
    expect(fails(engine, 'CreateTable', request).message).toBe(
      'One or more parameter values were invalid: Requested ReadUnitsPerSecond for WarmThroughput for table is lower than ReadCapacityUnits of ProvisionedThroughput',
    );
    ok(engine, 'CreateTable', {
      ...request,
      WarmThroughput: { ReadUnitsPerSecond: 10, WriteUnitsPerSecond: 10 },
    });
  });
});

describe('UpdateTable within the table-level quota', () => {
  function engineWithTable() {
    const engine = testEngine();
    ok(engine, 'CreateTable', tableRequest());
    return engine;
  }

  it('refuses a raise of the table, of an index, or a new index above it, and changes nothing', () => {
    const engine = engineWithTable();
    const before = JSON.stringify(exportSnapshot(engine));
    const table = fails(engine, 'UpdateTable', {
      TableName: 'quota',
      ProvisionedThroughput: units(50_000, 5),
    });
    expect(table.message).toBe(over('table quota', 'provisioned throughput', 50_000));
    const index = fails(engine, 'UpdateTable', indexRaise('quota', units(50_000, 5)));
    expect(index.message).toBe(over('index byG', 'provisioned throughput', 50_000));
    const created = fails(engine, 'UpdateTable', newIndex('quota', units(50_000, 5)));
    expect(created.message).toBe(over('index byH', 'provisioned throughput', 50_000));
    const warm = fails(engine, 'UpdateTable', {
      TableName: 'quota',
      WarmThroughput: { ReadUnitsPerSecond: 40_001 },
    });
    expect(warm.message).toBe(over('table quota', 'warm throughput', 40_001));
    expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
  });

  it('accepts a raise to the quota', () => {
    const engine = engineWithTable();
    const raised = ok(engine, 'UpdateTable', {
      TableName: 'quota',
      ProvisionedThroughput: units(40_000, 40_000),
    });
    expect(raised.TableDescription.ProvisionedThroughput.WriteCapacityUnits).toBe(40_000);
  });
});

describe('the account-level quota across tables', () => {
  const table = (name: string, read: number, write = 5, index?: number) => ({
    ...tableRequest(units(read, write), units(index ?? 5, index ?? 5)),
    TableName: name,
  });
  const total = (what: string, requested: number) =>
    `Subscriber limit exceeded: The provisioned throughput of all tables and global secondary indexes cannot exceed the account-level quota of 80000 ${what} capacity units. Requested in total: ${requested}`;

  it('counts every provisioned table with its indexes, and no on-demand one', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', table('one', 40_000, 5, 30_000));
    ok(engine, 'CreateTable', table('two', 9_995));
    // 40,000 + 30,000 + 9,995 + 5 = 80,000: the quota itself is allowed.
    const third = fails(engine, 'CreateTable', table('three', 1));
    expect(third.type).toBe('LimitExceededException');
    expect(third.message).toBe(total('read', 80_006));
    ok(engine, 'CreateTable', {
      ...tableRequest(),
      TableName: 'ondemand',
      BillingMode: 'PAY_PER_REQUEST',
      ProvisionedThroughput: undefined,
      GlobalSecondaryIndexes: [
        { ...tableRequest().GlobalSecondaryIndexes[0], ProvisionedThroughput: undefined },
      ],
    });
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['ondemand', 'one', 'two']);
  });

  it('refuses an update that raises the total past the quota, and allows one that lowers it', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', table('one', 40_000, 40_000, 30_000));
    ok(engine, 'CreateTable', table('two', 5));
    const raise = fails(engine, 'UpdateTable', indexRaise('two', units(9_996, 5)));
    expect(raise.message).toBe(total('read', 80_001));
    const created = fails(engine, 'UpdateTable', newIndex('two', units(5, 9_991)));
    expect(created.message).toBe(total('write', 80_001));
    // Switching a table to on-demand gives its share back.
    ok(engine, 'UpdateTable', { TableName: 'one', BillingMode: 'PAY_PER_REQUEST' });
    ok(engine, 'UpdateTable', indexRaise('two', units(9_996, 5)));
  });
});

describe('a snapshot above the quota', () => {
  it('is refused as damaged instead of being built', () => {
    const source = testEngine();
    ok(source, 'CreateTable', tableRequest());
    const snapshot = JSON.parse(JSON.stringify(exportSnapshot(source)));
    snapshot.tables[0].definition.ProvisionedThroughput.ReadCapacityUnits = 1e12;
    const target = testEngine();
    expect(() => importSnapshot(target, snapshot)).toThrow(SnapshotError);
    expect(() => importSnapshot(target, snapshot)).toThrow(
      /LimitExceededException: Subscriber limit exceeded/,
    );
    expect(target.tables.size).toBe(0);
  });
});

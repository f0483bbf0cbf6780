/**
 * The table-level throughput quota (40,000 units, what DescribeLimits reports) on every way in:
 * CreateTable for the table and its indexes, UpdateTable for the table, an index update and a new
 * index, warm throughput, and a snapshot file. Above it: LimitExceededException and nothing changes;
 * at it: accepted. Before the quota, one CreateTable asking for 10^12 units hung the engine.
 * Messages as a 2026 lab recorded them against AWS (ack-api-quirks dynamodb DDB-TABLE-154, 170, 171,
 * 443); a table's warm throughput and UpdateTable's account refusal are not recorded (our words).
 */
import { describe, expect, it } from 'vitest';
import { TABLE_QUOTA_UNITS } from '../../src/engine/capacity/limits.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot, SnapshotError } from '../../src/engine/snapshot/importSnapshot.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { HIGHER_LIMITS, indexRaise, newIndex, tableRequest, units } from './quotaRequests.ts';

/** DynamoDB's refusal of provisioned units above the quota, for the table or an index. */
const above = (member: string, requested: number, index?: string) =>
  index
    ? `The requested ${member} for index ${index}, ${requested}, is above the per index maximum for the account in us-east-1. Per table maximum: 40000. ${HIGHER_LIMITS}`
    : `The requested ${member}, ${requested}, is above the per table maximum for the account in us-east-1. Per table maximum: 40000. ${HIGHER_LIMITS}`;
/** The sandbox's own words for a table's warm throughput above the quota (DynamoDB's unrecorded). */
const tableWarmAbove = (requested: number) =>
  `Subscriber limit exceeded: The warm throughput for table quota cannot exceed the table-level quota of 40000 read units per second. Requested: ${requested}`;

describe('CreateTable within the table-level quota', () => {
  it('accepts the quota itself and refuses one unit more, for the table and for an index', () => {
    const engine = testEngine();
    const at = ok(engine, 'CreateTable', tableRequest(units(TABLE_QUOTA_UNITS, TABLE_QUOTA_UNITS)));
    expect(at.TableDescription.ProvisionedThroughput.ReadCapacityUnits).toBe(40_000);
    ok(engine, 'DeleteTable', { TableName: 'quota' });

    const table = fails(engine, 'CreateTable', tableRequest(units(40_001, 5)));
    expect(table.type).toBe('LimitExceededException');
    expect(table.message).toBe(above('ReadCapacityUnits', 40_001));
    const write = fails(engine, 'CreateTable', tableRequest(units(5, 40_001)));
    expect(write).toMatchObject({
      type: 'LimitExceededException',
      message: above('WriteCapacityUnits', 40_001),
    });
    const index = fails(engine, 'CreateTable', tableRequest(units(5, 5), units(1e12, 5)));
    expect(index.type).toBe('LimitExceededException');
    expect(index.message).toBe(above('ReadCapacityUnits', 1e12, 'byG'));
    const indexWrite = fails(engine, 'CreateTable', tableRequest(units(5, 5), units(5, 40_001)));
    expect(indexWrite.message).toBe(above('WriteCapacityUnits', 40_001, 'byG'));
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual([]);
  });

  it('holds the table and each index to the quota apart, not their sum (DDB-TABLE-170)', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', tableRequest(units(39_900, 5), units(200, 5)));
  });

  it('refuses an index warm throughput above the quota in the on-demand maximums form', () => {
    const engine = testEngine();
    const request = tableRequest(units(5, 5));
    const index = { ...request.GlobalSecondaryIndexes[0], WarmThroughput: { WriteUnitsPerSecond: 40_001 } };
    const warm = fails(engine, 'CreateTable', { ...request, GlobalSecondaryIndexes: [index] });
    expect(warm).toMatchObject({
      type: 'LimitExceededException',
      message:
        'Subscriber limit exceeded: Requested WriteUnitsPerSecond for WarmThroughput for index byG exceeds TableMaxWriteCapacityUnits of the account in region us-east-1',
    });
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
    expect(warm.message).toBe(tableWarmAbove(1e12));
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
    expect(table).toMatchObject({
      type: 'LimitExceededException',
      message: above('ReadCapacityUnits', 50_000),
    });
    const index = fails(engine, 'UpdateTable', indexRaise('quota', units(5, 50_000)));
    expect(index.message).toBe(above('WriteCapacityUnits', 50_000, 'byG'));
    const created = fails(engine, 'UpdateTable', newIndex('quota', units(50_000, 5)));
    expect(created.message).toBe(above('ReadCapacityUnits', 50_000, 'byH'));
    const warm = fails(engine, 'UpdateTable', {
      TableName: 'quota',
      WarmThroughput: { ReadUnitsPerSecond: 40_001 },
    });
    expect(warm.message).toBe(tableWarmAbove(40_001));
    const indexWarm = fails(engine, 'UpdateTable', {
      TableName: 'quota',
      GlobalSecondaryIndexUpdates: [
        { Update: { IndexName: 'byG', WarmThroughput: { ReadUnitsPerSecond: 40_001 } } },
      ],
    });
    expect(indexWarm.message).toBe(
      'Subscriber limit exceeded: Requested ReadUnitsPerSecond for WarmThroughput for index byG exceeds TableMaxReadCapacityUnits of the account in region us-east-1',
    );
    expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
  });

  it('refuses an on-demand index\'s maximums above the quota, naming it "for index : <name>"', () => {
    const engine = testEngine();
    const request = tableRequest();
    ok(engine, 'CreateTable', {
      ...request,
      BillingMode: 'PAY_PER_REQUEST',
      ProvisionedThroughput: undefined,
      GlobalSecondaryIndexes: [{ ...request.GlobalSecondaryIndexes[0], ProvisionedThroughput: undefined }],
    });
    const before = JSON.stringify(exportSnapshot(engine));
    const maximum = (OnDemandThroughput: object) => ({
      TableName: 'quota',
      GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'byG', OnDemandThroughput } }],
    });
    expect(fails(engine, 'UpdateTable', maximum({ MaxReadRequestUnits: 40_001 }))).toMatchObject({
      type: 'LimitExceededException',
      message:
        'Subscriber limit exceeded: Requested MaxReadRequestUnits for OnDemandThroughput for index : byG exceeds TableMaxReadCapacityUnits of the account in region us-east-1',
    });
    expect(fails(engine, 'UpdateTable', maximum({ MaxWriteRequestUnits: 40_001 })).message).toBe(
      'Subscriber limit exceeded: Requested MaxWriteRequestUnits for OnDemandThroughput for index : byG exceeds TableMaxWriteCapacityUnits of the account in region us-east-1',
    );
    expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
    ok(engine, 'UpdateTable', maximum({ MaxReadRequestUnits: 40_000 }));
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

describe('a snapshot above the quota', () => {
  it('is refused as damaged instead of being built', () => {
    const source = testEngine();
    ok(source, 'CreateTable', tableRequest());
    const snapshot = JSON.parse(JSON.stringify(exportSnapshot(source)));
    snapshot.tables[0].definition.ProvisionedThroughput.ReadCapacityUnits = 1e12;
    const target = testEngine();
    expect(() => importSnapshot(target, snapshot)).toThrow(SnapshotError);
    expect(() => importSnapshot(target, snapshot)).toThrow(
      /LimitExceededException: The requested ReadCapacityUnits, 1000000000000, is above the per table maximum/,
    );
    expect(target.tables.size).toBe(0);
  });
});
